import Foundation
import IsletCanvas
import IsletFindings
import IsletSnapshot
import Testing

@testable import islet

/// The runner against a temporary project (`Layouts/`, `Samples/`) and a fake renderer that
/// draws the state file's first line and the variant into a small grid.
@Suite struct SnapshotRunnerTests {
  /// A temporary project with two layouts; `delivery` has two sample states.
  private final class Project {
    let root: URL
    var layouts: String { root.appendingPathComponent("Layouts").path }

    init() throws {
      root = FileManager.default.temporaryDirectory.appendingPathComponent("islet-snap-\(UUID().uuidString)")
      try write("activity Delivery {}", to: "Layouts/delivery.islet")
      try write("activity Ride {}", to: "Layouts/ride.islet")
      try write("Picked up", to: "Samples/delivery/states/typical.json")
      try write("東京 → 大阪", to: "Samples/delivery/states/cjk.json")
    }

    deinit { try? FileManager.default.removeItem(at: root) }

    func write(_ text: String, to path: String) throws {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }

    func read(_ path: String) throws -> String {
      try String(decoding: Data(contentsOf: root.appendingPathComponent(path)), as: UTF8.self)
    }

    func exists(_ path: String) -> Bool {
      FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path)
    }

    /// Every file under `Layouts/__snapshots__`, relative to it, sorted.
    func snapshotFiles() -> [String] {
      let folder = root.appendingPathComponent("Layouts/__snapshots__").path
      let all = (FileManager.default.enumerator(atPath: folder)?.allObjects as? [String]) ?? []
      return all.filter { $0.hasSuffix(".snap") || $0.hasSuffix(".new") }.sorted()
    }

    /// Runs the runner on the project; `prepare` replaces the fake renderer's (`render`).
    func run(
      _ mode: SnapshotOptions.Mode = .update, ci: Bool = false, prune: Bool = false,
      widthTable: String = "unicode-16.0", findings: [Finding] = [],
      configure: (inout SnapshotOptions) -> Void = { _ in },
      prepare: ((SnapshotCase) throws -> SnapshotRunner.StateRenderer)? = nil
    ) -> SnapshotRunResult {
      var options = SnapshotOptions()
      options.paths = [layouts]
      options.mode = mode
      options.isCI = ci
      options.prune = prune
      var matrix = SnapshotMatrix.Override()
      try? matrix.set(.devices, to: ["iphone-15-pro"])
      try? matrix.set(.textSizes, to: ["large"])
      options.matrix = matrix
      configure(&options)
      let render = Self.render(widthTable: widthTable, findings: findings)
      return SnapshotRunner(options: options, prepare: prepare ?? { _ in render }).run()
    }

