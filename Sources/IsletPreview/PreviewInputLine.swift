/// One complete line read from the push source, as the run loop hands it to the engine.
public struct PreviewInputLine: Hashable, Sendable {
  /// The 1-based line number in the stream (blank lines are counted but not delivered).
  public var number: Int
  /// The line's bytes without the line ending (`\n` or `\r\n`); empty when the line was over
  /// the reader's limit.
  public var bytes: [UInt8]
  /// The line's full length in bytes; larger than `bytes.count` when the line was over the
  /// limit and the rest was skipped (the engine should give it a "too long" verdict).
  public var byteCount: Int

  public init(number: Int, bytes: [UInt8], byteCount: Int? = nil) {
    self.number = number
    self.bytes = bytes
    self.byteCount = byteCount ?? bytes.count
  }

  /// Whether the line was cut at the reader's limit.
  public var isOverLimit: Bool { byteCount > bytes.count }
}
