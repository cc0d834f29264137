import IsletFindings
import IsletSwift
import IsletSwiftLayout
import Testing

/// A helper view's own initializer is followed when its body assigns stored properties: its
/// parameters take the call's arguments (or their defaults), the assignments the values.
@Suite struct SwiftInitializerTests {
  static let helpers = """
    struct Score: View {
      private let text: String
      private let big: Bool
      private var suffix = "!"
      init(_ text: String, big: Bool = false) {
        self.text = text
        big = big
      }
      init(count: Int) {
        text = "\\(count)"
        self.big = count > 9
      }
      var body: some View {
        Text(text + suffix).font(big ? .largeTitle : .body)
      }
    }
    """

  @Test func anInitializerSetsTheStoredProperties() {
    let body = """
      Score("2")
            Score(context.attributes.shop, big: true)
            Score(count: context.state.count)
      """
    #expect(
      SwiftViewTranslationTests.lockScreen(body, helpers: Self.helpers) == [
        #"text(("2" + "!")).font((false ? .largeTitle : .body))"#,
        #"text((shop + "!")).font((true ? .largeTitle : .body))"#,
        #"text(("\(count)" + "!")).font(((count > 9) ? .largeTitle : .body))"#,
      ])
    let compilation = SwiftLayoutCompilation.compile(
      [("W.swift", SwiftViewTranslationTests.widget(body, helpers: Self.helpers))], activity: nil)
    #expect(compilation.diagnostics.isEmpty, "\(compilation.diagnostics.map(\.message))")
  }

  /// An initializer doing more than assigning is not followed: the stand-in's warning is at the
  /// statement islet stops at, and says what it follows.
  @Test func anInitializerDoingMoreIsAStandIn() {
    let helpers = """
      struct Tag: View {
        let text: String
        init(_ text: String) {
          print(text)
          self.text = text
        }
        var body: some View { Text(text) }
      }
      """
    let compilation = SwiftLayoutCompilation.compile(
      [("W.swift", SwiftViewTranslationTests.widget(#"Tag("a")"#, helpers: helpers))], activity: nil)
    let warning = compilation.diagnostics.first { $0.code == .swiftUnsupportedView }
    #expect(warning?.message.contains("islet follows `self.x = value` only") == true)
    #expect(SwiftFixtures.locations(compilation.diagnostics, .swiftUnsupportedView) == ["W.swift:27:5"])
  }
}
