import IsletFindings

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

  /// "unknown WHAT 'TEXT'; did you mean 'GUESS'? (HINT)" (`NameSuggestion.unknown`).
  static func unknown(_ what: String, _ text: String, among names: [String], hint: String) -> UsageError {
    UsageError(NameSuggestion.unknown(what, text, among: names, hint: hint))
  }
}
