import IsletCanvas
import IsletDevices
import IsletPlacement

/// The sheet's card presentations: the Lock Screen and the small family.
extension SheetRenderer.Composer {
  /// The Lock Screen card: content inside the 14-pt margins, a rounded border around the card.
  mutating func lockScreen() {
    let budget = budgets.lockScreen
    let view = tree(.lockScreen)
    let layout = RegionPlacement(tree: view, budget: budget, alignment: .top)
    let margin = budgets.lockScreenMargin
    title(
      """
      Lock Screen · \(points: budget.width)×\(points: layout.height) of \(budget) · \
      \(Self.marginsNote)
      """)
    let rows = layout.rows(viewing.scale)
    let width = columns(budget.width)
    let card = Rect(x: 1, y: row + 1, width: width + 2 * margin.columns, height: rows + 2 * margin.rows)
    add(.box(card))
    lockScreenStyle = Self.lockScreenStyle(viewing.appearance, tint: view?.preferredBackgroundTint)
    if lockScreenStyle != .plain { add(.fill(card, lockScreenStyle)) }
    let content = Rect(x: card.minX + margin.columns, y: card.minY + margin.rows, width: width, height: rows)
    add(layout, in: content, as: .lockScreen)
    row = card.maxY + 1
    gap()
  }

  /// The Lock Screen title's margins ("14-pt margins"), the same in every sheet: spelt once.
  private static let marginsNote: SheetText = "\(points: Device.lockScreenMargin)-pt margins"

  /// The card's colours (HIG: a solid white background in light mode, black in dark;
  /// `.activityBackgroundTint` replaces it) with the appearance's text colour. In dark mode
  /// without a tint the card is the terminal's own background and text colour: a dark
  /// terminal shows it as the phone does, and the snapshots of earlier versions stay as they were.
  static func lockScreenStyle(_ appearance: Appearance, tint: StyleColor?) -> Style {
    switch (appearance, tint) {
    case (.dark, nil): .plain
    case (.dark, let tint?): Style(foreground: .named(.white), background: tint)
    case (.light, let tint): Style(foreground: .named(.black), background: tint ?? .named(.white))
    }
  }

  /// The small family at each Watch / CarPlay size, in bordered boxes that flow left to right.
  /// Its text is set at the default text size: the Watch and CarPlay do not follow the phone's.
  mutating func small() {
    var view = tree(.small, family: .small)
    var fallback = false
    if view == nil, let compact = compactAsSmall() {
      view = compact
      fallback = true
    }
    title(fallback ? .compactAsSmall : .smallFamily)
    let overridesSmall = budgets.overridesSmall
    let smallGroups = overridesSmall ? Self.smallGroups(budgets.small) : Self.tableSmallGroups
    let available = max(bodyWidth, 40, flowWidth ?? 0)
    var x = 0
    var top = row
    var bottom = row
    // Each group's fields read in place: a copy of the group retained and released it.
    for index in smallGroups.indices {
      let budget = smallGroups[index].budget
      let layout = RegionPlacement(tree: view, budget: budget, alignment: .center)
      // The table's labels drawn from their cells packed once (`tableSmallGroupLabels`), others
      // packed as this sheet's.
      let label =
        if !overridesSmall, let line = Self.tableSmallGroupLabels.lines[index] {
          Label(source: .tableSmallGroup(line), width: line.count)
        } else {
          self.label(smallGroups[index].label, style: SheetRenderer.noteStyle)
        }
      let width = columns(budget.width)
      let slot = max(width + 2, label.width)
      if x > 0, x + slot > available {
        x = 0
        top = bottom + 1
      }
      place(label, at: Point(x: x, y: top))
      let box = Rect(x: x + 1, y: top + 2, width: width, height: layout.rows(viewing.scale))
      add(.box(box))
      let variant = fallback ? "\(smallGroups[index].names), compact as small" : smallGroups[index].names
      add(layout, in: box, as: .small, variant: variant)
      bottom = max(bottom, box.maxY + 1)
      x += slot + 2
    }
    row = bottom
    gap()
  }

  /// Small-family sizes that share a budget, drawn once: the budget, the sizes' names joined
  /// ("Watch 40 mm, …") and the label over their box. A class, though it never changes: the
  /// sheet reads each group of the table's once, and a copy of a value would copy its label's
  /// bytes and retain its strings.
  final class SmallGroup: Sendable {
    let budget: PointBudget
    let names: String
    let label: SheetText

    init(budget: PointBudget, names: String) {
      (self.budget, self.names) = (budget, names)
      label = "\(names) · \(points: budget.width)×\(points: budget.maxHeight)"
    }
  }

  /// `sizes` grouped by budget, in the order of each budget's first size. A group's names are
  /// one string, not an array: most groups have one name.
  static func smallGroups(_ sizes: [(size: SmallFamilySize, budget: PointBudget)]) -> [SmallGroup] {
    var groups: [(budget: PointBudget, names: String)] = []
    groups.reserveCapacity(sizes.count)
    for (size, budget) in sizes {
      if let index = groups.firstIndex(where: { $0.budget == budget }) {
        groups[index].names += ", \(size.name)"
      } else {
        groups.append((budget, size.name))
      }
    }
    return groups.map { SmallGroup(budget: $0.budget, names: $0.names) }
  }

  /// The groups of the table's sizes, which every layout without a small budget of its own
  /// draws: made once, as grouping them and spelling their labels took a thirtieth of a sheet.
  static let tableSmallGroups = smallGroups(Budgets.tableSmall)

  /// The labels of `tableSmallGroups`, in the note style, by group.
  static let tableSmallGroupLabels = PackedTexts(
    tableSmallGroups.map(\.label), style: SheetRenderer.noteStyle)
}
