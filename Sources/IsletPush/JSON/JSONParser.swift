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
/// trailing garbage — and reports the byte offset. Nesting is bounded by `maximumDepth`
/// (recursion never goes deeper), so a 100,000-deep `[[[[…` is an error, not a stack
/// overflow. A byte order mark is not JSON: callers that tolerate one strip it first.
public enum JSONParser {
  /// The default nesting limit, the same as Foundation's JSON scanner.
  public static let defaultMaximumDepth = 512

  /// Parses `storage.bytes` as exactly one JSON value surrounded by optional whitespace,
  /// replacing the nodes and decoded strings. On error the tape holds a single `null`.
  static func parse(into storage: JSONDocument.Storage, maximumDepth: Int) throws(JSONParseError) {
    storage.nodes.removeAll()
    storage.unescaped.removeAll()
    var cursor = Cursor(storage: storage, maximumDepth: maximumDepth)
    do throws(JSONParseError) {
      try cursor.parseDocument()
    } catch {
      storage.nodes.removeAll()
      storage.nodes.append(JSONDocument.Storage.null)
      throw error
    }
  }
}

extension JSONParser {
  fileprivate struct Cursor {
    typealias Node = JSONDocument.Node
    let storage: JSONDocument.Storage
    /// The text; `storage.bytes` does not change during the parse.
    let bytes: UnsafeBufferPointer<UInt8>
    let maximumDepth: Int
    var index = 0

    init(storage: JSONDocument.Storage, maximumDepth: Int) {
      self.storage = storage
      self.bytes = storage.bytes.buffer(0..<storage.bytes.count)
      self.maximumDepth = maximumDepth
    }

    func error(_ message: String, at offset: Int? = nil) -> JSONParseError {
      JSONParseError(offset: offset ?? index, message: message)
    }

    static func describe(_ byte: UInt8) -> String {
      if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
      let hex = String(byte, radix: 16, uppercase: true)
      return "byte 0x\(hex.count == 1 ? "0" + hex : hex)"
    }

    mutating func parseDocument() throws(JSONParseError) {
      skipWhitespace()
      try parseValue(depth: 0)
      skipWhitespace()
      if index < bytes.count {
        throw error("unexpected \(Cursor.describe(bytes[index])) after the JSON value")
      }
    }

    mutating func skipWhitespace() {
      while index < bytes.count {
        switch bytes[index] {
        case 0x20, 0x09, 0x0A, 0x0D: index += 1
        default: return
        }
      }
    }

    /// Appends a leaf node for the text `start..<index`.
    mutating func leaf(_ kind: Node.Kind, from start: Int, integer: Int? = nil) {
      storage.nodes.append(
        Node(
          kind: kind, start: start, length: index - start, end: storage.nodes.count + 1,
          payload: integer ?? 0,
          hasIntegerValue: integer != nil))
    }

    mutating func parseValue(depth: Int) throws(JSONParseError) {
      guard index < bytes.count else { throw error("unexpected end of input, expected a value") }
      switch bytes[index] {
      case UInt8(ascii: "{"): try parseObject(depth: depth + 1)
      case UInt8(ascii: "["): try parseArray(depth: depth + 1)
      case UInt8(ascii: "\""): try parseString()
      case UInt8(ascii: "t"): try parseLiteral("true", .trueValue)
      case UInt8(ascii: "f"): try parseLiteral("false", .falseValue)
      case UInt8(ascii: "n"): try parseLiteral("null", .null)
      case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): try parseNumber()
      case UInt8(ascii: "N"), UInt8(ascii: "I"):
        throw error("NaN and Infinity are not JSON numbers")
      case let byte:
        throw error("unexpected \(Cursor.describe(byte)), expected a value")
      }
    }

    mutating func parseLiteral(_ word: StaticString, _ kind: Node.Kind) throws(JSONParseError) {
      let count = word.utf8CodeUnitCount
      let start = word.utf8Start
      guard index + count <= bytes.count else { throw error("unexpected end of input in a literal") }
      for offset in 0..<count where bytes[index + offset] != start[offset] {
        throw error("invalid literal, expected \(word)", at: index + offset)
      }
      index += count
      leaf(kind, from: index - count)
    }

