import IsletDevices

extension Device: ArgumentValue {
  /// A device by the name a person types (`--device "16 pro"`), with a "did you mean".
  init(argument text: String, option: String) throws(UsageError) {
    do {
      self = try Device.resolve(text)
    } catch {
      throw UsageError(error.description)
    }
  }
}
