import IsletCanvas
import IsletDevices
import IsletFindings
import IsletLanguage
import IsletModel
import IsletPush
import IsletSheet
import IsletSwift
import Testing

/// Each SwiftUI view, modifier and expression islet models, translated into the language.
@Suite struct SwiftViewTranslationTests {
  /// A widget whose Lock Screen shows `body`, with helpers declared after it.
  static func widget(_ body: String, helpers: String = "") -> String {
    """
    struct OrderAttributes: ActivityAttributes {
      struct ContentState: Codable, Hashable {
        var phase: Phase
        var eta: Date?
        var count: Int
        var progress: Double
        var courier: String?
        var stops: [String]
      }
      enum Phase: String, Codable { case placed, ready }
      var shop: String
    }
    struct OrderWidget: Widget {
      var body: some WidgetConfiguration {
        ActivityConfiguration(for: OrderAttributes.self) { context in
          \(body)
        } dynamicIsland: { context in
          DynamicIsland {
            DynamicIslandExpandedRegion(.leading, priority: 2) { Text("L") }
          } compactLeading: { Text("a") } compactTrailing: { Text("b") } minimal: { Text("m") }
        }
      }
    }
    \(helpers)
    """
  }

  /// The generated lines of the Lock Screen (without indentation).
  static func lockScreen(_ body: String, helpers: String = "") -> [String] {
    let translation = SwiftTranslator.translate([("W.swift", widget(body, helpers: helpers))], activity: nil)
    let lines = translation.layoutSource.split(separator: "\n").map {
      $0.trimmingPrefix(while: { $0 == " " })
    }
    guard let start = lines.firstIndex(of: "lockScreen {"), let end = lines.firstIndex(of: "compactLeading {")
    else { return [] }
    return lines[(start + 1)..<(end - 1)].map(String.init)
  }

