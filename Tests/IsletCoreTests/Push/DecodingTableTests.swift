import Testing

@testable import IsletFindings
@testable import IsletLanguage
@testable import IsletModel
@testable import IsletPush

/// The decoding table of the types a synthesized `Codable` decodes beyond scalars: each JSON
/// value with the verdict a default JSONDecoder gives (checked against swift-foundation, which
/// iOS 17 and later share): nil code means it decodes.
@Suite struct DecodingTableTests {
  static let layout = """
    activity T {
      attributes { }
      state {
        id: UUID?  link: URL?  phase: Phase?  window: ClosedRange<Date>?  seats: Range<Int>?
        scores: [String: Int]?  gate: Gate?
      }
      enum Phase: Codable { a, b }
      struct Gate { terminal: String  number: Int }
      lockScreen { } compactLeading { } compactTrailing { } minimal { } expanded { }
    }
    """

  static func decode(_ key: String, _ json: String) throws -> (Value?, [FindingCode]) {
    let schema = try #require(LayoutCompiler.compile(layout, file: "t.islet").layout).schema
    var sink = FindingSink(.push(number: 1))
    let record = ActivityKitDecoder.decode(
      try JSONDocument(parsing: Array("{\"\(key)\": \(json)}".utf8)).root, fields: schema.state,
      schema: schema,
      path: "aps.content-state", sink: &sink)
    return (record?[key], sink.take().filter { $0.severity == .error }.map(\.code))
  }

