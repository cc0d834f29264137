/// Why a byte sequence is not JSON, and where: `offset` is the 0-based byte offset of the
/// offending byte in the input.
public struct JSONParseError: Error, Hashable, Sendable, CustomStringConvertible {
  public var offset: Int
  public var message: String

  public init(offset: Int, message: String) {
    self.offset = offset
    self.message = message
  }

  /// The 1-based column of the offending byte on a single-line input (columns count bytes).
  public var column: Int { offset + 1 }

  public var description: String { "column \(column): \(message)" }
}

/// A strict RFC 8259 JSON parser over UTF-8 bytes, built for push streams: it fills a
/// `JSONDocument`'s tape (see `JSONDocument.parse`).
///
/// It rejects what `JSONDecoder` rejects — invalid UTF-8, unescaped control characters
/// (including NUL) in strings, lone surrogate escapes, `NaN`/`Infinity`, leading zeros,
/// trailing garbage — and reports the byte offset. Nesting is bounded by `maximumDepth`, and
/// the parser does not recurse (open containers are chained through their nodes on the tape),
/// so a 100,000-deep `[[[[…` is an error, not a stack overflow. A byte order mark is not JSON:
/// callers that tolerate one strip it first.
///
/// It reads the document's copy of the text, which ends in `padding` zero bytes: every scan
/// stops at a zero byte (no token holds one), so the loops test no length, eight bytes can be
/// loaded wherever a scan stands, and the end of the text is told from a NUL in it by its
/// offset only when a scan has stopped.
public enum JSONParser {
  /// The default nesting limit, the same as Foundation's JSON scanner.
  public static let defaultMaximumDepth = 512

  /// The longest text a document holds: a node's 32-bit fields address every byte of it and
  /// the node after the last one (each value starts at a byte of its own, so there are fewer
  /// nodes than bytes).
  static let maximumByteCount = Int(UInt32.max) - 1

  /// How many zero bytes follow the text in the document's copy (one eight-byte load).
  static let padding = 8

  /// Parses `bytes` as exactly one JSON value surrounded by optional whitespace into
  /// `storage`, replacing its text, nodes and decoded strings. On error the tape holds a
  /// single `null`. `maximumByteCount` is the node fields' limit (lower only in tests).
  static func parse(
    _ bytes: UnsafeBufferPointer<UInt8>, into storage: JSONDocument.Storage, maximumDepth: Int,
    maximumByteCount: Int = maximumByteCount
  ) throws(JSONParseError) {
    storage.bytes.removeAll()
    storage.nodes.removeAll()
    storage.unescaped.removeAll()
    do throws(JSONParseError) {
      guard bytes.count <= maximumByteCount else {
        throw JSONParseError(
          offset: maximumByteCount, message: "a JSON text longer than \(maximumByteCount) bytes")
      }
      storage.bytes.append(contentsOf: bytes)
      storage.bytes.pad(with: 0, length: padding)
      var parser = Parser(storage: storage, maximumDepth: maximumDepth)
      defer { storage.nodes = parser.nodes }
      try parser.parseDocument()
    } catch {
      storage.nodes.removeAll()
      storage.nodes.append(JSONDocument.Storage.null)
      throw error
    }
  }
}

