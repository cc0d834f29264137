import IsletFindings

/// What happened to one snapshot case (layout × state × matrix cell) in a run.
public struct SnapshotOutcome: Hashable, Sendable {
  public enum Status: String, Hashable, Sendable {
    /// The stored snapshot matches and no finding reaches `--fail-on`.
    case passed
    /// The snapshot was written (it was missing, or `--record` changed it).
    case new
    /// A difference, a missing snapshot under `--verify`, or a finding at or above `--fail-on`.
    case failed
    /// The case could not be rendered, read or written (bad input).
    case error
  }

  /// `layout/state.variant`, e.g. `delivery/typical.iphone-15-pro.portrait.large.fresh`.
  public var name: String
  /// The snapshot file's path as shown to the user.
  public var path: String
  public var status: Status
  /// Why it failed or errored: `S` findings naming the file.
  public var problems: [Finding]
  /// The difference against the stored snapshot, when there is one.
  public var comparison: SnapshotComparison?
  /// The render's findings at or above `--fail-on` (they fail the case).
  public var blockingFindings: [Finding]
  /// What the run did besides comparing, e.g. "wrote ….snap.new".
  public var notes: [String]

  public init(
    name: String, path: String, status: Status, problems: [Finding] = [],
    comparison: SnapshotComparison? = nil,
    blockingFindings: [Finding] = [], notes: [String] = []
  ) {
    self.name = name
    self.path = path
    self.status = status
    self.problems = problems
    self.comparison = comparison
    self.blockingFindings = blockingFindings
    self.notes = notes
  }

  /// The layout part of `name` (before the first `/`).
  public var layoutName: String { name.split(separator: "/", maxSplits: 1).first.map(String.init) ?? name }

  /// The part of `name` after the layout (state and variant).
  public var caseName: String {
    let parts = name.split(separator: "/", maxSplits: 1)
    return parts.count == 2 ? String(parts[1]) : name
  }
}
