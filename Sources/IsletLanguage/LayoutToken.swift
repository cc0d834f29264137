import IsletModel

/// One token of a layout file, with the exact source it came from.
struct LayoutToken: Sendable {
  enum Kind: Sendable {
    case identifier(String)
    case integer(Int)
    case decimal(Double)
    /// A string literal: literal text and `\(…)` interpolations, already split.
    case string([StringPiece])
    /// Punctuation and operators: `{`, `??`, `&&`, `.`, …
    case punctuation(String)
    case end
  }

  /// A piece of a string literal.
  enum StringPiece: Sendable {
    case text(String)
    /// The tokens between `\(` and the matching `)`, followed by an `.end` token.
    case interpolation([LayoutToken])
  }

  var kind: Kind
  var span: SourceSpan
  /// Whether the token is the first on its line (used to resynchronise after an error).
  var startsLine: Bool

  /// The identifier's text, if this is an identifier.
  var identifier: String? {
    if case .identifier(let name) = kind { return name }
    return nil
  }

  /// Whether this is the punctuation `symbol`.
  func isPunctuation(_ symbol: String) -> Bool {
    if case .punctuation(let text) = kind { return text == symbol }
    return false
  }

  /// Whether this is the identifier `word`.
  func isWord(_ word: String) -> Bool { identifier == word }

  /// How the token reads in a message ("`{`", "identifier `foo`", "end of file").
  var readable: String {
    switch kind {
    case .identifier(let name): "`\(TerminalSafe.escape(name))`"
    case .integer(let value): "`\(value)`"
    case .decimal(let value): "`\(value)`"
    case .string: "a string"
    case .punctuation(let text): "`\(text)`"
    case .end: "end of file"
    }
  }
}

extension SourceSpan {
  /// The span from the start of `self` to the end of `other`.
  func through(_ other: SourceSpan) -> SourceSpan {
    SourceSpan(file: file, start: start, end: other.end)
  }
}
