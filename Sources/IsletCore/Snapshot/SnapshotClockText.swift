/// ISO 8601 text for snapshot clocks, always in UTC (`2026-01-01T09:00:00Z`), computed by
/// calendar arithmetic so no locale, time zone or environment can change it.
public enum SnapshotClockText {
  /// `instant` as `YYYY-MM-DDTHH:MM:SSZ`, with milliseconds (`.250`) when it has a fraction.
  /// An instant beyond ±100,000 years (or not finite) is written as its raw Unix seconds.
  public static func format(_ instant: Instant) -> String {
    guard abs(instant.unixSeconds) < 3e12 else { return "unix:\(instant.unixSeconds)" }
    let totalMilliseconds = Int((instant.unixSeconds * 1000).rounded())
    let milliseconds = ((totalMilliseconds % 1000) + 1000) % 1000
    let seconds = (totalMilliseconds - milliseconds) / 1000
    let secondOfDay = ((seconds % 86_400) + 86_400) % 86_400
    let days = (seconds - secondOfDay) / 86_400
    let (year, month, day) = civil(fromDays: days)
    var text =
      "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))T\(pad(secondOfDay / 3600, 2)):"
      + "\(pad(secondOfDay / 60 % 60, 2)):\(pad(secondOfDay % 60, 2))"
    if milliseconds != 0 { text += ".\(pad(milliseconds, 3))" }
    return text + "Z"
  }

  /// Parses `YYYY-MM-DDTHH:MM:SS[.fff](Z|±HH:MM)`; nil when `text` is not such a time.
  public static func parse(_ text: String) -> Instant? {
    let scalars = Array(text.unicodeScalars)
    var index = 0
    func number(_ digits: Int) -> Int? {
      guard index + digits <= scalars.count else { return nil }
      var value = 0
      for scalar in scalars[index..<index + digits] {
        guard ("0"..."9").contains(scalar) else { return nil }
        value = value * 10 + Int(scalar.value - 48)
      }
      index += digits
      return value
    }
    func expect(_ character: Unicode.Scalar) -> Bool {
      guard index < scalars.count, scalars[index] == character else { return false }
      index += 1
      return true
    }
    guard let year = number(4), expect("-"), let month = number(2), expect("-"), let day = number(2),
      expect("T"), let hour = number(2), expect(":"), let minute = number(2), expect(":"),
      let second = number(2), (1...12).contains(month), (1...daysIn(month: month, year: year)).contains(day),
      hour < 24, minute < 60, second < 60
    else { return nil }
    var fraction = 0.0
    if expect(".") {
      var scale = 0.1
      let start = index
      while index < scalars.count, ("0"..."9").contains(scalars[index]) {
        fraction += Double(scalars[index].value - 48) * scale
        scale /= 10
        index += 1
      }
      guard index > start else { return nil }
    }
    var offset = 0
    if !expect("Z") {
      let sign: Int
      if expect("+") { sign = 1 } else if expect("-") { sign = -1 } else { return nil }
      guard let offsetHours = number(2), expect(":"), let offsetMinutes = number(2), offsetHours < 24,
        offsetMinutes < 60
      else { return nil }
      offset = sign * (offsetHours * 3600 + offsetMinutes * 60)
    }
    guard index == scalars.count else { return nil }
    let seconds = days(fromCivil: year, month, day) * 86_400 + hour * 3600 + minute * 60 + second - offset
    return Instant(unixSeconds: Double(seconds) + fraction)
  }

  private static func pad(_ value: Int, _ width: Int) -> String {
    let digits = String(value)
    return String(repeating: "0", count: max(0, width - digits.count)) + digits
  }

  private static func daysIn(month: Int, year: Int) -> Int {
    switch month {
    case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
    case 4, 6, 9, 11: 30
    default: 31
    }
  }

  /// Days since 1970-01-01 for a proleptic Gregorian date (Howard Hinnant's algorithm).
  private static func days(fromCivil year: Int, _ month: Int, _ day: Int) -> Int {
    let y = month <= 2 ? year - 1 : year
    let era = (y >= 0 ? y : y - 399) / 400
    let yearOfEra = y - era * 400
    let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }

  /// The proleptic Gregorian date `days` after 1970-01-01.
  private static func civil(fromDays days: Int) -> (year: Int, month: Int, day: Int) {
    let z = days + 719_468
    let era = (z >= 0 ? z : z - 146_096) / 146_097
    let dayOfEra = z - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let mp = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * mp + 2) / 5 + 1
    let month = mp < 10 ? mp + 3 : mp - 9
    return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
  }
}