extension JSONParser {
  /// One parse. Its hot parts are inlined into `parseDocument`, so the position, the text and
  /// the nodes' buffer stay in registers; what is rare (escapes, multibyte text, fractions,
  /// errors) is in static functions of its own. Offsets are `Int`s below
  /// `maximumByteCount + padding`, so stepping them wraps never (`&+`).
  fileprivate struct Parser {
    typealias Node = JSONDocument.Node
    /// Not retained: the parse runs inside `JSONParser.parse`, whose caller holds the storage.
    unowned(unsafe) let storage: JSONDocument.Storage
    /// The text, followed by `padding` zero bytes.
    let text: UnsafePointer<UInt8>
    let count: Int
    let maximumDepth: Int
    /// The storage's node buffer, moved here for the parse (`parse` hands it back).
    var nodes: JSONTapeBuffer<Node>

    init(storage: JSONDocument.Storage, maximumDepth: Int) {
      self.storage = storage
      text = UnsafePointer(storage.bytes.base)
      count = storage.bytes.count
      self.maximumDepth = maximumDepth
      nodes = storage.nodes
    }

    /// The eight bytes at `offset` (at most the text's end), the first in the lowest byte.
    @inline(__always) func word(at offset: Int) -> UInt64 {
      UInt64(littleEndian: UnsafeRawPointer(text + offset).loadUnaligned(as: UInt64.self))
    }

    /// Appends a node whose value ends where it starts (no contents).
    @inline(__always) mutating func leaf(
      _ kind: Node.Kind, start: Int, length: Int, integer: Int = 0, hasIntegerValue: Bool = false
    ) {
      nodes.append(
        Node(
          kind: kind, start: start, length: length, end: nodes.count &+ 1, payload: integer,
          hasIntegerValue: hasIntegerValue))
    }

    /// The innermost open container: its node (-1 at the top level), how many values it holds
    /// so far, and whether it is an object.
    struct Level {
      var node = -1
      var count = 0
      var isObject = false
    }

    /// Parses the text: values left to right, containers opened and closed on `level`.
    @inline(__always) mutating func parseDocument() throws(JSONParseError) {
      var position = skipWhitespace(0)
      var level = Level()
      var depth = 0
      while true {
        // A value starts at `position`.
        let first = text[position]
        switch first {
        case UInt8(ascii: "\""): position = try string(at: position)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): position = try number(at: position)
        case UInt8(ascii: "{"), UInt8(ascii: "["):
          depth &+= 1
          if depth > maximumDepth { throw Self.tooDeep(maximumDepth, at: position) }
          open(first == UInt8(ascii: "{") ? .object : .array, at: position, in: &level)
          position = skipWhitespace(position &+ 1)
          if text[position] != (level.isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
            if level.isObject { position = try key(at: position) }
            continue
          }
          position &+= 1
          close(&level, end: position)
          depth &-= 1
        case UInt8(ascii: "t"): position = try literal(at: position, 0x6575_7274, length: 4, .trueValue)
        case UInt8(ascii: "f"): position = try literal(at: position, 0x65_736C_6166, length: 5, .falseValue)
        case UInt8(ascii: "n"): position = try literal(at: position, 0x6C6C_756E, length: 4, .null)
        default: throw Self.notAValue(text, count, at: position)
        }
        // After a value: a separator, the end of containers, or the end of the text.
        while true {
          level.count &+= 1
          position = skipWhitespace(position)
          guard level.node >= 0 else {
            if position < count {
              throw Self.unexpected(text[position], "after the JSON value", at: position)
            }
            return
          }
          let separator = text[position]
          if separator == UInt8(ascii: ",") {
            position = skipWhitespace(afterSeparator: position)
            if level.isObject { position = try key(at: position) }
            break
          }
          guard separator == (level.isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) else {
            throw Self.notASeparator(text, count, at: position, inObject: level.isObject)
          }
          position &+= 1
          close(&level, end: position)
          depth &-= 1
        }
      }
    }

    /// The offset of the first byte at or after `position` that is not JSON whitespace.
    @inline(__always) func skipWhitespace(_ position: Int) -> Int {
      var position = position
      while Self.isWhitespace(text[position]) { position &+= 1 }
      return position
    }

    /// `skipWhitespace` after a `,` or `:`, quicker on what `json.dumps` writes there: one space.
    @inline(__always) func skipWhitespace(afterSeparator separator: Int) -> Int {
      let position = text[separator &+ 1] == 0x20 ? separator &+ 2 : separator &+ 1
      return text[position] > 0x20 ? position : skipWhitespace(position)
    }

    /// Whether `byte` is a space, tab, line feed or carriage return (a bit of a mask).
    @inline(__always) static func isWhitespace(_ byte: UInt8) -> Bool {
      let mask: UInt64 = 1 << 0x20 | 1 << 0x09 | 1 << 0x0A | 1 << 0x0D
      return byte <= 0x20 && mask &>> UInt64(byte) & 1 != 0
    }

