import IsletCanvas
import IsletDevices
import IsletModel
import IsletPlacement

/// Renders every presentation of a Live Activity into one labelled grid: the Lock Screen card
/// with its margins, the compact island as a pill (leading, camera gap, trailing), minimal
/// attached and detached, the expanded island with its four regions, and the small family at
/// every Watch and CarPlay size. In landscape, compact and minimal use the limited-width
/// budgets. The output is a pure function of the request.
public enum SheetRenderer {
  /// Renders `request` into a sheet.
  public static func render(_ request: SheetRequest) -> RenderedSheet {
    var composer = Composer(request)
    composer.header()
    let presentations = request.presentation.map { [$0] } ?? Presentation.allCases
    var saidIslandIsEmpty = false
    for presentation in presentations {
      if !request.isInIsland, presentation.isInIsland {
        if !saidIslandIsEmpty { composer.emptyIsland() }
        saidIslandIsEmpty = true
        continue
      }
      switch presentation {
      case .lockScreen: composer.lockScreen()
      case .compact: composer.compact()
      case .minimal: composer.minimal()
      case .expanded: composer.expanded()
      case .small: composer.small()
      }
    }
    return composer.finish()
  }

  /// Island cells: white on black, as the Dynamic Island draws.
  static let islandStyle = Style(foreground: .named(.white), background: .named(.black))
  /// The pill's rounded ends, in the island's black; `.keylineTint` colours them.
  static let capStyle = Style(foreground: .named(.black))
  static let titleStyle = Style(bold: true)
  static let noteStyle = Style(dim: true)

  /// Lays the sheet out top to bottom as a list of drawing steps, then draws them into a grid
  /// sized to fit, so the grid is allocated once.
  struct Composer: ~Copyable {
    /// The budgets of the request's device, with its viewing conditions (`viewing`).
    let budgets: Budgets
    /// What the composer reads of the request, kept apart: a copy of the whole request took
    /// its environment (kept adjusted in `regionEnvironment`) and every reference it holds
    /// twice.
    private let content: @Sendable (Region, RenderEnvironment) -> ViewNode?
    let regionPriority: [Region: Double]
    let flowWidth: Int?
    /// The prepared views whose content has findings (`Step.contentFindings`), with their
    /// regions: none in most sheets, so the list is seldom allocated. The other trees are held
    /// by their renderings alone.
    private var treesWithFindings: [(region: Region, tree: PlacementTree)] = []
    /// The keyline of the first island tree prepared that sets one (`.keylineTint`), which
    /// colours the pills' rounded ends: read as each tree is prepared.
    private var keylineTint: StyleColor?
    /// The arrays every prepared view keeps its views in, allocated once for the sheet.
    private let storage = PlacementStorage(
      views: Self.typicalViews, texts: Self.typicalTexts,
      remeasured: (Self.typicalSmallViews, times: SmallFamilySize.all.count - 1))
    private var steps = UniqueList<Step>(capacity: Self.typicalSteps)
    /// The regions' renderings the steps draw, by index.
    private(set) var renderings = UniqueList<Rendering>(capacity: Self.typicalRenderings)
    /// The cells of every title and label placed so far (each `Label` holds its range).
    private var labelCells = PackedLines(capacity: Self.typicalLabelCells)
    /// The bytes of the titles and labels not packed into cells (`Label.Source.text`): none in
    /// the device table's sheets.
    private var labelBytes: [UInt8] = []
    /// The next free row.
    var row = 0
    /// The widest thing placed so far, titles included.
    var width = 0
    /// The widest presentation placed so far (titles excluded): the small family flows within it.
    var bodyWidth = 0
    /// The Lock Screen card's background and text colours (`lockScreenStyle(tint:)`).
    var lockScreenStyle = Style.plain
    /// The environment the region being prepared sees (`environment(_:limitedWidth:family:)`),
    /// kept and adjusted in place for each: made afresh from the request's, it was a copy of
    /// ~340 bytes through `memcpy` for each of the dozen views a sheet prepares.
    private var regionEnvironment: RenderEnvironment

