/// Splits a shell command line into words as a POSIX shell would before running it: single
/// quotes keep everything, double quotes keep all but `\"`, `\\`, `\$` and `` \` ``, a
/// backslash outside quotes keeps the next character, and a backslash before a newline joins
/// the lines. Variables are not expanded: a word that names one (`$TOKEN`, `${TOPIC}`) is
/// marked, so callers can tell a value they cannot know from a wrong one.
struct ShellWords: Sendable {
  /// One word of the command.
  struct Word: Hashable, Sendable {
    var text: String
    /// Whether an unquoted or double-quoted `$` was in it: its value is only known to the shell.
    var hasVariable: Bool
  }

  private(set) var words: [Word] = []
  private var current: [UInt8] = []
  private var inWord = false
  private var hasVariable = false

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
        } else {
          if byte == UInt8(ascii: "$") { hasVariable = true }
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
            current.append(bytes[index])
            inWord = true
          }
          index += 1
        default:
          if byte == UInt8(ascii: "$") { hasVariable = true }
          current.append(byte)
          inWord = true
        }
      }
    }
    finishWord()
  }

  private mutating func finishWord() {
    if inWord { words.append(Word(text: String(decoding: current, as: UTF8.self), hasVariable: hasVariable)) }
    current.removeAll(keepingCapacity: true)
    inWord = false
    hasVariable = false
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
