import Foundation
import Testing

@testable import IsletLanguage
@testable import IsletModel

/// Each locale's formatting rules against Foundation's own output on Linux for the same values.
/// en_US is islet's own spelling of what Foundation writes (a plain space before AM/PM where
/// Foundation has U+202F, "min" where it has "min."), kept so that snapshots stay as they were.
@Suite struct FormatLocaleTests {
  static let utc = TimeZone(secondsFromGMT: 0) ?? .current

  /// Foundation's text in islet's en_US spelling.
  static func islets(_ text: String, _ locale: FormatLocale) -> String {
    guard locale == .enUS else { return text }
    return text.replacingOccurrences(of: "\u{202F}", with: " ")
      .replacingOccurrences(of: #"(sec|min|hr)\."#, with: "$1", options: .regularExpression)
  }

  @Test func numbersAndPercentagesMatchFoundation() {
    for locale in FormatLocale.all {
      let decimal = NumberFormatter()
      decimal.locale = Locale(identifier: locale.identifier)
      decimal.numberStyle = .decimal
      decimal.maximumFractionDigits = 2
      for value in [0, 7, 12.5, 1234, 1_234_567.25, -9876.4, 0.07, 999_999.99] {
        #expect(
          LayoutFormat.number(value, locale: locale) == decimal.string(from: value as NSNumber),
          "\(locale.identifier) \(value)")
      }
      let percent = NumberFormatter()
      percent.locale = Locale(identifier: locale.identifier)
      percent.numberStyle = .percent
      for fraction in [0.62, 0, 1, 12.34, -0.2] {
        #expect(
          LayoutFormat.percent(fraction, locale: locale) == percent.string(from: fraction as NSNumber),
          "\(locale.identifier) \(fraction)")
      }
    }
  }

  @Test func clockTimesAndDatesMatchFoundation() {
    // 2026-01-09T00:05Z, then every month at another time of day, and a UTC offset.
    let instants = (0..<12).map { month -> Instant in
      Instant(unixSeconds: 1_767_917_100 + Double(month) * 2_629_800 + Double(month * 3_917))
    }
    for locale in FormatLocale.all {
      for offset in [0, 2 * 3600, -(5 * 3600 + 1800)] {
        let zone = TimeZone(secondsFromGMT: offset) ?? Self.utc
        let time = DateFormatter()
        time.locale = Locale(identifier: locale.identifier)
        time.timeZone = zone
        time.dateStyle = .none
        time.timeStyle = .short
        let date = DateFormatter()
        date.locale = Locale(identifier: locale.identifier)
        date.timeZone = zone
        date.dateStyle = .medium
        date.timeStyle = .none
        for instant in instants {
          let foundation = Date(timeIntervalSince1970: instant.unixSeconds)
          #expect(
            LayoutFormat.clockTime(instant, utcOffset: offset, locale: locale)
              == Self.islets(time.string(from: foundation), locale), "\(locale.identifier) \(instant)")
          #expect(
            LayoutFormat.calendarDate(instant, utcOffset: offset, locale: locale)
              == Self.islets(date.string(from: foundation), locale), "\(locale.identifier) \(instant)")
        }
      }
    }
  }

  /// Abbreviated relative phrases (`reference`), as `Date.RelativeFormatStyle` writes them
  /// relative to now.
  @Test func referencePhrasesMatchFoundation() {
    let amounts: [Double] = [30, 60, 12 * 60, 45 * 60, 3600, 2 * 3600, 86_400, 2 * 86_400, 5 * 86_400]
    for locale in FormatLocale.all {
      let foundationLocale = Locale(identifier: locale.identifier)
      let style = Date.RelativeFormatStyle(
        presentation: .numeric, unitsStyle: .abbreviated, locale: foundationLocale,
        calendar: Calendar(identifier: .gregorian))
      for amount in amounts {
        for sign in [1.0, -1.0] {
          let target = Date().addingTimeInterval(sign * (amount + 0.25))
          let expected = Self.islets(target.formatted(style), locale)
          let now = Instant(unixSeconds: target.timeIntervalSince1970 - sign * (amount + 0.25))
          let islet = LayoutFormat.reference(
            to: Instant(unixSeconds: target.timeIntervalSince1970), now: now, locale: locale)
          #expect(islet == expected, "\(locale.identifier) \(sign * amount)")
        }
      }
      let named = Date.RelativeFormatStyle(
        presentation: .named, unitsStyle: .abbreviated, locale: foundationLocale,
        calendar: Calendar(identifier: .gregorian))
      let now = Instant(unixSeconds: 1_767_258_000)
      #expect(LayoutFormat.reference(to: now, now: now, locale: locale) == Date().formatted(named))
    }
  }

  /// `relative` and `offset` (SwiftUI's `.relative` and `.offset` date styles) against
  /// `Duration.UnitsFormatStyle`, wide, rounded down: two units for `relative`, one for `offset`.
  @Test func relativeAndOffsetMatchFoundationDurations() {
    let amounts = [
      0, 1, 45, 60, 61, 674, 3600, 3605, 8543, 86_400, 86_401, 90_061, 2 * 86_400 + 7200, 40 * 86_400,
    ]
    let units: Set<Duration.UnitsFormatStyle.Unit> = [.days, .hours, .minutes, .seconds]
    for locale in FormatLocale.all {
      let foundationLocale = Locale(identifier: locale.identifier)
      func written(_ seconds: Int, units count: Int) -> String {
        Duration.seconds(seconds).formatted(
          .units(
            allowed: units, width: .wide, maximumUnitCount: count, fractionalPart: .hide(rounded: .towardZero)
          ).locale(foundationLocale))
      }
      let now = Instant(secondsSinceReferenceDate: 1_000)
      for amount in amounts {
        for sign in [1, -1] {
          let target = now.adding(Double(sign * amount) + Double(sign) * 0.5)
          let label = "\(locale.identifier) \(sign * amount)"
          #expect(
            LayoutFormat.relative(to: target, now: now, locale: locale) == written(amount, units: 2),
            "\(label)")
          let sign = amount == 0 ? "" : sign > 0 ? "-" : "+"
          #expect(
            LayoutFormat.offset(to: target, now: now, locale: locale) == sign + written(amount, units: 1),
            "\(label)")
        }
      }
    }
  }

  @Test func localesAreNamedEitherWay() {
    #expect(FormatLocale.named("de-DE") == FormatLocale.named("de_DE"))
    #expect(FormatLocale.named("FR_fr")?.identifier == "fr_FR")
    #expect(FormatLocale.named("xx") == nil)
    #expect(FormatLocale.all.map(\.identifier) == ["en_US", "en_GB", "de_DE", "fr_FR", "ja_JP", "zh_CN"])
  }
}
