import IsletCanvas
import IsletDevices
import IsletModel
import IsletPlacement

/// Where the expanded presentation's four regions go, in points, following ActivityKit's
/// description ("Create the expanded presentation"):
///
/// - The TrueDepth camera stays in the middle of the top row. `leading` and `trailing` sit
///   either side of it, from the top down, with equal widths: half of what the camera leaves
///   ("By default, leading and trailing positions receive an equal amount of horizontal space").
/// - A side with a higher `priority` than the other whose ideal width does not fit its half is
///   rendered below the camera across the full width ("The system renders the view with the
///   highest priority with the full width of the Dynamic Island"; Apple's illustration shows it
///   below the camera). So is a side whose content asks `.dynamicIsland(verticalPlacement:
///   .belowIfTooWide)` and does not fit. Leading goes first when both move. Priority never moves
///   the camera: the sides beside it keep their halves.
/// - `center` sits right below the camera, across the width that leading and trailing leave free
///   at that height (the full width when both are no taller than the camera). With the highest
///   priority of the three, or when a side moved below the camera, it takes the full width below
///   leading and trailing.
/// - `bottom` spans the full width below everything else.
///
/// Each region is proposed what is left above the 160-pt cap, so what falls below it is
/// clipped and reported by the region, in points. The same arrangement is counted in rows for
/// drawing (`Slot.row`, `rows`): row positions follow the regions' drawn rows, so nothing
/// overlaps and no blank row is left between them.
///
/// Each declared region's slot is handed to the caller as it is placed (`init`'s `place`), not
/// kept in a list: the sheet turns it into a rendering at once, and a list was allocated,
/// copied (retaining each layout's tree) and freed for every sheet. The placement keeps what
/// its title needs: the pill's height and where each side went.
struct ExpandedPlacement {
  /// The four regions' trees (nil: not declared), held apart rather than in a dictionary: the
  /// placement looks a region up a dozen times, and each dictionary look-up hashes it.
  struct Trees {
    private let leading, trailing, center, bottom: PlacementTree?

    /// Each region's tree from `tree`, asked in the order leading, trailing, center, bottom.
    init(_ tree: (Region) -> PlacementTree?) {
      (leading, trailing, center, bottom) = (
        tree(.expandedLeading), tree(.expandedTrailing), tree(.expandedCenter), tree(.expandedBottom)
      )
    }

    subscript(region: Region) -> PlacementTree? {
      switch region {
      case .expandedLeading: leading
      case .expandedTrailing: trailing
      case .expandedCenter: center
      case .expandedBottom: bottom
      default: nil
      }
    }
  }

  /// Where a declared region goes: its rectangle relative to the pill's origin in points and
  /// its first row and columns relative to the pill's first cell. (Its layout is handed over
  /// beside it, not in it: taken from a slot, a layout was copied, retaining its tree.)
  struct Slot {
    var region: Region
    var rect: PointRect
    var row: Int
    var rows: Int
    var columns: Range<Int>
    /// A leading or trailing region moved below the camera row.
    var isBelowCamera = false
  }

  /// Where a leading or trailing region went: beside the camera, its slot's width in points,
  /// or below the camera row.
  enum Side {
    case beside(width: Double)
    case below
  }

  /// The pill's height in points (the content's, within 84–160 pt) and in rows.
  private(set) var height = 0.0
  private(set) var rows = 0
  /// Where leading and trailing went; nil for a side not declared.
  private(set) var leading: Side?
  private(set) var trailing: Side?

