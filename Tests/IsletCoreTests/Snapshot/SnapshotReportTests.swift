import Foundation
import Testing

@testable import IsletFindings
@testable import IsletSnapshot

#if canImport(FoundationXML)
  import FoundationXML
#endif

@Suite struct SnapshotReportTests {
  private static func failedOutcome() throws -> SnapshotOutcome {
    let comparison = try #require(
      SnapshotComparison.compare(
        stored: SnapshotFixtures.document().text,
        rendered: SnapshotFixtures.document(grid: SnapshotFixtures.grid(secondRow: "<&\"'>")),
        storedLabel: "old", renderedLabel: "new"))
    return SnapshotOutcome(
      name: "delivery/typical.iphone-15-pro.portrait.large.fresh", path: "L/__snapshots__/delivery/t.snap",
      status: .failed, problems: [Finding(.snapshotDiffers, "L/__snapshots__/delivery/t.snap differs")],
      comparison: comparison)
  }

  private static func report() throws -> SnapshotReport {
    SnapshotReport(
      outcomes: [
        try failedOutcome(),
        SnapshotOutcome(name: "delivery/late.x", path: "p2", status: .passed),
        SnapshotOutcome(name: "ride/typical.x", path: "p3", status: .new, notes: ["wrote p3"]),
      ],
      obsolete: ["old.snap", "gone.snap"], pruned: ["gone.snap"])
  }

  @Test func countsAndExitStatus() throws {
    let report = try Self.report()
    #expect(
      report.counts
        == SnapshotReport.Counts(checked: 3, passed: 1, failed: 1, new: 1, pruned: 1, obsolete: 1, errors: 0))
    #expect(report.exitStatus == 1)
    #expect(
      SnapshotReport(outcomes: [SnapshotOutcome(name: "a/b", path: "p", status: .passed)]).exitStatus == 0)
    #expect(SnapshotReport(errors: [Finding(.snapshotInputInvalid, "no such file")]).exitStatus == 2)
    #expect(
      report.summaryLine
        == "snapshot: 3 checked, 1 passed, 1 failed, 1 new, 1 pruned, 1 obsolete (remove with --prune)")
  }

  @Test func textReportShowsFailuresWithDiffAndSkipsPassedCases() throws {
    let text = try Self.report().text
    #expect(text.hasPrefix("FAIL delivery/typical.iphone-15-pro.portrait.large.fresh\n  error[S001]: "))
    #expect(text.contains("  first grid change at row 2, column 2\n--- old\n+++ new\n"))
    #expect(text.contains("NEW ride/typical.x\n  wrote p3\n"))
    #expect(!text.contains("delivery/late.x"))
    #expect(
      text.contains("warning[S003]: obsolete snapshot old.snap (remove it with --prune)\npruned gone.snap\n"))
    #expect(text.hasSuffix("1 obsolete (remove with --prune)\n"))
  }

  @Test func junitIsWellFormedAndEscaped() throws {
    let xml = try Self.report().junitXML
    #expect(
      xml.hasPrefix(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"islet snapshot\" tests=\"3\" failures=\"1\" errors=\"0\">"
      ))
    #expect(xml.contains("<testsuite name=\"delivery\" tests=\"2\" failures=\"1\" errors=\"0\">"))
    #expect(xml.contains("+│ &lt;&amp;&quot;&apos;&gt;    │"))
    #expect(!xml.contains("<&"))
    let parser = XMLParser(data: Data(xml.utf8))
    #expect(parser.parse())
  }

  @Test func junitEscapesControlCharacters() {
    let report = SnapshotReport(errors: [Finding(.snapshotInputInvalid, "bad \u{1}\u{1B} name")])
    let xml = report.junitXML
    #expect(!xml.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
    #expect(XMLParser(data: Data(xml.utf8)).parse())
  }

  @Test func jsonIsValidAndCarriesTheFirstChange() throws {
    let json = try Self.report().json
    let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    let summary = try #require(object["summary"] as? [String: Any])
    #expect(summary["failed"] as? Int == 1)
    #expect(summary["exitStatus"] as? Int == 1)
    let cases = try #require(object["cases"] as? [[String: Any]])
    let difference = try #require(cases.first?["difference"] as? [String: Any])
    let first = try #require(difference["firstGridChange"] as? [String: Any])
    #expect(first["row"] as? Int == 2)
    #expect(first["column"] as? Int == 2)
    #expect(object["obsolete"] as? [String] == ["old.snap"])
  }

  @Test func snapshotCodesAreInTheCatalogWithExplanations() {
    let codes = FindingCode.all.filter { $0.id.hasPrefix("S") }
    #expect(codes.map(\.id) == ["S001", "S002", "S003", "S004", "S005", "S006"])
    #expect(codes.allSatisfy { $0.explanation.contains("Example") && $0.explanation.contains("Fix") })
    #expect(FindingCode.named("s003")?.defaultSeverity == .warning)
  }
}
