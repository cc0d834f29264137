import IsletCanvas
import IsletDevices
import IsletFindings
import IsletModel
import IsletPlacement

/// One presentation of a Live Activity, as the sheet labels and filters them.
public enum Presentation: String, Hashable, Sendable, CaseIterable {
  case lockScreen, compact, minimal, expanded, small

  /// Whether it is drawn in the Dynamic Island (compact, minimal, expanded).
  public var isInIsland: Bool { self == .compact || self == .minimal || self == .expanded }

  /// Parses a presentation name case-insensitively.
  public init?(name: String) {
    guard let match = Presentation.allCases.first(where: { $0.rawValue.lowercased() == name.lowercased() })
    else { return nil }
    self = match
  }
}

/// Everything the sheet needs: where and how to render, and the views to render.
///
/// The sheet does not know the layout language: `content` produces each region's evaluated view
/// for an environment (the language module supplies it from a checked layout and a state).
public struct SheetRequest: Sendable {
  public var viewing: ViewingConditions
  /// The clock, staleness and UTC offset; `limitedWidth` and `family` are set per region.
  public var environment: RenderEnvironment
  /// The expanded regions' `priority:` (default 0).
  public var regionPriority: [Region: Double]
  /// The layout's own budgets, replacing the device table's.
  public var budgetOverrides: [Region: BudgetOverride]
  /// nil renders every presentation; otherwise only this one.
  public var presentation: Presentation?
  /// Whether the activity is in the Dynamic Island. An ended activity leaves the island at
  /// once and stays on the Lock Screen (and the small family) until it is dismissed: the
  /// island presentations then show as empty.
  public var isInIsland = true
  /// How wide the small family may flow, in cells: the live preview passes its pane's width so
  /// the Watch and CarPlay sizes sit side by side. nil (or less): the widest presentation's.
  public var flowWidth: Int?
  /// The evaluated view for a region in an environment; nil when the layout does not declare it.
  public var content: @Sendable (Region, RenderEnvironment) -> ViewNode?

  public init(
    viewing: ViewingConditions = .standard, environment: RenderEnvironment,
    regionPriority: [Region: Double] = [:],
    budgetOverrides: [Region: BudgetOverride] = [:], presentation: Presentation? = nil,
    content: @escaping @Sendable (Region, RenderEnvironment) -> ViewNode?
  ) {
    self.viewing = viewing
    self.environment = environment
    self.regionPriority = regionPriority
    self.budgetOverrides = budgetOverrides
    self.presentation = presentation
    self.content = content
  }
}

/// The rendered sheet: every requested presentation in one grid, and what did not fit.
public struct RenderedSheet: Hashable, Sendable {
  public var grid: Grid
  /// In drawing order: Lock Screen, compact, minimal, expanded, small.
  public var findings: [Finding]
}