  static let views: [(swift: String, islet: [String])] = [
    (#"Text("Hi")"#, [#"text("Hi")"#]),
    (#"Text("\(context.state.count) left")"#, [#"text("\(count) left")"#]),
    ("Text(context.attributes.shop)", ["text(shop)"]),
    ("Text(verbatim: context.attributes.shop)", ["text(shop)"]),
    ("Text(context.state.progress, format: .percent)", ["text(percent(progress))"]),
    ("Text(context.state.progress, format: .number)", ["text(number(progress))"]),
    ("Text(context.state.eta ?? .now, style: .timer)", ["timer((eta ?? now))"]),
    ("Text(Date.now.addingTimeInterval(60), style: .timer)", ["timer((now + 60))"]),
    ("Text(Date(timeIntervalSinceNow: 60), style: .timer)", ["timer((now + 60))"]),
    ("Text(Date.now, style: .relative)", ["relative(now)"]),
    ("Text(Date.now, style: .time)", ["time(now)"]),
    ("Text(Date.now, style: .date)", ["date(now)"]),
    (
      "Text(timerInterval: Date.now...Date.now, countsDown: true)",
      ["timer(interval: now...now, countsDown: true)"]
    ),
    (#"Image(systemName: "bolt")"#, [#"symbol("bolt")"#]),
    (#"Label("Go", systemImage: "car")"#, [#"label("Go", symbol: "car")"#]),
    (
      #"HStack(alignment: .top, spacing: 4) { Text("a"); Spacer(); Spacer(minLength: 8) }"#,
      ["hstack(alignment: .top, spacing: 4) {", #"text("a")"#, "spacer", "spacer(minLength: 8)", "}"]
    ),
    (#"VStack { Text("a") }"#, ["vstack {", #"text("a")"#, "}"]),
    (
      #"ZStack(alignment: .topLeading) { Text("a") }"#,
      ["zstack(alignment: .topLeading) {", #"text("a")"#, "}"]
    ),
    ("ProgressView(value: context.state.progress)", ["progress(value: progress)"]),
    (
      "ProgressView(value: Double(context.state.count), total: 5)",
      ["progress(value: Double(count), total: 5)"]
    ),
    ("ProgressView(timerInterval: Date.now...Date.now)", ["progress(timerInterval: now...now)"]),
    (#"ViewThatFits { Text("long"); Text("s") }"#, ["fits {", #"text("long")"#, #"text("s")"#, "}"]),
    (#"Group { Text("a"); Text("b") }.bold()"#, [#"text("a").bold"#, #"text("b").bold"#]),
    ("EmptyView()", []),
    (
      #"if context.isStale { Text("old") } else if let eta = context.state.eta { Text(eta, style: .timer) } else { EmptyView() }"#,
      ["if isStale {", #"text("old")"#, "} else if let eta = eta {", "timer(eta)", "} else {", "}"]
    ),
    (
      #"if let who = context.state.courier, !context.isStale { Text(who) }"#,
      ["if let who = courier, !isStale {", "text(who)", "}"]
    ),
    (
      #"switch context.state.phase { case .placed: Text("P"); case .ready: Text("R") }"#,
      ["if phase == .placed {", #"text("P")"#, "} else {", #"text("R")"#, "}"]
    ),
    (#"Text(context.state.count > 1 ? "many" : "one")"#, [#"text((count > 1 ? "many" : "one"))"#]),
    (#"Text("\(context.state.stops.count) stops")"#, [#"text("\(stops.count) stops")"#]),
    ("Text(context.state.phase.rawValue)", ["text(phase.rawValue)"]),
    (#"Text("Shop: ") + Text(context.attributes.shop)"#, [#"text("Shop: " + shop)"#]),
    (
      #"if #available(iOS 17, *) { Text("new") } else { Text("old") }"#,
      ["if true {", #"text("new")"#, "} else {", #"text("old")"#, "}"]
    ),
  ]

  static let modifiers: [(swift: String, islet: String)] = [
    (".bold()", ".bold"), (".italic()", ".italic"), (".monospacedDigit()", ".monospacedDigit"),
    (".fontWeight(.semibold)", ".bold"), (".fontWeight(.regular)", ""),
    (".font(.caption2)", ".font(.caption2)"),
    (".foregroundStyle(.orange)", ".color(.orange)"), (".foregroundColor(Color.red)", ".color(.red)"),
    (".foregroundStyle(.secondary)", ".dim"), (".lineLimit(2)", ".lineLimit(2)"), (".lineLimit(nil)", ""),
    (".truncationMode(.head)", ".truncationMode(.head)"), (".layoutPriority(1)", ".layoutPriority(1)"),
    (".padding()", ".padding"), (".padding(8)", ".padding(8)"),
    (".padding(.horizontal, 4)", ".padding(.horizontal, 4)"),
    (".frame(maxWidth: .infinity, alignment: .leading)", ".frame(maxWidth: .infinity, alignment: .leading)"),
    (".frame(width: 40, height: 20)", ".frame(width: 40, height: 20)"),
    (
      ".dynamicIsland(verticalPlacement: .belowIfTooWide)",
      ".dynamicIsland(verticalPlacement: .belowIfTooWide)"
    ),
    (#".widgetURL(URL(string: "x"))"#, ""), (".contentTransition(.numericText())", ""),
  ]

  @Test func everyModelledViewTranslates() {
    for (swift, islet) in Self.views {
      #expect(Self.lockScreen(swift) == islet, "\(swift)")
    }
  }

  @Test func everyModelledModifierTranslates() {
    for (swift, islet) in Self.modifiers {
      #expect(Self.lockScreen(#"Text("x")"# + swift) == [#"text("x")"# + islet], "\(swift)")
    }
  }

  @Test func helperViewsPropertiesAndFunctionsAreInlined() {
    let helpers = """
      struct Header: View {
        @Environment(\\.activityFamily) var family
        @Environment(\\.isDynamicIslandLimitedInWidth) var narrow
        let context: ActivityViewContext<OrderAttributes>
        var title: String = "Order"
        var label: String {
          if context.isStale { return "late" } else { return context.attributes.shop }
        }
        var body: some View {
          if family == .small || narrow { Text(title) } else { Text(label); Text(shout(context.attributes.shop)) }
        }
        func shout(_ text: String) -> String { text + "!" }
      }
      extension OrderAttributes.ContentState {
        var remaining: Int { 5 - count }
      }
      """
    #expect(
      Self.lockScreen("Header(context: context).padding(4)", helpers: helpers) == [
        "if (family == .small || limitedWidth) {", #"text("Order").padding(4)"#, "} else {",
        #"text((isStale ? "late" : shop)).padding(4)"#, #"text((shop + "!")).padding(4)"#, "}",
      ])
    #expect(
      Self.lockScreen("Text(\"\\(context.state.remaining)\")", helpers: helpers) == [
        #"text("\((5 - count))")"#
      ])
  }

  @Test func expandedRegionsKeepTheirPriority() {
    let translation = SwiftTranslator.translate([("W.swift", Self.widget(#"Text("x")"#))], activity: nil)
    #expect(translation.layoutSource.contains("leading(priority: 2) {"))
  }

  @Test func unsupportedViewsAreStandInsWithLocatedWarnings() {
    let compilation = SwiftLayoutCompilation.compile(
      [("W.swift", Self.widget(#"VStack { Map(); Text("x").blur(radius: 2) }"#))], activity: nil)
    #expect(compilation.layout != nil)
    #expect(compilation.translation.layoutSource.contains(#"text("[Map]")"#))
    #expect(SwiftFixtures.locations(compilation.diagnostics, .swiftUnsupportedView) == ["W.swift:16:16"])
    #expect(SwiftFixtures.locations(compilation.diagnostics, .swiftUnsupportedModifier) == ["W.swift:16:33"])
  }

  @Test func languageErrorsInTheTranslationPointIntoTheSwift() {
    // Interpolating an optional is an error in the language: reported at the Swift expression.
    let compilation = SwiftLayoutCompilation.compile(
      [("W.swift", Self.widget(#"Text("\(context.state.courier)")"#))], activity: nil)
    #expect(compilation.layout == nil)
    let error = compilation.diagnostics.first { $0.severity == .error }
    #expect(error?.code == .typeMismatch)
    if case .source(let span) = error?.location {
      #expect(span.file == "W.swift")
      #expect(span.start.line == 16)
      #expect(span.start.column == 15)  // `context.state.courier`
    } else {
      Issue.record("the error is not located in the Swift file")
    }
  }
}
