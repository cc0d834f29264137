import Foundation
import IsletFindings
import IsletModel

/// `--time-zone`: an IANA name (`Europe/Berlin`, from the system's time-zone database), `UTC`,
/// or a fixed offset (`+02:00`, `-0530`). The core takes the offset in seconds; this resolves it
/// at the render's clock, so daylight saving time applies as on that date.
struct TimeZoneChoice: ArgumentValue, Hashable {
  /// The zone as given, for messages and snapshot headers.
  let name: String
  /// nil for UTC, the default: it needs no `TimeZone`, and making the first one (Foundation's
  /// zone cache) cost every command's start ~0.75 M instructions when the default was one.
  private let zone: TimeZone?

  static let utc = TimeZoneChoice(name: "UTC", zone: nil)

  private init(name: String, zone: TimeZone?) {
    self.name = name
    self.zone = zone
  }

  init(argument text: String, option: String) throws(UsageError) {
    if let offset = Self.fixedOffset(text), let zone = TimeZone(secondsFromGMT: offset) {
      self.init(name: text, zone: zone)
    } else if text != "", text.utf8.count < 64, let zone = TimeZone(identifier: text) {
      self.init(name: text, zone: zone)
    } else {
      throw .unknown(
        "time zone", text, among: TimeZone.knownTimeZoneIdentifiers,
        hint: "an IANA name such as Europe/Berlin, UTC, or an offset such as +02:00")
    }
  }

  /// Seconds east of UTC at `instant`.
  func utcOffset(at instant: Instant) -> Int {
    guard let zone else { return 0 }
    guard instant.unixSeconds.isFinite, abs(instant.unixSeconds) < 1e12 else { return zone.secondsFromGMT() }
    return zone.secondsFromGMT(for: Date(timeIntervalSince1970: instant.unixSeconds))
  }

  /// `+02:00`, `-0530`, `+2` as seconds; nil for anything else or beyond ±18 hours.
  private static func fixedOffset(_ text: String) -> Int? {
    guard let sign = text.first, sign == "+" || sign == "-" else { return nil }
    let digits = text.dropFirst().filter { $0 != ":" }
    guard !digits.isEmpty, digits.count <= 4, digits.allSatisfy(\.isASCII), let value = Int(digits) else {
      return nil
    }
    let (hours, minutes) = digits.count <= 2 ? (value, 0) : (value / 100, value % 100)
    guard hours <= 18, minutes < 60 else { return nil }
    return (sign == "-" ? -1 : 1) * (hours * 3600 + minutes * 60)
  }
}
