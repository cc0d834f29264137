/// Splits a shell command line into words as a POSIX shell would before running it: single
/// quotes keep everything, double quotes keep all but `\"`, `\\`, `\$` and `` \` ``, a
/// backslash outside quotes keeps the next character, and a backslash before a newline joins
/// the lines. Nothing is expanded: a word that names a variable (`$TOKEN`, `${TOPIC}`) or runs
/// a command (`$(date +%s)`, `` `uuidgen` ``) keeps the text as written and is marked, with
/// where each expansion stands, so callers can tell a value they cannot know from a wrong one.
struct ShellWords: Sendable {
  /// One word of the command.
  struct Word: Hashable, Sendable {
    var text: String
    /// Whether an unquoted or double-quoted `$` or backquote was in it: its value is only
    /// known to the shell.
    var hasVariable: Bool
    /// The variables and command substitutions in `text`, in order.
    var expansions: [Expansion] = []
  }

  /// A variable or command substitution the shell would replace, kept as written.
  struct Expansion: Hashable, Sendable {
    /// Where it stands in its word's text, in UTF-8 bytes.
    var range: Range<Int>
    /// As written: `$(date +%s)`, `` `date +%s` ``, `$TOKEN`, `${TOKEN}`.
    var text: String

    /// Whether the shell replaces it by the time it runs the command, in Unix seconds:
    /// `$(date +%s)`, `$(date -u +%s)` or the backquoted form.
    var isUnixSeconds: Bool {
      let command: Substring
      if text.hasPrefix("$("), text.hasSuffix(")") {
        command = text.dropFirst(2).dropLast()
      } else if text.hasPrefix("`"), text.hasSuffix("`"), text.count > 1 {
        command = text.dropFirst().dropLast()
      } else {
        return false
      }
      let words = command.split(whereSeparator: { $0 == " " || $0 == "\t" }).map {
        $0.filter { $0 != "'" && $0 != "\"" }
      }
      return words.first == "date" && words.last == "+%s"
        && words.dropFirst().dropLast().allSatisfy { $0 == "-u" }
    }

    /// The expansion `distance` bytes further on (or back) in a longer text.
    func moved(by distance: Int) -> Expansion {
      Expansion(range: (range.lowerBound + distance)..<(range.upperBound + distance), text: text)
    }
  }

  private(set) var words: [Word] = []
  /// Whether the text ends in a backslash followed by blanks only (`\ ` pasted at the end of
  /// a line): the shell reads an escaped blank there, not a line continuation, so the command
  /// ends on that line. The escaped blank is the end of the last word, or a word of its own.
  private(set) var endsInEscapedBlank = false
  /// Whether an unquoted `;`, `&`, `|`, `<`, `>`, `(` or `)` stands outside the expansions:
  /// the text is more than one simple command (a list, a pipeline, a redirection…), whose
  /// pieces stay in the words as written.
  private(set) var hasControlOperator = false
  private var current: [UInt8] = []
  private var inWord = false
  private var hasVariable = false
  private var expansions: [Expansion] = []

