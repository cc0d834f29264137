import IsletFindings
import IsletModel

/// `check-push --format junit`: one test case per push, so a backend's CI shows rejected and
/// dropped pushes as failing tests. A failure's message is the verdict (`rejected: 400
/// BadDeviceToken`), its body the findings; an applied push with findings carries them in
/// `system-out`. The cases are kept until the end (the suite's counts come first in XML).
public struct PushJUnitReport: Sendable {
  private var cases: [String] = []
  public private(set) var failures = 0
  /// Lines about the whole run rather than one push (what the verdicts rest on), written as
  /// the suite's `system-out`.
  public var suiteOutput: [String] = []

  public init() {}

  /// Adds the test case of one verdict.
  public mutating func add(_ verdict: PushVerdict) {
    // The verdict line's head: `#3 line 3 update order-1042`.
    let name =
      "#\(verdict.number) \(PushChecker.describe(verdict.line...verdict.lastLine)) "
      + (verdict.event?.rawValue ?? "?") + (verdict.activityID.map { " \($0)" } ?? "")
    let lines = verdict.findings.map { finding in
      "\(finding.severity) \(finding.code.id) \(finding.message)"
        + (finding.help.map { " (help: \($0))" } ?? "")
    }
    let body = lines.map(XMLText.escape).joined(separator: "\n")
    let open = "    <testcase classname=\"islet check-push\" name=\"\(XMLText.escape(name))\""
    switch verdict.outcome {
    case .applied:
      cases.append(
        lines.isEmpty ? open + "/>\n" : open + ">\n      <system-out>\(body)</system-out>\n    </testcase>\n")
    case .rejected(let status, let reason):
      failures += 1
      cases.append(failure(open, message: "rejected: \(status) \(reason)", type: "rejected", body: body))
    case .dropped(let reason):
      failures += 1
      cases.append(failure(open, message: "dropped: \(reason)", type: "dropped", body: body))
    }
  }

  private func failure(_ open: String, message: String, type: String, body: String) -> String {
    open + ">\n      <failure message=\"\(XMLText.escape(message))\" type=\"\(type)\">\(body)</failure>\n"
      + "    </testcase>\n"
  }

  /// `suiteOutput` as the suite's `system-out` element, or nothing.
  private var suiteOutputElement: String {
    guard !suiteOutput.isEmpty else { return "" }
    return "    <system-out>\(suiteOutput.map(XMLText.escape).joined(separator: "\n"))</system-out>\n"
  }

  /// The whole document.
  public var xml: String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <testsuites name="islet check-push" tests="\(cases.count)" failures="\(failures)" errors="0">
      <testsuite name="islet check-push" tests="\(cases.count)" failures="\(failures)" errors="0">
    \(cases.joined())\(suiteOutputElement)  </testsuite>
    </testsuites>

    """
  }
}