  /// Places the regions of `trees` and hands each declared region's slot and layout to `place`,
  /// in the order leading, trailing (beside the camera, then below it), center, bottom.
  init(
    budget: PointBudget, cameraGap: Double, cameraHeight: Double, scale: Scale,
    trees: Trees,
    priorities: [Region: Double], widthOverrides: (Region) -> Double?,
    place: (Slot, consuming RegionPlacement) -> Void
  ) {
    let width = budget.width
    let half = max(0, width - cameraGap) / 2
    // Most layouts give no priority: no region is then hashed to look one up.
    func priority(_ region: Region) -> Double { priorities.isEmpty ? 0 : priorities[region] ?? 0 }
    func ideal(_ region: Region) -> Double {
      trees[region]?.idealRootWidth ?? 0
    }
    let leadingWidth = widthOverrides(.expandedLeading) ?? half
    let trailingWidth = widthOverrides(.expandedTrailing) ?? half
    /// Whether a side goes below the camera: it does not fit beside it and it outranks the
    /// other side or asks to.
    func movesBelow(_ region: Region, slot: Double, other: Region) -> Bool {
      guard trees[region] != nil, ideal(region) > slot + 1e-6 else { return false }
      return priority(region) > priority(other)
        || trees[region]?.preferredVerticalPlacement == .belowIfTooWide
    }
    let leadingBelow = movesBelow(.expandedLeading, slot: leadingWidth, other: .expandedTrailing)
    let trailingBelow = movesBelow(.expandedTrailing, slot: trailingWidth, other: .expandedLeading)
    let cap = budget.maxHeight
    func layout(_ region: Region, width: Double, y: Double, alignment: Alignment) -> RegionPlacement? {
      trees[region].map {
        RegionPlacement(
          tree: $0, budget: PointBudget(width: width, minHeight: 0, maxHeight: max(0, cap - y)),
          alignment: alignment)
      }
    }
    let cameraRows = max(1, scale.rows(budget: cameraHeight))
    var below = cameraHeight
    var belowRows = cameraRows
    var leadingHeight = 0.0
    var trailingHeight = 0.0
    /// Hands `region`'s slot to `place` and returns the rows it is drawn in, counted once here.
    func add(
      _ region: Region, _ layout: consuming RegionPlacement, x: Double, y: Double, row: Int,
      isBelowCamera: Bool = false
    ) -> Int {
      let start = scale.columns(length: x)
      let rows = layout.rows(scale)
      let rect = PointRect(x: x, y: y, width: layout.budget.width, height: layout.height)
      let end = max(start, scale.columns(length: x + layout.budget.width))
      place(
        Slot(
          region: region, rect: rect, row: row, rows: rows, columns: start..<end, isBelowCamera: isBelowCamera
        ),
        layout)
      return rows
    }
    if !leadingBelow,
      let leading = layout(.expandedLeading, width: leadingWidth, y: 0, alignment: .topLeading)
    {
      let (height, budgetWidth) = (leading.height, leading.budget.width)
      let leadingRows = add(.expandedLeading, leading, x: 0, y: 0, row: 0)
      self.leading = .beside(width: budgetWidth)
      leadingHeight = height
      below = max(below, height)
      belowRows = max(belowRows, leadingRows)
    }
    if !trailingBelow,
      let trailing = layout(.expandedTrailing, width: trailingWidth, y: 0, alignment: .topTrailing)
    {
      let (height, budgetWidth) = (trailing.height, trailing.budget.width)
      let trailingRows = add(.expandedTrailing, trailing, x: width - trailingWidth, y: 0, row: 0)
      self.trailing = .beside(width: budgetWidth)
      trailingHeight = height
      below = max(below, height)
      belowRows = max(belowRows, trailingRows)
    }
    // Leading, then trailing (a function called twice: a list of the two was allocated).
    func placeBelow(_ region: Region, alignment: Alignment) -> Side? {
      guard let placed = layout(region, width: width, y: below, alignment: alignment) else { return nil }
      let height = placed.height
      belowRows += add(region, placed, x: 0, y: below, row: belowRows, isBelowCamera: true)
      below += height
      return .below
    }
    if leadingBelow { leading = placeBelow(.expandedLeading, alignment: .topLeading) }
    if trailingBelow { trailing = placeBelow(.expandedTrailing, alignment: .topTrailing) }

    let centerFirst = priority(.expandedCenter) > max(priority(.expandedLeading), priority(.expandedTrailing))
    var centerX = 0.0
    var centerEnd = width
    var centerY = below
    var centerRow = belowRows
    if !centerFirst && !leadingBelow && !trailingBelow {
      (centerY, centerRow) = (cameraHeight, cameraRows)
      if leadingHeight > cameraHeight + 1e-6 { centerX = leadingWidth }
      if trailingHeight > cameraHeight + 1e-6 { centerEnd = width - trailingWidth }
    }
    let centerWidth = widthOverrides(.expandedCenter) ?? max(0, centerEnd - centerX)
    if let center = layout(.expandedCenter, width: centerWidth, y: centerY, alignment: .top) {
      let height = center.height
      let centerRows = add(
        .expandedCenter, center, x: centerX + (centerEnd - centerX - centerWidth) / 2, y: centerY,
        row: centerRow)
      below = max(below, centerY + height)
      belowRows = max(belowRows, centerRow + centerRows)
    }
    if let bottom = layout(.expandedBottom, width: width, y: below, alignment: .top) {
      let height = bottom.height
      belowRows += add(.expandedBottom, bottom, x: 0, y: below, row: belowRows)
      below += height
    }
    height = min(max(below, budget.minHeight), budget.maxHeight)
    rows = max(belowRows, scale.rows(budget: budget.minHeight))
  }
}