  /// Splits `bytes`.
  init(_ bytes: [UInt8]) {
    var quote: UInt8? = nil
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      index += 1
      switch quote {
      case UInt8(ascii: "'"):
        if byte == UInt8(ascii: "'") { quote = nil } else { current.append(byte) }
      case UInt8(ascii: "\""):
        if byte == UInt8(ascii: "\"") {
          quote = nil
        } else if byte == UInt8(ascii: "\\"), index < bytes.count, Self.isEscapedInDoubleQuotes(bytes[index])
        {
          if bytes[index] != 0x0A { current.append(bytes[index]) }
          index += 1
        } else if byte == UInt8(ascii: "$") || byte == UInt8(ascii: "`") {
          index = readExpansion(bytes, at: index - 1)
        } else {
          current.append(byte)
        }
      default:
        switch byte {
        case 0x20, 0x09, 0x0A, 0x0D: finishWord()
        case UInt8(ascii: "'"), UInt8(ascii: "\""):
          quote = byte
          inWord = true
        case UInt8(ascii: "\\"):
          // A backslash before a newline joins the lines; before anything else it keeps it.
          if index < bytes.count, bytes[index] != 0x0A {
            if bytes[index...].allSatisfy({ $0 == 0x20 || $0 == 0x09 }) { endsInEscapedBlank = true }
            current.append(bytes[index])
            inWord = true
          }
          index += 1
        case UInt8(ascii: "$"), UInt8(ascii: "`"):
          index = readExpansion(bytes, at: index - 1)
          inWord = true
        case UInt8(ascii: ";"), UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "<"), UInt8(ascii: ">"),
          UInt8(ascii: "("), UInt8(ascii: ")"):
          hasControlOperator = true
          current.append(byte)
          inWord = true
        default:
          current.append(byte)
          inWord = true
        }
      }
    }
    finishWord()
  }

  private mutating func finishWord() {
    if inWord {
      words.append(
        Word(text: String(decoding: current, as: UTF8.self), hasVariable: hasVariable, expansions: expansions)
      )
    }
    current.removeAll(keepingCapacity: true)
    inWord = false
    hasVariable = false
    expansions.removeAll()
  }

  /// Keeps the expansion that starts with the `$` or backquote at `start` as written, noting
  /// where it stands; returns the index after it. A `$` that starts none (`$`, `$%`) is itself.
  private mutating func readExpansion(_ bytes: [UInt8], at start: Int) -> Int {
    hasVariable = true
    var end = start + 1
    if bytes[start] == UInt8(ascii: "`") {
      while end < bytes.count, bytes[end] != UInt8(ascii: "`") {
        end += bytes[end] == UInt8(ascii: "\\") ? 2 : 1
      }
      end = min(end + 1, bytes.count)
    } else if end < bytes.count, bytes[end] == UInt8(ascii: "(") {
      end = Self.endOfParentheses(bytes, from: end)
    } else if end < bytes.count, bytes[end] == UInt8(ascii: "{") {
      end = (bytes[end...].firstIndex(of: UInt8(ascii: "}")) ?? bytes.count - 1) + 1
    } else if end < bytes.count, Self.isNameStart(bytes[end]) {
      while end < bytes.count, Self.isNameStart(bytes[end]) || bytes[end] &- UInt8(ascii: "0") < 10 {
        end += 1
      }
    } else if end < bytes.count, Self.specialParameters.contains(bytes[end]) {
      end += 1
    } else {
      current.append(bytes[start])
      return start + 1
    }
    let text = Array(bytes[start..<end])
    expansions.append(
      Expansion(
        range: current.count..<(current.count + text.count), text: String(decoding: text, as: UTF8.self)))
    current += text
    return end
  }

  /// `$?`, `$#`, `$1`…: the shell's one-character parameters.
  private static let specialParameters = Set("?#@*!$-0123456789".utf8)

  /// Whether `byte` may start a shell name: an ASCII letter or `_`.
  static func isNameStart(_ byte: UInt8) -> Bool {
    (byte | 0x20) &- UInt8(ascii: "a") < 26 || byte == UInt8(ascii: "_")
  }

  /// The index after the `)` that closes the `(` at `open`, skipping quoted text and nested
  /// parentheses; the end of `bytes` when none does.
  private static func endOfParentheses(_ bytes: [UInt8], from open: Int) -> Int {
    var depth = 0
    var index = open
    var quote: UInt8 = 0
    while index < bytes.count {
      let byte = bytes[index]
      index += 1
      if quote != 0 {
        if byte == quote {
          quote = 0
        } else if quote == UInt8(ascii: "\""), byte == UInt8(ascii: "\\") {
          index += 1
        }
        continue
      }
      switch byte {
      case UInt8(ascii: "'"), UInt8(ascii: "\""): quote = byte
      case UInt8(ascii: "\\"): index += 1
      case UInt8(ascii: "("): depth += 1
      case UInt8(ascii: ")"):
        depth -= 1
        if depth == 0 { return index }
      default: break
      }
    }
    return bytes.count
  }

  private static func isEscapedInDoubleQuotes(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte == UInt8(ascii: "$")
      || byte == UInt8(ascii: "`") || byte == 0x0A
  }

  /// Where a shell stands after reading a command's text so far, without splitting it:
  /// whether it is complete or goes on on the next line (inside quotes, or after a final `\`).
  struct Continuation: Sendable {
    private var quote: UInt8 = 0
    private var isEscaped = false

    /// Whether the text read so far ends the command.
    var isComplete: Bool { quote == 0 && !isEscaped }

    /// Reads one more line; `isComplete` then says whether the command ends with it.
    mutating func read(_ line: UnsafeBufferPointer<UInt8>) {
      // A backslash that ended the line before escaped its newline: the lines are joined.
      isEscaped = false
      for byte in line {
        if isEscaped {
          isEscaped = false
          continue
        }
        switch quote {
        case UInt8(ascii: "'"): if byte == UInt8(ascii: "'") { quote = 0 }
        case UInt8(ascii: "\""):
          if byte == UInt8(ascii: "\\") { isEscaped = true } else if byte == UInt8(ascii: "\"") { quote = 0 }
        default:
          if byte == UInt8(ascii: "\\") {
            isEscaped = true
          } else if byte == UInt8(ascii: "'") || byte == UInt8(ascii: "\"") {
            quote = byte
          }
        }
      }
    }
  }
}
