/// ISO 8601 text for instants (snapshot clocks, push times, time arguments), always in UTC
/// (`2026-01-01T09:00:00Z`), computed by calendar arithmetic so no locale, time zone or
/// environment can change it.
public enum ISO8601Text {
  /// `instant` as `YYYY-MM-DDTHH:MM:SSZ`, with milliseconds (`.250`) when it has a fraction.
  /// An instant beyond ±100,000 years (or not finite) is written as its raw Unix seconds.
  public static func format(_ instant: Instant) -> String {
    guard abs(instant.unixSeconds) < 3e12 else { return "unix:\(instant.unixSeconds)" }
    let totalMilliseconds = Int((instant.unixSeconds * 1000).rounded())
    let milliseconds = ((totalMilliseconds % 1000) + 1000) % 1000
    let seconds = (totalMilliseconds - milliseconds) / 1000
    let secondOfDay = ((seconds % 86_400) + 86_400) % 86_400
    let days = (seconds - secondOfDay) / 86_400
    let date = CivilDate(daysSince1970: days, secondOfDay: secondOfDay)
    // Written as bytes into the string's storage (pushes are checked by the million, and a
    // stale one formats three instants). A year outside 0…9999 keeps its sign and all its
    // digits (`00-5`, `12026`) in front of the same rest.
    let isFourDigitYear = (0...9999).contains(date.year)
    let text = String(unsafeUninitializedCapacity: 24) { bytes in
      var end = 0
      func byte(_ ascii: Unicode.Scalar) {
        bytes[end] = UInt8(ascii: ascii)
        end += 1
      }
      func digits(_ value: Int, _ width: Int) {
        var rest = value
        for index in (end..<end + width).reversed() {
          bytes[index] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: rest % 10)
          rest /= 10
        }
        end += width
      }
      if isFourDigitYear { digits(date.year, 4) }
      byte("-")
      digits(date.month, 2)
      byte("-")
      digits(date.day, 2)
      byte("T")
      digits(date.hour, 2)
      byte(":")
      digits(date.minute, 2)
      byte(":")
      digits(date.second, 2)
      if milliseconds != 0 {
        byte(".")
        digits(milliseconds, 3)
      }
      byte("Z")
      return end
    }
    return isFourDigitYear ? text : pad(date.year, 4) + text
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
    let seconds =
      CivilDate.days(year: year, month: month, day: day) * 86_400 + hour * 3600 + minute * 60 + second
      - offset
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
}
