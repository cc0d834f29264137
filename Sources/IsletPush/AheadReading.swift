/// What `PushReadAhead` made of a line for the checker: the usual reader's reading, its refusal
/// (the checker goes to the general path at once instead of reading the line again), or
/// nothing (the line does not open with `{`, so the reader was not asked).
enum AheadReading: Sendable {
  case unread
  case refused
  case read(ApsRules.Reading)

  /// The usual reader's answer for a line that opens with `{`.
  init(_ reading: consuming ApsRules.Reading?) {
    if let reading { self = .read(reading) } else { self = .refused }
  }
}
