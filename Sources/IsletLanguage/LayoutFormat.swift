import IsletModel

/// The text the layout language's formatters and time views produce, deterministic, in a
/// `FormatLocale` (US English unless the render environment names another). Every input is
/// handled: a number too large or not finite to format as asked falls back to its plain Swift
/// spelling.
public enum LayoutFormat {
  /// Beyond this many seconds (about 31,000 years) times are not formatted as clocks.
  private static let largestSeconds = 1e12

  /// `number(x)`: grouped thousands, at most two fraction digits (`1,234.5`; `1.234,5` in German).
  public static func number(_ value: Double, isInteger: Bool = false, locale: FormatLocale = .enUS) -> String
  {
    guard value.isFinite, abs(value) < 1e15 else { return "\(value)" }
    let cents = Int((abs(value) * 100).rounded())
    let sign = value < 0 && cents != 0 ? "-" : ""
    let whole = cents / 100
    let fraction = cents % 100
    let fractionText =
      if isInteger || fraction == 0 {
        ""
      } else if fraction % 10 == 0 {
        locale.rules.decimalSeparator + "\(fraction / 10)"
      } else {
        locale.rules.decimalSeparator + (fraction < 10 ? "0\(fraction)" : "\(fraction)")
      }
    return sign + locale.rules.grouped(whole) + fractionText
  }

  /// `percent(x)`: `0.62` → `62%` (`62 %` in German and French), rounded to the nearest percent.
  public static func percent(_ fraction: Double, locale: FormatLocale = .enUS) -> String {
    let percent = fraction * 100
    guard percent.isFinite, abs(percent) < 1e15 else { return "\(percent)%" }
    return number(percent.rounded(), isInteger: true, locale: locale) + locale.rules.percentSuffix
  }

  /// `duration(s)`: `12:00` under an hour, `1:05:00` from an hour on; negative with `-`.
  public static func duration(_ seconds: Double) -> String {
    guard seconds.isFinite, abs(seconds) < largestSeconds else { return "--:--" }
    let whole = Int(abs(seconds).rounded(.down))
    return (seconds < 0 && whole > 0 ? "-" : "") + clock(whole)
  }

  /// A timer's text at `now` (SwiftUI's `Text(date, style: .timer)`): counts down to `target`
  /// (whole seconds rounded up, so it reads `0:00` only at the target), then counts up.
  public static func timer(to target: Instant, now: Instant) -> String {
    let remaining = target.seconds(since: now)
    guard remaining.isFinite, abs(remaining) < largestSeconds else { return "--:--" }
    return clock(Int(remaining > 0 ? remaining.rounded(.up) : (-remaining).rounded(.down)))
  }

  /// A range timer's text at `now` (SwiftUI's `Text(timerInterval: start...end, countsDown:)`):
  /// the time left when counting down (seconds rounded up), the time elapsed when counting up
  /// (rounded down); before the interval it shows its full length or `0:00`, after it `0:00` or
  /// its full length: it stops, unlike a date timer, which counts up past its target.
  public static func timer(interval start: Instant, _ end: Instant, countsDown: Bool, now: Instant) -> String
  {
    let total = max(0, end.seconds(since: start))
    let since = now.seconds(since: start)
    guard total.isFinite, total < largestSeconds, since.isFinite else { return "--:--" }
    let elapsed = min(max(since, 0), total)
    return clock(Int(countsDown ? (total - elapsed).rounded(.up) : elapsed.rounded(.down)))
  }

  /// `Text(date, style: .relative)` at `now`: the distance to `target` without a direction, in
  /// its two largest non-zero units, wide, as `Duration.UnitsFormatStyle` writes them
  /// (`2 hours, 22 minutes`, `11 Minuten und 14 Sekunden`, `0 seconds`; whole units, rounded down).
  public static func relative(to target: Instant, now: Instant, locale: FormatLocale = .enUS) -> String {
    guard let seconds = wholeSeconds(to: target, now: now) else { return "" }
    let rules = locale.rules
    let counts = unitCounts(abs(seconds)).filter { $0.count > 0 }.prefix(2)
    guard !counts.isEmpty else { return rules.unitPhrase(0, unit: 0) }
    return counts.map { rules.unitPhrase($0.count, unit: $0.unit) }.joined(separator: rules.units.joiner)
  }

