import Testing

@testable import IsletFindings
@testable import IsletModel
@testable import IsletPush

/// The decoding edge cases of apns.md §3.2, one by one, against the Delivery state.
@Suite struct ActivityKitDecoderTests {
  func decode(_ state: String, schema: Schema = PushFixtures.delivery) throws -> (Record?, [Finding]) {
    var sink = FindingSink(.push(number: 1))
    let record = ActivityKitDecoder.decode(
      try JSONDocument(parsing: Array(state.utf8)).root, fields: schema.state, schema: schema,
      path: "aps.content-state", sink: &sink)
    return (record, sink.take())
  }

  @Test func decodesAValidState() throws {
    let (record, findings) = try decode(PushFixtures.state())
    #expect(findings.isEmpty)
    #expect(record?["phase"] == .enumCase("preparing"))
    #expect(record?["eta"] == .date(Instant(secondsSinceReferenceDate: 803_696_400)))
    #expect(record?["stopsAway"] == .int(4))
    #expect(record?["courier"] == .string("Sam"))
  }

  @Test func extraKeysAreIgnored() throws {
    let (record, findings) = try decode(PushFixtures.state(["tip": "2.5"]))
    #expect(record != nil)
    #expect(findings.isEmpty)
  }

  @Test func firstDuplicateWins() throws {
    let (record, _) = try decode(#"{"phase":"placed","stopsAway":1,"stopsAway":"x"}"#)
    #expect(record?["stopsAway"] == .int(1))
  }

  @Test func missingOptionalAndNullOptionalAreNil() throws {
    let (record, findings) = try decode(PushFixtures.state(["eta": nil, "courier": "null"]))
    #expect(findings.isEmpty)
    #expect(record?["eta"] == .null)
    #expect(record?["courier"] == .null)
  }

  @Test func missingNonOptionalIsKeyNotFound() throws {
    let (record, findings) = try decode(PushFixtures.state(["stopsAway": nil]))
    #expect(record == nil)
    #expect(findings.map(\.code) == [.pushKeyNotFound])
    #expect(findings.first?.location == .push(number: 1, keyPath: "aps.content-state.stopsAway"))
    #expect(findings.first?.message.contains("keyNotFound") == true)
  }

  @Test func nullNonOptionalIsValueNotFound() throws {
    let (record, findings) = try decode(PushFixtures.state(["stopsAway": "null"]))
    #expect(record == nil)
    #expect(findings.map(\.code) == [.pushValueNotFound])
  }

  @Test func wholeNumberWithFractionDecodesAsInt() throws {
    let (record, findings) = try decode(PushFixtures.state(["stopsAway": "34.0"]))
    #expect(findings.isEmpty)
    #expect(record?["stopsAway"] == .int(34))
  }

  @Test(arguments: ["20.5", "1e300", "99999999999999999999"])
  func fractionalOrHugeNumberForIntIsDropped(number: String) throws {
    let (record, findings) = try decode(PushFixtures.state(["stopsAway": number]))
    #expect(record == nil)
    #expect(findings.map(\.code) == [.pushNumberNotRepresentable])
    #expect(findings.first?.message.contains(number) == true)
  }

  @Test func stringIsNotANumber() throws {
    let (record, findings) = try decode(
      #"{"emoji":"x","title":"t","body":"b","progress":"0.62"}"#,
      schema: PushFixtures.download)
    #expect(record == nil)
    #expect(findings.map(\.code) == [.pushTypeMismatch])
    #expect(
      findings.first?.message
        == #"aps.content-state.progress: expected Double, found a string "0.62" (typeMismatch)"#)
    #expect(findings.first?.help?.contains("JSON number") == true)
  }

  @Test func numberIsNotAString() throws {
    let (record, findings) = try decode(PushFixtures.state(["courier": "7"]))
    #expect(record == nil)
    #expect(findings.map(\.code) == [.pushTypeMismatch])
  }

  @Test func boolIsOnlyTrueOrFalse() throws {
    let schema = Schema(
      activityName: "X", attributes: [], state: [Field(name: "done", type: .bool)], enums: [:])
    #expect(try decode(#"{"done":true}"#, schema: schema).0?["done"] == .bool(true))
    let (record, findings) = try decode(#"{"done":1}"#, schema: schema)
    #expect(record == nil)
    #expect(findings.map(\.code) == [.pushTypeMismatch])
  }

  @Test func unknownEnumRawValueIsDroppedWithASuggestion() throws {
    let (record, findings) = try decode(PushFixtures.state(["phase": "\"PickedUp\""]))
    #expect(record == nil)
    #expect(findings.map(\.code) == [.pushUnknownEnumValue])
    #expect(findings.first?.help?.contains("pickedUp") == true)
  }

  @Test func intRawEnumsMatchTheirNumbers() throws {
    let level = EnumType(name: "Level", rawType: .int, cases: [.init(name: "low", rawValue: "1")])
    let schema = Schema(
      activityName: "X", attributes: [], state: [Field(name: "level", type: .enumeration("Level"))],
      enums: ["Level": level])
    #expect(try decode(#"{"level":1.0}"#, schema: schema).0?["level"] == .enumCase("low"))
    #expect(try decode(#"{"level":2}"#, schema: schema).1.map(\.code) == [.pushUnknownEnumValue])
    #expect(try decode(#"{"level":"1"}"#, schema: schema).1.map(\.code) == [.pushTypeMismatch])
  }

  @Test func unixLookingDateIsAppliedButFlaggedWithBothDates() throws {
    let (record, findings) = try decode(PushFixtures.state(["eta": "1782003600"]))
    #expect(record != nil)
    #expect(findings.map(\.code) == [.pushUnixLookingDate])
    let message = try #require(findings.first?.message)
    #expect(message.contains("2057-06-21T01:00:00Z"))
    #expect(message.contains("2026-06-21T01:00:00Z"))
    #expect(findings.first?.help?.contains("803696400") == true)
  }

  @Test func dateMustBeANumber() throws {
    let (record, findings) = try decode(PushFixtures.state(["eta": "\"2026-06-21T01:00:00Z\""]))
    #expect(record == nil)
    #expect(findings.map(\.code) == [.pushTypeMismatch])
  }

  @Test func arraysDecodeElementwiseWithIndexedPaths() throws {
    let schema = Schema(
      activityName: "X", attributes: [], state: [Field(name: "stops", type: .array(.int))], enums: [:])
    #expect(try decode(#"{"stops":[1,2.0]}"#, schema: schema).0?["stops"] == .array([.int(1), .int(2)]))
    let (_, findings) = try decode(#"{"stops":[1,null]}"#, schema: schema)
    #expect(findings.first?.location == .push(number: 1, keyPath: "aps.content-state.stops[1]"))
  }

  @Test func contentStateMustBeAnObject() throws {
    let (record, findings) = try decode("[1]")
    #expect(record == nil)
    #expect(findings.map(\.code) == [.pushTypeMismatch])
  }

  @Test func controlCharactersAreFlaggedAndEscaped() throws {
    let (record, findings) = try decode(PushFixtures.state(["courier": #""Ann\u001b[31m\u202e""#]))
    #expect(record?["courier"] == .string("Ann\u{1B}[31m\u{202E}"))
    #expect(findings.map(\.code) == [.pushControlCharacters])
    #expect(findings.first?.message.contains("\u{1B}") == false)
  }

  @Test func everyFailingFieldIsReported() throws {
    let (_, findings) = try decode(#"{"phase":"gone","stopsAway":"1"}"#)
    #expect(findings.map(\.code) == [.pushUnknownEnumValue, .pushTypeMismatch])
  }
}
