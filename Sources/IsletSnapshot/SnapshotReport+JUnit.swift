import IsletModel

extension SnapshotReport {
  /// The report as JUnit XML (`--junit FILE`): one `testsuite` per layout, one `testcase` per
  /// case; failed cases carry a `failure`, bad input an `error`, with the diff as the body.
  /// Run-wide errors form a testsuite named `islet snapshot`. No timestamps or durations.
  public var junitXML: String {
    var layouts: [String] = []
    var outcomesByLayout: [String: [SnapshotOutcome]] = [:]
    for outcome in outcomes {
      if outcomesByLayout[outcome.layoutName] == nil { layouts.append(outcome.layoutName) }
      outcomesByLayout[outcome.layoutName, default: []].append(outcome)
    }
    var suites = layouts.map { layout in
      let cases = outcomesByLayout[layout] ?? []
      return Self.suite(name: layout, cases: cases.map { Self.testCase(for: $0) })
    }
    if !errors.isEmpty {
      let cases = errors.map { finding in
        Self.testCase(
          className: "islet snapshot", name: finding.code.id, element: "error",
          message: SnapshotDocument.findingLines(finding).joined(separator: "\n"), body: "")
      }
      suites.append(Self.suite(name: "islet snapshot", cases: cases))
    }
    let counts = counts
    let totalCases = outcomes.count + errors.count
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <testsuites name="islet snapshot" tests="\(totalCases)" failures="\(counts.failed)" \
      errors="\(counts.errors)">
      \(suites.joined())</testsuites>

      """
  }

  private static func suite(name: String, cases: [(xml: String, failure: Bool, error: Bool)]) -> String {
    let failures = cases.filter(\.failure).count
    let errors = cases.filter(\.error).count
    return "  <testsuite name=\"\(escape(name))\" tests=\"\(cases.count)\" failures=\"\(failures)\" "
      + "errors=\"\(errors)\">\n" + cases.map(\.xml).joined() + "  </testsuite>\n"
  }

  private static func testCase(for outcome: SnapshotOutcome) -> (xml: String, failure: Bool, error: Bool) {
    let element: String? =
      switch outcome.status {
      case .passed, .new: nil
      case .failed: "failure"
      case .error: "error"
      }
    let problems = outcome.problems + outcome.blockingFindings
    let message = problems.first.map { SnapshotDocument.findingLines($0).joined(separator: " ") } ?? ""
    var body = problems.flatMap(SnapshotDocument.findingLines)
    if let comparison = outcome.comparison {
      body += comparison.summary + SnapshotDocument.lines(of: comparison.diff)
    }
    return testCase(
      className: outcome.layoutName, name: outcome.caseName, element: element, message: message,
      body: body.joined(separator: "\n"))
  }

  private static func testCase(
    className: String, name: String, element: String?, message: String, body: String
  ) -> (xml: String, failure: Bool, error: Bool) {
    let open = "    <testcase classname=\"\(escape(className))\" name=\"\(escape(name))\""
    guard let element else { return (open + "/>\n", false, false) }
    let content = SnapshotDocument.lines(of: body).map(escape).joined(separator: "\n")
    let xml =
      open + ">\n      <\(element) message=\"\(escape(message))\">\(content)</\(element)>\n"
      + "    </testcase>\n"
    return (xml, element == "failure", element == "error")
  }

  /// Escapes one line for XML content and attributes (`XMLText.escape`).
  static func escape(_ text: String) -> String { XMLText.escape(text) }
}
