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

  /// Where a command text stands after the last byte read.
  enum Ending: Equatable {
    /// Every quote is closed and the text does not end with a line continuation.
    case complete
    /// Inside `'…'` or `"…"`, or after a `\` at the end: the command goes on on the next line.
    case continues
  }

  var words: [Word] = []
  var ending: Ending = .complete

  /// Splits `text`.
  init(_ text: String) {
    var current: [UInt8] = []
    var inWord = false
    var hasVariable = false
    var quote: UInt8? = nil
    let bytes = Array(text.utf8)
    var index = 0
    func finishWord() {
      if inWord {
        words.append(Word(text: String(decoding: current, as: UTF8.self), hasVariable: hasVariable))
      }
      current.removeAll()
      inWord = false
      hasVariable = false
    }
    while index < bytes.count {
      let byte = bytes[index]
      index += 1
      switch quote {
      case UInt8(ascii: "'"):
        if byte == UInt8(ascii: "'") { quote = nil } else { current.append(byte) }
      case UInt8(ascii: "\""):
        if byte == UInt8(ascii: "\"") {
          quote = nil
        } else if byte == UInt8(ascii: "\\"), index < bytes.count,
          [UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "$"), UInt8(ascii: "`"), 0x0A].contains(
            bytes[index])
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
          if index < bytes.count {
            // A backslash before a newline joins the lines; before anything else it keeps it.
            if bytes[index] != 0x0A && bytes[index] != 0x0D {
              current.append(bytes[index])
              inWord = true
            }
            index += 1
            if index < bytes.count, bytes[index - 1] == 0x0D, bytes[index] == 0x0A { index += 1 }
          } else {
            ending = .continues
          }
        default:
          if byte == UInt8(ascii: "$") { hasVariable = true }
          current.append(byte)
          inWord = true
        }
      }
    }
    if quote != nil { ending = .continues }
    finishWord()
  }
}
