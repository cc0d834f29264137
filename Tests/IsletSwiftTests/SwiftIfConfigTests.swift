import IsletFindings
import IsletSwift
import IsletSwiftLayout
import Testing

/// `#if` blocks are read as an iPhone build in Xcode's Debug configuration takes them: the
/// clause taken is the code, wherever the block stands, and what follows keeps its lines.
@Suite struct SwiftIfConfigTests {
  /// A whole file inside `#if canImport(ActivityKit)`, as Apple's Food Truck sample has it.
  @Test func aFileInsideAnIfIsRead() {
    let source =
      "#if canImport(ActivityKit)\n" + SwiftViewTranslationTests.widget(#"Text("in")"#) + "\n#endif\n"
    let translation = SwiftTranslator.translate([("W.swift", source)], activity: nil)
    #expect(translation.activityName == "OrderAttributes", "\(translation.findings.map(\.message))")
    #expect(translation.layoutSource.contains(#"text("in")"#))
  }

  @Test(arguments: [
    ("os(iOS)", true), ("!os(macOS)", true), ("canImport(ActivityKit)", true), ("canImport(UIKit)", true),
    ("canImport(AppKit)", false), ("targetEnvironment(simulator)", false),
    ("targetEnvironment(macCatalyst)", false), ("DEBUG", true), ("RELEASE_BETA", false),
    ("arch(arm64)", true),
    ("os(watchOS)", false), ("swift(>=5.9)", true), ("compiler(>=6.0)", true), ("swift(>=99)", false),
  ])
  func conditionsAreAnIPhonesDebugBuilds(condition: String, taken: Bool) {
    let body = "#if \(condition)\nText(\"taken\")\n#else\nText(\"other\")\n#endif"
    #expect(SwiftViewTranslationTests.lockScreen(body) == [taken ? #"text("taken")"# : #"text("other")"#])
  }

  /// Around a helper view's members, around views in a builder, nested, and `#elseif`.
  @Test func clausesAroundMembersAndViews() {
    let helpers = """
      struct Badge: View {
        #if os(iOS)
          var title = "phone"
        #else
          var title = "mac"
        #endif
        var body: some View {
          #if os(macOS)
            Text("mac")
          #elseif os(iOS)
            #if DEBUG
              Text(title)
            #endif
          #endif
        }
      }
      """
    #expect(SwiftViewTranslationTests.lockScreen("Badge()", helpers: helpers) == [#"text("phone")"#])
  }

  /// A modifier inside a postfix `#if` is chained on the expression before it when taken.
  @Test func aPostfixIfAddsItsModifiers() {
    let body = """
      Text("x")
            #if os(iOS)
            .bold()
            #else
            .italic()
            #endif
            .padding(2)
      """
    #expect(SwiftViewTranslationTests.lockScreen(body) == [#"text("x").bold.padding(2)"#])
  }

  /// What follows a block keeps its line and column: a stand-in's warning points at its view.
  @Test func findingsAfterABlockKeepTheirPlace() {
    let body = """
      #if targetEnvironment(simulator)
            Text("simulator")
            #endif
            VStack { Map() }
      """
    let compilation = SwiftLayoutCompilation.compile(
      [("W.swift", SwiftViewTranslationTests.widget(body))], activity: nil)
    #expect(SwiftFixtures.locations(compilation.diagnostics, .swiftUnsupportedView) == ["W.swift:19:16"])
  }
}