    /// A drawing step. Its payloads are plain values (what holds a reference lives in
    /// `renderings` and `treesWithFindings`, by index), so the list copies and frees as plain memory.
    enum Step {
      case text(Label, Point)
      /// Blank cells of a style: the Lock Screen card's background.
      case fill(Rect, Style)
      case box(Rect)
      case pill(Rect)
      /// `renderings[index]`.
      case region(Int)
      /// The findings of the content of `treesWithFindings[index]`.
      case contentFindings(Int)
    }

    /// A region's view drawn in the sheet's cells `rect`. `variant` names the rendering in
    /// messages; one drawn again (the detached minimal) is not `reporting`.
    struct Rendering {
      let layout: RegionPlacement
      let rect: Rect
      let region: Region
      /// Lent to the canvas while the rendering is drawn (`finish`).
      var variant: String?
      let reporting: Bool
    }

    init(_ request: borrowing SheetRequest) {
      budgets = Budgets(request.viewing, overrides: request.budgetOverrides)
      (content, regionPriority, flowWidth) = (request.content, request.regionPriority, request.flowWidth)
      regionEnvironment = request.environment
      regionEnvironment.locale = request.viewing.locale
      regionEnvironment.utcOffset = request.viewing.utcOffset
    }

    /// About the steps a full sheet takes, reserved up front.
    private static let typicalSteps = 48
    /// About the regions' renderings of a full sheet, reserved up front.
    private static let typicalRenderings = 20
    /// About the cells of a full sheet's titles and labels, reserved up front.
    private static let typicalLabelCells = 1_024
    /// About the views and texts of a full sheet's prepared views, reserved up front.
    private static let typicalViews = 64
    private static let typicalTexts = 16
    /// About the views of the small family's view, which each of its sizes but the first
    /// measures into answers of its own in the storage, reserved up front.
    private static let typicalSmallViews = 8

    /// The prepared view of `region` in the request's environment adjusted for it, or nil when
    /// the layout does not declare the region. Each presentation asks for its own regions, once
    /// a sheet, and shares a tree among its renderings (the minimal pill's two, the small
    /// family's sizes), so each region's view is evaluated once and its content's findings
    /// reported once; nothing is looked up.
    mutating func tree(
      _ region: Region, limitedWidth: Bool = false, family: ActivityFamily = .medium
    )
      -> PlacementTree?
    {
      setEnvironment(region, limitedWidth: limitedWidth, family: family)
      guard let node = content(region, regionEnvironment) else { return nil }
      return prepared(consume node, region: region, family: family)
    }

    /// Makes `regionEnvironment` the request's environment as `region` sees it: its width class
    /// and family, the viewing locale and time zone (set once), and dark everywhere but the
    /// Lock Screen, which has the viewing appearance.
    private mutating func setEnvironment(_ region: Region, limitedWidth: Bool, family: ActivityFamily) {
      regionEnvironment.limitedWidth = limitedWidth
      regionEnvironment.family = family
      regionEnvironment.appearance = region == .lockScreen ? viewing.appearance : .dark
    }

    /// Prepares `node` as `region`'s view in `family`, noting its keyline and its content's
    /// findings.
    private mutating func prepared(
      _ node: consuming ViewNode, region: Region, family: ActivityFamily
    ) -> PlacementTree {
      // The small family does not follow the phone's text size (Apple Watch, CarPlay).
      let textSize = family == .small ? TextSize.large : viewing.textSize
      let tree = PlacementTree(consume node, scale: viewing.scale, textSize: textSize, storage: storage)
      if keylineTint == nil, region.isIsland { keylineTint = tree.preferredKeylineTint }
      if tree.hasContentFindings {
        treesWithFindings.append((region, tree))
        steps.append(.contentFindings(treesWithFindings.count - 1))
      }
      return tree
    }

