import IsletFindings

/// `--fail-on`: the least severity that makes a run fail, or never.
struct FailureThreshold: ArgumentValue {
  /// Nil for `never`.
  let least: Severity?

  static let names = Severity.allCases.map(\.description) + ["never"]

  init(least: Severity?) { self.least = least }

  /// The parser has checked `text` is one of `names`.
  init(argument text: String, option: String) {
    least = Severity(name: text)
  }

  /// Whether a finding of `severity` reaches the threshold.
  func isReached(by severity: Severity?) -> Bool {
    guard let least, let severity else { return false }
    return severity >= least
  }

  /// `.findings` when any finding reaches the threshold, else `.clean`.
  func status(for findings: [Finding]) -> ExitStatus {
    isReached(by: findings.maximumSeverity) ? .findings : .clean
  }
}
