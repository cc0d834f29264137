import IsletModel

extension Instant: ArgumentValue {
  /// A time: ISO 8601 (`2026-01-01T09:00:00Z`) or Unix seconds (`1767258000`).
  init(argument text: String, option: String) throws(UsageError) {
    if let seconds = Double(text), seconds.isFinite {
      self = Instant(unixSeconds: seconds)
      return
    }
    guard let instant = ISO8601Text.parse(text) else {
      throw UsageError(
        "'\(TerminalSafe.escape(text))' is not a time for '--\(option)'; use ISO 8601 "
          + "(2026-01-01T09:00:00Z) or Unix seconds")
    }
    self = instant
  }
}
