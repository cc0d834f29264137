/// The closing line of a report: `2 layouts checked: 1 error, 0 warnings, 0 notes`.
public enum FindingSummary {
  public static func line(_ findings: [Finding], subject: String) -> String {
    let counts = Severity.allCases.reversed().map { severity in
      let count = findings.count { $0.severity == severity }
      return "\(count) \(severity)\(count == 1 ? "" : "s")"
    }
    return "\(subject): \(counts.joined(separator: ", "))\n"
  }
}
