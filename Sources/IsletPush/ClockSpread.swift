import IsletModel

/// How far apart the input's payload timestamps and its arrivals lie. A recorded log checked on
/// the in-order clock compresses hours of pushes into seconds, which changes what the device
/// does (activities that would have ended are still running); the spread lets the summary say
/// so instead of leaving the user to guess why the verdicts differ from the phone's.
public struct ClockSpread: Hashable, Sendable {
  /// The earliest and latest payload timestamp in seconds (millisecond ones left out).
  public private(set) var timestamps: ClosedRange<Instant>?
  /// The first and last arrival.
  public private(set) var arrivals: ClosedRange<Instant>?

  public init() {}

  mutating func record(timestamp: Instant?, arrival: Instant) {
    if let timestamp { timestamps = Self.widen(timestamps, with: timestamp) }
    arrivals = Self.widen(arrivals, with: arrival)
  }

  /// Seconds by which the timestamps may outspread the arrivals before `compressionNote` speaks:
  /// an hour, past which the device's 8-hour and 4-hour windows start to decide otherwise.
  public static let compressionThreshold: Double = 3600

  /// `the payload timestamps span 11h 00m, the arrivals 11s; …` when the timestamps spread
  /// more than `compressionThreshold` beyond the arrivals, else nil.
  public var compressionNote: String? {
    guard let timestamps, let arrivals else { return nil }
    let timestampSpan = timestamps.upperBound.seconds(since: timestamps.lowerBound)
    let arrivalSpan = arrivals.upperBound.seconds(since: arrivals.lowerBound)
    guard timestampSpan - arrivalSpan > Self.compressionThreshold else { return nil }
    return "the payload timestamps span \(PushDateText.duration(timestampSpan)), the arrivals "
      + "\(PushDateText.duration(arrivalSpan)); if this is a recorded log, --arrival timestamps replays it "
      + "as the device saw it"
  }

  private static func widen(_ range: ClosedRange<Instant>?, with instant: Instant) -> ClosedRange<Instant> {
    guard let range else { return instant...instant }
    return min(range.lowerBound, instant)...max(range.upperBound, instant)
  }
}