    /// Appends the node of a container opening at `start` and makes it the innermost level.
    /// Until it closes, its `end` holds the enclosing level's node + 1 and its payload that
    /// level's count, which `close` restores.
    @inline(__always) mutating func open(_ kind: Node.Kind, at start: Int, in level: inout Level) {
      nodes.append(
        Node(
          kind: kind, start: start, length: 0, end: level.node &+ 1, payload: level.count,
          hasIntegerValue: false))
      level = Level(node: nodes.count &- 1, count: 0, isObject: kind == .object)
    }

    /// Completes the innermost container's node (its text ends before `end`) and returns to
    /// the enclosing level.
    @inline(__always) mutating func close(_ level: inout Level, end: Int) {
      // `level.node` is an index `open` appended, below `nodes.count`.
      let node = nodes.base + level.node
      let opened = node.pointee
      let enclosing = opened.end &- 1
      node.pointee = Node(
        kind: opened.kind, start: opened.start, length: end &- opened.start, end: nodes.count,
        payload: level.count, hasIntegerValue: false)
      level = Level(
        node: enclosing, count: opened.payload,
        isObject: enclosing >= 0 && nodes.base[enclosing].kind == .object)
    }

    /// Parses an object member's key at `position` and its colon; returns the offset of its value.
    @inline(__always) mutating func key(at position: Int) throws(JSONParseError) -> Int {
      guard text[position] == UInt8(ascii: "\"") else { throw Self.notAKey(text, count, at: position) }
      // `json.dumps` writes the colon right after the key.
      var position = try string(at: position)
      if text[position] != UInt8(ascii: ":") {
        position = skipWhitespace(position)
        guard text[position] == UInt8(ascii: ":") else {
          throw JSONParseError(offset: position, message: "expected ':' after the key")
        }
      }
      return skipWhitespace(afterSeparator: position)
    }

    /// Parses the literal `word` (its `length` bytes, the first in the lowest) at `start`.
    @inline(__always) mutating func literal(
      at start: Int, _ word: UInt64, length: Int, _ kind: Node.Kind
    ) throws(JSONParseError) -> Int {
      // The literal holds no zero byte, so a match lies wholly within the text.
      let mask: UInt64 = (1 &<< (UInt64(length) &* 8)) &- 1
      guard self.word(at: start) & mask == word else {
        throw Self.invalidLiteral(text, count, at: start, word, length: length)
      }
      leaf(kind, start: start, length: length)
      return start &+ length
    }

    /// Parses a number at `start`; returns the offset after it.
    @inline(__always) mutating func number(at start: Int) throws(JSONParseError) -> Int {
      var position = start
      let isNegative = text[position] == UInt8(ascii: "-")
      if isNegative { position &+= 1 }
      let integerStart = position
      // The value is accumulated while scanning, eight digits at a time while there are eight;
      // it is kept only for up to 18 digits, which fit.
      var value = 0
      while true {
        let word = word(at: position)
        guard JSONBytes.isEightDigits(word) else { break }
        value = value &* 100_000_000 &+ JSONBytes.eightDigitsValue(word)
        position &+= 8
      }
      while true {
        let digit = text[position] &- UInt8(ascii: "0")
        guard digit < 10 else { break }
        value = value &* 10 &+ Int(digit)
        position &+= 1
      }
      let integerDigits = position &- integerStart
      if integerDigits == 0 { throw JSONParseError(offset: position, message: "expected a digit") }
      if integerDigits > 1 && text[integerStart] == UInt8(ascii: "0") {
        throw JSONParseError(offset: integerStart, message: "leading zeros are not allowed in JSON numbers")
      }
      let next = text[position]
      if next == UInt8(ascii: ".") || next | 0x20 == UInt8(ascii: "e") {
        let (kind, end) = try Self.fractionAndExponent(text, at: position)
        leaf(kind, start: start, length: end &- start)
        return end
      }
      // Integer literals of up to 18 digits always fit in Int: keep the value, parsed once.
      let hasValue = integerDigits <= 18
      leaf(
        .integer, start: start, length: position &- start,
        integer: hasValue ? (isNegative ? 0 &- value : value) : 0, hasIntegerValue: hasValue)
      return position
    }

