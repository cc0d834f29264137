import IsletCanvas
import IsletDevices
import IsletFindings
import IsletModel
import IsletPlacement
import IsletSheet
import IsletSwift
import IsletSwiftLayout
import Testing

/// Dates a server sends as Unix seconds, and date styles and formats inside a Text's string.
@Suite struct SwiftDateTranslationTests {
  /// The sample clock (2026-01-01T09:00:00Z) in Unix seconds, ten minutes on.
  static let tenMinutesOn = 1_767_258_000 + 600

  static let views: [(swift: String, islet: [String])] = [
    (
      "Text(Date(timeIntervalSince1970: context.state.progress), style: .timer)",
      [#"timer((date("1970-01-01T00:00:00Z") + progress))"#]
    ),
    (
      "Text(timerInterval: Date.now...Date(timeIntervalSinceReferenceDate: context.state.progress))",
      [#"timer(interval: now...(date("2001-01-01T00:00:00Z") + progress))"#]
    ),
    (
      "Text(Date(timeInterval: 60, since: .now), style: .timer)", ["timer((now + 60))"]
    ),
    (
      #"Text("\(Int((context.state.eta ?? .now).timeIntervalSince1970))")"#,
      [#"text("\(Int((((eta ?? now)) - date("1970-01-01T00:00:00Z"))))")"#]
    ),
    (
      #"Text("\(context.state.eta?.timeIntervalSinceNow ?? 0)")"#,
      [#"text("\(((eta.map { ($0 - now) }) ?? 0))")"#]
    ),
    (
      #"Text("at \(Date.now, style: .time)")"#,
      [#"text("at \(now.formatted(date: .omitted, time: .shortened))")"#]
    ),
    (
      #"Text("\(context.state.progress, format: .percent) · \(context.state.progress, specifier: "%.1f")")"#,
      [#"text("\(progress.formatted(.percent)) · \(String(format: "%.1f", progress))")"#]
    ),
  ]

  @Test func datesAndFormatsTranslate() {
    for (swift, islet) in Self.views {
      #expect(SwiftViewTranslationTests.lockScreen(swift) == islet, "\(swift)")
      let compilation = SwiftLayoutCompilation.compile(
        [("W.swift", SwiftViewTranslationTests.widget(swift))], activity: nil)
      #expect(compilation.layout != nil, "\(swift): \(compilation.diagnostics.map(\.message))")
    }
  }

  /// Unix seconds ten minutes after the clock: the timer reads 10:00, inside a string too, and
  /// the time is the clock's plus ten minutes.
  @Test func unixSecondsRenderAtTheirInstant() throws {
    let unix = "Date(timeIntervalSince1970: context.state.progress)"
    let body = """
      Text(\(unix), style: .timer)
            Text("at \\(\(unix), style: .time), in \\(\(unix), style: .timer)")
      """
    let compilation = SwiftLayoutCompilation.compile(
      [("W.swift", SwiftViewTranslationTests.widget(body))], activity: nil)
    let layout = try #require(compilation.layout, "\(compilation.diagnostics.map(\.message))")
    let state = Record([
      "phase": .enumCase("placed"), "eta": .null, "count": .int(1),
      "progress": .double(Double(Self.tenMinutesOn)), "courier": .null, "stops": .array([]),
    ])
    let sheet = SwiftFixtures.sheet(
      layout, state: state, attributes: Record(["shop": .string("S")]), isStale: false, orientation: .portrait
    )
    #expect(sheet.contains("10:00"))
    #expect(sheet.contains("at 9:10 AM, in 10:00"), "\(sheet)")
  }

  /// A relative date inside a string has no text in the language: a stand-in saying so.
  @Test func aRelativeDateInsideAStringIsAStandIn() {
    let compilation = SwiftLayoutCompilation.compile(
      [("W.swift", SwiftViewTranslationTests.widget(#"Text("Updated \(Date.now, style: .relative) ago")"#))],
      activity: nil)
    let warning = compilation.diagnostics.first { $0.code == .swiftUnsupportedView }
    #expect(
      warning?.message.hasPrefix("a `.relative` date inside a string") == true,
      "\(String(describing: warning))")
  }
}
