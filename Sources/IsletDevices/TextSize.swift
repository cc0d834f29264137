/// A Dynamic Type size. islet simulates larger text by shrinking every budget by `budgetFactor`
/// (and smaller text by growing it), since a terminal cell cannot change size.
///
/// Basis: the factor is `17 / body`, where `body` is the point size of the Body text style at
/// that Dynamic Type size in Apple's HIG typography tables (xSmall 14, small 15, medium 16,
/// large 17, xLarge 19, xxLarge 21, xxxLarge 23, AX1 28, AX2 33, AX3 40, AX4 47, AX5 53).
/// `large` is the system default and keeps budgets as they are. Apple documents no Live
/// Activity–specific Dynamic Type behaviour, so this is a uniform approximation.
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

  /// What budgets are multiplied by: `17 / bodyPointSize` (1 at `large`, below 1 for larger text).
  public var budgetFactor: Double { TextSize.large.bodyPointSize / bodyPointSize }

  /// Parses a size name case-insensitively, ignoring `-`, `_` and spaces (`x-large`, `AX3`,
  /// `accessibility3`).
  public init?(name: String) {
    var key = String(name.lowercased().filter { $0 != "-" && $0 != "_" && $0 != " " })
    if key.hasPrefix("accessibility") { key = "ax" + key.dropFirst("accessibility".count) }
    guard let match = TextSize.allCases.first(where: { $0.rawValue.lowercased() == key }) else { return nil }
    self = match
  }
}
