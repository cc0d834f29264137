/// The closing line of a report: `2 layouts checked: 1 error, 0 warnings, 0 notes`, counting
/// the findings an omission entry stands for (`Finding.count`).
public enum FindingSummary {
  public static func line(_ findings: [Finding], subject: String) -> String {
    let counts = Severity.allCases.reversed().map { severity in
      let count = findings.reduce(0) { $0 + ($1.severity == severity ? $1.count : 0) }
      return "\(count) \(severity)\(count == 1 ? "" : "s")"
    }
    return "\(subject): \(counts.joined(separator: ", "))\n"
  }
}