    /// The small family's fallback: compact leading and trailing side by side, as iOS shows on
    /// Apple Watch and CarPlay when a layout has no small region. Nil when neither is declared.
    mutating func compactAsSmall() -> PlacementTree? {
      setEnvironment(.small, limitedWidth: false, family: .small)
      let environment = regionEnvironment
      let sides = [Region.compactLeading, .compactTrailing].compactMap { content($0, environment) }
      guard !sides.isEmpty else { return nil }
      let spacer = ViewNode(.spacer(minLength: nil))
      let children = sides.count == 2 ? [sides[0], spacer, sides[1]] : sides
      return prepared(
        ViewNode(.hstack(spacing: nil, alignment: .center, children: children)), region: .small,
        family: .small)
    }

    mutating func header() {
      let device = viewing.device
      let scale = viewing.scale
      title(
        """
        \(device.name) · \(viewing.orientation.rawValue) · \(viewing.textSize.rawValue) · \
        \(points: scale.pointsPerColumn)×\(points: scale.pointsPerRow) pt/cell
        """)
    }

    /// Where and how the sheet is rendered (the request's).
    var viewing: ViewingConditions { budgets.viewing }

    /// The whole columns a width in points fills (rounded down, as budgets are).
    func columns(_ points: Double) -> Int { viewing.scale.columns(budget: points) }

    /// A bold line of text on its own row.
    mutating func title(_ text: SheetText) {
      place(label(text, style: SheetRenderer.titleStyle), at: Point(x: 0, y: row))
      row += 1
    }

    /// `text` in `style`, packed into the sheet's cells of labels (or its buffer of text).
    mutating func label(_ text: SheetText, style: Style) -> Label {
      Label(text, style: style, cells: &labelCells, bytes: &labelBytes)
    }

    mutating func place(_ label: Label, at point: Point) {
      steps.append(.text(label, point))
      width = max(width, point.x + label.width)
    }

    /// A line of text measured once, and what it is drawn from: its cells, packed as it was
    /// measured, when each of its scalars is a cluster of its own (`PackedLines`), else its
    /// bytes, drawn cluster by cluster.
    struct Label {
      enum Source {
        /// A line of the sheet's packed cells of labels.
        case cells(Range<Int>)
        /// Bytes of the sheet's buffer of text, drawn in a style.
        case text(Range<Int>, Style)
        /// A line of the table's small groups' labels' cells (`tableSmallGroupLabels`), drawn
        /// from them: a copy into the sheet's own cells cost ~170 instructions a label.
        case tableSmallGroup(Range<Int>)
        /// A line of the fixed titles' cells (`FixedTitle.packed`).
        case fixedTitle(Range<Int>)
      }

      let source: Source
      let width: Int

      /// Packs `text` in `style` into `cells`, or, when one of its scalars does not stand alone,
      /// appends its bytes to `bytes`.
      init(_ text: SheetText, style: Style, cells: inout PackedLines, bytes: inout [UInt8]) {
        if let line = text.withBytes({ cells.append(standaloneScalarsOfUTF8: $0, style: style) }) {
          (source, width) = (.cells(line), line.count)
          return
        }
        let start = bytes.count
        text.withBytes { bytes.append(contentsOf: $0) }
        (source, width) = (.text(start..<bytes.count, style), DisplayWidth.of(text.string))
      }

      init(source: Source, width: Int) { (self.source, self.width) = (source, width) }

      /// Draws the line, its cells or bytes read from `cells`, `bytes`, the table's small groups'
      /// labels or the fixed titles, from (x, y).
      func draw(from cells: borrowing PackedLines, _ bytes: [UInt8], into grid: inout Grid, x: Int, y: Int) {
        switch source {
        case .cells(let line):
          grid.write(line, of: cells, x: x, y: y)
        case .tableSmallGroup(let line):
          grid.write(line, of: Composer.tableSmallGroupLabels.cells, x: x, y: y)
        case .fixedTitle(let line):
          grid.write(line, of: FixedTitle.packed.cells, x: x, y: y)
        case .text(let range, let style):
          grid.write(String(decoding: bytes[range], as: UTF8.self), x: x, y: y, style: style)
        }
      }
    }

    /// Ends a section with a blank row.
    mutating func gap() { row += 1 }

    mutating func add(_ step: Step) {
      switch step {
      case .box(let rect), .pill(let rect): bodyWidth = max(bodyWidth, rect.maxX + 1)
      case .text, .fill, .region, .contentFindings: break
      }
      width = max(width, bodyWidth)
      steps.append(step)
    }

