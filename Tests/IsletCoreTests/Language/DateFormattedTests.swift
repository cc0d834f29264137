import Foundation
import Testing

@testable import IsletLanguage
@testable import IsletModel
@testable import IsletPlacement

/// `Date.formatted(…)` in every locale against Foundation's `Date.FormatStyle` on Linux, and
/// in layouts: typed, evaluated at the render's locale and time zone, mistakes located.
@Suite struct DateFormattedTests {
  typealias P = LayoutProgram

  /// Every month at another time of day (midnight and noon included), 2026.
  static let instants =
    (0..<12).map { month -> Instant in
      Instant(unixSeconds: 1_767_917_100 + Double(month) * 2_629_800 + Double(month * 3_917))
    } + [Instant(unixSeconds: 1_767_916_800), Instant(unixSeconds: 1_767_960_000)]

  static func foundation(_ locale: FormatLocale, offset: Int) -> Date.FormatStyle {
    Date.FormatStyle(
      locale: Locale(identifier: locale.identifier), timeZone: TimeZone(secondsFromGMT: offset) ?? .gmt)
  }

  /// Date and time styles as `Date.FormatStyle` writes them, with the time as `DateFormatter`
  /// writes its `.short`, `.medium` and `.long` times (CLDR's patterns): swift-foundation on
  /// Linux writes a one-digit hour for the time styles in en_GB, de_DE, fr_FR and zh_CN
  /// (`0:05`), where its own `DateFormatter` and `.dateTime.hour().minute()` write `00:05`.
  @Test func dateAndTimeStylesMatchFoundation() {
    let dates: [(P.FormattedDateStyle, Date.FormatStyle.DateStyle)] = [
      (.omitted, .omitted), (.numeric, .numeric), (.abbreviated, .abbreviated), (.long, .long),
      (.complete, .complete),
    ]
    let times: [(P.FormattedTimeStyle, Date.FormatStyle.TimeStyle, DateFormatter.Style)] = [
      (.omitted, .omitted, .none), (.shortened, .shortened, .short), (.standard, .standard, .medium),
      (.complete, .complete, .long),
    ]
    for locale in FormatLocale.all {
      let identifier = Locale(identifier: locale.identifier)
      for offset in [0, 2 * 3600, -(5 * 3600 + 1800)] {
        let zone = TimeZone(secondsFromGMT: offset) ?? .gmt
        for instant in Self.instants {
          let date = Date(timeIntervalSince1970: instant.unixSeconds)
          for (ours, theirs) in dates {
            for (ourTime, theirTime, formatterTime) in times where !(ours == .omitted && ourTime == .omitted)
            {
              let formatter = DateFormatter()
              formatter.locale = identifier
              formatter.timeZone = zone
              formatter.dateStyle = .none
              formatter.timeStyle = formatterTime
              let styleTime = date.formatted(
                Date.FormatStyle(date: .omitted, time: theirTime, locale: identifier, timeZone: zone))
              var expected = date.formatted(
                Date.FormatStyle(date: theirs, time: theirTime, locale: identifier, timeZone: zone))
              if ourTime != .omitted {
                expected = expected.replacingOccurrences(of: styleTime, with: formatter.string(from: date))
              }
              #expect(
                LayoutFormat.formatted(
                  instant, .styles(date: ours, time: ourTime), utcOffset: offset, locale: locale)
                  == FormatLocaleTests.islets(expected, locale),
                "\(locale.identifier) \(ours) \(ourTime) \(offset)")
            }
          }
        }
      }
    }
  }

  @Test func dateTimeFieldSetsMatchFoundation() {
    for locale in FormatLocale.all {
      for offset in [0, -(5 * 3600 + 1800)] {
        let base = Self.foundation(locale, offset: offset)
        let chains: [(P.DateFormat, Date.FormatStyle)] = [
          (.hour, base.hour()), (.styles(date: .omitted, time: .shortened), base.hour().minute()),
          (.styles(date: .omitted, time: .standard), base.hour().minute().second()),
          (.monthDay(wide: false), base.month(.abbreviated).day()),
          (.monthDay(wide: true), base.month(.wide).day()),
          (.styles(date: .abbreviated, time: .omitted), base.year().month().day()),
          (.weekday(wide: false), base.weekday(.abbreviated)), (.weekday(wide: true), base.weekday(.wide)),
        ]
        for instant in Self.instants {
          let date = Date(timeIntervalSince1970: instant.unixSeconds)
          for (ours, theirs) in chains {
            #expect(
              LayoutFormat.formatted(instant, ours, utcOffset: offset, locale: locale)
                == FormatLocaleTests.islets(date.formatted(theirs), locale),
              "\(locale.identifier) \(ours) \(instant)")
          }
        }
      }
    }
  }

  func text(_ expr: String, locale: FormatLocale = .enUS, offset: Int = 0) throws -> String {
    let source = LayoutFixtures.activity("small { if isStale { text(\"-\") } else { text(\(expr)) } }")
    let layout = try #require(
      LayoutCompiler.compile(source, file: "test.islet").layout, "\(LayoutFixtures.diagnostics(source))")
    let state = Record([
      "phase": .enumCase("placed"), "eta": .date(Instant(unixSeconds: 1_788_469_507)),
      "stopsAway": .int(1234),
      "courier": .null, "progress": .double(0.625),
    ])
    var environment = RenderEnvironment(now: Instant(unixSeconds: 1_788_469_000))
    environment.locale = locale
    environment.utcOffset = offset
    let sketch = LayoutFixtures.sketch(
      layout.view(
        for: .small, state: state, attributes: Record(["name": .string("x")]), environment: environment))
    return String(sketch.dropFirst("text(".count).dropLast())
  }

  @Test func layoutsFormatDatesAndNumbers() throws {
    // 2026-09-03T21:05:07Z.
    #expect(try text("(eta ?? now).formatted()") == "9/3/2026, 9:05 PM")
    #expect(
      try text("(eta ?? now).formatted(date: .abbreviated, time: .shortened)") == "Sep 3, 2026 at 9:05 PM")
    #expect(
      try text(
        "(eta ?? now).formatted(date: .complete, time: .omitted)", locale: .named("de_DE")!, offset: 7200)
        == "Donnerstag, 3. September 2026")
    #expect(
      try text("(eta ?? now).formatted(.dateTime.hour().minute())", locale: .named("fr_FR")!) == "21:05")
    #expect(try text("(eta ?? now).formatted(.dateTime.weekday(.wide))", locale: .named("ja_JP")!) == "木曜日")
    #expect(try text("(eta ?? now).formatted(.dateTime.day().month())") == "Sep 3")
    #expect(try text("stopsAway.formatted()", locale: .named("de_DE")!) == "1.234")
    #expect(try text("progress.formatted(.percent)") == "63%")
  }

  @Test(arguments: [
    (
      "text((eta ?? now).formatted(date: .short, time: .omitted))",
      "test.islet:10:76: error[L006]: `.short` is not a date style"
    ),
    (
      "text((eta ?? now).formatted(.dateTime.era()))",
      "test.islet:10:79: error[L006]: islet does not write the `.dateTime` field `era`"
    ),
    (
      "text((eta ?? now).formatted(.dateTime.year().hour()))",
      "test.islet:10:69: error[L006]: islet does not write this set of `.dateTime` fields"
    ),
    (
      "text(stopsAway.formatted(.currency))",
      "test.islet:10:46: error[L010]: a number's `formatted` takes no argument, `.number` or `.percent`"
    ),
  ])
  func mistakesAreLocatedErrors(body: String, expected: String) {
    let source = LayoutFixtures.activity("small { if isStale { text(\"-\") } else { \(body) } }")
    #expect(LayoutFixtures.headers(source) == [expected])
  }
}

extension DateFormattedTests {
  /// `Text(timerInterval:pauseTime:countsDown:)`: while the pause is a Date the timer shows
  /// its value then; nil runs it on the clock.
  @Test func aPausedIntervalTimerStandsStill() throws {
    let body = """
      if isStale { text("-") } else if let eta {
        timer(interval: eta - 600...eta, pauseTime: stopsAway > 0 ? eta - 500 : nil)
      }
      """
    let source = LayoutFixtures.activity("small { \(body) }")
    let layout = try #require(
      LayoutCompiler.compile(source, file: "test.islet").layout, "\(LayoutFixtures.diagnostics(source))")
    let eta = Instant(unixSeconds: 1_788_469_507)
    func shown(stops: Int) -> String {
      let state = Record([
        "phase": .enumCase("placed"), "eta": .date(eta), "stopsAway": .int(stops), "courier": .null,
        "progress": .double(0),
      ])
      return LayoutFixtures.sketch(
        layout.view(
          for: .small, state: state, attributes: Record(["name": .string("x")]),
          environment: RenderEnvironment(now: eta.adding(-60))))
    }
    #expect(shown(stops: 1) == "text(8:20)")
    #expect(shown(stops: 0) == "text(1:00)")
  }
}
