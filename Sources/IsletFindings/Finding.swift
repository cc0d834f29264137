import IsletModel

/// Where a finding points: a place in a source file, a rendered region, or a push in a stream.
public enum FindingLocation: Hashable, Sendable, Codable {
  /// A place in a layout file.
  case source(SourceSpan)
  /// A rendered presentation region (e.g. `compactTrailing`), optionally traced to its source.
  case region(Region, source: SourceSpan?)
  /// The push with this 1-based number in its stream, with an optional key path inside it
  /// (e.g. `aps.content-state.eta`).
  case push(number: Int, keyPath: String?)
  /// Nowhere in particular (a whole file, the command line).
  case none
}

/// One problem or remark: a stable code, a severity, a location and one sentence a person
/// can act on. Every layer of islet reports through findings.
public struct Finding: Hashable, Sendable {
  public var code: FindingCode
  public var severity: Severity
  public var location: FindingLocation
  /// One sentence, no trailing period needed; untrusted text inside it is already escaped.
  public var message: String
  /// An optional `help:` line ("did you mean `stopsAway`?").
  public var help: String?
  /// For the entry that stands for the findings of its kind left out, how many (see
  /// `append(capped:)`); nil for a finding.
  var omitted: Int?

  /// Creates a finding with the code's default severity unless one is given.
  public init(
    _ code: FindingCode, _ message: String, at location: FindingLocation = .none,
    severity: Severity? = nil, help: String? = nil
  ) {
    self.code = code
    self.severity = severity ?? code.defaultSeverity
    self.location = location
    self.message = message
    self.help = help
  }
}

extension Sequence where Element == Finding {
  /// The highest severity present, or nil when there are no findings.
  /// Inlinable so callers in other modules get a specialized loop, not generic dispatch per call.
  @inlinable public var maximumSeverity: Severity? {
    var highest: Severity? = nil
    for finding in self where highest.map({ finding.severity > $0 }) ?? true { highest = finding.severity }
    return highest
  }
}
