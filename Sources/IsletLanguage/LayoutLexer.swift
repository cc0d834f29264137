import IsletFindings
import IsletModel

/// Splits layout source into tokens. Never fails: malformed input (an unterminated string, a
/// bad escape, a stray character) becomes an `L002` finding and lexing goes on.
struct LayoutLexer {
  private let characters: [Character]
  /// Each character's ASCII value (`\r\n` is 10), or `notASCII`: the lexer's hot checks
  /// (whitespace, words, operators, newlines) read a byte instead of Unicode properties.
  private let bytes: [UInt8]
  private static let notASCII: UInt8 = 0xFF
  private let file: String
  private var index = 0
  private var line = 1
  private var column = 1
  private var atLineStart = true
  private(set) var sink = FindingSink(.source)
  /// Set when a string ran to the end of its line: the rest of the line was swallowed, so
  /// the structure after it cannot be trusted.
  private(set) var swallowedLine = false
  /// How many string interpolations enclose the current position.
  private var interpolationDepth = 0

  init(_ source: String, file: String) {
    self.characters = Array(source)
    self.bytes = characters.map { $0.asciiValue ?? Self.notASCII }
    self.file = file
  }

  /// Lexes the whole source; the last token is always `.end`.
  static func tokens(
    in source: String, file: String
  ) -> (
    tokens: [LayoutToken], findings: [Finding], swallowedLine: Bool
  ) {
    var lexer = LayoutLexer(source, file: file)
    let tokens = lexer.lexTokens(insideInterpolation: false)
    return (tokens, lexer.sink.findings, lexer.swallowedLine)
  }

  /// Longest first where one is a prefix of another; with their bytes (all ASCII), so matching
  /// compares bytes.
  private static let operators: [(text: String, bytes: [UInt8])] = [
    "..<", "...", "??", "&&", "||", "==", "!=", "<=", ">=", "{", "}", "(", ")", "[", "]", ",", ":", ".", "?",
    "!", "=",
    "<", ">", "+", "-", "*", "/", "%",
  ].map { ($0, Array($0.utf8)) }

  private var position: SourcePosition { SourcePosition(line: line, column: column) }
  private var current: Character? { index < characters.count ? characters[index] : nil }
  private func peek(_ offset: Int) -> Character? {
    index + offset < characters.count ? characters[index + offset] : nil
  }

  /// Whether the character at `index` is a newline, as `Character.isNewline`.
  private func isNewline(at index: Int) -> Bool {
    let byte = bytes[index]
    return byte == Self.notASCII ? characters[index].isNewline : (0x0A...0x0D).contains(byte)
  }

  private mutating func advance() {
    guard index < characters.count else { return }
    let newline = isNewline(at: index)
    index += 1
    if newline {
      line += 1
      column = 1
      atLineStart = true
    } else {
      column += 1
    }
  }

  private func span(from start: SourcePosition) -> SourceSpan {
    SourceSpan(file: file, start: start, end: position)
  }

  private mutating func report(_ message: String, from start: SourcePosition, help: String? = nil) {
    let end = position == start ? SourcePosition(line: line, column: column + 1) : position
    let span = SourceSpan(file: file, start: start, end: end)
    sink.report(.malformedToken, message, source: span, help: help)
  }

  /// Lexes until the end of input, or (inside `\(…)`) until the `)` that closes the
  /// interpolation, which is consumed. Inside an interpolation a newline ends it too.
  private mutating func lexTokens(insideInterpolation: Bool) -> [LayoutToken] {
    var tokens: [LayoutToken] = []
    var depth = 0
    while true {
      skipTrivia(stopAtNewline: insideInterpolation)
      let start = position
      let startsLine = atLineStart
      guard let character = current, !(insideInterpolation && character.isNewline) else {
        tokens.append(LayoutToken(kind: .end, span: span(from: start), startsLine: startsLine))
        return tokens
      }
      atLineStart = false
      if insideInterpolation && character == ")" && depth == 0 {
        advance()
        tokens.append(LayoutToken(kind: .end, span: span(from: start), startsLine: false))
        return tokens
      }
      let kind: LayoutToken.Kind
      if startsWord(at: index) {
        kind = .identifier(lexWord())
      } else if matches(Self.closureArgument) {
        // `$0`: the value a `map { … }` closure is given.
        advance()
        advance()
        kind = .identifier("$0")
      } else if character.isASCII && character.isNumber {
        kind = lexNumber(from: start)
      } else if character == "\"" {
        kind = .string(lexString(from: start))
      } else if let symbol = Self.operators.first(where: { matches($0.bytes) })?.text {
        for _ in symbol { advance() }
        if symbol == "(" { depth += 1 }
        if symbol == ")" { depth -= 1 }
        kind = .punctuation(symbol)
      } else {
        advance()
        report("unexpected character `\(TerminalSafe.escape(String(character)))`", from: start)
        continue
      }
      tokens.append(LayoutToken(kind: kind, span: span(from: start), startsLine: startsLine))
    }
  }

  /// `$0`, the only closure argument the language has.
  private static let closureArgument = Array("$0".utf8)

  private func matches(_ symbol: [UInt8]) -> Bool {
    guard index + symbol.count <= bytes.count else { return false }
    for offset in symbol.indices where bytes[index + offset] != symbol[offset] { return false }
    return true
  }

