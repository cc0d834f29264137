import IsletSwift
import IsletSwiftLayout
import Testing

/// Functions returning a view or a colour are inlined as helper views' bodies are, with their
/// parameters bound to the call's arguments or their defaults.
@Suite struct SwiftHelperFunctionTests {
  /// The widget's methods (plain, `@ViewBuilder`, `private`, static) and a top-level function.
  static let widgetHelpers = """
    func badge(_ text: String, caps: Bool = false) -> some View {
      Text(caps ? text.uppercased() : text).font(.caption)
    }
    extension OrderWidget {
      @ViewBuilder
      private func header(title: String, count: Int) -> some View {
        Text(title).bold()
        if count > 1 { Text("\\(count) items") }
      }
      func footer() -> some View { Text("end") }
      static func mark(_ symbol: String) -> some View { Image(systemName: symbol) }
    }
    """

  @Test func viewFunctionsAreInlined() {
    let body = """
      VStack {
              header(title: context.attributes.shop, count: context.state.count)
              self.footer()
              Self.mark("bag")
              badge(context.attributes.shop)
              badge("x", caps: true).padding(2)
            }
      """
    #expect(
      SwiftViewTranslationTests.lockScreen(body, helpers: Self.widgetHelpers) == [
        "vstack {", "text(shop).bold", "if (count > 1) {", #"text("\(count) items")"#, "}", #"text("end")"#,
        #"symbol("bag")"#, "text((false ? shop.uppercased() : shop)).font(.caption)",
        #"text((true ? "x".uppercased() : "x")).font(.caption).padding(2)"#, "}",
      ])
    let compilation = SwiftLayoutCompilation.compile(
      [("W.swift", SwiftViewTranslationTests.widget(body, helpers: Self.widgetHelpers))], activity: nil)
    #expect(compilation.diagnostics.isEmpty, "\(compilation.diagnostics.map(\.message))")
  }

  /// A function that is no view builder returns its view; an early `return` or a `guard`
  /// shows the rest of the body only where it does not return.
  @Test func returnsAndEarlyExitsChooseTheView() {
    let helpers = """
      func eta(_ date: Date?, late: Bool) -> some View {
        guard let date else { return AnyView(Text("—")) }
        if late { return AnyView(Text("late")) }
        return AnyView(Text(date, style: .timer))
      }
      """
    #expect(
      SwiftViewTranslationTests.lockScreen("eta(context.state.eta, late: context.isStale)", helpers: helpers)
        == [
          "if let date = eta {", "if isStale {", #"text("late")"#, "} else {", "timer(date)", "}", "} else {",
          #"text("—")"#, "}",
        ])
  }

  /// A colour from a function (its `switch` as conditionals), a computed property or a stored
  /// property of type `Color`.
  @Test func colourHelpersAreInlined() {
    let helpers = """
      func tint(for phase: OrderAttributes.Phase) -> Color {
        switch phase {
        case .placed: return .orange
        case .ready: return Color(red: 0, green: 0.8, blue: 0.2)
        }
      }
      struct Dot: View {
        let color: Color
        var stale = false
        var rim: Color { if stale { .gray } else { color.opacity(0.5) } }
        var body: some View {
          Text("●").foregroundStyle(color).background(rim)
        }
      }
      """
    let body = """
      Text("x").foregroundStyle(tint(for: context.state.phase))
            Dot(color: .blue)
      """
    #expect(
      SwiftViewTranslationTests.lockScreen(body, helpers: helpers) == [
        #"text("x").color((phase == .placed ? .orange : Color(red: 0, green: 0.8, blue: 0.2)))"#,
        #"text("●").color(.blue).background((false ? .gray : .blue.opacity(0.5)))"#,
      ])
    let compilation = SwiftLayoutCompilation.compile(
      [("W.swift", SwiftViewTranslationTests.widget(body, helpers: helpers))], activity: nil)
    #expect(compilation.diagnostics.isEmpty, "\(compilation.diagnostics.map(\.message))")
  }
}

/// The `dynamicIsland` closure's `let`s before its `DynamicIsland`, and expanded regions a
/// function returns.
@Suite struct SwiftIslandHelperTests {
  static let source = """
    struct BusAttributes: ActivityAttributes { struct ContentState: Codable, Hashable { var stop: String }; var line: String }
    struct BusWidget: Widget {
      var body: some WidgetConfiguration {
        ActivityConfiguration(for: BusAttributes.self) { context in Text(context.state.stop) } dynamicIsland: { context in
          let title = context.attributes.line.uppercased()
          return DynamicIsland {
            regions(title: title, stop: context.state.stop)
          } compactLeading: { Text(title) } compactTrailing: { Text("b") } minimal: { Text("m") }
        }
      }

      @DynamicIslandExpandedContentBuilder
      private func regions(title: String, stop: String) -> DynamicIslandExpandedContent<some View> {
        DynamicIslandExpandedRegion(.leading) { Text(title) }
        DynamicIslandExpandedRegion(.bottom) { Text(stop) }
      }
    }
    """

  @Test func islandLetsAndRegionFunctionsAreRead() {
    let compilation = SwiftLayoutCompilation.compile([("W.swift", Self.source)], activity: nil)
    #expect(compilation.diagnostics.isEmpty, "\(compilation.diagnostics.map(\.message))")
    let lines = compilation.translation.layoutSource.split(separator: "\n").map {
      String($0.trimmingPrefix(while: { $0 == " " }))
    }
    #expect(lines.contains("text(line.uppercased())"))
    let expanded = lines.drop { $0 != "expanded {" }.prefix(8)
    #expect(
      Array(expanded) == [
        "expanded {", "leading {", "text(line.uppercased())", "}", "bottom {", "text(stop)", "}", "}",
      ])
  }
}
