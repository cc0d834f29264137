import IsletModel

/// When a push reached the device, and which clock decided it. The arrival clock is the
/// phone's clock; a payload's `timestamp` only orders updates (Apple: an update older than
/// the previous one is ignored), so the two are kept apart.
public struct PushArrival: Hashable, Sendable {
  /// The instant the push reached the device.
  public var at: Instant
  /// Which clock gave that instant.
  public var clock: Clock

  /// The clocks a push's arrival can come from.
  public enum Clock: String, Hashable, Sendable {
    /// In input order, a fixed interval after the previous push (the default); the first push
    /// arrives at `--now`, else at its own timestamp.
    case inOrder = "order"
    /// The islet envelope's `arrival` member.
    case envelope
    /// The push's payload timestamp (`--arrival timestamps`, for a recorded log).
    case timestamp
    /// The device's clock as it stood, moved by the caller: the live preview's wall clock.
    case device

    /// How a verdict says which clock decided: `in input order`, `the envelope's arrival`…
    public var phrase: String {
      switch self {
      case .inOrder: "in input order"
      case .envelope: "the envelope's arrival"
      case .timestamp: "its timestamp"
      case .device: "the device clock"
      }
    }
  }

  public init(at: Instant, clock: Clock) {
    self.at = at
    self.clock = clock
  }

  /// `arrived 2026-06-21T00:01:00Z (in input order)`.
  public var description: String {
    var bytes: [UInt8] = []
    write(into: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Appends the UTF-8 bytes of `description` to `out` (a verdict's arrival line, with no
  /// string built for it).
  public func write(into out: inout [UInt8]) {
    out.appendUTF8("arrived ")
    out.appendUTF8(ISO8601Text.format(at))
    out.appendUTF8(" (")
    out.appendUTF8(clock.phrase)
    out.append(UInt8(ascii: ")"))
  }
}