    /// The kind and end of a number whose integer part ends at `position`, before a `.` or
    /// an `e`.
    @inline(never)
    static func fractionAndExponent(
      _ text: UnsafePointer<UInt8>, at position: Int
    ) throws(JSONParseError) -> (Node.Kind, Int) {
      var kind = Node.Kind.integer
      var position = position
      if text[position] == UInt8(ascii: ".") {
        position &+= 1
        kind = .fraction
        let end = digitsEnd(text, from: position)
        if end == position {
          throw JSONParseError(offset: position, message: "expected a digit after the decimal point")
        }
        position = end
      }
      if text[position] | 0x20 == UInt8(ascii: "e") {
        position &+= 1
        kind = .exponent
        if text[position] == UInt8(ascii: "+") || text[position] == UInt8(ascii: "-") { position &+= 1 }
        let end = digitsEnd(text, from: position)
        if end == position {
          throw JSONParseError(offset: position, message: "expected a digit in the exponent")
        }
        position = end
      }
      return (kind, position)
    }

    /// The offset after the ASCII digits starting at `position`.
    static func digitsEnd(_ text: UnsafePointer<UInt8>, from position: Int) -> Int {
      var position = position
      while text[position] &- UInt8(ascii: "0") < 10 { position &+= 1 }
      return position
    }

    /// The offset of the first byte at or after `position` that is a quote, a backslash, a
    /// control character (the zero after the text is one) or not ASCII, eight bytes at a time.
    @inline(__always) static func plainRunEnd(_ text: UnsafePointer<UInt8>, from position: Int) -> Int {
      var position = position
      while true {
        let word = UInt64(littleEndian: UnsafeRawPointer(text + position).loadUnaligned(as: UInt64.self))
        let flagged = JSONBytes.attentionBits(word)
        if flagged != 0 { return position &+ flagged.trailingZeroBitCount &>> 3 }
        position &+= 8
      }
    }

    /// Parses a string starting at its opening quote; returns the offset after its closing one.
    /// Plain ASCII is the fast path; multibyte text is validated as UTF-8 in place, and a
    /// string with escapes is decoded once into `unescaped`.
    @inline(__always) mutating func string(at quote: Int) throws(JSONParseError) -> Int {
      let start = quote &+ 1
      let position = Self.plainRunEnd(text, from: start)
      if text[position] == UInt8(ascii: "\"") {
        leaf(.string, start: start, length: position &- start)
        return position &+ 1
      }
      let rest = try Self.stringAfterPlainRun(text, count, storage, start: start, at: position)
      leaf(rest.kind, start: rest.start, length: rest.length)
      return rest.end
    }

    /// The rest of a string whose text starts at `start` from `position`, the first byte of it
    /// that is not plain ASCII: the string's kind, where its (decoded) text is and the offset
    /// after its closing quote.
    @inline(never)
    static func stringAfterPlainRun(
      _ text: UnsafePointer<UInt8>, _ count: Int, _ storage: JSONDocument.Storage, start: Int,
      at position: Int
    ) throws(JSONParseError) -> (kind: Node.Kind, start: Int, length: Int, end: Int) {
      var decodedStart: Int? = nil
      var runStart = start
      var index = position
      while true {
        guard index < count else { throw JSONParseError(offset: start - 1, message: "unterminated string") }
        let byte = text[index]
        if byte == UInt8(ascii: "\"") {
          guard let decodedStart else { return (.string, start, index - start, index + 1) }
          storage.unescaped.append(
            contentsOf: UnsafeBufferPointer(start: text + runStart, count: index - runStart))
          return (.escapedString, decodedStart, storage.unescaped.count - decodedStart, index + 1)
        }
        if byte == UInt8(ascii: "\\") {
          if decodedStart == nil { decodedStart = storage.unescaped.count }
          storage.unescaped.append(
            contentsOf: UnsafeBufferPointer(start: text + runStart, count: index - runStart))
          index = try escape(text, count, at: index, onto: storage)
          runStart = index
        } else if byte < 0x20 {
          throw JSONParseError(
            offset: index, message: "control character \(describe(byte)) in a string must be escaped")
        } else {
          // Multibyte text (kana, ideographs) often runs on: stay on it while it lasts.
          repeat {
            let length = JSONBytes.validSequenceLength(text, at: index)
            index += length != 0 ? length : try multibyteLength(text, count, at: index)
          } while text[index] >= 0x80
        }
        index = plainRunEnd(text, from: index)
      }
    }

