import IsletDevices
import IsletFindings
import IsletModel

extension TextSize: ArgumentValue {
  /// A Dynamic Type size by name (`large`, `ax3`), with a "did you mean".
  init(argument text: String, option: String) throws(UsageError) {
    guard let size = TextSize(name: text) else {
      let names = TextSize.allCases.map(\.rawValue)
      var message = "unknown text size '\(TerminalSafe.escape(text))'"
      if let guess = NameSuggestion.closest(to: text, among: names) {
        message += "; did you mean '\(guess)'?"
      }
      throw UsageError(message + " (sizes: \(names.joined(separator: ", ")))")
    }
    self = size
  }
}
