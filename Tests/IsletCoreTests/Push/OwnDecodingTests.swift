import Testing

@testable import IsletFindings
@testable import IsletLanguage
@testable import IsletModel
@testable import IsletPush

/// A type's own `init(from:)`: the fields it reads in the forms the language spells (`from …`)
/// decode as that init decodes them, and a type that decodes itself otherwise (`init(from:)` in
/// its block) is not checked, with one note per push.
@Suite struct OwnDecodingTests {
  static let layout = """
    activity Timer {
      attributes { name: String }
      state {
        title: String from decodeIfPresent(String) ?? ""
        endDate: Date from Date(timeIntervalSince1970: decode(Double))
        progress: Int from Int(decodeIfPresent(Double) ?? 0)
        note: String? from try? decode(String)
        count: Int from (try? decode(Int)) ?? 7
        phase: Phase from decodeIfPresent(Phase) ?? .unknown
        subtitle: String? from decode(String)
        gate: Gate?
      }
      enum Phase { running  unknown }
      struct Gate { init(from:)  number: Int }
      lockScreen { text(title) } compactLeading { } compactTrailing { } minimal { } expanded { }
    }
    """

  static let schema: Schema = {
    let compilation = LayoutCompiler.compile(layout, file: "timer.islet")
    return compilation.layout?.schema ?? Schema(activityName: "", attributes: [], state: [], enums: [:])
  }()

  func decode(_ state: String, schema: Schema = Self.schema) throws -> (Record?, [String]) {
    var sink = FindingSink(.push(number: 1))
    let record = ActivityKitDecoder.decode(
      try JSONDocument(parsing: Array(state.utf8)).root, fields: schema.state, schema: schema,
      path: "aps.content-state", unchecked: schema.stateDecoding, sink: &sink)
    return (record, sink.take().map { "\($0.severity) \($0.code.id) \($0.message)" })
  }