    /// Validates the UTF-8 sequence at `index` (lead byte ≥ 0x80) and returns its length.
    static func multibyteLength(
      _ text: UnsafePointer<UInt8>, _ count: Int, at index: Int
    ) throws(JSONParseError) -> Int {
      let lead = text[index]
      let length: Int
      var low: UInt8 = 0x80
      var high: UInt8 = 0xBF
      switch lead {
      case 0xC2...0xDF: length = 2
      case 0xE0:
        length = 3
        low = 0xA0
      case 0xE1...0xEC, 0xEE...0xEF: length = 3
      case 0xED:
        length = 3
        high = 0x9F
      case 0xF0:
        length = 4
        low = 0x90
      case 0xF1...0xF3: length = 4
      case 0xF4:
        length = 4
        high = 0x8F
      default:
        throw JSONParseError(
          offset: index, message: "invalid UTF-8 byte 0x\(String(lead, radix: 16, uppercase: true))")
      }
      guard index + length <= count else {
        throw JSONParseError(offset: index, message: "invalid UTF-8: truncated sequence")
      }
      let second = text[index + 1]
      guard second >= low && second <= high else {
        throw JSONParseError(offset: index + 1, message: "invalid UTF-8 sequence")
      }
      for offset in 2..<max(2, length) where text[index + offset] & 0xC0 != 0x80 {
        throw JSONParseError(offset: index + offset, message: "invalid UTF-8 sequence")
      }
      return length
    }

