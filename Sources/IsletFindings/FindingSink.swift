import IsletModel

/// Where findings go while one job runs — a layout compiling, a region drawing, a push being
/// checked. The sink knows where the job is (its `scope`), so a rule reports only what is its
/// own: a key path inside the push, or a span of the layout source. Every layer reports into
/// a sink; the job hands its findings on when it ends (`take()`). A sink lists at most
/// `Finding.limitPerKind` findings of a kind and counts the rest (`append(capped:)`), so a
/// hostile push or layout cannot make it grow without bound.
///
/// The small members are inlinable: the push checker makes and empties a sink per push.
public struct FindingSink: Sendable {
  /// What the findings of a job are about.
  public enum Scope: Hashable, Sendable {
    /// A layout file: findings point at spans of its source.
    case source
    /// A rendered presentation region: findings name the region and the view's source.
    case region(Region)
    /// The push with this 1-based number in its stream: findings name key paths inside it.
    case push(number: Int)
    /// Nothing in particular (a whole file, the command line).
    case none
  }

  public var scope: Scope
  /// The findings so far, in the order they were reported.
  public var findings: [Finding] { reported }
  @usableFromInline var reported: [Finding] = []

  @inlinable public init(_ scope: Scope = .none) { self.scope = scope }

  /// Reports a finding located by `scope` and `keyPath` (pushes) or `source` (layouts, regions).
  public mutating func report(
    _ code: FindingCode, _ message: String, keyPath: String? = nil, source: SourceSpan? = nil,
    severity: Severity? = nil, help: String? = nil
  ) {
    reported.append(
      capped: Finding(
        code, message, at: location(keyPath: keyPath, source: source), severity: severity, help: help))
  }

  /// Adds findings another job made, already located, under the same cap.
  @inlinable public mutating func append(contentsOf others: [Finding]) {
    reported.append(cappedContentsOf: others)
  }

  /// Whether any finding so far is an error.
  @inlinable public var hasErrors: Bool { reported.contains { $0.severity == .error } }

  /// The findings so far, leaving the sink empty for the next job in the same scope.
  @inlinable public mutating func take() -> [Finding] {
    let taken = reported
    reported = []
    return taken
  }

  private func location(keyPath: String?, source: SourceSpan?) -> FindingLocation {
    switch scope {
    case .push(let number): .push(number: number, keyPath: keyPath)
    case .region(let region): .region(region, source: source)
    case .source: source.map(FindingLocation.source) ?? .none
    case .none: .none
    }
  }
}
