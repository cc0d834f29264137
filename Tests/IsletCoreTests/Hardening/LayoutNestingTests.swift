import Testing

@testable import IsletCanvas
@testable import IsletLanguage
@testable import IsletModel
@testable import IsletPlacement

/// Deeply nested layouts get one clear L018 error instead of overflowing the stack, and
/// layouts just inside the limit still compile and render.
@Suite struct LayoutNestingTests {
  static let hostileDepth = 10_000

  /// `body` placed in the `small` presentation of an otherwise valid layout.
  static func layout(small body: String) -> String {
    LayoutFixtures.activity("small { \(body) }")
  }

  static func repeated(_ piece: String, _ count: Int = hostileDepth) -> String {
    String(repeating: piece, count: count)
  }

  /// Every way to nest, each 10,000 deep, by name (the names are the test arguments).
  static let hostileLayouts: [String: String] = [
    "views": layout(small: repeated("vstack { ") + repeated("} ")),
    "views on their own lines": layout(small: repeated("vstack {\n") + repeated("}\n")),
    "parentheses": layout(small: "text(\"\\(" + repeated("(") + "1" + repeated(")") + ")\")"),
    "array literals": layout(small: "if " + repeated("[") + repeated("]") + " == 1 { }"),
    "prefix operators": layout(small: "if " + repeated("!") + "true { }"),
    "an operator chain": layout(small: "text(\"\\(1" + repeated(" + 1") + ")\")"),
    "a ?? chain": layout(small: "text(courier" + repeated(" ?? courier") + " ?? \"\")"),
    "a member chain": layout(small: "text(phase" + repeated(".label") + ")"),
    "a call chain": layout(small: "text(name" + repeated("()") + ")"),
    "call arguments": layout(small: "text(" + repeated("max(1, ") + "1" + repeated(")") + ")"),
    "array types": LayoutFixtures.activity(state: "x: " + repeated("[") + "Int" + repeated("]"), ""),
    "interpolations": layout(small: "text(" + repeated("\"\\(") + "name" + repeated(")\"") + ")"),
  ]

  @Test(arguments: hostileLayouts.keys.sorted())
  func deepNestingIsOneError(_ name: String) throws {
    let source = try #require(Self.hostileLayouts[name])
    let compilation = LayoutCompiler.compile(source, file: "deep.islet")
    #expect(compilation.layout == nil, "\(name)")
    let deep = compilation.diagnostics.filter { $0.code == .nestingTooDeep }
    #expect(deep.count == 1, "\(name): \(compilation.diagnostics.map(\.code.id))")
    #expect(compilation.diagnostics.count <= 2, "\(name): \(compilation.diagnostics.map(\.message))")
    #expect(deep.first?.message.contains("64") == true, "\(name)")
  }

  /// A `small` presentation nested just inside the limit (the activity, the presentation and
  /// the stacks) renders through the checker, evaluator and layout engine.
  @Test func nestingJustInsideTheLimitRenders() throws {
    let stacks = LayoutParser.maximumNestingDepth - 3
    let source = Self.layout(
      small: Self.repeated("vstack { ", stacks) + "text(name)" + Self.repeated(" }", stacks))
    let compilation = LayoutCompiler.compile(source, file: "deep.islet")
    #expect(compilation.diagnostics.filter { $0.severity == .error }.isEmpty, "\(compilation.diagnostics)")
    let layout = try #require(compilation.layout)
    let sheet = layout.renderSheet(
      state: Record(), attributes: Record(["name": .string("deep")]),
      environment: RenderEnvironment(now: Instant(secondsSinceReferenceDate: 0)), viewing: .standard)
    #expect(GridText.plain(sheet.grid).contains("deep"))
  }

  /// Long flat sequences are not nesting: 10,000 views side by side and a 10,000-branch
  /// `else if` chain compile.
  @Test func longFlatLayoutsCompile() {
    let views = Self.layout(small: "hstack { " + Self.repeated("text(\"a\") ") + "}")
    #expect(LayoutCompiler.compile(views, file: "flat.islet").layout != nil)
    let chain = Self.layout(
      small: "if stopsAway == 0 { text(\"0\") }"
        + (1..<Self.hostileDepth).map { " else if stopsAway == \($0) { text(\"\($0)\") }" }.joined()
    )
    let compilation = LayoutCompiler.compile(chain, file: "flat.islet")
    #expect(compilation.layout != nil, "\(compilation.diagnostics.prefix(3).map(\.message))")
  }
}