  /// `Text(date, style: .offset)` at `now`: the largest unit of the distance to `target`, wide,
  /// signed as SwiftUI signs it: `-2 hours` for a future date, `+11 minutes` for a past one,
  /// `0 seconds` without a sign.
  public static func offset(to target: Instant, now: Instant, locale: FormatLocale = .enUS) -> String {
    guard let seconds = wholeSeconds(to: target, now: now) else { return "" }
    let largest = unitCounts(abs(seconds)).first { $0.count > 0 } ?? (count: 0, unit: 0)
    let sign = seconds > 0 ? "-" : seconds < 0 ? "+" : ""
    return sign + locale.rules.unitPhrase(largest.count, unit: largest.unit)
  }

  /// Relative text with a direction at `now` (`Date.RelativeFormatStyle`, SwiftUI's
  /// `.reference(to:)`): `in 12 min`, `3 min ago`, `now` (whole units, rounded down);
  /// `vor 3 Min.`, `dans 12 min`, `12 分後` … in other locales.
  public static func reference(to target: Instant, now: Instant, locale: FormatLocale = .enUS) -> String {
    guard let signed = wholeSeconds(to: target, now: now) else { return "" }
    let seconds = abs(signed)
    let rules = locale.rules
    if seconds == 0 { return rules.relative.now }
    let (count, unit) =
      switch seconds {
      case ..<60: (seconds, 0)
      case ..<3600: (seconds / 60, 1)
      case ..<86400: (seconds / 3600, 2)
      default: (seconds / 86400, 3)
      }
    return rules.relativePhrase(count, unit: unit, future: signed > 0)
  }

  /// Whole seconds from `now` to `target` (rounded toward zero), or nil when too far to format.
  private static func wholeSeconds(to target: Instant, now: Instant) -> Int? {
    let offset = target.seconds(since: now)
    guard offset.isFinite, abs(offset) < largestSeconds else { return nil }
    return Int(offset.rounded(.towardZero))
  }

  /// A non-negative number of seconds as days, hours, minutes and seconds, largest first
  /// (units numbered as `FormatRules` numbers them: 0 seconds … 3 days).
  private static func unitCounts(_ seconds: Int) -> [(count: Int, unit: Int)] {
    [(seconds / 86400, 3), (seconds % 86400 / 3600, 2), (seconds % 3600 / 60, 1), (seconds % 60, 0)]
  }

  /// Clock time at a UTC offset in seconds: `3:42 PM`; `15:42` in 24-hour locales.
  public static func clockTime(_ instant: Instant, utcOffset: Int, locale: FormatLocale = .enUS) -> String {
    guard let parts = CivilDate(instant, utcOffset: utcOffset) else { return "" }
    return locale.dateStyles.format(parts, pattern: locale.rules.timePattern, utcOffset: utcOffset)
  }

  /// Calendar date at a UTC offset in seconds: `May 1, 2026`; `01.05.2026`, `2026年5月1日` …
  public static func calendarDate(_ instant: Instant, utcOffset: Int, locale: FormatLocale = .enUS) -> String
  {
    guard let parts = CivilDate(instant, utcOffset: utcOffset) else { return "" }
    return locale.dateStyles.format(parts, pattern: locale.rules.datePattern, utcOffset: utcOffset)
  }

  /// `Date.formatted(…)` at a UTC offset in seconds, as Foundation's `Date.FormatStyle` writes
  /// it in the locale (en_US with a plain space before AM/PM, as `time` has).
  static func formatted(
    _ instant: Instant, _ format: LayoutProgram.DateFormat, utcOffset: Int, locale: FormatLocale
  ) -> String {
    guard let parts = CivilDate(instant, utcOffset: utcOffset) else { return "" }
    let rules = locale.dateStyles
    let pattern: String
    switch format {
    case .styles(.omitted, .omitted):
      return formatted(
        instant, .styles(date: .numeric, time: .shortened), utcOffset: utcOffset, locale: locale)
    case .styles(let date, let time):
      let datePattern = date.pattern.map { rules.datePatterns[$0] } ?? ""
      let timePattern = time.pattern.map { rules.timePatterns[$0] } ?? ""
      let joiner = date.pattern.flatMap { time == .omitted ? nil : rules.joiners[$0] } ?? ""
      return rules.format(parts, pattern: datePattern, utcOffset: utcOffset) + joiner
        + rules.format(parts, pattern: timePattern, utcOffset: utcOffset)
    case .hour: pattern = rules.hourPattern
    case .monthDay(let wide):
      pattern = wide ? rules.monthDayPattern.replacing("MMM", with: "MMMM") : rules.monthDayPattern
    case .weekday(let wide): pattern = wide ? "EEEE" : "EEE"
    }
    return rules.format(parts, pattern: pattern, utcOffset: utcOffset)
  }

