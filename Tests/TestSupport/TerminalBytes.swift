/// Reads what a program wrote to a terminal: its escape sequences and the scalars that must
/// never reach a terminal raw, for tests that prove untrusted text cannot drive the terminal.
public enum TerminalBytes {
  /// One escape sequence as written: `ESC [ params final`, `ESC ] … BEL/ST`, `ESC P … ST`,
  /// or `ESC` and one byte (`ESC ( B`, `ESC =`), kept whole for messages.
  public struct Sequence: Hashable, Sendable, CustomStringConvertible {
    public var text: String

    /// Whether this is Select Graphic Rendition (`ESC [ digits;… m`).
    public var isSGR: Bool { text.hasPrefix("\u{1B}[") && text.hasSuffix("m") && !isPrivate }

    /// A CSI sequence's final byte, or nil for other sequences.
    public var csiFinal: Character? { text.hasPrefix("\u{1B}[") ? text.last : nil }

    /// Whether a CSI sequence carries private parameters (`ESC [ ? …`).
    public var isPrivate: Bool { text.hasPrefix("\u{1B}[?") || text.hasPrefix("\u{1B}[>") }

    public var description: String {
      text.unicodeScalars.map { $0 == "\u{1B}" ? "\\e" : $0.value < 0x20 ? "^\($0.value)" : String($0) }
        .joined()
    }
  }

  /// Every escape sequence in `text`, in order.
  public static func sequences(in text: String) -> [Sequence] {
    let scalars = Array(text.unicodeScalars)
    var found: [Sequence] = []
    var index = 0
    while index < scalars.count {
      guard scalars[index] == "\u{1B}" else {
        index += 1
        continue
      }
      var end = index + 1
      if end < scalars.count {
        switch scalars[end] {
        case "[":
          end += 1
          // Parameter and intermediate bytes, then one final byte (0x40–0x7E).
          while end < scalars.count, (0x20...0x3F).contains(scalars[end].value) { end += 1 }
        case "]", "P", "_", "^", "X":
          // String sequences run to BEL or ST (ESC \).
          end += 1
          while end < scalars.count, scalars[end] != "\u{7}",
            !(scalars[end] == "\u{1B}" && end + 1 < scalars.count && scalars[end + 1] == "\\")
          {
            end += 1
          }
          if end < scalars.count, scalars[end] == "\u{1B}" { end += 1 }
        case "(", ")", "*", "+", "#":
          end += 1
        default:
          break
        }
      }
      let last = min(end, scalars.count - 1)
      found.append(Sequence(text: String(String.UnicodeScalarView(scalars[index...last]))))
      index = last + 1
    }
    return found
  }

  /// The C1 controls (U+0080–U+009F) and bidi controls (U+061C, U+200E, U+200F,
  /// U+202A–U+202E, U+2066–U+2069) in `text`.
  public static func forbiddenScalars(in text: String) -> [Unicode.Scalar] {
    text.unicodeScalars.filter {
      switch $0.value {
      case 0x80...0x9F, 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
      default: false
      }
    }
  }

  /// The C0 controls and DEL in `text` other than ESC and the ones in `allowed`.
  public static func controls(
    in text: String, allowing allowed: Set<Unicode.Scalar> = ["\n"]
  ) -> [Unicode.Scalar] {
    text.unicodeScalars.filter {
      ($0.value < 0x20 || $0.value == 0x7F) && $0 != "\u{1B}" && !allowed.contains($0)
    }
  }

  /// The scalars that hide or split text although they are no control: the line and paragraph
  /// separators U+2028 and U+2029 (line breaks to JavaScript and some line-based readers), the
  /// zero-width space, word joiner and BOM, and the tag characters U+E0000–U+E007F.
  public static func hiddenScalars(in text: String) -> [Unicode.Scalar] {
    text.unicodeScalars.filter {
      switch $0.value {
      case 0x2028, 0x2029, 0x200B, 0x2060, 0xFEFF, 0xE0000...0xE007F: true
      default: false
      }
    }
  }

  /// The longest run of nonspacing or enclosing marks in `text`: how many stack on one character.
  public static func longestMarkRun(in text: String) -> Int {
    var longest = 0
    var run = 0
    for scalar in text.unicodeScalars {
      switch scalar.properties.generalCategory {
      case .nonspacingMark, .enclosingMark: run += 1
      default: run = 0
      }
      longest = max(longest, run)
    }
    return longest
  }
}
