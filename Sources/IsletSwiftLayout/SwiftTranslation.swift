import IsletFindings

/// Swift sources translated into one `.islet` layout, with a map back to the Swift lines. Made
/// by the translator (`islet-swift`, the one program that links swift-syntax) and sent to islet
/// as JSON.
public struct SwiftTranslation: Sendable, Equatable, Codable {
  /// The name findings use for the generated layout when they cannot be mapped back.
  public static let generatedFile = "(translated from Swift)"

  /// The `ActivityAttributes` type translated, when one was found.
  public var activityName: String?
  /// The generated layout; empty when the sources could not be translated.
  public var layoutSource: String
  public var sourceMap: SwiftSourceMap
  /// Findings about the Swift sources, located in them (`W` codes).
  public var findings: [Finding]
  /// Every Swift file's text by name, for source lines under findings.
  public var sources: [String: String]

  package init(
    activityName: String?, layoutSource: String, sourceMap: SwiftSourceMap, findings: [Finding],
    sources: [String: String]
  ) {
    self.activityName = activityName
    self.layoutSource = layoutSource
    self.sourceMap = sourceMap
    self.findings = findings
    self.sources = sources
  }
}
