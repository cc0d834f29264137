/// A date and time of day in the proleptic Gregorian calendar, computed by arithmetic
/// (Howard Hinnant's days-from-civil algorithms) so no locale, time zone or environment can
/// change it. Every clock text islet prints goes through it.
public struct CivilDate: Hashable, Sendable {
  public var year: Int
  public var month: Int
  public var day: Int
  public var hour: Int
  public var minute: Int
  public var second: Int

  /// Instants further than this from 1970 (about ±95,000 years) have no civil date here.
  public static let largestUnixSeconds = 3e12

  /// `instant` at `utcOffset` seconds east of UTC, in whole seconds (rounded down); nil when
  /// it is not finite or too far from 1970.
  public init?(_ instant: Instant, utcOffset: Int = 0) {
    let seconds = instant.unixSeconds + Double(utcOffset)
    guard seconds.isFinite, abs(seconds) < Self.largestUnixSeconds else { return nil }
    let whole = Int(seconds.rounded(.down))
    let secondOfDay = ((whole % 86_400) + 86_400) % 86_400
    self.init(daysSince1970: (whole - secondOfDay) / 86_400, secondOfDay: secondOfDay)
  }

  /// The date `daysSince1970` days after 1970-01-01, at `secondOfDay` (0..<86,400).
  public init(daysSince1970 days: Int, secondOfDay: Int) {
    let shifted = days + 719_468
    let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
    let dayOfEra = shifted - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let monthIndex = (5 * dayOfYear + 2) / 153
    day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
    month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
    year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    hour = secondOfDay / 3600
    minute = secondOfDay / 60 % 60
    second = secondOfDay % 60
  }

  /// Days since 1970-01-01 for a date.
  public static func days(year: Int, month: Int, day: Int) -> Int {
    let y = month <= 2 ? year - 1 : year
    let era = (y >= 0 ? y : y - 399) / 400
    let yearOfEra = y - era * 400
    let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }
}