    /// Decodes the escape at `index` (a backslash) onto `unescaped`; returns the offset after it.
    static func escape(
      _ text: UnsafePointer<UInt8>, _ count: Int, at index: Int, onto storage: JSONDocument.Storage
    ) throws(JSONParseError) -> Int {
      guard index + 1 < count else { throw JSONParseError(offset: index, message: "unterminated escape") }
      let escape = text[index + 1]
      var index = index + 2
      switch escape {
      case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): storage.unescaped.append(escape)
      case UInt8(ascii: "b"): storage.unescaped.append(0x08)
      case UInt8(ascii: "f"): storage.unescaped.append(0x0C)
      case UInt8(ascii: "n"): storage.unescaped.append(0x0A)
      case UInt8(ascii: "r"): storage.unescaped.append(0x0D)
      case UInt8(ascii: "t"): storage.unescaped.append(0x09)
      case UInt8(ascii: "u"):
        var scalar = try hex4(text, count, at: index)
        index += 4
        if scalar >= 0xD800 && scalar < 0xDC00 {
          guard index + 1 < count, text[index] == UInt8(ascii: "\\"), text[index + 1] == UInt8(ascii: "u")
          else {
            throw JSONParseError(offset: index - 6, message: "high surrogate escape without a low surrogate")
          }
          index += 2
          let low = try hex4(text, count, at: index)
          index += 4
          guard low >= 0xDC00 && low < 0xE000 else {
            throw JSONParseError(offset: index - 12, message: "high surrogate escape without a low surrogate")
          }
          scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
        } else if scalar >= 0xDC00 && scalar < 0xE000 {
          throw JSONParseError(offset: index - 6, message: "low surrogate escape without a high surrogate")
        }
        // Valid by construction: surrogates were combined or rejected above.
        for byte in Unicode.UTF8.encode(Unicode.Scalar(scalar)!)! { storage.unescaped.append(byte) }
      default:
        throw JSONParseError(offset: index - 1, message: "invalid escape \\\(describe(escape))")
      }
      return index
    }

    /// The value of the four hex digits at `index` (after `\u`).
    static func hex4(
      _ text: UnsafePointer<UInt8>, _ count: Int, at index: Int
    ) throws(JSONParseError) -> UInt32 {
      guard index + 4 <= count else { throw JSONParseError(offset: index, message: "truncated \\u escape") }
      var value: UInt32 = 0
      for offset in 0..<4 {
        let byte = text[index + offset]
        let digit: UInt8
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
        default: throw JSONParseError(offset: index + offset, message: "invalid hex digit in \\u escape")
        }
        value = value << 4 | UInt32(digit)
      }
      return value
    }

    // The errors of the structure, built apart from the hot path.

    static func describe(_ byte: UInt8) -> String {
      if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
      let hex = String(byte, radix: 16, uppercase: true)
      return "byte 0x\(hex.count == 1 ? "0" + hex : hex)"
    }

    @inline(never)
    static func unexpected(_ byte: UInt8, _ context: String, at offset: Int) -> JSONParseError {
      JSONParseError(offset: offset, message: "unexpected \(describe(byte)) \(context)")
    }

    @inline(never)
    static func tooDeep(_ maximumDepth: Int, at offset: Int) -> JSONParseError {
      JSONParseError(offset: offset, message: "nesting deeper than \(maximumDepth) levels")
    }

    /// What is at `offset`, where a value should start.
    @inline(never)
    static func notAValue(_ text: UnsafePointer<UInt8>, _ count: Int, at offset: Int) -> JSONParseError {
      if offset >= count {
        return JSONParseError(offset: offset, message: "unexpected end of input, expected a value")
      }
      if text[offset] == UInt8(ascii: "]"), let comma = trailingComma(text, before: offset) {
        return trailingCommaError(at: comma, closing: "]", in: "an array's last element")
      }
      switch text[offset] {
      case UInt8(ascii: "N"), UInt8(ascii: "I"):
        return JSONParseError(offset: offset, message: "NaN and Infinity are not JSON numbers")
      case let byte:
        return JSONParseError(offset: offset, message: "unexpected \(describe(byte)), expected a value")
      }
    }

    /// What is at `offset`, where a separator or the end of a container should be.
    @inline(never)
    static func notASeparator(
      _ text: UnsafePointer<UInt8>, _ count: Int, at offset: Int, inObject: Bool
    ) -> JSONParseError {
      let container = inObject ? "an object" : "an array"
      if offset >= count {
        return JSONParseError(offset: offset, message: "unexpected end of input in \(container)")
      }
      return unexpected(
        text[offset], "in \(container), expected ',' or '\(inObject ? "}" : "]")'", at: offset)
    }

    /// What is at `offset`, where an object's key should start.
    @inline(never)
    static func notAKey(_ text: UnsafePointer<UInt8>, _ count: Int, at offset: Int) -> JSONParseError {
      if offset >= count {
        return JSONParseError(offset: offset, message: "unexpected end of input in an object")
      }
      if text[offset] == UInt8(ascii: "}"), let comma = trailingComma(text, before: offset) {
        return trailingCommaError(at: comma, closing: "}", in: "an object's last member")
      }
      return unexpected(text[offset], "in an object, expected a quoted key", at: offset)
    }

    /// The offset of the `,` that the closing bracket at `offset` follows, with only JSON
    /// whitespace between them; nil when something else comes before it.
    static func trailingComma(_ text: UnsafePointer<UInt8>, before offset: Int) -> Int? {
      var position = offset
      while position > 0 {
        position -= 1
        if text[position] == UInt8(ascii: ",") { return position }
        guard isWhitespace(text[position]) else { return nil }
      }
      return nil
    }

    /// A comma after the last value of a container, reported at the comma (where the fix is).
    static func trailingCommaError(at comma: Int, closing: String, in place: String) -> JSONParseError {
      JSONParseError(
        offset: comma, message: "trailing comma before '\(closing)': JSON allows no comma after \(place)")
    }

    /// Where the text at `start` stops spelling the literal `word` of `length` bytes.
    @inline(never)
    static func invalidLiteral(
      _ text: UnsafePointer<UInt8>, _ count: Int, at start: Int, _ word: UInt64, length: Int
    ) -> JSONParseError {
      let spelled = String(
        decoding: (0..<length).map { UInt8(truncatingIfNeeded: word >> ($0 * 8)) }, as: UTF8.self)
      guard start + length <= count else {
        return JSONParseError(offset: start, message: "unexpected end of input in a literal")
      }
      let offset = (0..<length).first { text[start + $0] != UInt8(truncatingIfNeeded: word >> ($0 * 8)) } ?? 0
      return JSONParseError(offset: start + offset, message: "invalid literal, expected \(spelled)")
    }
  }
}
