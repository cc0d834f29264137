import Testing

@testable import IsletFindings
@testable import IsletPush

/// The verdict's first line, composed on the stack: for an applied push the id and `: applied` go
/// there when the id is printable ASCII (of any length); any other id is escaped after it, and the
/// outcome follows either way.
@Suite struct VerdictHeadlineTests {
  static func headline(_ verdict: PushVerdict) -> String {
    String(PushVerdictFormatter.text(verdict).split(separator: "\n", omittingEmptySubsequences: false)[0])
  }

  @Test(arguments: [
    ("order-42", "#7 line 9 update order-42: applied"),
    (String(repeating: "a", count: 64), "#7 line 9 update \(String(repeating: "a", count: 64)): applied"),
    (String(repeating: "b", count: 65), "#7 line 9 update \(String(repeating: "b", count: 65)): applied"),
    ("Zoë", "#7 line 9 update Zoë: applied"),
    ("a\u{1B}[31m", "#7 line 9 update a␛[31m: applied"),
    ("", "#7 line 9 update : applied"),
    (String(repeating: "d", count: 5000), "#7 line 9 update \(String(repeating: "d", count: 5000)): applied"),
  ])
  func appliedVerdictsNameTheirActivity(id: String, expected: String) {
    #expect(Self.headline(PushVerdict(number: 7, line: 9, event: .update, activityID: id)) == expected)
  }

  /// A line equal to the push's number is written from the number's text.
  @Test(arguments: [1, 9, 10, 12_345, Int.max])
  func aLineEqualToTheNumber(number: Int) {
    #expect(
      Self.headline(PushVerdict(number: number, line: number, event: .start, activityID: "order-42"))
        == "#\(number) line \(number) start order-42: applied")
    #expect(Self.headline(PushVerdict(number: number, line: number)).hasPrefix("#\(number) line \(number) ?"))
  }

  @Test func anUnnamedAppliedPush() {
    #expect(Self.headline(PushVerdict(number: 7, line: 9, event: .update)) == "#7 line 9 update: applied")
  }

  @Test func anUnnamedDroppedPushOnSeveralLines() {
    var sink = FindingSink(.push(number: 12))
    sink.report(.pushNotJSON, "broken")
    let verdict = PushVerdict(number: 12, line: 3, lastLine: 19, findings: sink.take())
    #expect(Self.headline(verdict).hasPrefix("#12 lines 3–19 ?: dropped: "))
    let named = PushVerdict(
      number: Int.max, line: 1_000_000, event: .end, activityID: String(repeating: "c", count: 70),
      findings: verdict.findings)
    #expect(
      Self.headline(named).hasPrefix(
        "#\(Int.max) line 1000000 end \(String(repeating: "c", count: 70)): dropped: "))
  }
}
