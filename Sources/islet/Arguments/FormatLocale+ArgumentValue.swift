import IsletFindings
import IsletModel

extension FormatLocale: ArgumentValue {
  /// A locale islet formats for (`de_DE`, `de-DE`), with a "did you mean".
  init(argument text: String, option: String) throws(UsageError) {
    guard let locale = FormatLocale.named(text) else {
      let names = FormatLocale.all.map(\.identifier)
      var message = "unknown locale '\(TerminalSafe.escape(text))'"
      if let guess = NameSuggestion.closest(to: text, among: names) {
        message += "; did you mean '\(guess)'?"
      }
      throw UsageError(message + " (locales: \(names.joined(separator: ", ")))")
    }
    self = locale
  }
}
