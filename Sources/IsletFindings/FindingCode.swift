/// A stable finding code such as `L001` with its default severity and long explanation.
///
/// Codes are grouped by prefix: `L` layout language, `R` rendering, `P` push payloads,
/// `A` activity lifecycle, `S` snapshots, `W` Swift sources. Each group lists its codes in its own file
/// (`FindingCode+Language.swift`, …); `FindingCode.all` is the catalog `islet explain` reads.
public struct FindingCode: Hashable, Sendable, CustomStringConvertible {
  /// The stable identifier, e.g. `L001`.
  public let id: String
  /// A short title, e.g. "unknown name".
  public let title: String
  public let defaultSeverity: Severity
  /// The long form printed by `islet explain`: what it means, an example, how to fix it.
  public let explanation: String

  public init(_ id: String, _ title: String, _ defaultSeverity: Severity, explanation: String) {
    self.id = id
    self.title = title
    self.defaultSeverity = defaultSeverity
    self.explanation = explanation
  }

  public var description: String { id }

  public static func == (lhs: FindingCode, rhs: FindingCode) -> Bool { lhs.id == rhs.id }
  public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}
