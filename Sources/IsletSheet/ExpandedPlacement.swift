import IsletCanvas
import IsletDevices
import IsletModel
import IsletPlacement

/// Where the expanded presentation's four regions go, following ActivityKit's description:
///
/// - `leading` and `trailing` sit beside the TrueDepth camera, from the top row down, with
///   equal widths by default (half of what the camera leaves). A higher `priority` on one of
///   them widens it: the other keeps only its ideal width (at most half).
/// - A `leading` or `trailing` whose content asks `.dynamicIsland(verticalPlacement:
///   .belowIfTooWide)` and whose ideal width exceeds its slot beside the camera moves below
///   the camera row instead (below whatever sits beside the camera), across the full width;
///   leading first when both move. The other side keeps its slot. When it fits, nothing moves.
/// - `center` sits right below the camera. It spans the width that leading and trailing leave
///   free at that row (the full width when both are one camera-row tall). With the highest
///   priority of the three, or when a side moved below the camera, it takes the full width
///   below leading and trailing.
/// - `bottom` spans the full width below everything else.
///
/// Apple documents no per-region sizes and no default content margins; these rules are
/// islet's reading of "Create the expanded presentation" in ActivityKit's documentation.
struct ExpandedPlacement {
  static let regions: [Region] = [.expandedLeading, .expandedTrailing, .expandedCenter, .expandedBottom]

  /// A declared region, laid out, with its rectangle relative to the expanded pill's origin
  /// (it may reach below `rows`: that part is cut off by the height cap).
  struct Slot {
    var region: Region
    var layout: RegionPlacement
    var rect: Rect
    /// A leading or trailing region moved below the camera row by `.belowIfTooWide`.
    var isBelowCamera = false
  }

  private(set) var slots: [Slot] = []
  /// The pill's height: the content's, within the presentation's 84–160 pt.
  private(set) var rows = 0

  init(
    budget: CellBudget, cameraGap: Int, cameraRows: Int, trees: [Region: PlacementTree],
    priorities: [Region: Double], widthOverrides: (Region) -> Int?
  ) {
    let width = budget.width
    let side = max(0, width - cameraGap)
    let half = side / 2
    func priority(_ region: Region) -> Double { priorities[region] ?? 0 }
    func ideal(_ region: Region) -> Int {
      guard let tree = trees[region], let root = tree.root else { return 0 }
      return tree.items[root].idealWidth
    }
    var leadingWidth = half
    var trailingWidth = half
    if priority(.expandedLeading) > priority(.expandedTrailing) {
      trailingWidth = min(half, ideal(.expandedTrailing))
      leadingWidth = side - trailingWidth
    } else if priority(.expandedTrailing) > priority(.expandedLeading) {
      leadingWidth = min(half, ideal(.expandedLeading))
      trailingWidth = side - leadingWidth
    }
    leadingWidth = widthOverrides(.expandedLeading) ?? leadingWidth
    trailingWidth = widthOverrides(.expandedTrailing) ?? trailingWidth

    func layout(_ region: Region, width: Int, alignment: Alignment) -> RegionPlacement? {
      trees[region].map {
        RegionPlacement(
          tree: $0, budget: CellBudget(width: width, minHeight: 0, maxHeight: budget.maxHeight),
          alignment: alignment)
      }
    }
    /// Whether the side's content asks to go below the camera and is too wide for `slot`.
    func movesBelow(_ region: Region, slot: Int) -> Bool {
      trees[region]?.verticalPlacement == .belowIfTooWide && ideal(region) > slot
    }
    let leadingBelow = movesBelow(.expandedLeading, slot: leadingWidth)
    let trailingBelow = movesBelow(.expandedTrailing, slot: trailingWidth)
    let leading = layout(
      .expandedLeading, width: leadingBelow ? width : leadingWidth, alignment: .topLeading)
    let trailing = layout(
      .expandedTrailing, width: trailingBelow ? width : trailingWidth, alignment: .topTrailing)
    let leadingRows = leadingBelow ? 0 : leading?.height ?? 0
    let trailingRows = trailingBelow ? 0 : trailing?.height ?? 0
    if let leading, !leadingBelow { add(.expandedLeading, leading, x: 0, y: 0) }
    if let trailing, !trailingBelow { add(.expandedTrailing, trailing, x: width - trailingWidth, y: 0) }

    var below = max(cameraRows, leadingRows, trailingRows)
    if let leading, leadingBelow {
      add(.expandedLeading, leading, x: 0, y: below, isBelowCamera: true)
      below += leading.height
    }
    if let trailing, trailingBelow {
      add(.expandedTrailing, trailing, x: 0, y: below, isBelowCamera: true)
      below += trailing.height
    }

    let centerFirst = priority(.expandedCenter) > max(priority(.expandedLeading), priority(.expandedTrailing))
    var centerX = 0
    var centerEnd = width
    var centerY = below
    if !centerFirst && !leadingBelow && !trailingBelow {
      centerY = cameraRows
      if leadingRows > cameraRows { centerX = leadingWidth }
      if trailingRows > cameraRows { centerEnd = width - trailingWidth }
    }
    let centerWidth = widthOverrides(.expandedCenter) ?? max(0, centerEnd - centerX)
    if let center = layout(.expandedCenter, width: centerWidth, alignment: .top) {
      add(.expandedCenter, center, x: centerX + (centerEnd - centerX - centerWidth) / 2, y: centerY)
      below = max(below, centerY + center.height)
    }
    var total = below
    if let bottom = layout(.expandedBottom, width: width, alignment: .top) {
      add(.expandedBottom, bottom, x: 0, y: below)
      total += bottom.height
    }
    rows = min(max(total, budget.minHeight), budget.maxHeight)
  }

  private mutating func add(
    _ region: Region, _ layout: RegionPlacement, x: Int, y: Int, isBelowCamera: Bool = false
  ) {
    slots.append(
      Slot(
        region: region, layout: layout,
        rect: Rect(x: x, y: y, width: layout.size.width, height: layout.height),
        isBelowCamera: isBelowCamera))
  }
}
