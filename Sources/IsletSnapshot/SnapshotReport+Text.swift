import IsletFindings

extension SnapshotReport {
  /// The human report: one block per case that did not simply pass (with its diff), the
  /// obsolete, pruned, accepted and rejected files, run-wide errors, and the summary line.
  public var text: String {
    var lines: [String] = []
    for outcome in outcomes where outcome.status != .passed {
      lines += Self.block(for: outcome)
    }
    for path in remainingObsolete {
      lines += SnapshotDocument.findingLines(
        Finding(.snapshotObsolete, "obsolete snapshot \(path) (remove it with --prune)"))
    }
    lines += pruned.map { "pruned \($0)" }
    lines += accepted.map { "accepted \($0)" }
    lines += rejected.map { "rejected \($0)" }
    lines += errors.flatMap(SnapshotDocument.findingLines)
    lines.append(summaryLine)
    return lines.joined(separator: "\n") + "\n"
  }

  private static func block(for outcome: SnapshotOutcome) -> [String] {
    let label: String =
      switch outcome.status {
      case .passed: "PASS"
      case .new: "NEW"
      case .failed: "FAIL"
      case .error: "ERROR"
      }
    var lines = ["\(label) \(outcome.name)"]
    let indent = SnapshotDocument.indent
    lines += outcome.problems.flatMap(SnapshotDocument.findingLines).map { indent + $0 }
    if let comparison = outcome.comparison {
      lines += comparison.summary.map { indent + $0 }
      lines += SnapshotDocument.lines(of: comparison.diff)
    }
    if !outcome.blockingFindings.isEmpty {
      lines.append(indent + "findings at or above --fail-on:")
      lines += outcome.blockingFindings.flatMap(SnapshotDocument.findingLines).map { indent + indent + $0 }
    }
    lines += outcome.notes.map { indent + $0 }
    return lines
  }
}