  /// A readable label from an enum case name: `pickedUp` → `Picked up`, `orderID` → `Order ID`.
  public static func readableLabel(_ caseName: String) -> String {
    var words: [String] = []
    var word = ""
    let characters = Array(caseName)
    for (index, character) in characters.enumerated() {
      if character == "_" {
        if !word.isEmpty { words.append(word) }
        word = ""
        continue
      }
      let previous = index > 0 ? characters[index - 1] : nil
      let next = index + 1 < characters.count ? characters[index + 1] : nil
      let startsWord =
        character.isUppercase
        && (previous.map { $0.isLowercase || $0.isNumber } ?? false
          || (previous?.isUppercase ?? false) && (next?.isLowercase ?? false))
      if startsWord && !word.isEmpty {
        words.append(word)
        word = ""
      }
      word.append(character)
    }
    if !word.isEmpty { words.append(word) }
    let shaped = words.enumerated().map { index, word -> String in
      let isAcronym = word.count > 1 && word.allSatisfy { $0.isUppercase || $0.isNumber }
      if isAcronym { return word }
      return index == 0 ? word.prefix(1).uppercased() + word.dropFirst() : word.lowercased()
    }
    return shaped.joined(separator: " ")
  }

  // MARK: - Internal helpers

  static func format(
    _ formatter: LayoutProgram.Formatter, _ value: Double, isInteger: Bool, locale: FormatLocale
  ) -> String {
    switch formatter {
    case .number: number(value, isInteger: isInteger, locale: locale)
    case .percent: percent(value, locale: locale)
    case .duration: duration(value)
    }
  }

  static func time(
    _ date: Instant, style: LayoutProgram.TimeStyle, now: Instant, utcOffset: Int, locale: FormatLocale
  ) -> String {
    switch style {
    case .timer: timer(to: date, now: now)
    case .relative: relative(to: date, now: now, locale: locale)
    case .offset: offset(to: date, now: now, locale: locale)
    case .reference: reference(to: date, now: now, locale: locale)
    case .date: calendarDate(date, utcOffset: utcOffset, locale: locale)
    case .time: clockTime(date, utcOffset: utcOffset, locale: locale)
    }
  }

  /// A value as string interpolation shows it, as Swift's `"\(value)"` would.
  static func interpolated(_ value: Value) -> String {
    switch value {
    case .string(let text): text
    case .int(let number): String(number)
    case .double(let number): String(number)
    case .bool(let flag): String(flag)
    case .enumCase(let name): name
    case .date(let instant):
      CivilDate(instant).map {
        "\($0.year)-\(twoDigits($0.month))-\(twoDigits($0.day)) "
          + "\(twoDigits($0.hour)):\(twoDigits($0.minute)):\(twoDigits($0.second)) +0000"
      } ?? ""
    case .array(let elements):
      "["
        + elements.map { if case .string(let text) = $0 { "\"\(text)\"" } else { interpolated($0) } }
        .joined(separator: ", ") + "]"
    case .record(let record):
      "["
        + record.values.sorted { $0.key < $1.key }.map { "\"\($0.key)\": \(interpolated($0.value))" }
        .joined(separator: ", ") + "]"
    case .null: ""
    }
  }

  private static func clock(_ seconds: Int) -> String {
    let hours = seconds / 3600
    let minutes = seconds % 3600 / 60
    let rest = seconds % 60
    return hours > 0 ? "\(hours):\(twoDigits(minutes)):\(twoDigits(rest))" : "\(minutes):\(twoDigits(rest))"
  }

  private static func twoDigits(_ number: Int) -> String { number < 10 ? "0\(number)" : "\(number)" }
}
