import IsletSheet

extension Presentation: ArgumentValue {
  /// The parser has checked `text` is one of the presentations' names.
  init(argument text: String, option: String) throws(UsageError) {
    guard let presentation = Presentation(name: text) else {
      throw UsageError("unknown presentation '\(text)'")
    }
    self = presentation
  }
}
