import Foundation
import Testing

@testable import IsletFindings
@testable import IsletLanguage
@testable import IsletModel
@testable import IsletPush

/// The decoding plans (the fast path of `check-push`) give exactly the verdicts of the
/// reference decoder: every verdict's text and JSON line, byte for byte, on the sample streams,
/// the pitfalls, the push fuzz corpus and a stream of values each type decodes or refuses, in
/// both arrival modes.
@Suite struct DecodingPlanTests {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// A layout whose state uses every type a plan decodes, nested and optional.
  static let everyPlannedType = """
    activity T {
      attributes { name: String }
      state {
        phase: Phase  count: Int8  ratio: Double  due: Date?  done: Bool  id: UUID?  link: URL?
        gate: Gate?  tags: [String]?  stops: [Gate]?  label: String?  weight: Float?  big: UInt64?
      }
      enum Phase: String { placed = "placed"  onTheWay = "on-the-way"  cafe = "café" }
      struct Gate { terminal: String  number: Int }
      lockScreen { } compactLeading { } compactTrailing { } minimal { } expanded { }
    }
    """

  /// Values the planned types decode, refuse or warn about, one push each.
  static let everyPlannedTypeStream: String = {
    let good = #""phase":"placed","count":3,"ratio":0.5,"done":true"#
    let variations = [
      good, #""phase":"on-the-way","count":-128,"ratio":2,"done":false"#,
      #""phase":"cafe\u0301","count":1,"ratio":1,"done":true"#,
      #""phase":"Placed","count":1,"ratio":1,"done":true"#,
      #""phase":1,"count":1,"ratio":1,"done":true"#, #""phase":"placed","count":128,"ratio":1,"done":true"#,
      #""phase":"placed","count":3.0,"ratio":1,"done":true"#,
      #""phase":"placed","count":1e2,"ratio":1,"done":true"#,
      #""phase":"placed","count":"3","ratio":1,"done":true"#,
      #""phase":"placed","count":null,"ratio":1,"done":true"#,
      #""phase":"placed","ratio":1,"done":true"#, #""phase":"placed","count":1,"ratio":1e400,"done":true"#,
      #""phase":"placed","count":1,"ratio":-0,"done":1"#,
      #""count":1,"count":2,"phase":"placed","ratio":1,"done":true"#,
      good + #","due":800000000"#, good + #","due":1782000000"#, good + #","due":1782000000000"#,
      good + #","due":null"#, good + #","due":"soon""#,
      good + #","id":"e621e1f8-c36c-495a-93fc-0c247a3e6e5f""#,
      good + #","id":"nope""#, good + #","link":"https://example.com/a""#, good + #","link":"ht tp://x""#,
      good + #","gate":{"terminal":"B","number":12}"#, good + #","gate":{"terminal":"B"}"#,
      good + #","gate":{"terminal":"B","number":12,"extra":[1,{"a":null}]}"#, good + #","gate":[]"#,
      good + #","tags":["a","b\u001b[31m"]"#, good + #","tags":["a","b"]"#, good + #","tags":[]"#,
      good + #","tags":"a""#, good + #","stops":[{"terminal":"A","number":1},{"terminal":"C","number":"2"}]"#,
      good + #","stops":[{"terminal":"A","number":1}]"#, good + #","label":"Zoë 🚴""#,
      good + #","label":"配達員さん""#, good + #","label":"a\u202Eb""#, good + #","label":"tab\there""#,
      good + #","label":"e\u0301\u0301\u0301\u0301\u0301""#, good + #","label":"\u200B""#,
      good + #","\u006Cabel":"escaped key""#, good + #","label":"x","label":"\u0007""#,
      good + #","weight":0"#, good + #","weight":0.0"#, good + #","weight":-2.5"#,
      good + #","weight":3.4028235e38"#,
      good + #","weight":3.4028236e38"#, good + #","weight":1e-40"#, good + #","weight":1e-46"#,
      good + #","weight":1e-400"#, good + #","due":0.0"#, good + #","ratio":1e-400"#, good + #","big":7"#,
      good + #","big":18446744073709551615"#,
      good + #","big":18446744073709551616"#, good + #","big":1e19"#, good + #","big":-1"#,
    ]
    var lines = [
      #"{"aps":{"timestamp":1782000000,"event":"start","attributes-type":"T","attributes":{"name":"n"},"#
        + #""content-state":{"# + good + #"},"alert":{"title":"t"}}}"#,
      #"{"aps":{"timestamp":1782000001,"event":"start","attributes-type":"T","attributes":{"name":"\u0007"},"#
        + #""content-state":{"# + good + #"},"alert":{"title":"t"}}}"#,
      #"{"aps":{"timestamp":1782000002,"event":"start","attributes-type":"T","attributes":{},"#
        + #""content-state":{"# + good + #"},"alert":{"title":"t"}}}"#,
    ]
    for (offset, state) in variations.enumerated() {
      lines.append(
        #"{"aps":{"timestamp":\#(1_782_000_010 + offset),"event":"update","content-state":{\#(state)}}}"#)
    }
    return lines.joined(separator: "\n") + "\n"
  }()

  /// Every verdict of `stream` as text and as a JSON line.
  static func outputs(of checker: PushChecker, _ stream: [UInt8]) -> [String] {
    var checker = checker
    var lines: [String] = []
    func take(_ verdict: PushVerdict) {
      lines.append(PushVerdictFormatter.text(verdict))
      lines.append(PushVerdictFormatter.jsonLine(verdict))
    }
    checker.consume(stream, take)
    checker.finish(take)
    return lines
  }

  static func schema(ofLayout path: String) throws -> Schema {
    let source = String(decoding: try Data(contentsOf: root.appendingPathComponent(path)), as: UTF8.self)
    return try #require(LayoutCompiler.compile(source, file: path).layout).schema
  }

  static func expectSameVerdicts(_ schema: Schema, _ stream: [UInt8], _ name: String) {
    for arrival in [PushCheckOptions.Arrival.inOrder(first: nil, interval: 1), .timestamps] {
      let options = PushCheckOptions(arrival: arrival)
      let planned = outputs(of: PushChecker(schema: schema, options: options), stream)
      let reference = outputs(of: .referenceDecoding(schemas: [schema], options: options), stream)
      #expect(planned.count == reference.count, "\(name)")
      for (fast, slow) in zip(planned, reference) where fast != slow {
        Issue.record("\(name), \(arrival): planned\n\(fast)\nreference\n\(slow)")
        return
      }
    }
  }

  @Test(arguments: [
    ("Layouts/delivery.islet", "Samples/delivery/pushes.ndjson"),
    ("Layouts/download.islet", "Samples/download/pushes.ndjson"),
    ("Layouts/rideshare.islet", "Samples/rideshare/pushes.ndjson"),
    ("Layouts/sports.islet", "Samples/sports/pushes.ndjson"),
    ("Layouts/workout.islet", "Samples/workout/pushes.ndjson"),
    ("Layouts/delivery.islet", "Samples/delivery/pitfalls.ndjson"),
    ("Layouts/download.islet", "fuzz/corpus/push/download-pushes.ndjson"),
  ])
  func sameVerdictsOnSampleStreams(layout: String, stream: String) throws {
    let bytes = Array(try Data(contentsOf: Self.root.appendingPathComponent(stream)))
    Self.expectSameVerdicts(try Self.schema(ofLayout: layout), bytes, stream)
  }

  @Test func sameVerdictsOnThePushFuzzCorpus() throws {
    let corpus = Self.root.appendingPathComponent("fuzz/corpus/push")
    let files = try FileManager.default.contentsOfDirectory(atPath: corpus.path).sorted()
    #expect(files.count >= 7)
    let schema = try Self.schema(ofLayout: "Layouts/delivery.islet")
    for file in files {
      Self.expectSameVerdicts(schema, Array(try Data(contentsOf: corpus.appendingPathComponent(file))), file)
    }
  }

  @Test func sameVerdictsOnEveryPlannedType() throws {
    let schema = try #require(LayoutCompiler.compile(Self.everyPlannedType, file: "t.islet").layout).schema
    #expect(PreparedSchema(schema).state != nil)
    let stream = Array(Self.everyPlannedTypeStream.utf8)
    Self.expectSameVerdicts(schema, stream, "every planned type")
    // The stream holds valid pushes, refused ones and warnings alike.
    let verdicts = PushChecker.verdicts(for: stream, schema: schema)
    #expect(verdicts.filter(\.applied).count >= 10)
    #expect(verdicts.filter { !$0.applied }.count >= 10)
    #expect(verdicts.contains { $0.applied && !$0.findings.isEmpty })
  }

  /// Field names and enum raw values of every length around the `PlannedKey` word boundaries
  /// (3, 4, 7, 8, 16, 17 bytes and longer), each beside ones of its length that differ in one byte.
  static let keysOfEveryLength = """
    activity T {
      attributes { }
      state {
        abc: Int  abcd: Int  abcdefg: Int  abcdefgh: Int  abcdefghijklmnop: Int  abcdefghijklmnopq: Int
        abcdefghijklmnopqrstuvwxyz: Int  abcdefghijklmnopqrstuvwxyZ: Int  kind: Kind
      }
      enum Kind: String {
        short = "abc"  word = "abcdefgh"  long = "abcdefghijklmnopq"  longer = "abcdefghijklmnopqrstuvwxyz"
        longest = "abcdefghijklmnopqrstuvwxyZ"
      }
      lockScreen { } compactLeading { } compactTrailing { } minimal { } expanded { }
    }
    """

  @Test func sameVerdictsOnKeysOfEveryLength() throws {
    let schema = try #require(LayoutCompiler.compile(Self.keysOfEveryLength, file: "t.islet").layout).schema
    #expect(PreparedSchema(schema).state != nil)
    let names = [
      "abc", "abcd", "abcdefg", "abcdefgh", "abcdefghijklmnop", "abcdefghijklmnopq",
      "abcdefghijklmnopqrstuvwxyz", "abcdefghijklmnopqrstuvwxyZ",
    ]
    let all = names.enumerated().map { "\"\($1)\":\($0)" }.joined(separator: ",") + #","kind":"abc""#
    var lines: [String] = []
    // Every name once; then each name replaced by a near miss (one byte changed at its start,
    // middle or end), which leaves the field missing and the key unknown.
    lines.append(
      #"{"aps":{"timestamp":1782000000,"event":"start","attributes-type":"T","attributes":{},"#
        + #""alert":{"title":"t"},"content-state":{"# + all + "}}}")
    for (index, name) in names.enumerated() {
      for position in [0, name.count / 2, name.count - 1] {
        var bytes = Array(name.utf8)
        bytes[position] ^= 0x20
        let missed = all.replacingOccurrences(
          of: "\"\(name)\":", with: "\"\(String(decoding: bytes, as: UTF8.self))\":")
        lines.append(
          #"{"aps":{"timestamp":\#(1_782_000_001 + index * 3 + position),"event":"update","content-state":{"#
            + missed + "}}}")
      }
    }
    // Every raw value of `kind`, each followed by its near misses (not a case: dropped).
    let rawValues = [
      "abc", "abcdefgh", "abcdefghijklmnopq", "abcdefghijklmnopqrstuvwxyz", "abcdefghijklmnopqrstuvwxyZ",
    ]
    var timestamp = 1_782_001_000
    for rawValue in rawValues {
      var values = [rawValue]
      for position in [0, rawValue.count / 2, rawValue.count - 2] {
        var bytes = Array(rawValue.utf8)
        bytes[position] ^= 0x20
        values.append(String(decoding: bytes, as: UTF8.self))
      }
      for value in values {
        timestamp += 1
        let state = all.replacingOccurrences(of: #""kind":"abc""#, with: #""kind":"\#(value)""#)
        lines.append(#"{"aps":{"timestamp":\#(timestamp),"event":"update","content-state":{"# + state + "}}}")
      }
    }
    let stream = Array((lines.joined(separator: "\n") + "\n").utf8)
    Self.expectSameVerdicts(schema, stream, "keys of every length")
    let verdicts = PushChecker.verdicts(for: stream, schema: schema)
    #expect(verdicts.first?.applied == true)
    #expect(verdicts.filter(\.applied).count == 1 + rawValues.count)
  }

  /// Keys of at most `PlannedKey.wordCovered` bytes have equal `PlannedKey`s exactly when their
  /// bytes are equal; longer equal keys have equal `PlannedKey`s.
  @Test func plannedKeysAreEqualExactlyWhenTheBytesAre() {
    var keys: [[UInt8]] = []
    for length in 0...20 {
      let base = (0..<length).map { UInt8(ascii: "a") + UInt8($0 % 26) }
      keys.append(base)
      for position in 0..<length {
        var changed = base
        changed[position] ^= 0x20
        keys.append(changed)
      }
    }
    var disagreements = 0
    for first in keys {
      for second in keys {
        let same = first.withUnsafeBufferPointer { lhs in
          second.withUnsafeBufferPointer { rhs in PlannedKey(lhs) == PlannedKey(rhs) }
        }
        let covered = first.count <= PlannedKey.wordCovered || second.count <= PlannedKey.wordCovered
        if covered ? same != (first == second) : (first == second && !same) { disagreements += 1 }
      }
    }
    #expect(keys.count > 200)
    #expect(disagreements == 0)
  }

  /// Types a plan leaves to the reference path: the struct gets no plan.
  @Test func dictionariesRangesAndCodedEnumsAreLeftToTheReferencePath() throws {
    for state in ["scores: [String: Int]", "window: ClosedRange<Date>", "seats: Range<Int>", "phase: Phase?"]
    {
      let layout = """
        activity T {
          attributes { }
          state { \(state) }
          enum Phase: Codable { a, b }
          lockScreen { } compactLeading { } compactTrailing { } minimal { } expanded { }
        }
        """
      let schema = try #require(LayoutCompiler.compile(layout, file: "t.islet").layout).schema
      #expect(PreparedSchema(schema).state == nil, "\(state)")
      #expect(PreparedSchema(schema).attributes != nil)
    }
  }
}
