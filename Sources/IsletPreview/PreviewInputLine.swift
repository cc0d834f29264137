/// One complete line read from the push source, as the run loop hands it to the engine.
public struct PreviewInputLine: Hashable, Sendable {
  /// The 1-based line number in the stream (blank lines are counted but not delivered).
  public var number: Int
  /// The line's bytes without the line ending (`\n` or `\r\n`); empty when the line was over
  /// the reader's limit.
  public var bytes: [UInt8]
  /// Whether the line was over the reader's limit and skipped (the engine should give it a
  /// "too long" verdict).
  public var isOverLimit: Bool

  public init(number: Int, bytes: [UInt8], isOverLimit: Bool = false) {
    self.number = number
    self.bytes = bytes
    self.isOverLimit = isOverLimit
  }
}
