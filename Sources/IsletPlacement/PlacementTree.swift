import IsletCanvas
import IsletDevices
import IsletModel

/// A `ViewNode` tree prepared for layout in points: the environment values SwiftUI inherits
/// (font, weight, colour, `lineLimit`, truncation mode, `minimumScaleFactor`) pushed down to
/// every view, text measured once in its font, and each view's horizontal size range (minimum,
/// ideal, maximum width) computed bottom-up so stacks can rank their children by flexibility
/// without probing them. Every decision (what wraps, truncates, fits or is clipped) is made
/// here in points; the scale is used only to count the rows a view is drawn in.
///
/// A class so the measuring caches can be updated in place while the tree is shared by several
/// renderings of one region (the small family at each Watch and CarPlay size).
package final class PlacementTree {
  /// Stands for "no limit" in points; lengths are clamped to it, so sums stay finite.
  static let unbounded = 1_000_000.0

  /// A size proposal in points: nil on an axis asks for the view's ideal size on that axis.
  struct Proposal: Hashable {
    var width: Double?
    var height: Double?

    /// The synthesized `==`, written out so that the measuring caches' checks (a few hundred a
    /// sheet) compare inline instead of calling it.
    @inline(__always) static func == (left: Proposal, right: Proposal) -> Bool {
      left.width == right.width && left.height == right.height
    }
  }

  enum Axis { case horizontal, vertical }

  /// What a view is; text and glyphs live in side arrays so items stay plain values that copy
  /// without reference counting.
  enum Content {
    /// An index into `texts`.
    case text(Int)
    /// An index into `glyphs`, the glyph's width in cells and its size in points.
    case symbol(Int, cells: Int, width: Double, height: Double)
    case hstack(spacing: Double, alignment: VerticalAlignment)
    case vstack(spacing: Double, alignment: HorizontalAlignment)
    case zstack(Alignment)
    /// `axis` is the enclosing stack's; nil outside a stack (flexible both ways).
    case spacer(minLength: Double, axis: Axis?)
    /// A bar: the filled fraction and its height in points.
    case progress(Double, height: Double)
    /// `ViewThatFits`, judging the given axes only.
    case fits(FitsAxes)
    /// A shape as its paint draws it (its colour is the item's foreground).
    case shape(ShapeKind, ShapePaint)
    /// A circular progress view: the filled fraction.
    case ring(Double)
    /// An index into `images`; whether it takes the size it is offered, how it keeps its
    /// shape then, and whether a rounded `clipShape` holds it.
    case image(Int, resizable: Bool, mode: ContentMode?, rounded: Bool)
    /// A view with overlays and backgrounds: its children are the backgrounds (each a one-child
    /// `zstack` aligning the layer), the view at position `base` of them, then the overlays.
    case layered(base: Int)
  }

  /// One child of a stack, in the stack's range of `slots`.
  struct Slot {
    /// The child's item.
    let child: Int
    /// The position (in `slots`) of the child the stack serves at this place in its order.
    var served: Int
  }

  package struct Item {
    var content: Content
    /// A range of `slots`.
    var children: Range<Int>
    /// Inherited text style (bold, dim, italic, colours); the region adds its own.
    var style: Style
    /// The view's own `.background` colour, filling its frame.
    var background: StyleColor?
    var lineLimit: Int?
    /// How the lines of wrapped text align (`multilineTextAlignment`); nil: as the rasterizer
    /// places a line (leading, or against the edge on the trailing side).
    var multilineAlignment: HorizontalAlignment?
    var padding: EdgeInsets
    var frameWidth: Double?
    var frameHeight: Double?
    var frameMaxWidth: Double?
    var frameAlignment: Alignment
    var priority: Double
    /// `.clipShape`: nothing of the view is drawn outside its frame.
    var clips = false
    /// The horizontal size range in points, frame and padding included.
    var minWidth = 0.0
    package var idealWidth = 0.0
    var maxWidth = 0.0
    /// Whether the view grows vertically with its proposal (it holds a vertical spacer).
    var flexibleHeight = false

    /// `.hidden()` / `.opacity(0)`: placed, never drawn.
    var hidden = false
    /// `.standIn`: a view islet could not translate; its own truncation is not the app's.
    var isStandIn = false
    /// Whether the children share one `priority` (most stacks'), found once: a stack serves
    /// them then as one group, with no lower groups to reserve for.
    var childrenShareOnePriority = true
    /// Whether the view is shown with no clip, background, frame or padding (most views), found
    /// once: placing puts its content straight in its rectangle (`PlacementTree.place`).
    var isPlain = false
    /// How many spacings a stack puts between its children (`gapCount`), counted once: its
    /// measuring needs it every time.
    var gapCount = 0

    var hasFrame: Bool { frameWidth != nil || frameHeight != nil || frameMaxWidth != nil }
    var isSpacer: Bool {
      if case .spacer = content { return true }
      return false
    }
  }

  /// Where the tree's arrays live: its own, or one a sheet's trees share
  /// (`PlacementStorage`); the tree's views are one contiguous run of each.
  package let storage: PlacementStorage
  /// The tree's items in `storage`, for the answers each measurement keeps.
  @exclusivity(unchecked) private(set) var itemRange = 0..<0

  // The arrays read most, read and changed in place in `storage`.
  package var items: PlacementStorage.Buffer<Item> {
    _read { yield storage.items }
    _modify { yield &storage.items }
  }
  var slots: PlacementStorage.Buffer<Slot> {
    _read { yield storage.slots }
    _modify { yield &storage.slots }
  }

  // The stored properties opt out of the runtime exclusivity checks, which cost about a tenth
  // of a sheet: a tree is built and measured inside one render call on one thread (it is not
  // Sendable), and no access to a property overlaps another (every test passed with the
  // checks on before they were turned off), so the checks could only ever pass.
  /// The root item, nil when the view is empty.
  @exclusivity(unchecked) package private(set) var root: Int?
  /// What the tree's content itself gets wrong, in source order (`unknownSymbols`,
  /// `overBudgetViews`): its run of the storage's `contentFindings`. Kept there, a tree holds no
  /// array of its own to release when it is freed (two empty arrays a tree, ~40 instructions).
  @exclusivity(unchecked) private(set) var contentFindingRange = 0..<0
  /// `.belowIfTooWide` when any view of the tree asks for it (`dynamicIsland(verticalPlacement:)`
  /// works as a SwiftUI preference: the expanded region holding the view reads it).
  @exclusivity(unchecked) private(set) var verticalPlacement = ExpandedVerticalPlacement.default
  /// The first `.activityBackgroundTint` and `.keylineTint` of the tree's views (preferences the
  /// card and the island read, through `preferredKeylineTint` and the like).
  @exclusivity(unchecked) private(set) var activityBackgroundTint: StyleColor?
  @exclusivity(unchecked) private(set) var keylineTint: StyleColor?
  /// Whether a view of the tree is a `.standIn` of unknown size: what does not fit beside it
  /// may fit on the phone, or not, so the tree's fitting findings are reported as uncertain.
  @exclusivity(unchecked) package private(set) var holdsStandIn = false
  /// Where the answers of the measurement being made or drawn are (`Measurement`), and whether
  /// a region has measured the tree yet (the first one takes the answers made with the tree).
  @exclusivity(unchecked) var measurement = Measurement(answers: 0)
  @exclusivity(unchecked) var isMeasured = false

  /// Counts the rows views are drawn in (never decides a size).
  let scale: Scale
  /// Rows per point, for `rows(_:)`.
  private let rowsPerPoint: Double
  /// The Dynamic Type size text is set at.
  let textSize: TextSize
  /// `ViewNodeBox.empty`, read from the storage (`PlacementStorage.emptyBox`, read once a sheet):
  /// a static is read through the runtime's `swift_once` check on every access, and building
  /// reads it for every view. Unowned: the static holds it for the life of the process, so the
  /// tree need not retain it when made nor release it when freed.
  private unowned(unsafe) let emptyBox: ViewNodeBox

  /// Prepares `node` with its text at `textSize` (the small family passes `.large`: Apple Watch
  /// and CarPlay do not follow the phone's text size), its arrays in `storage` (a sheet's trees
  /// share one). The node is taken: its views are freed as they are added (`add`).
  package init(
    _ node: consuming ViewNode, scale: Scale, textSize: TextSize = .large,
    storage: PlacementStorage = PlacementStorage()
  ) {
    self.scale = scale
    rowsPerPoint = 1 / scale.pointsPerRow
    self.textSize = textSize
    self.storage = storage
    emptyBox = storage.emptyBox
    let (firstItem, firstContentFinding) = (storage.items.count, storage.contentFindings.count)
    root = add(consume node, inherited: Inherited(), axis: nil)
    itemRange = firstItem..<storage.items.count
    contentFindingRange = firstContentFinding..<storage.contentFindings.count
    measurement = addMeasurement()
  }

  /// What a view passes down to its descendants, as SwiftUI's environment does.
  private struct Inherited {
    var style = Style.plain
    var lineLimit: Int?
    var truncation = TruncationMode.tail
    var textCase: TextCase?
    var multilineAlignment: HorizontalAlignment?
    var tint: StyleColor?
    var font: FontStyle?
    /// `.font(.system(size:))`: a fixed size in points instead of the style's.
    var fixedSize: Double?
    /// The innermost weight: `.fontWeight`, a font's weight, or `.bold` (bold).
    var weight: TextWeight?
    var monospacedDigit = false
    var minimumScale = 1.0
    var progressStyle = ProgressStyle.linear
    /// `.rotationEffect` of the views above, added up, in degrees.
    var rotationDegrees = 0.0
    /// Whether a rounded `clipShape` holds the view (an image shows rounded corners).
    var clippedRound = false

    /// Takes a view's own modifiers into what its parent passed down (`self`). They are read
    /// field by field in their box: passed on as a value, they were copied (retaining their
    /// strings) for the call.
    mutating func inherit(_ box: ViewNodeBox) {
      style.bold = style.bold || box.modifiers.bold || box.modifiers.weight?.isBold == true
      style.italic = style.italic || box.modifiers.italic
      style.underline = style.underline || box.modifiers.underline
      style.strikethrough = style.strikethrough || box.modifiers.strikethrough
      style.dim =
        style.dim || box.modifiers.dim || (box.modifiers.font.map(PlacementTree.isSecondary) ?? false)
      // Set only when given: `Style`'s colour accessors are calls into another module.
      if let color = box.modifiers.color { style.foreground = color }
      if let background = box.modifiers.background { style.background = background }
      textCase = box.modifiers.textCase ?? textCase
      multilineAlignment = box.modifiers.multilineAlignment ?? multilineAlignment
      tint = box.modifiers.tint ?? tint
      lineLimit = box.modifiers.lineLimit.map { max(1, $0) } ?? lineLimit
      if box.modifiers.truncation != .tail { truncation = box.modifiers.truncation }
      if box.modifiers.font != nil || box.modifiers.fontSize != nil {
        // A font replaces the one above it whole, as in SwiftUI: its style or its fixed size.
        font = box.modifiers.font
        fixedSize = box.modifiers.fontSize
      }
      weight = box.modifiers.bold ? .bold : box.modifiers.weight ?? weight
      monospacedDigit = monospacedDigit || box.modifiers.monospacedDigit
      if let factor = box.modifiers.minimumScaleFactor, factor.isFinite {
        minimumScale = min(max(factor, 0.01), 1)
      }
      progressStyle = box.modifiers.progressStyle ?? progressStyle
      rotationDegrees += box.modifiers.rotationDegrees
      clippedRound = clippedRound || box.modifiers.clipShape?.isRounded == true
    }

    func textFont(textSize: TextSize) -> TextFont {
      if let fixedSize {
        return TextFont(
          fixedSize: fixedSize, weight: weight?.measured ?? .regular, monospacedDigit: monospacedDigit)
      }
      return TextFont(
        style: font, textSize: textSize, weight: weight?.measured, monospacedDigit: monospacedDigit)
    }
  }

  /// Adds `node` and its descendants; returns its index, or nil for an empty view.
  private func add(_ node: consuming ViewNode, inherited parent: Inherited, axis: Axis?) -> Int? {
    // The node is taken apart, its box and kind moved out of it: the kind's strings and children
    // move on into the building and are freed here, by code made for them (`addChildren`), where
    // dropping the whole node after its tree was built freed them through the generic value
    // witnesses (~4.6 K instructions a sheet).
    let box = node.box
    let kind = node.kind
    _ = consume node
    if let reason = box.overEvaluationBudget {
      storage.contentFindings.append(.overBudget(reason, box.origin))
    }
    // The node's modifiers are read in place in its box (a copy would retain their strings); a
    // view with the empty box (most stacks, spacers, symbols) passes its environment down as it
    // got it.
    var inherited = parent
    if box !== emptyBox { inherited.inherit(box) }

    let content: Content
    let firstChild = storage.pendingChildren.count
    switch consume kind {
    case .empty:
      return nil
    case .text(let string):
      content = text(Self.cased(consume string, inherited.textCase), inherited)
    case .symbol(let name):
      content = symbol(name, inherited, originIn: box)
    case .label(let title, let symbolName):
      // A label is a symbol and a text, each with no modifiers of its own.
      let icon = symbol(symbolName, inherited, originIn: box)
      storage.pendingChildren.append(
        append(icon, inherited: inherited, modifiers: emptyBox, originIn: box))
      storage.pendingChildren.append(
        append(
          text(Self.cased(consume title, inherited.textCase), inherited), inherited: inherited,
          modifiers: emptyBox, originIn: box))
      content = .hstack(spacing: Self.labelSpacing, alignment: .center)
    case .hstack(let spacing, let alignment, let nodes):
      addChildren(consume nodes, inherited: inherited, axis: .horizontal)
      content = .hstack(spacing: Self.length(spacing ?? Self.defaultSpacing), alignment: alignment)
    case .vstack(let spacing, let alignment, let nodes):
      addChildren(consume nodes, inherited: inherited, axis: .vertical)
      content = .vstack(spacing: Self.length(spacing ?? Self.defaultSpacing), alignment: alignment)
    case .zstack(let alignment, let nodes):
      addChildren(consume nodes, inherited: inherited, axis: nil)
      content = .zstack(alignment)
    case .spacer(let minLength):
      content = .spacer(
        minLength: axis == nil ? 0 : Self.length(minLength ?? Self.defaultSpacing), axis: axis)
    case .progress(let fraction):
      let clamped = fraction.isNaN ? 0 : min(max(fraction, 0), 1)
      content =
        inherited.progressStyle == .circular
        ? .ring(clamped) : .progress(clamped, height: Self.progressHeight)
      // SwiftUI colours a progress view with the tint; islet falls back to the foreground.
      inherited.style.foreground = inherited.tint ?? inherited.style.foreground
    case .shape(let kind):
      guard let color = Self.shapeColor(box.modifiers.shapePaint, inherited: inherited.style.foreground)
      else {
        return nil
      }
      inherited.style.foreground = color
      var paint = box.modifiers.shapePaint
      paint.rotationDegrees = inherited.rotationDegrees
      content = .shape(kind, paint)
    case .image(var image):
      (image.width, image.height) = (Self.length(image.width), Self.length(image.height))
      storage.images.append(image)
      content = .image(
        storage.images.count - 1, resizable: box.modifiers.resizable, mode: box.modifiers.contentMode,
        rounded: inherited.clippedRound)
    case .layered(let base, let layers):
      guard let layered = addLayers(base, layers, inherited: inherited, axis: axis) else { return nil }
      content = layered
    case .fits(let nodes, let axes):
      addChildren(consume nodes, inherited: inherited, axis: axis)
      guard storage.pendingChildren.count > firstChild else { return nil }
      content = .fits(axes)
    }
    if box.modifiers.verticalPlacement == .belowIfTooWide { verticalPlacement = .belowIfTooWide }
    activityBackgroundTint = activityBackgroundTint ?? box.modifiers.activityBackgroundTint
    keylineTint = keylineTint ?? box.modifiers.keylineTint
    holdsStandIn = holdsStandIn || box.modifiers.isStandIn
    return append(
      content, inherited: inherited, modifiers: box, originIn: box, childrenFrom: firstChild)
  }

  /// Adds a layered view's backgrounds, the view and its overlays to the storage's `pendingChildren`; its
  /// content says where the view is among them. An empty view has no size for its layers to
  /// take: nil, and they are left out too.
  private func addLayers(
    _ base: ViewNode, _ layers: [ViewLayer], inherited: Inherited, axis: Axis?
  ) -> Content? {
    let first = storage.pendingChildren.count
    func addLayer(_ layer: ViewLayer) {
      let start = storage.pendingChildren.count
      guard let view = add(layer.view, inherited: inherited, axis: nil) else { return }
      storage.pendingChildren.append(view)
      storage.pendingChildren.append(
        append(
          .zstack(layer.alignment), inherited: inherited, modifiers: emptyBox,
          originIn: layer.view.box,
          childrenFrom: start))
    }
    for layer in layers where !layer.inFront { addLayer(layer) }
    let position = storage.pendingChildren.count - first
    guard let view = add(base, inherited: inherited, axis: axis) else {
      storage.pendingChildren.removeAll(from: first)
      return nil
    }
    storage.pendingChildren.append(view)
    for layer in layers where layer.inFront { addLayer(layer) }
    return .layered(base: position)
  }

  /// Adds each of `nodes` that is not empty to the storage's `pendingChildren`, in order. Each
  /// node is moved out of the array and into `add` (reversed, then taken from the end): the
  /// emptied array is freed with no elements left in it, where freeing its nodes went through
  /// the runtime's generic destroy, a call through the value witnesses for each one.
  private func addChildren(_ nodes: consuming [ViewNode], inherited: Inherited, axis: Axis?) {
    nodes.withUnsafeMutableBufferPointer { $0.reverse() }
    while let node = nodes.popLast() {
      if let child = add(consume node, inherited: inherited, axis: axis) {
        storage.pendingChildren.append(child)
      }
    }
  }

  /// Appends an item for `content` with the modifiers in `box` (lengths converted, each read in
  /// the box, as `Inherited.inherit` reads them) and the source span in `originBox` (read there:
  /// passed on as a value, each span was copied through its generic value witnesses), its
  /// children the storage's `pendingChildren` from `childrenFrom` on (which it takes); returns its
  /// index.
  private func append(
    _ content: Content, inherited: Inherited, modifiers box: ViewNodeBox, originIn originBox: ViewNodeBox,
    childrenFrom firstChild: Int? = nil
  ) -> Int {
    let first = slots.count
    if let firstChild, firstChild < storage.pendingChildren.count {
      for pending in firstChild..<storage.pendingChildren.count {
        slots.append(Slot(child: storage.pendingChildren[pending], served: slots.count))
      }
      storage.pendingChildren.removeAll(from: firstChild)
    }
    let padding = box.modifiers.padding
    let unpadded = padding == EdgeInsets()
    let insets = unpadded ? EdgeInsets() : Self.lengths(padding)
    let index = storage.items.count
    storage.items.append(
      Item(
        content: content, children: first..<slots.count, style: inherited.style,
        background: box.modifiers.background, lineLimit: inherited.lineLimit,
        multilineAlignment: inherited.multilineAlignment,
        padding: insets,
        frameWidth: box.modifiers.frameWidth.map(Self.length),
        frameHeight: box.modifiers.frameHeight.map(Self.length),
        frameMaxWidth: box.modifiers.frameMaxWidth.map(Self.length),
        frameAlignment: box.modifiers.frameAlignment,
        priority: Self.servingPriority(content, box.modifiers.priority)))
    // The rest is worked out in place: built whole and then appended, the item (256 bytes) was
    // copied into the buffer.
    complete(&storage.items[index], modifiers: box, unpadded: unpadded || insets == EdgeInsets())
    storage.origins.append(originBox.origin)
    return index
  }

  /// Fills in what `append` works out from the item itself: its flags from the modifiers in
  /// `box` and whether its padding is zero (`unpadded`: known as the padding was made, where
  /// comparing the item's four insets again cost ~10 instructions an item), its children's gaps
  /// and priorities, its size range, and its children's serving order. Always inlined into
  /// `append`, its one caller (a call an item: 0.2 K instructions a sheet).
  @inline(__always) private func complete(_ item: inout Item, modifiers box: ViewNodeBox, unpadded: Bool) {
    item.hidden = box.modifiers.hidden
    item.isStandIn = box.modifiers.isStandIn
    item.clips = box.modifiers.clipShape != nil
    item.isPlain =
      !item.hidden && !item.clips && item.background == nil && !item.hasFrame && unpadded
    // A view of one child or none (most views) has no gaps to count and no order to sort.
    let hasSeveralChildren = item.children.count > 1
    if hasSeveralChildren {
      (item.gapCount, item.childrenShareOnePriority) = gapsAndOnePriority(item.children)
    }
    computeRanges(&item)
    if hasSeveralChildren { sortServingOrder(item.content, item.children) }
  }

  /// `string` in `textCase`, as SwiftUI's `.textCase` shows it. It takes the string: one shown
  /// as written (most) is moved on, not copied (retained) and then freed with its node.
  private static func cased(_ string: consuming String, _ textCase: TextCase?) -> String {
    switch textCase {
    case .uppercase?: string.uppercased()
    case .lowercase?: string.lowercased()
    case .asWritten?, nil: string
    }
  }

  private func text(_ string: String, _ inherited: Inherited) -> Content {
    storage.texts.append(
      TextRun(
        measuredText(string), font: inherited.textFont(textSize: textSize),
        minimumScale: inherited.minimumScale,
        truncation: inherited.truncation))
    return .text(storage.texts.count - 1)
  }

  /// `string` measured (`TextRun.measured`), or the measure of a run among the storage's last
  /// `recentTexts` of the same printable ASCII, shared: a sheet's trees show the same strings
  /// region after region, and a shared measure is neither built nor freed again. Only the last
  /// few are searched, so a large layout's texts do not each compare with every other.
  private func measuredText(_ string: String) -> MeasuredText {
    let texts = storage.texts.count
    // A printable ASCII text has as many clusters as bytes: its cluster count, read from its
    // array, is compared first with the string's length, found once (each string's UTF-8 count
    // read in the loop cost more than the rest of the search).
    let length = string.utf8.count
    for index in max(0, texts - Self.recentTexts)..<texts {
      // `==` compares canonical equivalence; between strings of one length in UTF-8, one of them
      // printable ASCII, it is byte equality (what decomposes to ASCII is longer than it).
      if storage.texts[index].text.count == length, storage.texts[index].text.isPrintableASCII,
        storage.texts[index].text.text == string
      {
        return storage.texts[index].text
      }
    }
    return TextRun.measured(string, clustersIn: &storage.clusters)
  }

  /// How many of the storage's last texts `measuredText` searches.
  private static let recentTexts = 16

  /// The rows a vertical length in points is drawn in, to the nearest (as `Scale.rows(length:)`;
  /// lengths here are already clamped to 0…`unbounded`). Inlined: measuring and placing call it
  /// hundreds of times a sheet.
  @inline(__always) func rows(_ points: Double) -> Int {
    min((points * rowsPerPoint).nearestInteger, Scale.maximumCells)
  }

  /// A layout length in points, clamped to 0…`unbounded` (NaN is 0).
  static func length(_ points: Double) -> Double {
    points.isNaN ? 0 : min(max(points, 0), unbounded)
  }

  /// Each of `insets` a layout length (`length`). `append` asks only for padding that is not
  /// zero (a zero inset, +0 or −0, is +0 either way): most views have none, and clamping the four
  /// zeros cost ~30 instructions an item.
  private static func lengths(_ insets: EdgeInsets) -> EdgeInsets {
    EdgeInsets(
      top: length(insets.top), leading: length(insets.leading), bottom: length(insets.bottom),
      trailing: length(insets.trailing))
  }

  /// SwiftUI's default stack spacing and spacer minimum, in points.
  private static let defaultSpacing = 8.0
  /// Between a label's symbol and its title, in points.
  package static let labelSpacing = 8.0
  /// A linear `ProgressView`'s height in points.
  static let progressHeight = 4.0

  /// Caption-like text styles render dim: a terminal has no smaller type (their size is measured
  /// in points; dim only tells the reader the type is small).
  private static func isSecondary(_ font: FontStyle) -> Bool {
    font == .caption || font == .caption2 || font == .footnote
  }

  private func symbol(_ name: String, _ inherited: Inherited, originIn box: ViewNodeBox) -> Content {
    if storage.lastSymbolName != name {
      (storage.lastSymbolName, storage.lastSymbolDrawn) = (name, SymbolGlyphs.drawn(name))
    }
    let glyph: Character
    let cells: Int
    if let known = storage.lastSymbolDrawn {
      (glyph, cells) = known
    } else {
      (glyph, cells) = (SymbolGlyphs.placeholder, Self.placeholderCells)
      storage.contentFindings.append(.unknownSymbol(name, box.origin))
    }
    storage.glyphs.append(glyph)
    let font = inherited.textFont(textSize: textSize)
    return .symbol(
      storage.glyphs.count - 1, cells: cells, width: font.symbolAdvance, height: font.lineHeight)
  }

  /// The cells `SymbolGlyphs.placeholder` takes.
  private static let placeholderCells = DisplayWidth.of(SymbolGlyphs.placeholder)

  /// Fills in the item's horizontal size range and vertical flexibility from its children.
  private func computeRanges(_ item: inout Item) {
    var range: (min: Double, ideal: Double, max: Double)
    let children = item.children
    /// The children's widths summed (`hstack`) or their maximum, and whether one grows vertically.
    var sum = (min: 0.0, ideal: 0.0, max: 0.0)
    var widest = (min: 0.0, ideal: 0.0, max: 0.0)
    var childGrowsVertically = false
    for position in children {
      let child = slots[position].child
      let width = widths(of: child)
      sum = (sum.min + width.min, sum.ideal + width.ideal, sum.max + width.max)
      widest = (
        Swift.max(widest.min, width.min), Swift.max(widest.ideal, width.ideal),
        Swift.max(widest.max, width.max)
      )
      childGrowsVertically = childGrowsVertically || items[child].flexibleHeight
    }
    switch item.content {
    case .text(let run):
      let width = storage.texts[run].idealWidth
      range = (min(width, storage.texts[run].font.ellipsisAdvance), width, width)
    case .symbol(_, _, let width, _):
      range = (width, width, width)
    case .spacer(let length, let axis):
      range = axis == .vertical ? (0, 0, 0) : (length, length, Self.unbounded)
      item.flexibleHeight = axis != .horizontal
    case .progress:
      range = (0, Self.progressIdealWidth, Self.unbounded)
    case .hstack(let spacing, _):
      let gaps = Double(item.gapCount) * spacing
      range = (
        Swift.min(sum.min, Self.unbounded) + gaps, Swift.min(sum.ideal, Self.unbounded) + gaps,
        Swift.min(sum.max + gaps, Self.unbounded)
      )
    case .vstack, .zstack:
      range = widest
    case .fits:
      let first = widths(of: slots[children.lowerBound].child)
      let last = widths(of: slots[children.upperBound - 1].child)
      range = (min(last.min, first.min), first.ideal, max(first.max, last.min))
    case .layered(let base):
      let view = slots[children.lowerBound + base].child
      range = widths(of: view)
      childGrowsVertically = items[view].flexibleHeight
    case .shape, .ring, .image:
      let drawn = drawnRange(item.content) ?? (0, 0, 0, false)
      range = (drawn.min, drawn.ideal, drawn.max)
      item.flexibleHeight = drawn.flexibleHeight
    }
    if !children.isEmpty { item.flexibleHeight = childGrowsVertically }
    let horizontalPadding = item.padding.leading + item.padding.trailing
    range = (
      range.min + horizontalPadding, range.ideal + horizontalPadding,
      min(range.max + horizontalPadding, Self.unbounded)
    )
    if let width = item.frameWidth {
      range = (width, width, width)
    } else if let maxWidth = item.frameMaxWidth {
      range = (min(range.min, maxWidth), min(range.ideal, maxWidth), maxWidth)
    }
    if item.frameHeight != nil { item.flexibleHeight = false }
    (item.minWidth, item.idealWidth, item.maxWidth) = range
  }

  /// Item `index`'s horizontal size range, read in place: a copy of the item would copy all of it.
  private func widths(of index: Int) -> (min: Double, ideal: Double, max: Double) {
    (items[index].minWidth, items[index].idealWidth, items[index].maxWidth)
  }

  /// The priority a stack serves a child by: its `layoutPriority`, except that spacers come
  /// after every other view (they yield, as in SwiftUI: a text beside a spacer takes what it
  /// needs and the spacer gets the rest, down to its minimum length).
  static func servingPriority(_ content: Content, _ layoutPriority: Double) -> Double {
    if case .spacer = content { return -.infinity }
    return layoutPriority.isFinite ? layoutPriority : 0
  }

  /// Sorts the `served` positions of a stack's slots into the order it serves its children
  /// in: descending priority, then ascending flexibility along its axis, then position (other
  /// views keep their slots' own positions). It takes the stack's content and children, not its
  /// item: passing the item being built copied all of it.
  private func sortServingOrder(_ content: Content, _ children: Range<Int>) {
    let horizontal: Bool
    switch content {
    case .hstack: horizontal = true
    case .vstack: horizontal = false
    default:
      return
    }
    // Children are read in place by index: copies of their items would copy them whole.
    func flexibility(_ child: Int) -> Double {
      if horizontal { return items[child].maxWidth - items[child].minWidth }
      return items[child].flexibleHeight ? Self.unbounded : 0
    }
    func precedes(_ a: Int, _ b: Int) -> Bool {
      let (left, right) = (slots[a].child, slots[b].child)
      if items[left].priority != items[right].priority { return items[left].priority > items[right].priority }
      if flexibility(left) != flexibility(right) { return flexibility(left) < flexibility(right) }
      return a < b
    }
    // An insertion sort in place: stacks have few children, and it needs no buffer.
    let start = children.lowerBound
    var next = start + 1
    while next < children.upperBound {
      var slot = next
      while slot > start, precedes(slots[slot].served, slots[slot - 1].served) {
        (slots[slot].served, slots[slot - 1].served) = (slots[slot - 1].served, slots[slot].served)
        slot -= 1
      }
      next += 1
    }
  }

  /// A progress bar's width in points when nothing proposes one (e.g. inside `fits`).
  static let progressIdealWidth = 40.0

  /// How many spacings a stack puts between the children in `children` (of `slots`, at least
  /// one: between neighbours, but not next to a spacer, as `hasGap(before:)`), and whether they
  /// have one `priority`. One pass reads each child's item once for both: counted and compared
  /// in two passes, each a call with a closure per child, they cost ~110 instructions a stack.
  private func gapsAndOnePriority(_ children: Range<Int>) -> (gaps: Int, onePriority: Bool) {
    let first = slots[children.lowerBound].child
    let priority = items[first].priority
    var previousIsSpacer = items[first].isSpacer
    var gaps = 0
    var onePriority = items[first].priority == priority
    for position in children.lowerBound + 1..<children.upperBound {
      let child = slots[position].child
      let isSpacer = items[child].isSpacer
      if Self.hasGap(afterSpacer: previousIsSpacer, beforeSpacer: isSpacer) { gaps += 1 }
      onePriority = onePriority && items[child].priority == priority
      previousIsSpacer = isSpacer
    }
    return (gaps, onePriority)
  }

  /// Whether spacing goes between `slots[position - 1].child` and `slots[position].child`.
  func hasGap(before position: Int) -> Bool {
    Self.hasGap(
      afterSpacer: items[slots[position - 1].child].isSpacer,
      beforeSpacer: items[slots[position].child].isSpacer)
  }

  /// SwiftUI's rule for stack spacing: between two neighbours, but not next to a spacer (whether
  /// the child before and the child after are spacers).
  @inline(__always) private static func hasGap(afterSpacer: Bool, beforeSpacer: Bool) -> Bool {
    !afterSpacer && !beforeSpacer
  }

}
