import Testing

@testable import IsletFindings

/// Issue 19.3: `append(capped:)` keeps 20 findings of a kind and counts the rest in one entry.
@Suite struct FindingCapTests {
  static func mismatch(push: Int, _ index: Int, severity: Severity? = nil) -> Finding {
    Finding(
      .pushTypeMismatch, "stops[\(index)]", at: .push(number: push, keyPath: "stops[\(index)]"),
      severity: severity)
  }

  @Test func keepsTwentyOfAKindAndCountsTheRestInOneEntry() {
    var findings: [Finding] = []
    for index in 0..<100_000 { findings.append(capped: Self.mismatch(push: 1, index)) }
    findings.append(capped: Self.mismatch(push: 1, 100_000, severity: .warning))
    findings.append(capped: Finding(.pushNotJSON, "other kind", at: .push(number: 1, keyPath: nil)))
    findings.append(capped: Self.mismatch(push: 2, 0))
    #expect(findings.count == 23)
    #expect(findings[20].message == "99981 more findings of this kind (P032), not listed")
    #expect(findings[20].location == .push(number: 1, keyPath: nil))
    #expect(findings[20].severity == .error)
    #expect(findings.totalCount == 100_003)
  }

  /// Every layer reports into a `FindingSink`, which applies the cap.
  @Test func aSinkIsCapped() {
    var sink = FindingSink(.push(number: 3))
    for index in 0..<1000 { sink.report(.pushTypeMismatch, "stops[\(index)]", keyPath: "stops[\(index)]") }
    sink.append(contentsOf: (0..<30).map { Self.mismatch(push: 3, $0) })
    let findings = sink.take()
    #expect(findings.count == 21)
    #expect(findings.last?.message == "1010 more findings of this kind (P032), not listed")
    #expect(findings.totalCount == 1030)
  }

  /// Merging capped lists (a nested parser's findings into its parent's) keeps one entry per
  /// kind and the exact total.
  @Test func mergingCappedListsKeepsTheCount() {
    var parent: [Finding] = []
    var child: [Finding] = []
    for index in 0..<5 { parent.append(capped: Self.mismatch(push: 1, index)) }
    for index in 0..<50 { child.append(capped: Self.mismatch(push: 1, index)) }
    parent.append(cappedContentsOf: child)
    #expect(parent.count == 21)
    #expect(parent.filter(\.isOmissionCount).map(\.count) == [35])
    #expect(parent.totalCount == 55)
    #expect(FindingSummary.line(parent, subject: "s") == "s: 55 errors, 0 warnings, 0 notes\n")
  }
}