    /// Opens a container: checks the depth, appends its node (completed by `close`) and
    /// returns the node's index.
    mutating func open(_ kind: Node.Kind, depth: Int) throws(JSONParseError) -> Int {
      if depth > maximumDepth { throw error("nesting deeper than \(maximumDepth) levels") }
      storage.nodes.append(
        Node(kind: kind, start: index, length: 0, end: 0, payload: 0, hasIntegerValue: false))
      index += 1
      skipWhitespace()
      return storage.nodes.count - 1
    }

    /// Completes the container node at `node` with `count` children; `index` is past its end.
    mutating func close(_ node: Int, count: Int) {
      storage.nodes[node].length = index - storage.nodes[node].start
      storage.nodes[node].end = storage.nodes.count
      storage.nodes[node].payload = count
    }

    mutating func parseArray(depth: Int) throws(JSONParseError) {
      let node = try open(.array, depth: depth)
      var count = 0
      if index < bytes.count && bytes[index] == UInt8(ascii: "]") {
        index += 1
        return close(node, count: 0)
      }
      while true {
        try parseValue(depth: depth)
        count += 1
        skipWhitespace()
        guard index < bytes.count else { throw error("unexpected end of input in an array") }
        switch bytes[index] {
        case UInt8(ascii: ","):
          index += 1
          skipWhitespace()
        case UInt8(ascii: "]"):
          index += 1
          return close(node, count: count)
        case let byte: throw error("unexpected \(Cursor.describe(byte)) in an array, expected ',' or ']'")
        }
      }
    }

