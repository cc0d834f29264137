import Foundation
import Testing

@testable import IsletLanguage
@testable import IsletModel
@testable import IsletPush

@Suite struct SampleStreamTests {
  static let samples = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Samples")

  static func bytes(_ path: String) throws -> [UInt8] {
    Array(try Data(contentsOf: samples.appendingPathComponent(path)))
  }

  /// The schema of a real layout in Layouts/.
  static func layoutSchema(_ name: String) throws -> Schema {
    let url = samples.deletingLastPathComponent().appendingPathComponent("Layouts/\(name).islet")
    let source = String(decoding: try Data(contentsOf: url), as: UTF8.self)
    return try #require(LayoutCompiler.compile(source, file: "\(name).islet").layout).schema
  }

  /// Checks `Samples/<name>/pushes.ndjson`: every verdict, and the checker after the stream.
  static func check(
    _ name: String, schema: Schema, options: PushCheckOptions = PushCheckOptions()
  ) throws -> ([PushVerdict], PushChecker) {
    var checker = PushChecker(schema: schema, options: options)
    var verdicts: [PushVerdict] = []
    checker.consume(try bytes("\(name)/pushes.ndjson")) { verdicts.append($0) }
    checker.finish { verdicts.append($0) }
    return (verdicts, checker)
  }

  /// Checks a layout's sample stream against the real layout's schema and expects a clean run
  /// of one activity: a start, `updates` updates and an end, every push applied without a
  /// finding, and one stale period, reported before push `staleBefore` (0-based). The stream
  /// is a recorded day: each push arrives at its timestamp (`--arrival timestamps`), so the
  /// stale period between two of them passes. Returns the activity as the device holds it
  /// after the stream.
  static func cleanSample(_ name: String, updates: Int, staleBefore: Int) throws -> SimulatedActivity {
    let (verdicts, checker) = try check(
      name, schema: try layoutSchema(name), options: PushCheckOptions(arrival: .timestamps))
    #expect(verdicts.count == updates + 2)
    #expect(verdicts.allSatisfy { $0.applied }, "\(name): \(verdicts.filter { !$0.applied })")
    #expect(verdicts.allSatisfy { $0.findings.isEmpty }, "\(name): \(verdicts.flatMap(\.findings))")
    #expect(verdicts.map(\.event) == [.start] + Array(repeating: .update, count: updates) + [.end])
    #expect(verdicts.indices.filter { !verdicts[$0].lifecycleEvents.isEmpty } == [staleBefore])
    #expect(verdicts[staleBefore].lifecycleEvents.map(\.kind) == [.becameStale])
    let activity = try #require(checker.simulator.activities.first)
    #expect(checker.simulator.activities.count == 1)
    #expect(activity.phase == .ended)
    #expect(activity.pushCount == updates + 2)
    return activity
  }

  /// In input order (the default clock) the same streams arrive a second apart: every push is
  /// still applied, and no stale period passes between them.
  @Test(arguments: ["delivery", "download", "rideshare", "sports", "workout"])
  func sampleStreamsArriveInInputOrderByDefault(name: String) throws {
    let (verdicts, _) = try Self.check(name, schema: try Self.layoutSchema(name))
    #expect(verdicts.allSatisfy { $0.applied }, "\(name): \(verdicts.filter { !$0.applied })")
    #expect(verdicts.allSatisfy { $0.lifecycleEvents.isEmpty })
    #expect(verdicts.map(\.arrival?.clock) == Array(repeating: .inOrder, count: verdicts.count))
    let first = try #require(verdicts.first?.arrival?.at)
    #expect(verdicts.last?.arrival?.at == first.adding(Double(verdicts.count - 1)))
  }

  @Test(arguments: [("delivery", PushFixtures.delivery), ("download", PushFixtures.download)])
  func handBuiltSchemasMatchTheRealLayouts(name: String, schema: Schema) throws {
    let real = try Self.layoutSchema(name)
    #expect(real.activityName == schema.activityName)
    #expect(real.attributes.map(\.name) == schema.attributes.map(\.name))
    #expect(real.attributes.map(\.type) == schema.attributes.map(\.type))
    #expect(real.state.map(\.name) == schema.state.map(\.name))
    #expect(real.state.map(\.type) == schema.state.map(\.type))
    #expect(real.enums.mapValues(\.cases) == schema.enums.mapValues(\.cases))
  }

