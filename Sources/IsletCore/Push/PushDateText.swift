/// ISO-8601 UTC text for instants in push messages (`2026-06-21T10:01:00Z`), computed
/// without Foundation or a time zone database.
enum PushDateText {
  /// The instant as `YYYY-MM-DDTHH:MM:SSZ`, whole seconds rounded down; years beyond
  /// four digits are written in full.
  static func iso8601(_ instant: Instant) -> String {
    let unix = instant.unixSeconds
    guard unix.isFinite, abs(unix) < 1e15 else { return "(out of range)" }
    let total = Int(unix.rounded(.down))
    let days = total >= 0 ? total / 86_400 : (total - 86_399) / 86_400
    let secondOfDay = total - days * 86_400
    let (year, month, day) = civilDate(daysSinceEpoch: days)
    return "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))T\(pad(secondOfDay / 3600, 2)):"
      + "\(pad(secondOfDay / 60 % 60, 2)):\(pad(secondOfDay % 60, 2))Z"
  }

  /// A duration as `3h 05m`, `12m 30s` or `45s`.
  static func duration(_ seconds: Double) -> String {
    let total = Int(abs(seconds).rounded())
    if total >= 3600 { return "\(total / 3600)h \(pad(total / 60 % 60, 2))m" }
    if total >= 60 { return "\(total / 60)m \(pad(total % 60, 2))s" }
    return "\(total)s"
  }

  private static func pad(_ value: Int, _ width: Int) -> String {
    let digits = String(abs(value))
    let padded = String(repeating: "0", count: max(0, width - digits.count)) + digits
    return value < 0 ? "-" + padded : padded
  }

  /// Howard Hinnant's civil-from-days: proleptic Gregorian date of a day count since 1970.
  private static func civilDate(daysSinceEpoch: Int) -> (year: Int, month: Int, day: Int) {
    let z = daysSinceEpoch + 719_468
    let era = (z >= 0 ? z : z - 146_096) / 146_097
    let dayOfEra = z - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let monthIndex = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
    let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
    return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
  }
}