  @Test(
    arguments: [
      ("\"E621E1F8-C36C-495A-93FC-0C247A3E6E5F\"", nil),
      ("\"e621e1f8-c36c-495a-93fc-0c247a3e6e5f\"", nil),
      ("\"E621E1F8C36C495A93FC0C247A3E6E5F\"", FindingCode.pushNumberNotRepresentable),
      ("\"{E621E1F8-C36C-495A-93FC-0C247A3E6E5F}\"", .pushNumberNotRepresentable),
      ("\" E621E1F8-C36C-495A-93FC-0C247A3E6E5F\"", .pushNumberNotRepresentable),
      ("\"E621E1F8-C36C-495A-93FC-0C247A3E6E5G\"", .pushNumberNotRepresentable),
      ("42", .pushTypeMismatch),
    ] as [(String, FindingCode?)])
  func uuid(json: String, code: FindingCode?) throws {
    let (value, codes) = try Self.decode("id", json)
    #expect(codes == (code.map { [$0] } ?? []))
    if code == nil { #expect(value == .string("E621E1F8-C36C-495A-93FC-0C247A3E6E5F")) }
  }

  @Test(arguments: [
    ("https://example.com/a b", true), ("", false), (" ", true), ("not a url", true), ("http://[::1", false),
    ("https://exa mple.com", false), ("%zz", true), ("a:b", true), ("http://x.com/é", true),
    ("ht tp://x", false),
    ("http://", true), ("://x", true), ("#frag", true), ("http://[zz]/", true), ("1a:b", false),
    ("12:30", false),
    ("a b:c", false), ("a+b.c-d:x", true), ("https://a<b.com", false), ("https://a%20b.com", true),
    ("https://a%zz.com", false), ("https://é.com", true), ("http://a:b@c.com", true),
    ("http://a:port/", false),
    ("http://a b@c.com/", true), ("//host/x", true), ("// ho st/x", false), ("http://x.com:80a/", false),
    ("mailto:a b", true), ("https://a|b.com", false), ("https://a_b.com", true), ("https://[::1]:80/", true),
    ("https://[::1]x/", false), ("a:", true), (":", true),
  ])
  func url(text: String, accepted: Bool) throws {
    let (value, codes) = try Self.decode("link", "\"\(text)\"")
    #expect(codes == (accepted ? [] : [.pushNumberNotRepresentable]), "\(text)")
    if accepted { #expect(value == .string(text)) }
  }

  @Test(
    arguments: [
      ("{\"a\":{}}", nil), ("{\"a\":{\"x\":1}}", nil), ("{\"a\":{},\"z\":1}", nil),
      ("{\"a\":{},\"b\":{}}", FindingCode.pushTypeMismatch), ("{\"c\":{}}", .pushTypeMismatch),
      ("{\"a\":1}", .pushTypeMismatch), ("\"a\"", .pushTypeMismatch), ("{\"a\":null}", .pushValueNotFound),
      ("{\"a\":[]}", .pushTypeMismatch),
    ] as [(String, FindingCode?)])
  func enumWithoutRawValues(json: String, code: FindingCode?) throws {
    let (value, codes) = try Self.decode("phase", json)
    #expect(codes == (code.map { [$0] } ?? []), "\(json)")
    if code == nil { #expect(value == .enumCase("a")) }
  }

  @Test(
    arguments: [
      ("window", "[1,2]", nil), ("window", "[2,1]", FindingCode.pushNumberNotRepresentable),
      ("window", "[1]", .pushValueNotFound), ("window", "[1,2,3]", nil), ("window", "{}", .pushTypeMismatch),
      ("seats", "[3,3]", nil), ("seats", "[4,3]", .pushNumberNotRepresentable),
      ("seats", "[1.5,3]", .pushNumberNotRepresentable),
    ] as [(String, String, FindingCode?)])
  func ranges(key: String, json: String, code: FindingCode?) throws {
    let (_, codes) = try Self.decode(key, json)
    #expect(codes == (code.map { [$0] } ?? []), "\(json)")
  }

  @Test func dictionariesKeepTheFirstOfDuplicateKeysAndCheckEveryValue() throws {
    let (value, codes) = try Self.decode("scores", "{\"a\":1,\"a\":2,\"b\":3}")
    #expect(codes.isEmpty)
    #expect(value == .record(Record(["a": .int(1), "b": .int(3)])))
    #expect(try Self.decode("scores", "{\"a\":\"1\"}").1 == [.pushTypeMismatch])
    #expect(try Self.decode("scores", "[1]").1 == [.pushTypeMismatch])
  }

  @Test func nestedStructsReportTheirMemberPath() throws {
    let schema = try #require(LayoutCompiler.compile(Self.layout, file: "t.islet").layout).schema
    var sink = FindingSink(.push(number: 1))
    let record = ActivityKitDecoder.decode(
      try JSONDocument(parsing: Array("{\"gate\": {\"terminal\": \"B\"}}".utf8)).root, fields: schema.state,
      schema: schema, path: "aps.content-state", sink: &sink)
    #expect(record == nil)
    let finding = try #require(sink.take().first)
    #expect(finding.code == .pushKeyNotFound)
    #expect(finding.message.hasPrefix("aps.content-state.gate.number is missing"))
    #expect(
      try Self.decode("gate", "{\"terminal\": \"B\", \"number\": 12}").0
        == .record(Record(["terminal": .string("B"), "number": .int(12)])))
  }

  @Test func aStructHoldingItselfDecodesAsDeepAsTheJSONGoes() throws {
    let layout = """
      activity T {
        state { chain: Link }
        struct Link { id: Int  next: Link? }
        lockScreen { } compactLeading { } compactTrailing { } minimal { } expanded { }
      }
      """
    let schema = try #require(LayoutCompiler.compile(layout, file: "t.islet").layout).schema
    let depth = 400
    let json =
      "{\"chain\": " + String(repeating: "{\"id\": 1, \"next\": ", count: depth) + "null"
      + String(repeating: "}", count: depth) + "}"
    var sink = FindingSink(.push(number: 1))
    let record = ActivityKitDecoder.decode(
      try JSONDocument(parsing: Array(json.utf8)).root, fields: schema.state, schema: schema, path: "s",
      sink: &sink)
    #expect(record != nil)
    #expect(sink.take().isEmpty)
  }
}
