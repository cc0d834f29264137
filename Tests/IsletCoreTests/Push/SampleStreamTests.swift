import Foundation
import Testing

@testable import IsletCore

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
      for: try Self.bytes("delivery/pushes.ndjson"), schema: PushFixtures.delivery)
    #expect(verdicts.count == 6)
    #expect(verdicts.allSatisfy { $0.applied })
    #expect(verdicts.allSatisfy { PushFixtures.codes($0).isEmpty })
    #expect(verdicts.map(\.event) == [.start, .update, .update, .update, .update, .end])
    #expect(verdicts.allSatisfy { $0.activityID == "order-1042" })
    #expect(verdicts[4].lifecycleEvents.map(\.kind) == [.becameStale])
  }

  @Test func downloadStreamAppliesTheSeedArticlePayload() throws {
    var checker = PushChecker(schema: PushFixtures.download)
    var verdicts: [PushVerdict] = []
    checker.consume(try Self.bytes("download/pushes.ndjson")) { verdicts.append($0) }
    checker.finish { verdicts.append($0) }
    #expect(verdicts.count == 5)
    #expect(verdicts[0].applied && verdicts[0].event == .start)
    #expect(verdicts[0].timestamp == Instant(unixSeconds: 1_782_000_060))
    #expect(verdicts.allSatisfy { $0.applied })
    let activity = try #require(checker.simulator.activities.first)
    #expect(activity.attributes["name"] == .string("LiveActivityDemo"))
    #expect(activity.phase == .ended)
    #expect(activity.pushCount == 5)
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
      #expect((actual.applied ? "applied" : "dropped") == verdict, "line \(line)")
      #expect(PushFixtures.codes(actual) == codes, "line \(line): \(actual.findings.map(\.message))")
    }
  }
}
