import IsletFindings
import IsletModel

/// Bad usage or unreadable input: printed as one line on stderr, exit status 2.
struct UsageError: Error, CustomStringConvertible {
  var message: String
  /// The command whose usage line is shown after the message.
  var command: String?

  init(_ message: String, command: String? = nil) {
    self.message = message
    self.command = command
  }

  var description: String { message }

  /// "unknown WHAT 'TEXT'; did you mean 'GUESS'? (HINT)": the closest of `names` when one is
  /// close, the text escaped.
  static func unknown(_ what: String, _ text: String, among names: [String], hint: String) -> UsageError {
    var message = "unknown \(what) '\(TerminalSafe.escape(text))'"
    if let guess = NameSuggestion.closest(to: text, among: names) { message += "; did you mean '\(guess)'?" }
    return UsageError(message + " (\(hint))")
  }
}
