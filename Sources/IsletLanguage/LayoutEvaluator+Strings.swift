import IsletModel

extension LayoutEvaluator {
  /// A String or array method, as Swift computes it; `.null` where Swift would trap (a negative
  /// `prefix`) or the evaluation budget refuses the text it reads or builds (R005).
  func call(_ method: LayoutProgram.StringMethod, on base: Value, _ arguments: [Value]) -> Value {
    switch (method, base) {
    case (.isEmpty, .string(let text)): return .bool(text.isEmpty)
    case (.isEmpty, .array(let elements)): return .bool(elements.isEmpty)
    case (.isEmpty, .record(let record)): return .bool(record.count == 0)
    case (.first, .array(let elements)): return elements.first ?? .null
    case (.last, .array(let elements)): return elements.last ?? .null
    case (.first, .string(let text)): return text.first.map { .string(String($0)) } ?? .null
    case (.last, .string(let text)): return text.last.map { .string(String($0)) } ?? .null
    case (.contains, .array(let elements)):
      guard let wanted = arguments.first else { return .null }
      return .bool(elements.contains { ValueArithmetic.compare(.equal, $0, wanted) })
    case (.prefix, .array(let elements)), (.suffix, .array(let elements)):
      guard case .int(let count) = arguments.first, count >= 0 else { return .null }
      let kept = Array(method == .prefix ? elements.prefix(count) : elements.suffix(count))
      return built(.array(kept), size: kept.count)
    case (.joined, .array(let elements)):
      guard case .string(let separator) = arguments.first else { return .null }
      let texts = elements.compactMap { if case .string(let text) = $0 { text } else { nil } }
      let (separators, overflow) = separator.utf8.count.multipliedReportingOverflow(
        by: max(0, texts.count - 1))
      guard !overflow else { return .null }
      return built(
        .string(texts.joined(separator: separator)), size: texts.reduce(separators) { $0 + $1.utf8.count })
    case (_, .string(let text)):
      return call(method, on: text, arguments)
    default:
      return .null
    }
  }

  private func call(_ method: LayoutProgram.StringMethod, on text: String, _ arguments: [Value]) -> Value {
    let argument: String? = if case .string(let first) = arguments.first { first } else { nil }
    switch method {
    case .uppercased: return built(.string(text.uppercased()), size: text.utf8.count)
    case .lowercased: return built(.string(text.lowercased()), size: text.utf8.count)
    case .capitalized: return built(.string(Self.capitalized(text)), size: text.utf8.count)
    case .prefix, .suffix:
      // Swift traps on a negative length.
      guard case .int(let count) = arguments.first, count >= 0 else { return .null }
      let kept = method == .prefix ? text.prefix(count) : text.suffix(count)
      return built(.string(String(kept)), size: kept.utf8.count)
    case .hasPrefix: return argument.map { .bool(text.hasPrefix($0)) } ?? .null
    case .hasSuffix: return argument.map { .bool(text.hasSuffix($0)) } ?? .null
    case .contains:
      guard let argument, let characters = scanned(text) else { return .null }
      return .bool(argument.isEmpty || !CharacterSearch(argument).occurrences(in: characters).isEmpty)
    case .replacingOccurrences:
      guard let argument, case .string(let replacement) = arguments.last else { return .null }
      return replacing(argument, with: replacement, in: text)
    case .split:
      guard let argument, !argument.isEmpty, let characters = scanned(text) else { return .null }
      var pieces: [Value] = []
      var start = 0
      for match in CharacterSearch(argument).occurrences(in: characters) + [characters.count] {
        if match > start { pieces.append(.string(String(characters[start..<match]))) }
        start = match + argument.count
      }
      return built(.array(pieces), size: pieces.count)
    case .isEmpty, .joined, .first, .last:
      return .null
    }
  }

  /// Foundation's `replacingOccurrences(of:with:)` (an empty target leaves the text as it is),
  /// weighed against the budget before the result is built.
  private func replacing(_ target: String, with replacement: String, in text: String) -> Value {
    guard !target.isEmpty else { return .string(text) }
    guard let characters = scanned(text) else { return .null }
    let matches = CharacterSearch(target).occurrences(in: characters)
    let (added, overflow) = replacement.utf8.count.multipliedReportingOverflow(by: matches.count)
    guard !overflow, added <= Int.max - text.utf8.count else { return .null }
    let length = target.count
    return built(
      {
        var out = ""
        var start = 0
        for match in matches {
          out += String(characters[start..<match]) + replacement
          start = match + length
        }
        return .string(out + String(characters[start...]))
      }(), size: text.utf8.count + added)
  }

  /// The Characters of a text a method searches, once the budget admits reading it.
  private func scanned(_ text: String) -> [Character]? {
    budget.admit(text.utf8.count) ? Array(text) : nil
  }

  /// Foundation's `capitalized`: the first letter of every word (runs between spaces, tabs and
  /// line breaks) upper case, the rest lower case.
  static func capitalized(_ text: String) -> String {
    var out = ""
    var startsWord = true
    for character in text {
      if character.isWhitespace {
        out.append(character)
        startsWord = true
      } else {
        out += startsWord ? character.uppercased() : character.lowercased()
        startsWord = false
      }
    }
    return out
  }

  /// `String(format:)` with the evaluated arguments; `.null` for a value of the wrong kind
  /// (possible only for records that did not come through the push decoder).
  func formatted(_ format: StringFormat, _ arguments: [Value]) -> Value {
    var values: [StringFormat.FormatArgument] = []
    var stringBytes = 0
    for argument in arguments {
      switch argument {
      case .int(let number): values.append(.int(number))
      case .double(let number): values.append(.double(number))
      case .string(let text):
        values.append(.string(text))
        stringBytes += text.utf8.count
      default: return .null
      }
    }
    return built(
      format.format(values).map(Value.string) ?? .null, size: format.size(stringBytes: stringBytes))
  }
}
