/// How bad a finding is. Ordered: `note < warning < error`.
///
/// - error: iOS drops it, or the layout cannot render.
/// - warning: it renders, but badly (truncated, clipped, stale-unaware…).
/// - note: worth knowing, nothing is wrong yet.
public enum Severity: Int, Comparable, Sendable, CaseIterable, CustomStringConvertible, Codable {
  case note = 0
  case warning = 1
  case error = 2

  public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rawValue < rhs.rawValue }

  public var description: String {
    switch self {
    case .note: "note"
    case .warning: "warning"
    case .error: "error"
    }
  }

  /// Parses `note`, `warning` or `error`.
  public init?(name: String) {
    guard let match = Severity.allCases.first(where: { $0.description == name }) else { return nil }
    self = match
  }
}
