import IsletDevices

extension TextSize: ArgumentValue {
  /// A Dynamic Type size by name (`large`, `ax3`), with a "did you mean".
  init(argument text: String, option: String) throws(UsageError) {
    do {
      self = try TextSize.resolve(text)
    } catch {
      throw UsageError(error.description)
    }
  }
}
