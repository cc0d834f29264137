import IsletFindings
import IsletSwift
import IsletSwiftLayout
import Testing

/// An enum a helper view's property or parameter is declared with is the language's enum: its
/// values are named with their type, so comparisons check; and a helper inlined twice reports
/// each of its findings once.
@Suite struct SwiftViewEnumTests {
  static let helpers = """
    struct Team: View {
      enum Side { case left, right }
      let name: String
      var side: Side = .right
      var body: some View {
        HStack {
          if side == .left { Text("<") }
          Text(name)
          switch side {
          case .left: EmptyView()
          case .right: Text(">")
          }
        }
      }
    }
    """

  @Test func enumValuesAreNamedWithTheirType() {
    let body = """
      Team(name: "A")
            Team(name: "B", side: context.isStale ? .left : .right)
      """
    let lines = SwiftViewTranslationTests.lockScreen(body, helpers: Self.helpers)
    #expect(
      lines == [
        "hstack {", "if (Side.right == .left) {", #"text("<")"#, "}", #"text("A")"#,
        "if Side.right == .left {",
        "} else {", #"text(">")"#, "}", "}",
        "hstack {", "if ((isStale ? Side.left : Side.right) == .left) {", #"text("<")"#, "}", #"text("B")"#,
        "if (isStale ? Side.left : Side.right) == .left {", "} else {", #"text(">")"#, "}", "}",
      ])
    let compilation = SwiftLayoutCompilation.compile(
      [("W.swift", SwiftViewTranslationTests.widget(body, helpers: Self.helpers))], activity: nil)
    #expect(compilation.diagnostics.isEmpty, "\(compilation.diagnostics.map(\.message))")
    let declarations = compilation.translation.layoutSource.split(separator: "\n").filter {
      $0.contains("enum Side")
    }
    #expect(declarations == ["  enum Side: Codable { case left  case right }"])
  }

  /// A helper used twice with a view islet cannot draw and a line limit the language refuses:
  /// one W002 and one L017, at the helper's lines.
  @Test func aHelperInlinedTwiceReportsOnce() {
    let helpers = """
      struct Courier: View {
        let name: String?
        var body: some View {
          Map()
          Text(name ?? "—").lineLimit(0)
        }
      }
      """
    let body = """
      Courier(name: context.state.courier)
            Courier(name: nil)
      """
    let compilation = SwiftLayoutCompilation.compile(
      [("W.swift", SwiftViewTranslationTests.widget(body, helpers: helpers))], activity: nil)
    #expect(SwiftFixtures.locations(compilation.diagnostics, .swiftUnsupportedView) == ["W.swift:28:5"])
    #expect(SwiftFixtures.locations(compilation.diagnostics, .invalidValue) == ["W.swift:29:33"])
  }
}

/// A function or computed property declared to return an enum gives its cases named with their
/// type; an enum's computed colour is inlined with `self` the value.
@Suite struct SwiftEnumReturnTests {
  static let helpers = """
    func level(for count: Int) -> OrderAttributes.Phase {
      if count > 2 { return .ready }
      return .placed
    }
    extension OrderAttributes.Phase {
      var tint: Color {
        switch self {
        case .placed: .orange
        case .ready: .green
        }
      }
    }
    """

  @Test func enumReturnsAndComputedColours() {
    let body = """
      if level(for: context.state.count) == .ready { Text("many") }
            Text("x").foregroundStyle(context.state.phase.tint)
      """
    #expect(
      SwiftViewTranslationTests.lockScreen(body, helpers: Self.helpers) == [
        "if (((count > 2) ? Phase.ready : Phase.placed) == .ready) {", #"text("many")"#, "}",
        #"text("x").color((phase == .placed ? .orange : .green))"#,
      ])
    let compilation = SwiftLayoutCompilation.compile(
      [("W.swift", SwiftViewTranslationTests.widget(body, helpers: Self.helpers))], activity: nil)
    #expect(compilation.diagnostics.isEmpty, "\(compilation.diagnostics.map(\.message))")
  }
}
