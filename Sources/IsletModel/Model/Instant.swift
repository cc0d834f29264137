/// A point in time as ActivityKit's `Date` encodes it: seconds since 2001-01-01T00:00:00Z.
///
/// islet's core never reads a clock; instants enter as values (`--now`, payload timestamps,
/// the wall clock in the live preview).
public struct Instant: Hashable, Comparable, Sendable {
  /// Seconds between the Unix epoch (1970) and the reference date (2001).
  public static let unixOffset: Double = 978_307_200

  public var secondsSinceReferenceDate: Double

  public init(secondsSinceReferenceDate: Double) {
    self.secondsSinceReferenceDate = secondsSinceReferenceDate
  }

  public init(unixSeconds: Double) {
    self.secondsSinceReferenceDate = unixSeconds - Instant.unixOffset
  }

  public var unixSeconds: Double { secondsSinceReferenceDate + Instant.unixOffset }

  /// This instant moved by `seconds`.
  public func adding(_ seconds: Double) -> Instant {
    Instant(secondsSinceReferenceDate: secondsSinceReferenceDate + seconds)
  }

  /// Seconds from `other` to `self` (positive when `self` is later).
  public func seconds(since other: Instant) -> Double {
    secondsSinceReferenceDate - other.secondsSinceReferenceDate
  }

  public static func < (lhs: Instant, rhs: Instant) -> Bool {
    lhs.secondsSinceReferenceDate < rhs.secondsSinceReferenceDate
  }
}