  /// A letter or `_` at `index`.
  private func startsWord(at index: Int) -> Bool {
    let byte = bytes[index]
    guard byte != Self.notASCII else { return characters[index].isLetter }
    return (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
      || byte == UInt8(ascii: "_")
  }

  /// A letter, digit or `_` at `index`.
  private func continuesWord(at index: Int) -> Bool {
    let byte = bytes[index]
    guard byte != Self.notASCII else { return characters[index].isLetter || characters[index].isNumber }
    return (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || startsWord(at: index)
  }

  /// Whitespace at `index`, as `Character.isWhitespace`.
  private func isWhitespace(at index: Int) -> Bool {
    let byte = bytes[index]
    guard byte != Self.notASCII else { return characters[index].isWhitespace }
    return byte == 0x20 || (0x09...0x0D).contains(byte)
  }

  private mutating func skipTrivia(stopAtNewline: Bool) {
    let slash = UInt8(ascii: "/")
    while index < bytes.count {
      if bytes[index] == slash && index + 1 < bytes.count && bytes[index + 1] == slash {
        while index < bytes.count, !isNewline(at: index) { advance() }
      } else if isWhitespace(at: index) && !(stopAtNewline && isNewline(at: index)) {
        advance()
      } else {
        return
      }
    }
  }

  private mutating func lexWord() -> String {
    var word = ""
    while let character = current, continuesWord(at: index) {
      word.append(character)
      advance()
    }
    return word
  }

  private mutating func lexNumber(from start: SourcePosition) -> LayoutToken.Kind {
    var digits = ""
    var isDecimal = false
    while let character = current {
      if character.isASCII && character.isNumber {
        digits.append(character)
      } else if character == "_" {
        // Digit separators, as in Swift: `1_000`.
      } else if character == ".", !isDecimal, let next = peek(1), next.isASCII, next.isNumber {
        isDecimal = true
        digits.append(character)
      } else {
        break
      }
      advance()
    }
    if isDecimal, let value = Double(digits) { return .decimal(value) }
    if let value = Int(digits) { return .integer(value) }
    report("the number `\(digits)` is too large", from: start)
    return .integer(0)
  }

  private mutating func lexString(from start: SourcePosition) -> [LayoutToken.StringPiece] {
    advance()  // the opening quote
    var pieces: [LayoutToken.StringPiece] = []
    var text = ""
    while true {
      guard let character = current, !character.isNewline else {
        // After an interpolation nested too deeply, the enclosing strings are not reported.
        if !swallowedLine {
          report(
            "unterminated string", from: start, help: "close the string with `\"` on the same line")
        }
        swallowedLine = true
        break
      }
      if character == "\"" {
        advance()
        break
      }
      if character != "\\" {
        text.append(character)
        advance()
        continue
      }
      let escapeStart = position
      advance()
      switch current {
      case "(":
        advance()
        if !text.isEmpty { pieces.append(.text(text)) }
        text = ""
        guard interpolationDepth < LayoutParser.maximumNestingDepth else {
          abandonLine(from: escapeStart)
          break
        }
        interpolationDepth += 1
        let inner = lexTokens(insideInterpolation: true)
        interpolationDepth -= 1
        pieces.append(.interpolation(inner))
      case "n": text.append("\n"); advance()
      case "t": text.append("\t"); advance()
      case "r": text.append("\r"); advance()
      case "0": text.append("\0"); advance()
      case "\"", "\\", "'":
        if let escaped = current { text.append(escaped) }
        advance()
      case "u":
        advance()
        if let scalar = lexUnicodeEscape() {
          text.unicodeScalars.append(scalar)
        } else {
          report("invalid unicode escape; write `\\u{1F6B2}`", from: escapeStart)
        }
      default:
        let shown = current.map { TerminalSafe.escape(String($0)) } ?? ""
        report(
          "invalid escape `\\\(shown)` in string", from: escapeStart,
          help: "use one of \\n \\t \\r \\0 \\\" \\\\ \\u{…} \\(…)")
        if current.map({ !$0.isNewline }) ?? false { advance() }
      }
    }
    if !text.isEmpty || pieces.isEmpty { pieces.append(.text(text)) }
    return pieces
  }

  /// Reports interpolations nested too deeply (L018) and skips the rest of the line, which
  /// cannot be trusted: the parser then sees only the lexer's findings.
  private mutating func abandonLine(from start: SourcePosition) {
    let span = SourceSpan(file: file, start: start, end: SourcePosition(line: line, column: column + 1))
    sink.report(
      .nestingTooDeep, "string interpolations nest deeper than \(LayoutParser.maximumNestingDepth) levels",
      source: span, help: "build the text from `let` values")
    swallowedLine = true
    while let character = current, !character.isNewline { advance() }
  }

  /// Reads `{hex}` after `\u`; nil when malformed or not a scalar.
  private mutating func lexUnicodeEscape() -> Unicode.Scalar? {
    guard current == "{" else { return nil }
    advance()
    var hex = ""
    while let character = current, character.isHexDigit, hex.count < 8 {
      hex.append(character)
      advance()
    }
    guard current == "}" else { return nil }
    advance()
    return UInt32(hex, radix: 16).flatMap(Unicode.Scalar.init)
  }
}
