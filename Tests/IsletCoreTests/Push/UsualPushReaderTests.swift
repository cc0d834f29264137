import Foundation
import Testing

@testable import IsletFindings
@testable import IsletLanguage
@testable import IsletModel
@testable import IsletPush

/// `UsualPushReader` (check-push's read side without the tape) reads a line exactly as the
/// full path does — the parse, `PushEnvelope.read` and `ApsRules.read` — or gives up: on every
/// line of the sample streams, the pitfalls and the push fuzz corpus, on a line at each of its
/// boundaries, on every prefix of usual pushes and on one-byte changes at each of their bytes.
@Suite struct UsualPushReaderTests {
  /// The reading the full path gives `line` when it reads a raw body and reports nothing (what
  /// the reader may give); nil otherwise.
  static func fullReading(_ line: [UInt8], _ prepared: PreparedSchema) -> ApsRules.Reading? {
    guard let document = try? JSONDocument(parsing: line) else { return nil }
    var sink = FindingSink(.push(number: 1))
    guard let (envelope, aps) = PushEnvelope.read(document.root, lineByteCount: line.count, sink: &sink)
    else { return nil }
    let reading = ApsRules.read(
      aps, prepared: prepared, servedTypes: [prepared.schema.activityName], lineByteCount: line.count,
      sink: &sink)
    guard sink.take().isEmpty, envelope.shape == .body, envelope.address == nil, !envelope.addressIsToken,
      envelope.channelID == nil, envelope.expiration == nil, envelope.arrival == nil,
      envelope.bodyByteCount == line.count
    else { return nil }
    return reading
  }

