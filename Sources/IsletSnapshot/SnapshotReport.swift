import IsletFindings

/// Everything a snapshot run did: one outcome per case, the obsolete, pruned, accepted and
/// rejected files, and errors not tied to one case. Renders as text, JSON and JUnit XML.
public struct SnapshotReport: Hashable, Sendable {
  public var outcomes: [SnapshotOutcome]
  /// Stored snapshots no case produced (reported; removed when `pruned`).
  public var obsolete: [String]
  /// Obsolete snapshots removed by `--prune`.
  public var pruned: [String]
  /// Pending `.snap.new` files promoted by `--accept`.
  public var accepted: [String]
  /// Pending `.snap.new` files deleted by `--reject`.
  public var rejected: [String]
  /// Problems not tied to one case (a missing PATH, a bad config file…).
  public var errors: [Finding]

  public init(
    outcomes: [SnapshotOutcome] = [], obsolete: [String] = [], pruned: [String] = [], accepted: [String] = [],
    rejected: [String] = [], errors: [Finding] = []
  ) {
    self.outcomes = outcomes
    self.obsolete = obsolete
    self.pruned = pruned
    self.accepted = accepted
    self.rejected = rejected
    self.errors = errors
  }

  /// The counts of the summary line.
  public struct Counts: Hashable, Sendable {
    /// Cases rendered and compared (or recorded).
    public var checked: Int
    public var passed: Int
    public var failed: Int
    /// Snapshot files written because missing or re-recorded.
    public var new: Int
    public var pruned: Int
    /// Obsolete snapshots still on disk.
    public var obsolete: Int
    /// Cases and inputs that could not be used (bad input).
    public var errors: Int

    public init(checked: Int, passed: Int, failed: Int, new: Int, pruned: Int, obsolete: Int, errors: Int) {
      self.checked = checked
      self.passed = passed
      self.failed = failed
      self.new = new
      self.pruned = pruned
      self.obsolete = obsolete
      self.errors = errors
    }
  }

  public var counts: Counts {
    let errorCases = outcomes.filter { $0.status == .error }.count
    return Counts(
      checked: outcomes.count - errorCases, passed: outcomes.filter { $0.status == .passed }.count,
      failed: outcomes.filter { $0.status == .failed }.count,
      new: outcomes.filter { $0.status == .new }.count,
      pruned: pruned.count, obsolete: obsolete.count - pruned.count, errors: errorCases + errors.count)
  }

  /// 2 when any input was bad, else 1 when any case failed, else 0.
  public var exitStatus: Int32 {
    let counts = counts
    return counts.errors > 0 ? 2 : counts.failed > 0 ? 1 : 0
  }

  /// `snapshot: 64 checked, 62 passed, 1 failed, 1 new, 0 pruned`, plus obsolete, accepted,
  /// rejected and error counts when there are any.
  public var summaryLine: String {
    let counts = counts
    var line =
      "snapshot: \(counts.checked) checked, \(counts.passed) passed, \(counts.failed) failed, "
      + "\(counts.new) new, \(counts.pruned) pruned"
    if counts.obsolete > 0 { line += ", \(counts.obsolete) obsolete (remove with --prune)" }
    if !accepted.isEmpty { line += ", \(accepted.count) accepted" }
    if !rejected.isEmpty { line += ", \(rejected.count) rejected" }
    if counts.errors > 0 { line += ", \(counts.errors) \(counts.errors == 1 ? "error" : "errors")" }
    return line
  }

  /// The obsolete snapshots still on disk.
  var remainingObsolete: [String] {
    let removed = Set(pruned)
    return obsolete.filter { !removed.contains($0) }
  }
}
