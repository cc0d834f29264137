import IsletCanvas
import IsletModel
import IsletPlacement

/// The sheet's Dynamic Island presentations: compact, minimal and expanded, drawn as black
/// pills with the camera gap between the slots.
extension SheetRenderer.Composer {
  private var isLandscape: Bool { request.viewing.orientation == .landscape }

  /// The orientation note for compact and minimal titles.
  private var widthNote: String { isLandscape ? " · landscape, limited width (assumed size)" : "" }

  /// The island without the activity: it ended, and iOS took it out of the Dynamic Island
  /// at once (the Lock Screen keeps it until it is dismissed).
  mutating func emptyIsland() {
    title("Dynamic Island · empty: the activity ended")
    gap()
  }

  /// Compact leading and trailing either side of the camera.
  mutating func compact() {
    let leading = RegionPlacement(
      tree: tree(.compactLeading, limitedWidth: isLandscape), budget: budgets.compact(.compactLeading),
      alignment: .leading)
    let trailing = RegionPlacement(
      tree: tree(.compactTrailing, limitedWidth: isLandscape), budget: budgets.compact(.compactTrailing),
      alignment: .trailing)
    let camera = budgets.cameraGap
    title(
      "Compact · leading \(leading.budget.width) · camera \(camera) · trailing \(trailing.budget.width)\(widthNote)"
    )
    let rows = budgets.islandRows
    let pill = Rect(x: 1, y: row, width: leading.budget.width + camera + trailing.budget.width, height: rows)
    add(.pill(pill))
    add(
      .region(
        leading, Rect(x: pill.minX, y: row, width: leading.budget.width, height: rows), .compactLeading,
        variant: nil, reporting: true))
    let trailingX = pill.maxX - trailing.budget.width
    add(
      .region(
        trailing, Rect(x: trailingX, y: row, width: trailing.budget.width, height: rows), .compactTrailing,
        variant: nil, reporting: true))
    row += rows
    gap()
  }

  /// Minimal attached to the island (beside the camera) and detached (its own pill). The view
  /// is the same in both, so it is laid out once and its findings reported once.
  mutating func minimal() {
    let budget = budgets.minimal
    let layout = RegionPlacement(
      tree: tree(.minimal, limitedWidth: isLandscape), budget: budget, alignment: .center)
    let slot = min(max(layout.contentSize.width, budgets.minimalMinimumWidth), budget.width)
    title(
      "Minimal · attached, detached · \(slot) of \(budgets.minimalMinimumWidth)–\(budget.width)\(widthNote)")
    let rows = budgets.islandRows
    let attached = Rect(x: 1, y: row, width: slot + budgets.cameraGap, height: rows)
    add(.pill(attached))
    let both = "attached and detached"
    add(
      .region(layout, Rect(x: 1, y: row, width: slot, height: rows), .minimal, variant: both, reporting: true)
    )
    let detached = Rect(x: attached.maxX + 3, y: row, width: slot, height: rows)
    add(.pill(detached))
    add(.region(layout, detached, .minimal, variant: both, reporting: false))
    row += rows
    gap()
  }

  /// The expanded island: its regions placed by `ExpandedPlacement`, the pill as tall as the
  /// content within 84–160 pt; what falls below the cap is clipped and reported.
  mutating func expanded() {
    let budget = budgets.expanded
    var regions: [Region: PlacementTree] = [:]
    regions.reserveCapacity(ExpandedPlacement.regions.count)
    for region in ExpandedPlacement.regions {
      regions[region] = tree(region)
    }
    let placement = ExpandedPlacement(
      budget: budget, cameraGap: budgets.cameraGap, cameraRows: budgets.islandRows, trees: regions,
      priorities: request.regionPriority, widthOverrides: { [budgets] in budgets.expandedWidthOverride($0) })
    let sides = [Region.expandedLeading, .expandedTrailing]
      .compactMap { side in placement.slots.first { $0.region == side } }
      .map {
        "\($0.region == .expandedLeading ? "leading" : "trailing") "
          + ($0.isBelowCamera ? "below" : "\($0.rect.size.width)")
      }
    title(
      (["Expanded · \(budget.width)×\(placement.rows) of \(budget.minHeight)–\(budget.maxHeight)"] + sides)
        .joined(separator: " · "))
    let pill = Rect(x: 1, y: row, width: budget.width, height: placement.rows)
    add(.pill(pill))
    for slot in placement.slots {
      var rect = Rect(
        x: pill.minX + slot.rect.minX, y: row + slot.rect.minY, width: slot.rect.size.width,
        height: slot.rect.size.height)
      let capped = rect.maxY > pill.maxY
      if capped { rect.size.height = max(0, pill.maxY - rect.minY) }
      add(
        .region(
          slot.layout, rect, slot.region, variant: capped ? "below the 160-pt height cap" : nil,
          reporting: true))
    }
    row += placement.rows
    gap()
  }
}