    /// An object's members follow its node as pairs: the key (a string node), then the value.
    mutating func parseObject(depth: Int) throws(JSONParseError) {
      let node = try open(.object, depth: depth)
      var count = 0
      if index < bytes.count && bytes[index] == UInt8(ascii: "}") {
        index += 1
        return close(node, count: 0)
      }
      while true {
        guard index < bytes.count else { throw error("unexpected end of input in an object") }
        guard bytes[index] == UInt8(ascii: "\"") else {
          throw error("unexpected \(Cursor.describe(bytes[index])) in an object, expected a quoted key")
        }
        try parseString()
        skipWhitespace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
          throw error("expected ':' after the key")
        }
        index += 1
        skipWhitespace()
        try parseValue(depth: depth)
        count += 1
        skipWhitespace()
        guard index < bytes.count else { throw error("unexpected end of input in an object") }
        switch bytes[index] {
        case UInt8(ascii: ","):
          index += 1
          skipWhitespace()
        case UInt8(ascii: "}"):
          index += 1
          return close(node, count: count)
        case let byte: throw error("unexpected \(Cursor.describe(byte)) in an object, expected ',' or '}'")
        }
      }
    }

    mutating func digits() -> Int {
      let start = index
      var position = index
      while position < bytes.count, bytes[position] &- UInt8(ascii: "0") < 10 { position += 1 }
      index = position
      return position - start
    }

    mutating func parseNumber() throws(JSONParseError) {
      let start = index
      var kind = Node.Kind.integer
      if bytes[index] == UInt8(ascii: "-") { index += 1 }
      let integerStart = index
      // The value is accumulated while scanning (used only for up to 18 digits, which fit); a
      // local position stays in a register.
      var value = 0
      var position = index
      if let base = bytes.baseAddress {
        while position + 8 <= bytes.count {
          let word = UInt64(littleEndian: UnsafeRawPointer(base + position).loadUnaligned(as: UInt64.self))
          guard Self.isEightDigits(word) else { break }
          value = value &* 100_000_000 &+ Self.eightDigitsValue(word)
          position += 8
        }
      }
      while position < bytes.count {
        let digit = bytes[position] &- UInt8(ascii: "0")
        guard digit < 10 else { break }
        value = value &* 10 &+ Int(digit)
        position += 1
      }
      index = position
      let integerDigits = index - integerStart
      if integerDigits == 0 { throw error("expected a digit") }
      if integerDigits > 1 && bytes[integerStart] == UInt8(ascii: "0") {
        throw error("leading zeros are not allowed in JSON numbers", at: integerStart)
      }
      if index < bytes.count && bytes[index] == UInt8(ascii: ".") {
        index += 1
        kind = .fraction
        if digits() == 0 { throw error("expected a digit after the decimal point") }
      }
      if index < bytes.count && (bytes[index] | 0x20) == UInt8(ascii: "e") {
        index += 1
        kind = .exponent
        if index < bytes.count && (bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")) {
          index += 1
        }
        if digits() == 0 { throw error("expected a digit in the exponent") }
      }
      // Integer literals of up to 18 digits always fit in Int: keep the value, parsed once.
      var integer: Int? = nil
      if kind == .integer && integerDigits <= 18 {
        integer = bytes[start] == UInt8(ascii: "-") ? -value : value
      }
      leaf(kind, from: start, integer: integer)
    }

    /// Whether all eight bytes of `word` are ASCII digits: each high nibble is 3, and adding 6
    /// pushes none of them past 9 (a byte that carries into the next has already failed).
    static func isEightDigits(_ word: UInt64) -> Bool {
      let highNibbles: UInt64 = 0xF0F0_F0F0_F0F0_F0F0
      let zeros: UInt64 = 0x3030_3030_3030_3030
      return word & highNibbles == zeros && (word &+ 0x0606_0606_0606_0606) & highNibbles == zeros
    }

    /// The number the eight digits of `word` spell, the first (lowest) byte the most significant:
    /// neighbouring digits are combined into pairs, the pairs into fours, the fours into eight.
    static func eightDigitsValue(_ word: UInt64) -> Int {
      let digits = word & 0x0F0F_0F0F_0F0F_0F0F
      let pairs = (digits &* (10 << 8 + 1)) >> 8 & 0x00FF_00FF_00FF_00FF
      let fours = (pairs &* (100 << 16 + 1)) >> 16 & 0x0000_FFFF_0000_FFFF
      return Int((fours &* (10_000 << 32 + 1)) >> 32)
    }

    /// The bytes of `word` (eight bytes of text, the first in the lowest) that may be a quote,
    /// a backslash, a control character or not ASCII, as their high bits. The zero-byte tricks
    /// can flag a byte after a real one, never before it and never miss one: the lowest
    /// flagged byte is the first that needs attention.
    static func attentionBits(_ word: UInt64) -> UInt64 {
      let ones: UInt64 = 0x0101_0101_0101_0101
      let high: UInt64 = 0x8080_8080_8080_8080
      let quote = word ^ (ones &* 0x22)
      let backslash = word ^ (ones &* 0x5C)
      let nonASCII = word & high
      let control = (word &- ones &* 0x20) & ~word & high
      let quotes = (quote &- ones) & ~quote & high
      let backslashes = (backslash &- ones) & ~backslash & high
      return nonASCII | control | quotes | backslashes
    }

    /// Parses a string starting at its opening quote. Plain runs are validated as UTF-8 in
    /// place; a string with escapes is decoded once into `unescaped`.
    mutating func parseString() throws(JSONParseError) {
      index += 1
      let start = index
      var decodedStart: Int? = nil
      var runStart = index
      while true {
        // The common case: a run of printable ASCII without quotes or escapes, eight bytes
        // at a time up to the first byte that needs a look (a local position stays in a register).
        var position = index
        if let base = bytes.baseAddress {
          while position + 8 <= bytes.count {
            let word = UInt64(littleEndian: UnsafeRawPointer(base + position).loadUnaligned(as: UInt64.self))
            let flagged = Self.attentionBits(word)
            if flagged != 0 {
              position += flagged.trailingZeroBitCount >> 3
              break
            }
            position += 8
          }
        }
        while position < bytes.count {
          let byte = bytes[position]
          // `byte &- 0x20 >= 0x60`: below 0x20 (wraps around) or not ASCII.
          if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte &- 0x20 >= 0x60 { break }
          position += 1
        }
        index = position
        guard index < bytes.count else { throw error("unterminated string", at: start - 1) }
        let byte = bytes[index]
        if byte == UInt8(ascii: "\"") {
          if let decodedStart {
            storage.unescaped.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
            storage.nodes.append(
              Node(
                kind: .escapedString, start: decodedStart, length: storage.unescaped.count - decodedStart,
                end: storage.nodes.count + 1, payload: 0, hasIntegerValue: false))
          } else {
            leaf(.string, from: start)
          }
          index += 1
          return
        }
        if byte == UInt8(ascii: "\\") {
          if decodedStart == nil { decodedStart = storage.unescaped.count }
          storage.unescaped.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
          try parseEscape()
          runStart = index
          continue
        }
        if byte < 0x20 {
          throw error("control character \(Cursor.describe(byte)) in a string must be escaped")
        }
        index += try validateMultibyte()
      }
    }

    /// Validates the UTF-8 sequence at `index` (lead byte ≥ 0x80) and returns its length.
    func validateMultibyte() throws(JSONParseError) -> Int {
      let lead = bytes[index]
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
      default: throw error("invalid UTF-8 byte 0x\(String(lead, radix: 16, uppercase: true))")
      }
      guard index + length <= bytes.count else { throw error("invalid UTF-8: truncated sequence") }
      let second = bytes[index + 1]
      guard second >= low && second <= high else { throw error("invalid UTF-8 sequence", at: index + 1) }
      for offset in 2..<max(2, length) where bytes[index + offset] & 0xC0 != 0x80 {
        throw error("invalid UTF-8 sequence", at: index + offset)
      }
      return length
    }

    /// Decodes the escape at `index` onto `unescaped`.
    mutating func parseEscape() throws(JSONParseError) {
      guard index + 1 < bytes.count else { throw error("unterminated escape") }
      let escape = bytes[index + 1]
      index += 2
      switch escape {
      case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): storage.unescaped.append(escape)
      case UInt8(ascii: "b"): storage.unescaped.append(0x08)
      case UInt8(ascii: "f"): storage.unescaped.append(0x0C)
      case UInt8(ascii: "n"): storage.unescaped.append(0x0A)
      case UInt8(ascii: "r"): storage.unescaped.append(0x0D)
      case UInt8(ascii: "t"): storage.unescaped.append(0x09)
      case UInt8(ascii: "u"):
        var scalar = try hex4()
        if scalar >= 0xD800 && scalar < 0xDC00 {
          guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
            bytes[index + 1] == UInt8(ascii: "u")
          else { throw error("high surrogate escape without a low surrogate", at: index - 6) }
          index += 2
          let low = try hex4()
          guard low >= 0xDC00 && low < 0xE000 else {
            throw error("high surrogate escape without a low surrogate", at: index - 12)
          }
          scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
        } else if scalar >= 0xDC00 && scalar < 0xE000 {
          throw error("low surrogate escape without a high surrogate", at: index - 6)
        }
        // Valid by construction: surrogates were combined or rejected above.
        for byte in Unicode.UTF8.encode(Unicode.Scalar(scalar)!)! { storage.unescaped.append(byte) }
      default:
        throw error("invalid escape \\\(Cursor.describe(escape))", at: index - 1)
      }
    }

    mutating func hex4() throws(JSONParseError) -> UInt32 {
      guard index + 4 <= bytes.count else { throw error("truncated \\u escape") }
      var value: UInt32 = 0
      for offset in 0..<4 {
        let byte = bytes[index + offset]
        let digit: UInt8
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
        default: throw error("invalid hex digit in \\u escape", at: index + offset)
        }
        value = value << 4 | UInt32(digit)
      }
      index += 4
      return value
    }
  }
}