  @Test func theLanguageSpellsEachRead() throws {
    let fields = Dictionary(uniqueKeysWithValues: Self.schema.state.map { ($0.name, $0.decoding) })
    #expect(fields["title"] == FieldDecoding(type: .string, reading: .ifPresent, fallback: .string("")))
    #expect(
      fields["endDate"] == FieldDecoding(type: .double, reading: .required, conversion: .unixSeconds))
    #expect(
      fields["progress"]
        == FieldDecoding(
          type: .double, reading: .ifPresent, fallback: .double(0), conversion: .integerTruncating))
    #expect(fields["note"] == FieldDecoding(type: .string, reading: .attempted))
    #expect(fields["count"] == FieldDecoding(type: .int, reading: .attempted, fallback: .int(7)))
    #expect(
      fields["phase"]
        == FieldDecoding(type: .enumeration("Phase"), reading: .ifPresent, fallback: .enumCase("unknown")))
    #expect(fields["subtitle"] == FieldDecoding(type: .string, reading: .required))
    #expect(fields["gate"] == .some(nil))
    #expect(Self.schema.structs["Gate"]?.uncheckedDecoding?.span.start.line == 14)
    #expect(Self.schema.stateDecoding == nil)
  }

  /// The push of the tester's reproduction: Unix seconds, a Double for an Int, no title.
  @Test func theReadsDecodeAsTheInitDoes() throws {
    let (record, findings) = try decode(#"{"endDate":1782003600,"progress":20.1234,"subtitle":"s"}"#)
    #expect(findings.isEmpty)
    #expect(record?["title"] == .string(""))
    #expect(record?["endDate"] == .date(Instant(unixSeconds: 1_782_003_600)))
    #expect(record?["progress"] == .int(20))
    #expect(record?["note"] == .null)
    #expect(record?["count"] == .int(7))
    #expect(record?["phase"] == .enumCase("unknown"))
    let (negative, _) = try decode(#"{"endDate":0,"progress":-2.9,"subtitle":"s"}"#)
    #expect(negative?["progress"] == .int(-2))
  }

  @Test func whatEachReadRefusesOrReplaces() throws {
    let (missing, missingFindings) = try decode(#"{"progress":1}"#)
    #expect(missing == nil)
    #expect(
      missingFindings == [
        "error P030 aps.content-state.endDate is missing: its type's init(from:) reads it with "
          + "decode(Double.self, …), so decoding fails (keyNotFound)",
        "error P030 aps.content-state.subtitle is missing: its type's init(from:) reads it with "
          + "decode(String.self, …), so decoding fails (keyNotFound)",
      ])
    let (wrong, wrongFindings) = try decode(
      #"{"endDate":0,"subtitle":"s","title":3,"progress":1e20,"note":5,"count":"x"}"#)
    #expect(wrong == nil)
    #expect(
      wrongFindings == [
        "error P032 aps.content-state.title: expected String, found a number 3 (typeMismatch)",
        "error P049 aps.content-state.progress: 1e+20 is outside Int, and its type's init(from:) converts it "
          + "with Int(…), which traps: the app crashes decoding the push",
        "warning P032 aps.content-state.note: expected String, found a number 5 (typeMismatch); its type's "
          + "init(from:) reads it with try?, so it becomes nil",
        "warning P032 aps.content-state.count: expected Int, found a string \"x\" (typeMismatch); its type's "
          + "init(from:) reads it with try?, so it becomes 7",
      ])
    let (null, nullFindings) = try decode(#"{"endDate":null,"subtitle":"s","title":null}"#)
    #expect(null == nil)
    #expect(nullFindings.count == 1)
    #expect(nullFindings.first?.hasPrefix("error P031 aps.content-state.endDate is null") == true)
  }

  /// A struct whose own decoding islet does not read: nothing in it is reported, the record
  /// keeps what decoded, and one note names the init.
  @Test func anUncheckedStructIsNotedNotJudged() throws {
    let (record, findings) = try decode(#"{"endDate":0,"subtitle":"s","gate":{"number":"B12","extra":1}}"#)
    #expect(record?["gate"] == .record(Record()))
    #expect(
      findings == [
        "note P048 aps.content-state.gate is not checked: its type decodes itself with an init(from:) islet "
          + "does not read (timer.islet:14); the device applies the push only if that init accepts it"
      ])
    let source = """
      activity A {
        attributes { name: String }
        state { count: Int  init(from:) }
        lockScreen { } compactLeading { } compactTrailing { } minimal { } expanded { }
      }
      """
    let schema = try #require(LayoutCompiler.compile(source, file: "a.islet").layout?.schema)
    let (state, stateFindings) = try decode(#""not an object""#, schema: schema)
    #expect(state == Record())
    #expect(stateFindings.count == 1)
    #expect(stateFindings.first?.hasPrefix("note P048 aps.content-state is not checked") == true)
    #expect(PreparedSchema(schema).state == nil)
  }

  /// An enum that decodes itself (`?? .unknown` for raw values it does not know): an unknown
  /// raw value is not P034, and a case it names is kept.
  @Test func anUncheckedEnumIsNotedNotJudged() throws {
    let source = """
      activity A {
        attributes { name: String }
        state { phase: Phase  stops: Int }
        enum Phase: String { init(from:)  case placed  case unknown }
        lockScreen { } compactLeading { } compactTrailing { } minimal { } expanded { }
      }
      """
    let schema = try #require(LayoutCompiler.compile(source, file: "a.islet").layout?.schema)
    #expect(schema.enums["Phase"]?.cases.map(\.name) == ["placed", "unknown"])
    let (cooking, findings) = try decode(#"{"phase":"cooking","stops":1}"#, schema: schema)
    #expect(cooking?["phase"] == .null)
    #expect(
      findings == [
        "note P048 aps.content-state.phase is not checked: its type decodes itself with an init(from:) islet "
          + "does not read (a.islet:4); the device applies the push only if that init accepts it"
      ])
    let (placed, _) = try decode(#"{"phase":"placed","stops":1}"#, schema: schema)
    #expect(placed?["phase"] == .enumCase("placed"))
    #expect(PreparedSchema(schema).state == nil)
  }

  @Test(arguments: [
    ("n: Int from decode(Int) ?? 0", "test.islet:3:38: error[L007]: `decode` never gives nil"),
    (
      "n: Int from decodeIfPresent(Int)",
      "test.islet:3:23: error[L007]: `n` is Int, but what `from` reads gives Int?"
    ),
    (
      "n: Int from Int(decodeIfPresent(Double))",
      "test.islet:3:23: error[L007]: Int(…) converts a Double that is not optional, not Double?"
    ),
    (
      "n: Int from Int(decode(Int))",
      "test.islet:3:23: error[L007]: Int(…) converts a Double that is not optional, not Int"
    ),
    ("n: Date from Date(timeIntervalSince1970: decode(Double))", ""),
    ("n: Int from try? decode(Int) ?? 0", "test.islet:3:43: error[L001]: write `(try? decode(…)) ?? …`"),
    (
      "n: String from decodeIfPresent(String) ?? 1",
      "test.islet:3:53: error[L007]: the value after `??` must be a String literal"
    ),
    (
      "n: Int from fetch(Int)",
      "test.islet:3:23: error[L001]: expected `decode(Type)` or `decodeIfPresent(Type)`"
    ),
    ("n: Int  init(from:)  init(from:)", "test.islet:3:32: error[L011]: `init(from:)` is written twice"),
    ("n: Int?  from: String", ""),
    ("n: Int? from decode(Int)", ""),
  ])
  func theLanguageChecksEachRead(field: String, header: String) {
    let source = """
      activity Test {
        attributes { name: String }
        state { \(field) }
        lockScreen { } compactLeading { } compactTrailing { } minimal { } expanded { }
      }
      """
    let headers = LayoutFixtures.headers(source)
    if header.isEmpty {
      #expect(headers.isEmpty, "\(field)")
    } else {
      #expect(headers.count == 1 && headers[0].hasPrefix(header), "\(field): \(headers)")
    }
  }
}