  /// Reads each line with a reader and by the full path; returns how many the reader read.
  /// A reading the reader gives must be the full path's, entries in the same order, and so must
  /// its reading of the line into the record of the line before (`read(_:reusing:)`).
  @discardableResult
  static func expectSameReadings(
    _ lines: [[UInt8]], _ prepared: PreparedSchema, _ name: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> Int {
    // A content state without a plan has no reader: every push takes the full path.
    guard var reader = UsualPushReader(prepared) else {
      #expect(prepared.state == nil, "\(name): no reader", sourceLocation: sourceLocation)
      return 0
    }
    var read = 0
    var spare: Record? = nil
    for line in lines {
      guard let fast = line.withUnsafeBufferPointer({ reader.read($0)?.aps }) else { continue }
      read += 1
      let full = fullReading(line, prepared)
      let reused = line.withUnsafeBufferPointer { reader.read($0, reusing: &spare) }
      let names = { (state: Record?) in state?.withEntries { $0.map(\.name) } }
      let sameOrder =
        full != nil && names(full?.state) == names(fast.state) && names(reused?.state) == names(fast.state)
      spare = reused?.state
      if fast != full || reused?.aps != fast || !sameOrder {
        Issue.record(
          "\(name): \(String(decoding: line, as: UTF8.self))\nreader \(fast)\nfull \(String(describing: full))",
          sourceLocation: sourceLocation)
        return read
      }
    }
    return read
  }

  static func lines(_ bytes: [UInt8]) -> [[UInt8]] {
    bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map(Array.init)
  }

  static func prepared(_ layout: String) throws -> PreparedSchema {
    PreparedSchema(try DecodingPlanTests.schema(ofLayout: layout))
  }

  @Test(arguments: [
    ("Layouts/delivery.islet", "Samples/delivery/pushes.ndjson"),
    ("Layouts/download.islet", "Samples/download/pushes.ndjson"),
    ("Layouts/rideshare.islet", "Samples/rideshare/pushes.ndjson"),
    ("Layouts/sports.islet", "Samples/sports/pushes.ndjson"),
    ("Layouts/workout.islet", "Samples/workout/pushes.ndjson"),
    ("Layouts/delivery.islet", "Samples/delivery/pitfalls.ndjson"),
  ])
  func sameReadingsOnSampleStreams(layout: String, stream: String) throws {
    let bytes = Array(try Data(contentsOf: DecodingPlanTests.root.appendingPathComponent(stream)))
    Self.expectSameReadings(Self.lines(bytes), try Self.prepared(layout), stream)
  }

  @Test func sameReadingsOnThePushFuzzCorpus() throws {
    let corpus = DecodingPlanTests.root.appendingPathComponent("fuzz/corpus/push")
    let files = try FileManager.default.contentsOfDirectory(atPath: corpus.path).sorted()
    #expect(files.count >= 7)
    for layout in ["Layouts/delivery.islet", "Layouts/download.islet"] {
      let prepared = try Self.prepared(layout)
      for file in files {
        let bytes = Array(try Data(contentsOf: corpus.appendingPathComponent(file)))
        Self.expectSameReadings(Self.lines(bytes), prepared, "\(layout), \(file)")
      }
    }
  }

  /// Usual Delivery updates, as `json.dumps` (with and without `ensure_ascii`) and
  /// `JSONSerialization` write them.
  static let usual = [
    #"{"aps": {"timestamp": 1796000001, "event": "update", "content-state": {"phase": "preparing", "stopsAway": 5, "eta": 817693401, "courier": "Alex Johnson"}, "stale-date": 1796000301}}"#,
    #"{"aps": {"timestamp": 1796000007, "event": "update", "content-state": {"phase": "nearby", "stopsAway": 6, "eta": 817693407, "courier": "Zoë 🚴"}, "stale-date": 1796000307}}"#,
    #"{"aps": {"timestamp": 1796000008, "event": "update", "content-state": {"phase": "placed", "stopsAway": 0, "eta": 817693408, "courier": "配達員さん"}, "stale-date": 1796000308}}"#,
    #"{"aps":{"event":"end","content-state":{"courier":null,"phase":"nearby","stopsAway":0},"timestamp":1796000009,"dismissal-date":1796000400}}"#,
    #"{"aps":{"timestamp":1782000300,"event":"update","content-state":{"phase":"preparing","eta":803695500,"stopsAway":5,"courier":null},"stale-date":1782001200}}"#,
  ]

  /// Lines at each of the reader's boundaries: each reads as the full path reads it or goes to it.
  static let boundaries: [String] = {
    let state = #""phase": "preparing", "stopsAway": 5, "eta": 817693401, "courier": "Sam""#
    func push(_ aps: String) -> String { #"{"aps": {"# + aps + "}}" }
    func update(_ state: String, more: String = "") -> String {
      push(#""timestamp": 1796000001, "event": "update", "content-state": {"# + state + "}" + more)
    }
    let long = String(repeating: "x", count: 4000)
    return [
      update(state), update(state, more: #", "stale-date": 1796000301"#),
      // Escapes, in keys and values.
      push(#""time\u0073tamp": 1796000001, "event": "update", "content-state": {"# + state + "}"),
      update(#""phase": "preparing", "stopsAway": 5, "courier": "Sa\u006d""#),
      update(#""phase": "placed\n", "stopsAway": 5"#),
      update(#""phase": "placed", "stopsAway": 5, "c\u006furier": "S""#),
      // Other keys: known to the rules, unknown, misspelled; in the content state, not a field.
      update(state, more: #", "alert": {"title": "t"}"#), update(state, more: #", "relevance-score": 5"#),
      update(state, more: #", "events": "update""#), update(state, more: #", "attributes": {}"#),
      update(state, more: #", "input-push-token": 1"#), update(state + #", "extra": 1"#),
      update(#""phase": "placed", "stopsAway": 5, "courier ": "S""#),
      // Duplicates.
      update(state, more: #", "timestamp": 1796000002"#), update(state, more: #", "event": "update""#),
      update(state, more: #", "content-state": {}"#), update(state + #", "phase": "placed""#),
      update(state, more: #", "stale-date": 1, "stale-date": 2"#),
      // Whitespace other than one space after `:` and `,`.
      #"{"aps":  {"timestamp": 1796000001, "event": "update", "content-state": {"# + state + "}}}",
      #"{"aps": {"timestamp":  1796000001, "event": "update", "content-state": {"# + state + "}}}",
      #"{"aps": {"timestamp": 1796000001 , "event": "update", "content-state": {"# + state + "}}}",
      #"{"aps": {"timestamp" : 1796000001, "event": "update", "content-state": {"# + state + "}}}",
      #"{"aps": {"timestamp":"# + "\t" + #"1796000001, "event": "update", "content-state": {"# + state
        + "}}}",
      #"{"aps": { "timestamp": 1796000001, "event": "update", "content-state": {"# + state + "}}}",
      #"{"aps": {"timestamp": 1796000001, "event": "update", "content-state": {"# + state + "} }}",
      #"{ "aps": {"timestamp": 1796000001, "event": "update", "content-state": {"# + state + "}}}",
      " " + update(state), update(state) + " ", update(state) + "\r", update(state) + "\n",
      #"{"aps": {"timestamp": 1796000001,"event": "update","content-state": {"phase":"placed","stopsAway":1}}}"#,
      // Numbers.
      push(#""timestamp": -5, "event": "update", "content-state": {"# + state + "}"),
      push(#""timestamp": -0, "event": "update", "content-state": {"# + state + "}"),
      push(#""timestamp": 0, "event": "update", "content-state": {"# + state + "}"),
      push(#""timestamp": -, "event": "update", "content-state": {"# + state + "}"),
      push(#""timestamp": 01796000001, "event": "update", "content-state": {"# + state + "}"),
      push(#""timestamp": 1796000001.5, "event": "update", "content-state": {"# + state + "}"),
      push(#""timestamp": 1796000001.0, "event": "update", "content-state": {"# + state + "}"),
      push(#""timestamp": 1.796e9, "event": "update", "content-state": {"# + state + "}"),
      push(#""timestamp": 1796000001E0, "event": "update", "content-state": {"# + state + "}"),
      push(#""timestamp": 1796000001000, "event": "update", "content-state": {"# + state + "}"),
      push(#""timestamp": 100000000000, "event": "update", "content-state": {"# + state + "}"),
      push(#""timestamp": 100000000001, "event": "update", "content-state": {"# + state + "}"),
      push(#""timestamp": 123456789012345678, "event": "update", "content-state": {"# + state + "}"),
      push(#""timestamp": 1234567890123456789, "event": "update", "content-state": {"# + state + "}"),
      push(#""timestamp": "1796000001", "event": "update", "content-state": {"# + state + "}"),
      update(state, more: #", "stale-date": 1796000301000"#), update(state, more: #", "stale-date": 1.5"#),
      update(state, more: #", "stale-date": "soon""#), update(state, more: #", "stale-date": null"#),
      update(#""phase": "placed", "stopsAway": -3"#), update(#""phase": "placed", "stopsAway": 3.0"#),
      update(#""phase": "placed", "stopsAway": 1e1"#), update(#""phase": "placed", "stopsAway": 00"#),
      update(#""phase": "placed", "stopsAway": 1, "eta": 0"#),
      update(#""phase": "placed", "stopsAway": 1, "eta": 1000000000"#),
      update(#""phase": "placed", "stopsAway": 1, "eta": 1000000001"#),
      update(#""phase": "placed", "stopsAway": 1, "eta": -1"#),
      update(#""phase": "placed", "stopsAway": 1, "eta": 817693401.25"#),
      update(#""phase": "placed", "stopsAway": 9223372036854775807"#),
      // Events.
      push(#""timestamp": 1796000001, "event": "start", "content-state": {"# + state + "}"),
      push(#""timestamp": 1796000001, "event": "end", "content-state": {"# + state + "}"),
      push(#""timestamp": 1796000001, "event": "end""#),
      push(
        #""timestamp": 1796000001, "event": "end", "content-state": {"# + state
          + #"}, "dismissal-date": 1796000400"#),
      push(
        #""timestamp": 1796000001, "event": "update", "content-state": {"# + state
          + #"}, "dismissal-date": 1796000400"#),
      push(#""timestamp": 1796000001, "event": "Update", "content-state": {"# + state + "}"),
      push(#""timestamp": 1796000001, "event": "updates", "content-state": {"# + state + "}"),
      push(#""timestamp": 1796000001, "event": 1, "content-state": {"# + state + "}"),
      push(#""timestamp": 1796000001, "content-state": {"# + state + "}"),
      push(#""event": "update", "content-state": {"# + state + "}"),
      push(#""timestamp": 1796000001, "event": "update""#), push(""),
      // Values of the content state: nesting, nulls, Bools, missing fields, enum cases.
      update(#""phase": "placed", "stopsAway": 1, "courier": {"name": "x"}"#),
      update(#""phase": "placed", "stopsAway": 1, "courier": ["x"]"#),
      update(#""phase": "placed", "stopsAway": 1, "courier": null"#),
      update(#""phase": "placed", "stopsAway": null"#), update(#""phase": "placed", "stopsAway": true"#),
      update(#""phase": "placed", "stopsAway": 1, "courier": false"#), update(#""phase": "placed""#),
      update(#""stopsAway": 1"#), update(""), update(#""phase": "delivered", "stopsAway": 1"#),
      update(#""phase": "Nearby", "stopsAway": 1"#), update(#""phase": "nearby ", "stopsAway": 1"#),
      update(#""phase": "nearbyy", "stopsAway": 1"#), update(#""phase": 1, "stopsAway": 1"#),
      update(#""phase": nul, "stopsAway": 1"#), update(#""phase": "placed", "stopsAway": tru"#),
      update(#""phase": "placed", "stopsAway": 1, "courier": nulll"#),
      // Strings: multibyte, unsafe characters, over the memo's 16 bytes, a line over 4 KB.
      update(#""phase": "placed", "stopsAway": 1, "courier": "Zoë 🚴 配達員さん""#),
      update(#""phase": "placed", "stopsAway": 1, "courier": "abcdefghijklmnop""#),
      update(#""phase": "placed", "stopsAway": 1, "courier": "abcdefghijklmnopq""#),
      update(#""phase": "placed", "stopsAway": 1, "courier": "a\#u{202E}b""#),
      update(#""phase": "placed", "stopsAway": 1, "courier": "e\#u{301}""#),
      update(#""phase": "placed", "stopsAway": 1, "courier": "\#u{200B}""#),
      update(#""phase": "placed", "stopsAway": 1, "courier": "tab\#there""#),
      update(#""phase": "placed", "stopsAway": 1, "courier": """#),
      update(#""phase": "placed", "stopsAway": 1, "courier": "\#(long)""#),
      update(#""phase": "placed", "stopsAway": 1, "courier": "\#(long.prefix(3900))""#),
      // Other shapes around `aps`.
      #"{"aps": {"timestamp": 1796000001, "event": "update", "content-state": {"# + state + #"}}, "x": 1}"#,
      #"{"x": 1, "aps": {"timestamp": 1796000001, "event": "update", "content-state": {"# + state + "}}}",
      #"{"headers": {}, "body": {"aps": {"timestamp": 1796000001, "event": "update", "content-state": {"#
        + state
        + "}}}}",
      #"{"aps": {"timestamp": 1796000001, "event": "update", "content-state": {"# + state + "}}}}",
      #"{"aps": {"timestamp": 1796000001, "event": "update", "content-state": {"# + state + "}}",
      #"{"apx": {"timestamp": 1796000001, "event": "update", "content-state": {"# + state + "}}}",
      #"{"aps": [], "x": {}}"#, #"{"aps": null}"#, #"{"aps": {}}"#, #"{"aps":{}}}"#, "{}}", "}}", "",
      #"[{"aps": {"timestamp": 1796000001, "event": "update", "content-state": {"# + state + "}}}]",
    ]
  }()

  @Test func sameReadingsAtEveryBoundary() throws {
    let prepared = try Self.prepared("Layouts/delivery.islet")
    let lines = (Self.usual + Self.boundaries).map { Array($0.utf8) }
    let read = Self.expectSameReadings(lines, prepared, "boundaries")
    // The usual pushes are read, and so are some of the boundaries' (valid variants).
    #expect(read >= Self.usual.count + 10)
    // And the checker's verdicts with the reader are those of the reference decoder.
    let stream = Array((Self.usual + Self.boundaries).joined(separator: "\n").utf8)
    DecodingPlanTests.expectSameVerdicts(prepared.schema, stream, "boundaries")
  }

  @Test func theUsualPushesAreRead() throws {
    let prepared = try Self.prepared("Layouts/delivery.islet")
    var reader = try #require(UsualPushReader(prepared))
    for line in Self.usual {
      let bytes = Array(line.utf8)
      #expect(bytes.withUnsafeBufferPointer { reader.read($0) } != nil, "\(line)")
    }
  }

  /// Every prefix of the usual pushes, and each of their bytes replaced by bytes that matter
  /// to JSON (quotes, escapes, separators, whitespace, digits, letters, invalid UTF-8, NUL).
  @Test func sameReadingsOnPrefixesAndOneByteChanges() throws {
    let prepared = try Self.prepared("Layouts/delivery.islet")
    let replacements: [UInt8] = [
      0x22, 0x5C, 0x2C, 0x3A, 0x7B, 0x7D, 0x5B, 0x20, 0x09, 0x30, 0x31, 0x2D, 0x2E, 0x65, 0x61, 0x6E, 0x80,
      0xC3,
      0xFF, 0x00, 0x7F,
    ]
    var lines: [[UInt8]] = []
    for line in Self.usual.map({ Array($0.utf8) }) {
      for length in 0..<line.count { lines.append(Array(line[..<length])) }
      for position in line.indices {
        for byte in replacements where byte != line[position] {
          var changed = line
          changed[position] = byte
          lines.append(changed)
        }
        var removed = line
        removed.remove(at: position)
        lines.append(removed)
      }
    }
    #expect(lines.count > 10_000)
    let read = Self.expectSameReadings(lines, prepared, "prefixes and one-byte changes")
    #expect(read > 100)
  }

  /// The reader of a layout whose content state uses every type a plan decodes from a scalar.
  @Test func sameReadingsOnEveryPlannedType() throws {
    let schema = try #require(
      LayoutCompiler.compile(DecodingPlanTests.everyPlannedType, file: "t.islet").layout
    ).schema
    let prepared = PreparedSchema(schema)
    let stream = DecodingPlanTests.everyPlannedTypeStream
    // The stream's usual `ratio` is a fraction, which the reader leaves to the full path.
    let lines = Self.lines(
      Array((stream + stream.replacingOccurrences(of: #""ratio":0.5"#, with: #""ratio":1"#)).utf8))
    let read = Self.expectSameReadings(lines, prepared, "every planned type")
    #expect(read >= 10)
  }

  /// A content state of every scalar type a field can have, optional or not, for the cases below.
  static let everyScalarType = """
    activity T {
      attributes { name: String }
      state {
        word: String  maybe: String?  count: Int  small: Int8  byte: UInt8?  wide: UInt64?  ratio: Double?
        weight: Float?  due: Date?  done: Bool  flag: Bool?  phase: Phase  gate: Phase?  id: UUID?  link: URL?
        abcdefghijklmnopq: Int?
      }
      enum Phase: String { placed = "placed"  onTheWay = "on-the-way"  cafe = "café"  long = "abcdefghijklmnopq" }
      lockScreen { } compactLeading { } compactTrailing { } minimal { } expanded { }
    }
    """

  /// Values put in each field in turn: every JSON kind, strings with escapes and multibyte text,
  /// integers at the limits of the widths, of the tape's 18 digits and of the date threshold.
  static let fieldValues = [
    #""""#, #""w""#, #""placed""#, #""on-the-way""#, #""café""#, #""cafe\u0301""#, #""abcdefghijklmnopq""#,
    #""abcdefghijklmnopqr""#, #""Placed""#, #""\u0041""#, #""a\"b""#, #""a\\b""#, #""tab\there""#,
    #""a\#u{202E}b""#, #""配達員さん""#, #""Zoë 🚴""#, #""e621e1f8-c36c-495a-93fc-0c247a3e6e5f""#,
    #""https://example.com/a""#, #""ht tp://x""#, "0", "-0", "1", "-1", "127", "128", "-128", "-129", "255",
    "256", "999999999", "1000000000", "1000000001", "999999999999999999", "-999999999999999999",
    "1000000000000000000", "9223372036854775807", "18446744073709551615", "01", "1.5", "1.0", "1e2", "-",
    "true", "false", "null", "tru", "nul", "{}", #"{"a":1}"#, "[]", "[1]",
  ]

  /// One field of the every-scalar-type state given each value in turn, the other fields usual;
  /// each field missing, duplicated (same or another value), beside an extra key, and under an
  /// escaped key: the reader reads each line as the tape path does, or leaves it to it.
  @Test func sameReadingsForEveryScalarTypeAndValue() throws {
    let schema = try #require(LayoutCompiler.compile(Self.everyScalarType, file: "t.islet").layout).schema
    let prepared = PreparedSchema(schema)
    let usual: [(String, String)] = [
      ("word", #""w""#), ("count", "1"), ("small", "-5"), ("done", "true"), ("phase", #""placed""#),
    ]
    let fields = schema.state.map(\.name)
    func line(_ members: [(String, String)]) -> [UInt8] {
      let state = members.map { #""\#($0.0)":\#($0.1)"# }.joined(separator: ",")
      return Array(#"{"aps":{"timestamp":1796000001,"event":"update","content-state":{\#(state)}}}"#.utf8)
    }
    var lines = [line(usual), line(Array(usual.reversed()))]
    for field in fields {
      let others = usual.filter { $0.0 != field }
      for value in Self.fieldValues {
        lines.append(line(others + [(field, value)]))
        lines.append(line([(field, value)] + others))
      }
      lines.append(line(others))
      lines.append(line(usual + [(field, "null"), (field, "null")]))
      lines.append(line(others + [(field, "1"), (field, #""w""#)]))
      lines.append(line(usual + [("\(field)x", "1")]))
      lines.append(line(usual + [(field.uppercased(), "1")]))
      lines.append(
        line(others + [(#"\u00\#(String(field.utf8.first!, radix: 16))\#(field.dropFirst())"#, "1")]))
    }
    #expect(lines.count > 1_500)
    let read = Self.expectSameReadings(lines, prepared, "every scalar type")
    // Valid lines are read without the tape: each type's usual values, nulls of the optionals.
    #expect(read >= 300)
  }

  /// The reader decodes the usual Delivery update to the state the tape path decodes, field by
  /// field (its enum case, integer, date and string), from a fresh reader and a warm one.
  @Test func theUsualStateIsDecodedFieldByField() throws {
    let prepared = try Self.prepared("Layouts/delivery.islet")
    var reader = try #require(UsualPushReader(prepared))
    let line = Array(Self.usual[0].utf8)
    for _ in 0..<2 {
      let reading = try #require(line.withUnsafeBufferPointer { reader.read($0)?.aps })
      let state = try #require(reading.state)
      #expect(state["phase"] == .enumCase("preparing"))
      #expect(state["stopsAway"] == .int(5))
      #expect(state["eta"] == .date(Instant(secondsSinceReferenceDate: 817_693_401)))
      #expect(state["courier"] == .string("Alex Johnson"))
      #expect(reading == Self.fullReading(line, prepared))
    }
  }
}