    /// Draws `layout` as `region` in the sheet's cells `rect` (`Rendering`). The layout and the
    /// variant are taken, not copied: callers are done with them, and a copy would retain them.
    mutating func add(
      _ layout: consuming RegionPlacement, in rect: Rect, as region: Region, variant: consuming String? = nil,
      reporting: Bool = true
    ) {
      render(layout, in: rect, as: region, variant: variant, reporting: reporting)
      addRendering(renderings.count - 1)
    }

    /// Adds `layout`'s rendering as `add(_:in:as:variant:reporting:)` does, without its step:
    /// `addRendering(_:)` adds that later (the expanded island's, once its pill is sized).
    mutating func render(
      _ layout: consuming RegionPlacement, in rect: Rect, as region: Region, variant: consuming String? = nil,
      reporting: Bool = true
    ) {
      renderings.append(
        Rendering(layout: layout, rect: rect, region: region, variant: variant, reporting: reporting))
    }

    /// The step that draws `renderings[index]`.
    mutating func addRendering(_ index: Int) {
      bodyWidth = max(bodyWidth, renderings[index].rect.maxX)
      add(.region(index))
    }

    /// Draws every step into a grid just large enough.
    mutating func finish() -> RenderedSheet {
      var canvas = RegionCanvas(grid: Grid(width: width, height: max(0, row - 1)))
      canvas.scale = viewing.scale
      var capStyle = SheetRenderer.capStyle
      if let keylineTint { capStyle.foreground = keylineTint }
      // The styles drawn step after step, read once: each read of a static checked that it was
      // made (~30 checks a sheet).
      let (islandStyle, noteStyle) = (SheetRenderer.islandStyle, SheetRenderer.noteStyle)
      for stepIndex in 0..<steps.count {
        switch steps[stepIndex] {
        case .text(let label, let point):
          label.draw(from: labelCells, labelBytes, into: &canvas.grid, x: point.x, y: point.y)
        case .box(let rect):
          Self.drawBox(rect, style: noteStyle, into: &canvas.grid)
        case .fill(let rect, let style):
          canvas.grid.fill(rect, style: style)
        case .pill(let rect):
          canvas.grid.sides(of: rect, left: "▐", right: "▌", style: capStyle)
          canvas.grid.fill(rect, style: islandStyle)
        case .region(let index):
          // Read in place: a copy of the rendering would retain its tree and variant.
          let (rect, region) = (renderings[index].rect, renderings[index].region)
          canvas.region = region
          canvas.base = region.isIsland ? islandStyle : region == .lockScreen ? lockScreenStyle : .plain
          canvas.isReporting = renderings[index].reporting
          // Drawn in place, under an exclusive (inout) access to the rendering: read from the
          // array for the call, its layout was copied (a retain and a release of its tree). Its
          // variant is lent to the canvas (whose own is nil between regions) by swapping it in
          // and back: copied in, it was retained, and the one before released.
          func draw(_ rendering: inout Rendering) {
            swap(&canvas.variant, &rendering.variant)
            rendering.layout.draw(at: Point(x: rect.minX, y: rect.minY), clip: rect, canvas: &canvas)
            swap(&canvas.variant, &rendering.variant)
          }
          draw(&renderings[index])
          canvas.isReporting = true
        case .contentFindings(let index):
          canvas.region = treesWithFindings[index].region
          canvas.variant = nil
          treesWithFindings[index].tree.reportContentFindings(&canvas)
        }
      }
      return RenderedSheet(grid: canvas.grid, findings: canvas.sink.findings)
    }

    /// A rounded border one cell outside `rect`, in `style` (the note style).
    private static func drawBox(_ rect: Rect, style: Style, into grid: inout Grid) {
      grid.border(
        around: rect, corners: ("╭", "╮", "╰", "╯"), horizontal: "─", vertical: "│", style: style)
    }
  }
}

extension Region {
  /// Whether the region is drawn inside the Dynamic Island (black background).
  var isIsland: Bool {
    switch self {
    case .lockScreen, .small: false
    default: true
    }
  }
}
