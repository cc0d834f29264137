import IsletCanvas
import IsletModel
import IsletPlacement

/// The sheet's Dynamic Island presentations: compact, minimal and expanded, drawn as black
/// pills with the camera gap between the slots.
extension SheetRenderer.Composer {
  private var isLandscape: Bool { viewing.orientation == .landscape }

  /// The orientation note for compact and minimal titles. (A literal, not a `SheetText`: a
  /// line of those is ~150 bytes, made and copied in by calls to `memcpy`.)
  private var widthNote: StaticString { isLandscape ? " · landscape, limited width (assumed size)" : "" }

  /// The island without the activity: it ended, and iOS took it out of the Dynamic Island
  /// at once (the Lock Screen keeps it until it is dismissed).
  mutating func emptyIsland() {
    title(.emptyIsland)
    gap()
  }

  /// Compact leading and trailing either side of the camera, as many rows as the taller side
  /// draws (two caption lines fit the 36.67-pt island and are drawn on two rows).
  mutating func compact() {
    let leading = RegionPlacement(
      tree: tree(.compactLeading, limitedWidth: isLandscape), budget: budgets.compact(.compactLeading),
      alignment: .leading)
    let trailing = RegionPlacement(
      tree: tree(.compactTrailing, limitedWidth: isLandscape), budget: budgets.compact(.compactTrailing),
      alignment: .trailing)
    let scale = viewing.scale
    title(
      """
      Compact · leading \(points: leading.budget.width) · camera \(points: budgets.cameraGap) · trailing \
      \(points: trailing.budget.width) pt\(widthNote)
      """)
    let rows = max(leading.rows(scale), trailing.rows(scale))
    let (leadingColumns, trailingColumns) = (columns(leading.budget.width), columns(trailing.budget.width))
    let camera = scale.columns(length: budgets.cameraGap)
    let pill = Rect(x: 1, y: row, width: leadingColumns + camera + trailingColumns, height: rows)
    add(.pill(pill))
    add(leading, in: Rect(x: pill.minX, y: row, width: leadingColumns, height: rows), as: .compactLeading)
    add(
      trailing, in: Rect(x: pill.maxX - trailingColumns, y: row, width: trailingColumns, height: rows),
      as: .compactTrailing)
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
      """
      Minimal · attached, detached · \(points: slot) of \(points: budgets.minimalMinimumWidth)–\(points: budget.width) pt\
      \(widthNote)
      """)
    let scale = viewing.scale
    let rows = layout.rows(scale)
    let slotColumns = columns(slot)
    let attached = Rect(
      x: 1, y: row, width: slotColumns + scale.columns(length: budgets.cameraGap), height: rows)
    add(.pill(attached))
    let both = "attached and detached"
    add(layout, in: Rect(x: 1, y: row, width: slotColumns, height: rows), as: .minimal, variant: both)
    let detached = Rect(x: attached.maxX + 3, y: row, width: slotColumns, height: rows)
    add(.pill(detached))
    add(layout, in: detached, as: .minimal, variant: both, reporting: false)
    row += rows
    gap()
  }

  /// The expanded island: its regions placed by `ExpandedPlacement`, the pill as tall as the
  /// content within 84–160 pt; what falls below the cap is clipped and reported by its region.
  /// Each slot becomes a rendering as it is placed, in the pill's rows below the title; their
  /// steps follow the pill's, drawn over it.
  mutating func expanded() {
    let budget = budgets.expanded
    let trees = ExpandedPlacement.Trees { tree($0) }
    let scale = viewing.scale
    let top = row + 1
    let first = renderings.count
    let placement = ExpandedPlacement(
      budget: budget, cameraGap: budgets.cameraGap, cameraHeight: budgets.islandHeight, scale: scale,
      trees: trees, priorities: regionPriority,
      // The overrides alone captured: a copy of the budgets retained and released their
      // device's strings and their overrides (~150 instructions).
      widthOverrides: { [overrides = budgets.overrides] in overrides[$0]?.width }
    ) { slot, layout in
      let capped = layout.contentSize.height > layout.budget.maxHeight + 1e-6
      let rect = Rect(
        x: 1 + slot.columns.lowerBound, y: top + slot.row, width: slot.columns.count, height: slot.rows)
      render(layout, in: rect, as: slot.region, variant: capped ? "below the 160-pt height cap" : nil)
    }
    title(
      """
      Expanded · \(points: budget.width)×\(points: placement.height) pt of \(points: budget.minHeight)–\(points: budget.maxHeight)\
      \(SideNote(name: "leading", placement.leading))\(SideNote(name: "trailing", placement.trailing))
      """)
    add(.pill(Rect(x: 1, y: row, width: columns(budget.width), height: placement.rows)))
    for index in first..<renderings.count { addRendering(index) }
    row += placement.rows
    gap()
  }
}

/// A side of the expanded island in its title: " · leading 120", or " · trailing below" when
/// its slot is below the camera. Written into the title's bytes where it is interpolated, not
/// made as a `SheetText` of its own: a line of those is ~150 bytes, made, returned and copied
/// in by calls to `memcpy`.
struct SideNote {
  let name: StaticString
  /// Where the side went; nil when it is not declared.
  let side: ExpandedPlacement.Side?

  init(name: StaticString, _ side: ExpandedPlacement.Side?) { (self.name, self.side) = (name, side) }
}

extension SheetText.StringInterpolation {
  /// A side's note, or nothing for a side without a slot.
  mutating func appendInterpolation(_ note: SideNote) {
    guard let side = note.side else { return }
    appendLiteral(" · ")
    appendLiteral(note.name)
    switch side {
    case .beside(let width):
      appendLiteral(" ")
      appendInterpolation(points: width)
    case .below:
      appendLiteral(" below")
    }
  }
}