    /// The fake renderer: the state file's text, the orientation in bold and the staleness.
    static func render(widthTable: String, findings: [Finding]) -> SnapshotRunner.StateRenderer {
      { snapshotCase in
        var grid = Grid(width: 16, height: 3)
        if let state = snapshotCase.statePath {
          grid.write(
            String(decoding: try Data(contentsOf: URL(fileURLWithPath: state)), as: UTF8.self), x: 0, y: 0)
        }
        grid.write(snapshotCase.variant.viewing.orientation.rawValue, x: 0, y: 1, style: Style(bold: true))
        grid.write(snapshotCase.variant.staleness.rawValue, x: 0, y: 2)
        return RenderedCase(grid: grid, findings: findings, widthTable: widthTable)
      }
    }
  }

  private static let typical = "delivery/typical.iphone-15-pro.portrait.large.fresh.snap"

  @Test func recordThenVerifyPasses() throws {
    let project = try Project()
    let recorded = project.run(.record)
    // delivery: 2 states × 4 variants; ride: its default state × 4 variants.
    #expect(recorded.report.counts.new == 12)
    #expect(recorded.exitStatus == 0)
    #expect(project.snapshotFiles().count == 12)
    #expect(project.snapshotFiles().contains(Self.typical))
    #expect(project.snapshotFiles().contains("ride/default.iphone-15-pro.landscape.large.stale.snap"))
    let verified = project.run(.verify)
    #expect(
      verified.report.counts
        == .init(checked: 12, passed: 12, failed: 0, new: 0, pruned: 0, obsolete: 0, errors: 0))
    #expect(verified.exitStatus == 0)
    #expect(verified.output == "snapshot: 12 checked, 12 passed, 0 failed, 0 new, 0 pruned\n")
  }

  @Test func defaultModeWritesMissingSnapshotsOnly() throws {
    let project = try Project()
    #expect(project.run().report.counts.new == 12)
    try project.write("tampered", to: "Layouts/__snapshots__/\(Self.typical)")
    try FileManager.default.removeItem(at: project.root.appendingPathComponent("Layouts/__snapshots__/ride"))
    let second = project.run()
    #expect(second.report.counts.new == 4)
    #expect(second.report.counts.failed == 1)
    #expect(try project.read("Layouts/__snapshots__/\(Self.typical)") == "tampered")
  }

  /// A stored file is compared byte for byte first; one that differs only in its line ends
  /// (an editor's CRLF) or its final newline still passes, and a changed one still fails.
  @Test func lineEndsAndTheFinalNewlineDoNotCountWhenTheBytesDiffer() throws {
    let project = try Project()
    _ = project.run(.record)
    let path = "Layouts/__snapshots__/\(Self.typical)"
    let recorded = try project.read(path)
    try project.write(recorded.replacingOccurrences(of: "\n", with: "\r\n"), to: path)
    #expect(project.run(.verify).exitStatus == 0)
    try project.write(String(recorded.dropLast()), to: path)
    #expect(project.run(.verify).exitStatus == 0)
    try project.write(recorded.replacingOccurrences(of: "Picked up", with: "Picked uP"), to: path)
    let changed = project.run(.verify)
    #expect(changed.exitStatus == 1)
    #expect(changed.report.counts.failed == 1)
  }

  @Test func oneCellChangeFailsWithADiffNamingRowAndColumn() throws {
    let project = try Project()
    _ = project.run(.record)
    try project.write("Picked uP", to: "Samples/delivery/states/typical.json")
    let result = project.run(.verify)
    #expect(result.exitStatus == 1)
    #expect(result.report.counts.failed == 4)
    let outcome = try #require(result.report.outcomes.first { $0.path.hasSuffix(Self.typical) })
    #expect(outcome.comparison?.firstGridChange == SnapshotComparison.GridPosition(row: 1, column: 9))
    #expect(result.output.contains("  first grid change at row 1, column 9\n"))
    #expect(result.output.contains("-│Picked up       │\n+│Picked uP       │\n"))
    #expect(result.output.contains("error[S001]: "))
  }

  @Test func changedHeaderFieldFails() throws {
    let project = try Project()
    _ = project.run(.record)
    let result = project.run(.verify, widthTable: "unicode-17.0")
    #expect(result.exitStatus == 1)
    #expect(result.report.counts.failed == 12)
    #expect(result.output.contains("header `width-table` changed: unicode-16.0 → unicode-17.0"))
    let clock = project.run(.verify) { $0.clock = SnapshotHeader.defaultClock.adding(60) }
    #expect(clock.output.contains("header `clock` changed: 2026-01-01T09:00:00Z → 2026-01-01T09:01:00Z"))
  }

  @Test func ciModeNeverWrites() throws {
    let project = try Project()
    let missing = project.run(ci: true)
    #expect(missing.exitStatus == 1)
    #expect(missing.report.counts.failed == 12)
    #expect(missing.output.contains("error[S002]: missing snapshot"))
    #expect(project.snapshotFiles().isEmpty)
    _ = project.run(.record)
    try project.write("Picked uP", to: "Samples/delivery/states/typical.json")
    let changed = project.run(ci: true)
    #expect(changed.exitStatus == 1)
    #expect(!project.snapshotFiles().contains { $0.hasSuffix(".new") })
    let record = project.run(.record, ci: true)
    #expect(record.exitStatus == 2)
    #expect(record.output.contains("CI is set"))
    #expect(try project.read("Layouts/__snapshots__/\(Self.typical)").contains("│Picked up       │"))
  }

  @Test func failedComparisonWritesPendingFileThenAcceptPromotesIt() throws {
    let project = try Project()
    _ = project.run(.record)
    try project.write("Picked uP", to: "Samples/delivery/states/typical.json")
    let failed = project.run()
    #expect(failed.exitStatus == 1)
    #expect(project.exists("Layouts/__snapshots__/\(Self.typical).new"))
    #expect(failed.output.contains("review it, then run `islet snapshot --accept` or `--reject`"))
    let accepted = project.run(.accept)
    #expect(accepted.report.accepted.count == 4)
    #expect(accepted.exitStatus == 0)
    #expect(!project.snapshotFiles().contains { $0.hasSuffix(".new") })
    #expect(project.run(.verify).exitStatus == 0)
  }

  @Test func rejectDeletesPendingFilesAndKeepsTheOldSnapshots() throws {
    let project = try Project()
    _ = project.run(.record)
    let before = try project.read("Layouts/__snapshots__/\(Self.typical)")
    try project.write("Picked uP", to: "Samples/delivery/states/typical.json")
    _ = project.run()
    let rejected = project.run(.reject)
    #expect(rejected.report.rejected.count == 4)
    #expect(!project.snapshotFiles().contains { $0.hasSuffix(".new") })
    #expect(try project.read("Layouts/__snapshots__/\(Self.typical)") == before)
  }

  @Test func obsoleteSnapshotsAreReportedAndPrunedOnRequest() throws {
    let project = try Project()
    _ = project.run(.record)
    try FileManager.default.removeItem(
      at: project.root.appendingPathComponent("Samples/delivery/states/cjk.json"))
    try FileManager.default.removeItem(at: project.root.appendingPathComponent("Layouts/ride.islet"))
    let reported = project.run(.verify)
    #expect(reported.report.counts.obsolete == 8)
    #expect(reported.exitStatus == 0)
    #expect(reported.output.contains("warning[S003]: obsolete snapshot"))
    #expect(project.snapshotFiles().count == 12)
    let pruned = project.run(prune: true)
    #expect(pruned.report.counts.pruned == 8)
    #expect(project.snapshotFiles().count == 4)
    #expect(pruned.output.hasSuffix("4 checked, 4 passed, 0 failed, 0 new, 8 pruned\n"))
  }

  /// `--verify` checks every case on every core, each as soon as its state is prepared; the
  /// report keeps the order of a serial run (`--record` writes, so it goes one by one) and
  /// each case its own outcome.
  @Test func verifyReportsEveryCaseInTheOrderOfASerialRun() throws {
    let project = try Project()
    let recorded = project.run(.record)
    try project.write("Dropped", to: "Samples/delivery/states/typical.json")
    let verified = project.run(.verify)
    let names = recorded.report.outcomes.map(\.name)
    #expect(names.count == 12)
    #expect(verified.report.outcomes.map(\.name) == names)
    #expect(
      verified.report.outcomes.map { $0.status == .failed } == names.map { $0.hasPrefix("delivery/typical.") }
    )
  }

  /// Every state is prepared once, from its first case, in the order of the cases; a state
  /// that does not load fails each of its cases in turn, each preparing (and printing why) on
  /// its own, as a serial run does. The report keeps the order of the cases.
  @Test func aStateThatDoesNotLoadFailsEachOfItsCasesInOrder() throws {
    let project = try Project()
    let names = project.run(.record).report.outcomes.map(\.name)
    var prepared: [String] = []
    let render = Project.render(widthTable: "unicode-16.0", findings: [])
    let verified = project.run(
      .verify,
      prepare: { snapshotCase in
        prepared.append("\(snapshotCase.layoutName)/\(snapshotCase.stateName).\(snapshotCase.variant.slug)")
        guard snapshotCase.stateName != "cjk" else {
          throw SnapshotDisk.Failure(description: "cjk.json does not decode")
        }
        return render
      })
    let cjk = names.filter { $0.hasPrefix("delivery/cjk.") }
    #expect(cjk.count == 4)
    #expect(
      prepared == cjk + [
        try #require(names.first { $0.hasPrefix("delivery/typical.") }),
        "ride/default.iphone-15-pro.portrait.large.fresh",
      ])
    #expect(verified.report.outcomes.map(\.name) == names)
    #expect(verified.report.outcomes.map(\.status) == names.map { cjk.contains($0) ? .error : .passed })
    #expect(
      verified.report.outcomes.filter { $0.status == .error }.map { $0.problems.map(\.message) }
        == cjk.map { ["cannot render \($0): cjk.json does not decode"] })
    #expect(verified.exitStatus == 2)
  }

  @Test func outputAndFilesAreByteForByteDeterministic() throws {
    let first = try Project()
    let second = try Project()
    let firstOutput = first.run().output.replacingOccurrences(of: first.root.path, with: "ROOT")
    let secondOutput = second.run().output.replacingOccurrences(of: second.root.path, with: "ROOT")
    #expect(firstOutput == secondOutput)
    for file in first.snapshotFiles() {
      let path = "Layouts/__snapshots__/\(file)"
      #expect(Array(try first.read(path).utf8) == Array(try second.read(path).utf8))
    }
    #expect(first.snapshotFiles() == second.snapshotFiles())
  }

  @Test func layoutConfigFileSetsTheMatrixAndTheCommandLineWins() throws {
    let project = try Project()
    try project.write(
      #"{"orientations": ["landscape"], "staleness": ["stale"], "clock": "2030-05-01T12:00:00Z"}"#,
      to: "Layouts/ride.snapshot.json")
    let result = project.run { $0.paths = [project.layouts + "/ride.islet"] }
    #expect(project.snapshotFiles() == ["ride/default.iphone-15-pro.landscape.large.stale.snap"])
    #expect(result.exitStatus == 0)
    let stored = try project.read(
      "Layouts/__snapshots__/ride/default.iphone-15-pro.landscape.large.stale.snap")
    #expect(stored.contains("clock: 2030-05-01T12:00:00Z\n"))
    let override = project.run {
      $0.paths = [project.layouts + "/ride.islet"]
      try? $0.matrix.set(.staleness, to: ["fresh"])
    }
    #expect(override.report.outcomes.map(\.name) == ["ride/default.iphone-15-pro.landscape.large.fresh"])
  }

  @Test func badInputExitsWithTwoAndSaysWhy() throws {
    let project = try Project()
    let missing = project.run { $0.paths = [project.root.path + "/Nope"] }
    #expect(missing.exitStatus == 2)
    #expect(missing.output.contains("error[S006]: no such file or folder: "))
    try project.write(#"{"orientation": ["portrait"]}"#, to: "Layouts/ride.snapshot.json")
    let config = project.run()
    #expect(config.exitStatus == 2)
    #expect(
      config.output.contains("ride.snapshot.json: unknown key `orientation` (known: devices, orientations"))
  }

  @Test func renderErrorsAreBadInputAndFindingsAtFailOnFail() throws {
    let project = try Project()
    var options = SnapshotOptions()
    options.paths = [project.layouts]
    let broken = SnapshotRunner(options: options) { _ in
      throw SnapshotDisk.Failure(description: "delivery.islet:3:7: error[L001]: unknown field `eta2`")
    }.run()
    #expect(broken.exitStatus == 2)
    #expect(
      broken.output.contains(
        "cannot render delivery/cjk.iphone-15-pro.portrait.large.fresh: delivery.islet:3:7"))
    let warning = Finding(.snapshotObsolete, "text needs 9 cells, budget 6", severity: .warning)
    #expect(project.run(findings: [warning]).exitStatus == 0)
    let strict = project.run(.verify, findings: [warning]) { $0.failOn = .warning }
    #expect(strict.exitStatus == 1)
    #expect(
      strict.output.contains("  findings at or above --fail-on:\n    warning[S003]: text needs 9 cells"))
  }

  @Test func writesJUnitAndJSONWhenAsked() throws {
    let project = try Project()
    let junit = project.root.appendingPathComponent("report.xml").path
    let result = project.run {
      $0.junitPath = junit
      $0.format = .json
    }
    let xml = try project.read("report.xml")
    #expect(xml.contains("<testsuite name=\"delivery\" tests=\"8\" failures=\"0\" errors=\"0\">"))
    let object = try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any]
    #expect((object?["summary"] as? [String: Any])?["new"] as? Int == 12)
  }
}
