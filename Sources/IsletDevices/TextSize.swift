/// A Dynamic Type size: every text style's point size and leading at it come from the HIG's
/// tables (`TextStyleMetrics`); budgets stay in points. `large` is the system default. The
/// small family (Apple Watch, CarPlay) does not follow the phone's text size.
public enum TextSize: String, Hashable, Sendable, CaseIterable {
  case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
  case ax1, ax2, ax3, ax4, ax5

  /// The Body text style's point size at this size (HIG typography).
  public var bodyPointSize: Double {
    switch self {
    case .xSmall: 14
    case .small: 15
    case .medium: 16
    case .large: 17
    case .xLarge: 19
    case .xxLarge: 21
    case .xxxLarge: 23
    case .ax1: 28
    case .ax2: 33
    case .ax3: 40
    case .ax4: 47
    case .ax5: 53
    }
  }

  /// Parses a size name case-insensitively, ignoring `-`, `_` and spaces (`x-large`, `AX3`,
  /// `accessibility3`).
  public init?(name: String) {
    var key = String(name.lowercased().filter { $0 != "-" && $0 != "_" && $0 != " " })
    if key.hasPrefix("accessibility") { key = "ax" + key.dropFirst("accessibility".count) }
    guard let match = TextSize.allCases.first(where: { $0.rawValue.lowercased() == key }) else { return nil }
    self = match
  }
}
