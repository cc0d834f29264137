import IsletModel

extension FormatLocale: ArgumentValue {
  /// A locale islet formats for (`de_DE`, `de-DE`), with a "did you mean".
  init(argument text: String, option: String) throws(UsageError) {
    guard let locale = FormatLocale.named(text) else {
      let names = FormatLocale.all.map(\.identifier)
      throw .unknown("locale", text, among: names, hint: "locales: \(names.joined(separator: ", "))")
    }
    self = locale
  }
}