  @Test func deliveryStreamAppliesEveryPushAndGoesStaleBetweenPushes() throws {
    let verdicts = PushChecker.verdicts(
      for: try Self.bytes("delivery/pushes.ndjson"), schema: PushFixtures.delivery,
      options: PushCheckOptions(arrival: .timestamps))
    #expect(verdicts.count == 6)
    #expect(verdicts.allSatisfy { $0.applied })
    #expect(verdicts.allSatisfy { PushFixtures.codes($0).isEmpty })
    #expect(verdicts.map(\.event) == [.start, .update, .update, .update, .update, .end])
    #expect(verdicts.allSatisfy { $0.activityID == "order-1042" })
    #expect(verdicts[4].lifecycleEvents.map(\.kind) == [.becameStale])
  }

  @Test func downloadStreamAppliesTheSeedArticlePayload() throws {
    let (verdicts, checker) = try Self.check("download", schema: PushFixtures.download)
    #expect(verdicts.count == 5)
    #expect(verdicts[0].applied && verdicts[0].event == .start)
    #expect(verdicts[0].timestamp == Instant(unixSeconds: 1_782_000_060))
    #expect(verdicts.allSatisfy { $0.applied })
    let activity = try #require(checker.simulator.activities.first)
    #expect(activity.attributes["name"] == .string("LiveActivityDemo"))
    #expect(activity.phase == .ended)
    #expect(activity.pushCount == 5)
  }

  @Test func workoutStreamPausesResumesAndFreezesTheTimerAtTheEnd() throws {
    let activity = try Self.cleanSample("workout", updates: 7, staleBefore: 5)
    #expect(activity.attributes["workoutName"] == .string("Morning Run"))
    #expect(activity.state["kind"] == .enumCase("running"))
    #expect(activity.state["isPaused"] == .bool(true))
    #expect(activity.state["distance"] == .double(10_020))
    #expect(activity.state["heartRate"] == .null)
    let ended = try #require(activity.endedAt)
    #expect(activity.dismissAt == ended.adding(900))
  }

  @Test func sportsStreamPlaysTheGameToTheFinalWhistle() throws {
    let activity = try Self.cleanSample("sports", updates: 7, staleBefore: 3)
    #expect(activity.attributes["homeAbbreviation"] == .string("KC"))
    #expect(activity.state["period"] == .enumCase("ended"))
    #expect(activity.state["homeScore"] == .int(27))
    #expect(activity.state["awayScore"] == .int(24))
    #expect(activity.state["possession"] == .null)
  }

  /// The second push is an envelope with `liveactivity` headers at priority 5.
  @Test func rideshareStreamDecodesIntegerPhasesFromAssignedToDroppedOff() throws {
    let activity = try Self.cleanSample("rideshare", updates: 6, staleBefore: 5)
    #expect(activity.attributes["dropoff"] == .string("SFO Terminal 2"))
    #expect(activity.state["phase"] == .enumCase("droppedOff"))
    #expect(activity.state["fare"] == .double(41.25))
    #expect(activity.state["stops"] == .array([]))
  }

  /// Each row of the table in pitfalls.md: `| line | verdict | codes | why |`.
  @Test func pitfallsMatchTheirDocumentedVerdicts() throws {
    let table = String(decoding: try Self.bytes("delivery/pitfalls.md"), as: UTF8.self)
    let rows = table.split(separator: "\n").compactMap { row -> (Int, String, [String])? in
      let cells = row.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
      guard cells.count >= 3, let line = Int(cells[0]) else { return nil }
      let codes = cells[2] == "—" ? [] : cells[2].split(separator: " ").map(String.init)
      return (line, cells[1], codes)
    }
    let verdicts = PushChecker.verdicts(
      for: try Self.bytes("delivery/pitfalls.ndjson"), schema: PushFixtures.delivery)
    #expect(rows.count == verdicts.count)
    #expect(rows.count >= 20)
    for ((line, verdict, codes), actual) in zip(rows, verdicts) {
      #expect(actual.line == line)
      #expect(actual.outcome.word == verdict, "line \(line)")
      #expect(PushFixtures.codes(actual) == codes, "line \(line): \(actual.findings.map(\.message))")
    }
  }
}
