import Testing

@testable import IsletModel
@testable import IsletPush

@Suite struct JSONParserTests {
  func parse(_ text: String) throws(JSONParseError) -> JSONElement {
    try JSONDocument(parsing: Array(text.utf8)).root
  }

  func failure(_ bytes: [UInt8]) -> JSONParseError? {
    do {
      _ = try JSONDocument(parsing: bytes)
      return nil
    } catch {
      return error
    }
  }

  @Test func keepsMemberOrderAndDuplicatesAndLooksUpTheFirst() throws {
    let object = try parse(#"{"b": 1, "a": 2, "b": 3}"#)
    #expect(object.isObject)
    #expect(object.members.map { $0.key.string } == ["b", "a", "b"])
    #expect(object["b"]?.number?.text == "1")
    #expect(object["c"] == nil)
  }

  @Test func readsNestedContainersInOrder() throws {
    let value = try parse(#"{"a": [1, [2, {"x": null}], true], "b": {"c": false}, "d": "e"}"#)
    let array = try #require(value["a"])
    #expect(array.isArray && array.elements.count == 3)
    #expect(array.elements.map(\.kindName) == ["a number", "an array", "a Bool"])
    #expect(value["b"]?["c"]?.bool == false)
    #expect(value["d"]?.string == "e")
    #expect(value["d"]?.isString(equalTo: "e") == true)
    #expect(value["a"]?.isString(equalTo: "e") == false)
  }

  @Test func escapedKeysMatchTheirDecodedText() throws {
    // JSONDecoder matches keys after unescaping, so `"ev\u0065nt"` is the key `event`.
    let object = try parse(#"{"ev\u0065nt": "update", "a\"b": 1}"#)
    #expect(object["event"]?.string == "update")
    #expect(object["a\"b"]?.number?.text == "1")
    #expect(JSONCompactSize.compactByteCount(of: object) == #"{"event":"update","a\"b":1}"#.utf8.count)
  }

  @Test func negativeZeroAndLongIntegersKeepTheirText() throws {
    #expect(try parse("-0").number?.text == "-0")
    #expect(try parse("-0").number?.exactInteger == 0)
    #expect(try parse("-1234567890123456789").number?.text == "-1234567890123456789")
    #expect(try Array(parse("[-7]").elements).first?.number?.exactInteger == -7)
  }

  @Test func aReusedDocumentLeavesEarlierElementsIntact() throws {
    var document = JSONDocument()
    try Array(#"{"a":"first"}"#.utf8).withUnsafeBufferPointer { try document.parse($0) }
    let first = document.root
    try Array(#"["second"]"#.utf8).withUnsafeBufferPointer { try document.parse($0) }
    #expect(first["a"]?.string == "first")
    #expect(document.root.elements.map(\.string) == ["second"])
    #expect(throws: JSONParseError.self) {
      try Array("[1,".utf8).withUnsafeBufferPointer { try document.parse($0) }
    }
    #expect(document.root.isNull)
    #expect(JSONDocument().root.isNull && JSONDocument().root["a"] == nil)
  }

  @Test(arguments: [
    ("34", JSONNumber.Kind.integer), ("34.0", .fraction), ("20.5", .fraction), ("1e3", .exponent),
    ("-2.5E-2", .exponent),
  ])
  func numbersKeepTheirTextAndKind(text: String, kind: JSONNumber.Kind) throws {
    let number = try #require(try parse(text).number)
    #expect(number.text == text)
    #expect(number.kind == kind)
  }

  @Test func exactIntegerFollowsJSONDecoder() throws {
    #expect(try parse("34.0").number?.exactInteger == 34)
    #expect(try parse("1e3").number?.exactInteger == 1000)
    #expect(try parse("20.5").number?.exactInteger == nil)
    let big = try #require(try parse("99999999999999999999").number)
    #expect(big.isOversizedInteger)
    #expect(big.exactInteger == nil)
  }

  @Test func integersOfEveryLengthReadEightDigitsAtATime() throws {
    let digits = "918273645501928374"
    for length in 1...digits.count {
      let text = String(digits.prefix(length))
      let numbers = Array(try parse("[\(text),-\(text)]").elements).map { $0.number?.exactInteger }
      #expect(numbers == [Int(text), Int("-" + text)])
      #expect(try parse(text + "1.5").number?.kind == .fraction)
    }
    #expect(throws: JSONParseError.self) { try parse("12345678:9") }
  }

  @Test func decodesEscapesAndSurrogatePairs() throws {
    #expect(try parse(#""a\"b\\c\n\u00e9\ud83d\ude00""#).string == "a\"b\\c\né😀")
    #expect(try parse(#""a\u0041""#).isString(equalTo: "aA"))
  }

  @Test func keepsValidMultibyteTextAroundEscapes() throws {
    #expect(try parse(#""héllo 😀""#).string == "héllo 😀")
    #expect(try parse(#""ab\ncd é\t→""#).string == "ab\ncd é\t→")
  }

  @Test(arguments: [
    ("[1,]", 2), ("{\"a\" 1}", 5), ("01", 0), ("1.", 2), ("NaN", 0), ("Infinity", 0), ("-", 1),
    ("\"abc", 0), ("[1] x", 4), ("\"\\ud800\"", 1), ("\"\\x\"", 2), ("tru", 0),
  ])
  func rejectsWithTheOffendingOffset(text: String, offset: Int) {
    #expect(failure(Array(text.utf8))?.offset == offset)
  }

  /// A comma after a container's last value is reported at the comma, where it is to be
  /// removed, not at the bracket after it (which may be lines further on); a bracket after
  /// anything else keeps its own message.
  @Test func aTrailingCommaIsReportedAtTheComma() {
    let object = failure(Array("{\"a\": 1,\n  \t\r\n}".utf8))
    #expect(object?.offset == 7)
    #expect(
      object?.message == "trailing comma before '}': JSON allows no comma after an object's last member")
    let array = failure(Array("[[1, 2 ,  ], 3]".utf8))
    #expect(array?.offset == 7)
    #expect(array?.message == "trailing comma before ']': JSON allows no comma after an array's last element")
    #expect(failure(Array(#"{"a": ]"#.utf8))?.message == "unexpected ']', expected a value")
    #expect(failure(Array("[1, }".utf8))?.message == "unexpected '}', expected a value")
    #expect(failure(Array("{,}".utf8))?.message == "unexpected ',' in an object, expected a quoted key")
  }

  @Test func rejectsControlCharactersAndNULInStrings() {
    #expect(failure([0x22, 0x61, 0x00, 0x22])?.offset == 2)
    #expect(failure([0x22, 0x09, 0x22])?.message.contains("control character") == true)
  }

  @Test(
    arguments: [
      [0x22, 0xFF, 0x22], [0x22, 0xC3, 0x22], [0x22, 0xE0, 0x80, 0x80, 0x22], [0x22, 0xED, 0xA0, 0x80, 0x22],
      [0x22, 0xF4, 0x90, 0x80, 0x80, 0x22], [0x22, 0xC0, 0xAF, 0x22],
    ] as [[UInt8]])
  func rejectsInvalidUTF8WithItsOffset(bytes: [UInt8]) {
    let error = failure(bytes)
    #expect(error?.message.contains("UTF-8") == true)
    #expect((1...2).contains(error?.offset ?? -1))
  }

  /// A string accepts exactly the multibyte sequences Swift's UTF-8 validation accepts: every
  /// lead byte followed by the bytes at the edges of every range a second byte must fall in
  /// (overlong forms, surrogates, beyond U+10FFFF) and of continuation bytes (the parser reads
  /// valid sequences as one word before its byte-by-byte check).
  @Test func acceptsExactlyValidUTF8Sequences() {
    var document = JSONDocument()
    let secondBytes: [UInt8] = [0x00, 0x41, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xFF]
    let laterBytes: [UInt8] = [0x41, 0x80, 0xBF, 0xC0]
    var mismatches: [[UInt8]] = []
    for lead in UInt8(0x80)...0xFF {
      for second in secondBytes {
        for third in laterBytes {
          for fourth in laterBytes {
            let sequence = [lead, second, third, fourth]
            let text = [0x22] + sequence + [0x22]
            let parsed = text.withUnsafeBufferPointer { buffer in
              (try? document.parse(buffer)) != nil
            }
            let valid = String(validating: sequence, as: UTF8.self) != nil
            if parsed != valid || (parsed && document.root.utf8.map(Array.init) != sequence) {
              mismatches.append(sequence)
            }
          }
        }
      }
    }
    #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
  }

  @Test func rejectsAByteOrderMark() {
    #expect(failure([0xEF, 0xBB, 0xBF] + Array("{}".utf8))?.offset == 0)
  }

  @Test func deepNestingIsAnErrorNotAStackOverflow() {
    let deep = [UInt8](repeating: UInt8(ascii: "["), count: 100_000)
    #expect(failure(deep)?.message.contains("nesting deeper than 512") == true)
    let fine = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
    #expect(failure(Array(fine.utf8)) == nil)
  }

  /// The non-recursive parser of issue 18 gives every probe (prefixes, substitutions, traps)
  /// the outcome the recursive parser before it gave: the same error at the same offset, or
  /// the same tape.
  @Test func probesGiveTheRecordedOutcomes() {
    var document = JSONDocument()
    let inputs = JSONParseProbes.inputs
    let outcomes = inputs.map { JSONParseProbes.outcome(of: $0, in: &document) }
    let recorded = JSONParseProbes.recorded.split(separator: "\n").map(String.init)
    #expect(outcomes.count == recorded.count)
    let differences = zip(outcomes, recorded).enumerated().filter { $0.element.0 != $0.element.1 }
    for (index, (outcome, expected)) in differences.prefix(10) {
      Issue.record("probe \(index) \(inputs[index]): \(outcome), recorded: \(expected)")
    }
  }

  /// The text is read up to the zero bytes after it, never what a longer text parsed before
  /// into the same document left behind.
  @Test func aReusedDocumentReadsNothingOfTheLongerTextBefore() throws {
    var document = JSONDocument()
    try Array(#"["abcdefghijklmnopqrstuvwxyz", 1234567890123]"#.utf8).withUnsafeBufferPointer {
      try document.parse($0)
    }
    let texts: [(text: String, offset: Int?)] = [(#""abc"#, 0), ("12", nil), ("[1", 2), ("tr", 0)]
    for (text, offset) in texts {
      var error: JSONParseError? = nil
      do {
        try Array(text.utf8).withUnsafeBufferPointer { try document.parse($0) }
      } catch let failure as JSONParseError {
        error = failure
      }
      #expect(error?.offset == offset, "\(text)")
    }
    #expect(document.root.isNull)
  }

  /// A node's 32-bit fields hold the largest offsets of a text of `maximumByteCount` bytes.
  @Test func nodeFieldsHoldTheLargestOffsets() {
    let limit = JSONParser.maximumByteCount
    let node = JSONDocument.Node(
      kind: .string, start: limit, length: limit, end: limit + 1, payload: Int.min, hasIntegerValue: true)
    #expect(node.start == limit && node.length == limit && node.end == limit + 1 && node.payload == Int.min)
    #expect(MemoryLayout<JSONDocument.Node>.stride == 24)
  }

  /// A text longer than the node fields can address fails cleanly (before it is copied) and
  /// leaves the document reading as `null`; one at the limit parses.
  @Test func aTextBeyondTheNodeFieldsFailsCleanly() throws {
    let storage = JSONDocument.Storage()
    let text = Array(#"["abc", 12]"#.utf8)
    text.withUnsafeBufferPointer { buffer in
      _ = #expect(throws: JSONParseError(offset: 10, message: "a JSON text longer than 10 bytes")) {
        try JSONParser.parse(buffer, into: storage, maximumDepth: 512, maximumByteCount: 10)
      }
    }
    #expect(storage.nodes.count == 1 && storage.nodes[0].kind == .null)
    try text.withUnsafeBufferPointer {
      try JSONParser.parse($0, into: storage, maximumDepth: 512, maximumByteCount: 11)
    }
    #expect(JSONElement(storage: storage, index: 0).elements.map(\.kindName) == ["a string", "a number"])
  }

  @Test func compactByteCountMatchesTheMinimalEncoding() throws {
    let value = try parse(#" { "a" : [ 1 , "x\"y" , null ] , "b" : { } } "#)
    #expect(JSONCompactSize.compactByteCount(of: value) == #"{"a":[1,"x\"y",null],"b":{}}"#.utf8.count)
    #expect(JSONWriter.quoted("a\"\u{1B}") == #""a\"\u001B""#)
  }

  /// Issue 17.15: a JSON string shows what `TerminalSafe` rewrites as the text output does,
  /// so no JSON output carries a bidi control, a line separator or stacked marks.
  @Test func quotedRewritesWhatTheTerminalMustNotSee() {
    #expect(JSONWriter.quoted("\u{202E}a\u{2028}b\n") == #""\\u{202E}a\\u{2028}b\n""#)
    #expect(
      JSONWriter.quoted("e" + String(repeating: "\u{301}", count: 9)) == "\"e\u{301}\u{301}\u{301}\u{301}\"")
  }
}
