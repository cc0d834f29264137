/// Shell commands that send nothing, as a script of curl commands is set up and paced: ones
/// that only set variables or options (`TEAM_ID="ABCDE12345"`, `export TOPIC=com.example.app`,
/// `JWT_ISSUE_TIME=$(date +%s)`: Apple's documented command-line script begins with a dozen;
/// `set -euo pipefail`), and ones that only print or wait (`echo "sending the update"`,
/// `sleep 5`). In a shell script they are skipped as `#` comments are.
///
/// Whether a line starts one is told by its first word; whether it is one, by its whole
/// command (quotes and `\` may carry it over lines): no second command after it (`;`, `&&`,
/// `|`) or redirection, and no command substitution where it would run one (`echo $(curl …)`).
enum InertShellCommand {
  /// The builtins that set variables or shell options and run nothing.
  private static let declarations: Set<String> = [
    "export", "readonly", "declare", "typeset", "local", "unset",
  ]
  /// The commands that only print their arguments or wait.
  private static let printsOrWaits: Set<String> = ["echo", "printf", "sleep"]

  /// Whether `line` may start such a command: its first word is an assignment (`NAME=…`,
  /// `NAME+=…`) or one of the commands above. A line that starts like JSON never does.
  static func starts(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
    var index = 0
    while index < line.count, line[index] == 0x20 || line[index] == 0x09 { index += 1 }
    let nameStart = index
    guard index < line.count, ShellWords.isNameStart(line[index]) else { return false }
    while index < line.count, isNameByte(line[index]) { index += 1 }
    guard index < line.count else { return isCommandName(line[nameStart..<index]) }
    switch line[index] {
    case UInt8(ascii: "="): return true
    case UInt8(ascii: "+"): return index + 1 < line.count && line[index + 1] == UInt8(ascii: "=")
    case 0x20, 0x09: return isCommandName(line[nameStart..<index])
    default: return false
    }
  }

  /// Whether the complete command `command` sends nothing: assignments alone; `set` with
  /// options (`-e`, `+x`, `-o pipefail`); a declaration with options, names and assignments;
  /// `echo`, `printf` or `sleep` without a command substitution.
  static func isInert(_ command: ShellWords) -> Bool {
    let words = command.words.map(\.text)
    guard !command.hasControlOperator, let first = words.first else { return false }
    let arguments = zip(words.dropLast(), words.dropFirst())
    switch first {
    case "set":
      // An option name follows `-o`, `+o` or a cluster ending in o (`-euo pipefail`).
      return arguments.allSatisfy { previous, word in
        isOption(word) || (isOption(previous) && previous.hasSuffix("o") && isName(word))
      }
    case _ where declarations.contains(first):
      return arguments.allSatisfy { isOption($1) || isName($1) || isAssignment($1) }
    case _ where printsOrWaits.contains(first):
      return !command.words.contains { word in
        word.expansions.contains { $0.text.hasPrefix("$(") || $0.text.hasPrefix("`") }
      }
    default:
      return words.allSatisfy(isAssignment)
    }
  }

  /// `NAME=…` or `NAME+=…`.
  private static func isAssignment(_ word: String) -> Bool {
    let bytes = Array(word.utf8)
    guard let first = bytes.first, ShellWords.isNameStart(first) else { return false }
    let end = bytes.firstIndex { !isNameByte($0) } ?? bytes.count
    return bytes[end...].starts(with: "=".utf8) || bytes[end...].starts(with: "+=".utf8)
  }

  /// `-x`, `+o`, `-euo`.
  private static func isOption(_ word: String) -> Bool {
    word.count > 1 && (word.hasPrefix("-") || word.hasPrefix("+"))
  }

  /// A shell name: a letter or `_`, then letters, digits and `_`.
  private static func isName(_ word: String) -> Bool {
    guard let first = word.utf8.first, ShellWords.isNameStart(first) else { return false }
    return word.utf8.allSatisfy(isNameByte)
  }

  private static func isCommandName(_ name: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
    let name = String(decoding: name, as: UTF8.self)
    return name == "set" || declarations.contains(name) || printsOrWaits.contains(name)
  }

  /// A letter, a digit or `_`.
  private static func isNameByte(_ byte: UInt8) -> Bool {
    ShellWords.isNameStart(byte) || byte &- UInt8(ascii: "0") < 10
  }
}
