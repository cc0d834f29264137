import IsletCanvas
import IsletDevices
import IsletFindings
import IsletLanguage
import IsletModel
import IsletPlacement
import IsletPush
import IsletSheet
import IsletSwift
import IsletSwiftLayout
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
    ("Text(context.state.eta ?? .now, style: .offset)", ["offset((eta ?? now))"]),
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
    (
      #"switch context.state.count { case 0: Text("none"); case 1, 2: Text("few"); default: Text("many") }"#,
      [
        "if count == 0 {", #"text("none")"#, "} else if count == 1 || count == 2 {", #"text("few")"#,
        "} else {",
        #"text("many")"#, "}",
      ]
    ),
    (
      #"if case .ready = context.state.phase { Text("R") }"#,
      ["if case .ready = phase {", #"text("R")"#, "}"]
    ),
    (
      #"Label { Text("Gate") } icon: { Image(systemName: "airplane") }"#,
      ["hstack(spacing: 8) {", #"symbol("airplane")"#, #"text("Gate")"#, "}"]
    ),
    (#"Button("Pause") { }"#, [#"button("Pause")"#]),
    (
      #"Button(intent: PauseIntent()) { Image(systemName: "pause") }"#,
      ["button {", #"symbol("pause")"#, "}"]
    ),
    (#"Button { } label: { Text("Go") }"#, ["button {", #"text("Go")"#, "}"]),
    (
      #"Link(destination: URL(string: "app://o")!) { Text("Open") }"#,
      [#"link(destination: "app://o") {"#, #"text("Open")"#, "}"]
    ),
    (#"Text("x").hidden()"#, [#"text("x").hidden"#]),
    (
      #"VStack(alignment: context.isStale ? .leading : .trailing) { Text("a") }"#,
      ["vstack(alignment: (isStale ? .leading : .trailing)) {", #"text("a")"#, "}"]
    ),
    (
      #"Text(context.attributes.shop.uppercased().prefix(3))"#, ["text(shop.uppercased().prefix(3))"]
    ),
    (
      #"Text(String(format: "%.1f km", context.state.progress))"#,
      [#"text(String(format: "%.1f km", progress))"#]
    ),
    (
      #"Text(context.state.stops.joined(separator: ", ").replacingOccurrences(of: "a", with: "b"))"#,
      [#"text(stops.joined(separator: ", ").replacingOccurrences(of: "a", with: "b"))"#]
    ),
    (
      #"Text("\(max(context.state.count, 1)) \((context.state.progress * 10).rounded())")"#,
      [#"text("\(max(count, 1)) \(((progress * 10)).rounded())")"#]
    ),
    (
      "Text(Date.now.formatted(.dateTime.hour().minute()))",
      ["text(now.formatted(.dateTime.hour().minute()))"]
    ),
    (
      "Text((context.state.eta ?? .now).formatted(date: .abbreviated, time: .shortened))",
      ["text(((eta ?? now)).formatted(date: .abbreviated, time: .shortened))"]
    ),
    ("Text(context.state.progress.formatted(.percent))", ["text(progress.formatted(.percent))"]),
    (
      #"Text(String(format: "%02d", Int(context.state.progress.truncatingRemainder(dividingBy: 60))))"#,
      [#"text(String(format: "%02d", Int(progress.truncatingRemainder(dividingBy: 60))))"#]
    ),
    (
      "Text(timerInterval: Date.now...Date.now, pauseTime: context.state.eta, countsDown: true)",
      ["timer(interval: now...now, pauseTime: eta, countsDown: true)"]
    ),
    (
      #"Text(switch context.state.count { case 0: "none"; default: "some" })"#,
      [#"text(switch count { case 0: "none" default: "some" })"#]
    ),
    (#"Text("\(0x1F + 0b10 + 0o7 + 1_000)")"#, [#"text("\((31 + 2 + 7 + 1_000))")"#]),
  ]

  static let modifiers: [(swift: String, islet: String)] = [
    (".bold()", ".bold"), (".italic()", ".italic"), (".monospacedDigit()", ".monospacedDigit"),
    (".fontWeight(.semibold)", ".fontWeight(.semibold)"),
    (".fontWeight(context.isStale ? .regular : .bold)", ".fontWeight((isStale ? .regular : .bold))"),
    (".font(.caption2)", ".font(.caption2)"),
    (
      ".font(.system(size: 14, weight: .semibold, design: .rounded))",
      ".font(.system(size: 14, weight: .semibold, design: .rounded))"
    ),
    (".font(.caption.weight(.heavy))", ".font(.caption.weight(.heavy))"),
    (".font(Font.headline.monospacedDigit())", ".font(Font.headline.monospacedDigit())"),
    (".foregroundStyle(.orange)", ".color(.orange)"), (".foregroundColor(Color.red)", ".color(Color.red)"),
    (".foregroundStyle(.secondary)", ".dim"), (".foregroundStyle(.tertiary)", ".dim"),
    (
      ".foregroundStyle(context.state.count > 2 ? .gray : .red)",
      ".color(((count > 2) ? .gray : .red))"
    ),
    (
      ".foregroundColor(Color(red: 0.2, green: 0.4, blue: 1, opacity: context.state.progress))",
      ".color(Color(red: 0.2, green: 0.4, blue: 1, opacity: progress))"
    ),
    (#".foregroundStyle(Color("Brand"))"#, #".color(Color("Brand"))"#),
    (".foregroundStyle(.orange.opacity(0.5))", ".color(.orange.opacity(0.5))"),
    (
      ".foregroundStyle(LinearGradient(colors: [.blue, .purple], startPoint: .leading, endPoint: .trailing))",
      ".color(LinearGradient(colors: [.blue, .purple], startPoint: .leading, endPoint: .trailing))"
    ),
    (".tint(.green)", ".tint(.green)"),
    (".foregroundStyle(Color(.systemGray2))", ".color(Color(.systemGray2))"),
    (".foregroundColor(Color(UIColor.systemBlue))", ".color(Color(UIColor.systemBlue))"),
    (".foregroundStyle(Color.accentColor)", ".color(Color.accentColor)"),
    (".background(.ultraThinMaterial)", ".background(.ultraThinMaterial)"),
    (
      ".activityBackgroundTint(Color.black.opacity(0.8))", ".activityBackgroundTint(Color.black.opacity(0.8))"
    ),
    (".activitySystemActionForegroundColor(.white)", ".activitySystemActionForegroundColor(.white)"),
    (".opacity(0.5)", ".opacity(0.5)"), (".minimumScaleFactor(0.7)", ".minimumScaleFactor(0.7)"),
    (".underline()", ".underline"), (".strikethrough(true, color: .red)", ".strikethrough"),
    (".italic(false)", ""), (".monospaced()", ".monospaced"),
    (".textCase(.uppercase)", ".textCase(.uppercase)"), (".textCase(nil)", ".textCase(nil)"),
    (".multilineTextAlignment(.center)", ".multilineTextAlignment(.center)"),
    (".font(context.isStale ? .caption : .body)", ".font((isStale ? .caption : .body))"),
    (".lineLimit(2)", ".lineLimit(2)"), (".lineLimit(nil)", ""),
    (".truncationMode(.head)", ".truncationMode(.head)"), (".layoutPriority(1)", ".layoutPriority(1)"),
    (".padding()", ".padding"), (".padding(8)", ".padding(8)"),
    (".padding(.horizontal, 4)", ".padding(.horizontal, 4)"),
    (".frame(maxWidth: .infinity, alignment: .leading)", ".frame(maxWidth: .infinity, alignment: .leading)"),
    (".frame(width: 40, height: 20)", ".frame(width: 40, height: 20)"),
    (
      ".dynamicIsland(verticalPlacement: .belowIfTooWide)",
      ".dynamicIsland(verticalPlacement: .belowIfTooWide)"
    ),
    (#".widgetURL(URL(string: "x"))"#, #".widgetURL("x")"#), (".contentTransition(.numericText())", ""),
  ]

  @Test func everyModelledViewTranslates() {
    for (swift, islet) in Self.views {
      #expect(Self.lockScreen(swift) == islet, "\(swift)")
    }
  }

  /// What the views translate into checks without an error.
  @Test func everyTranslatedViewCompiles() {
    for (swift, _) in Self.views {
      let translation = SwiftTranslator.translate([("W.swift", Self.widget(swift))], activity: nil)
      let compiled = LayoutCompiler.compile(translation.layoutSource, file: "W.islet")
      #expect(compiled.layout != nil, "\(swift): \(compiled.diagnostics.map(\.message))")
    }
  }

  /// A widget extension's top-level `let` / `var` is read at its initial value.
  @Test func topLevelValuesAreInlined() {
    let lines = Self.lockScreen(
      #"if showsGreeting { Text(greeting.uppercased()) }"#,
      helpers: "var showsGreeting = true\n"
        + #"let greeting = "Hi \(Date.now.formatted(date: .omitted, time: .shortened))""#)
    #expect(
      lines == [
        "if true {", #"text("Hi \(now.formatted(date: .omitted, time: .shortened))".uppercased())"#, "}",
      ])
  }

  @Test func everyModelledModifierTranslates() {
    for (swift, islet) in Self.modifiers {
      #expect(Self.lockScreen(#"Text("x")"# + swift) == [#"text("x")"# + islet], "\(swift)")
    }
  }

  /// What the modifiers translate into is a layout islet checks without an error (the asset
  /// colour without a value is a note).
  @Test func everyTranslatedModifierCompiles() {
    for (swift, _) in Self.modifiers {
      let translation = SwiftTranslator.translate(
        [("W.swift", Self.widget(#"Text("x")"# + swift))], activity: nil)
      let compiled = LayoutCompiler.compile(translation.layoutSource, file: "W.islet")
      #expect(compiled.layout != nil, "\(swift): \(compiled.diagnostics.map(\.message))")
    }
  }

  @Test func theIslandsKeylineTintReachesItsOutline() {
    let source = Self.widget(#"Text("x")"#).replacingOccurrences(
      of: #"minimal: { Text("m") }"#, with: #"minimal: { Text("m") }.keylineTint(.orange)"#)
    let translation = SwiftTranslator.translate([("W.swift", source)], activity: nil)
    #expect(
      translation.layoutSource.contains(#"text("a").keylineTint(.orange)"#), "\(translation.layoutSource)")
    #expect(translation.findings.isEmpty)
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

  /// `colorScheme`, `isLuminanceReduced` and `isActivityFullscreen` are values of the render:
  /// the appearance it is viewed in and two switches of its environment. An environment value
  /// islet has no equivalent for (W008) makes only the view that reads it a stand-in.
  @Test func environmentValuesAreTheRendersEnvironment() throws {
    let helpers = """
      struct Card: View {
        @Environment(\\.colorScheme) var scheme
        @Environment(\\.isLuminanceReduced) var dimmed
        @Environment(\\.isActivityFullscreen) var fullscreen
        @Environment(\\.redactionReasons) var redaction
        var body: some View {
          if dimmed { Text("DIMMED") } else if fullscreen { Text("FULLSCREEN") } else {
            Text(scheme == .dark ? "DARK" : "LIGHT")
          }
          Text(redaction.isEmpty ? "shown" : "hidden")
          Text("rest")
        }
      }
      """
    #expect(
      Self.lockScreen("Card()", helpers: helpers) == [
        "if isLuminanceReduced {", #"text("DIMMED")"#, "} else if isActivityFullscreen {",
        #"text("FULLSCREEN")"#,
        "} else {", #"text((colorScheme == .dark ? "DARK" : "LIGHT"))"#, "}",
        "// W002 the environment value `redactionReasons` not modelled: a stand-in",
        #"text("[Text]").standIn"#,
        #"text("rest")"#,
      ])
    let compilation = SwiftLayoutCompilation.compile(
      [("W.swift", Self.widget("Card()", helpers: helpers))], activity: nil)
    #expect(
      SwiftFixtures.locations(compilation.diagnostics, .swiftUnsupportedEnvironment) == ["W.swift:28:3"])
    let layout = try #require(compilation.layout)
    let state = Record([
      "phase": .enumCase("placed"), "eta": .null, "count": .int(1), "progress": .double(0), "courier": .null,
      "stops": .array([]),
    ])
    func lockScreen(_ environment: RenderEnvironment, _ appearance: Appearance) -> String {
      let sheet = layout.renderSheet(
        state: state, attributes: Record(["shop": .string("S")]), environment: environment,
        viewing: ViewingConditions(appearance: appearance))
      return GridText.plain(sheet.grid)
    }
    let now = SwiftFixtures.clock
    #expect(lockScreen(RenderEnvironment(now: now), .dark).contains("DARK"))
    #expect(lockScreen(RenderEnvironment(now: now), .light).contains("LIGHT"))
    #expect(lockScreen(RenderEnvironment(now: now, isLuminanceReduced: true), .dark).contains("DIMMED"))
    #expect(lockScreen(RenderEnvironment(now: now, isActivityFullscreen: true), .dark).contains("FULLSCREEN"))
    #expect(!lockScreen(RenderEnvironment(now: now), .dark).contains("FULLSCREEN"))
  }

  @Test func expandedRegionsKeepTheirPriority() {
    let translation = SwiftTranslator.translate([("W.swift", Self.widget(#"Text("x")"#))], activity: nil)
    #expect(translation.layoutSource.contains("leading(priority: 2) {"))
    // The largest Double (a real widget's `priority: .greatestFiniteMagnitude`) is a large number.
    let greatest = Self.widget(#"Text("x")"#).replacingOccurrences(
      of: "priority: 2", with: "priority: .greatestFiniteMagnitude")
    let compiled = SwiftLayoutCompilation.compile([("W.swift", greatest)], activity: nil)
    #expect(compiled.layout != nil, "\(compiled.diagnostics.map(\.message))")
  }

  /// Every way a widget spells the configuration's initializer is read; a member of the
  /// generic type that is not its initializer (`ActivityConfiguration<A>.ContentView`, an old
  /// `PreviewProvider`'s) is not a configuration.
  @Test(arguments: [
    "ActivityConfiguration.init(for:", "ActivityConfiguration<OrderAttributes>(for:",
    "ActivityConfiguration<OrderAttributes>.init(for:", "WidgetKit.ActivityConfiguration(for:",
  ])
  func theConfigurationIsFoundHoweverItsInitializerIsSpelt(spelling: String) {
    let source = Self.widget(#"Text("x")"#).replacingOccurrences(
      of: "ActivityConfiguration(for:", with: spelling)
    let translation = SwiftTranslator.translate([("W.swift", source)], activity: nil)
    #expect(translation.layoutSource.contains(#"text("x")"#), "\(translation.layoutSource)")
    #expect(!translation.findings.contains { $0.code == .swiftNoActivity })
    let notAConfiguration = source.replacingOccurrences(
      of: spelling, with: "ActivityConfiguration<OrderAttributes>.ContentView(for:")
    let untranslated = SwiftTranslator.translate([("W.swift", notAConfiguration)], activity: nil)
    #expect(untranslated.findings.contains { $0.code == .swiftNoActivity })
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
