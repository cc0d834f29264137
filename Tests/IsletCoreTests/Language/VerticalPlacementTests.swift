import Testing

@testable import IsletFindings
@testable import IsletLanguage
@testable import IsletModel
@testable import IsletPlacement

/// `.dynamicIsland(verticalPlacement: .belowIfTooWide)` on expanded leading and trailing
/// content: accepted there (at any depth, as a SwiftUI preference), a located warning (L019)
/// anywhere else, and the usual errors with "did you mean" for a misspelt modifier, label or
/// value.
@Suite struct VerticalPlacementTests {
  static let modifier = ".dynamicIsland(verticalPlacement: .belowIfTooWide)"

  static func view(_ source: String, _ region: Region) throws -> ViewNode {
    let compilation = LayoutCompiler.compile(source, file: "test.islet")
    #expect(compilation.diagnostics.isEmpty, "\(compilation.diagnostics.map(\.message))")
    let layout = try #require(compilation.layout)
    return layout.view(
      for: region,
      state: Record(["phase": .enumCase("placed"), "stopsAway": .int(2), "progress": .double(0.5)]),
      attributes: Record(["name": .string("Sam")]),
      environment: RenderEnvironment(now: Instant(secondsSinceReferenceDate: 0)))
  }

  @Test func leadingAndTrailingContentAcceptsBothPlacements() throws {
    let source = LayoutFixtures.activity(
      expanded: """
        leading { text(name)\(Self.modifier) }
        trailing { vstack { text("a")  text("b").dynamicIsland(verticalPlacement: .default) } }
        """, "")
    #expect(
      LayoutFixtures.sketch(try Self.view(source, .expandedLeading))
        == "text(Sam).verticalPlacement(belowIfTooWide)")
    #expect(
      LayoutFixtures.sketch(try Self.view(source, .expandedTrailing)) == "vstack(-, center)[text(a) text(b)]")
  }

  @Test func aNestedViewInsideAConditionCarriesThePlacement() throws {
    let source = LayoutFixtures.activity(
      expanded: "leading { if stopsAway > 1 { hstack { text(name)\(Self.modifier) } } }", "")
    #expect(
      LayoutFixtures.sketch(try Self.view(source, .expandedLeading))
        == "hstack(-, center)[text(Sam).verticalPlacement(belowIfTooWide)]")
  }

  @Test(arguments: [
    (
      "", "small { text(name)\(modifier) }",
      "test.islet:10:19: warning[L019]: `.dynamicIsland(verticalPlacement:)` has no effect in `small`: "
        + "only expanded leading and trailing content moves below the camera"
    ),
    (
      "center { text(name)\(modifier) }", "",
      "test.islet:9:33: warning[L019]: `.dynamicIsland(verticalPlacement:)` has no effect in "
        + "`expanded.center`: only expanded leading and trailing content moves below the camera"
    ),
    (
      "bottom { text(name)\(modifier) }", "",
      "test.islet:9:33: warning[L019]: `.dynamicIsland(verticalPlacement:)` has no effect in "
        + "`expanded.bottom`: only expanded leading and trailing content moves below the camera"
    ),
  ])
  func placementOutsideLeadingAndTrailingIsAWarningAndIgnored(
    expanded: String, body: String, expected: String
  ) throws {
    let source = LayoutFixtures.activity(expanded: expanded, body)
    let compilation = LayoutCompiler.compile(source, file: "test.islet")
    #expect(LayoutFixtures.headers(source) == [expected])
    #expect(
      compilation.diagnostics.first?.help
        == "move it into `expanded { leading { … } }` or `trailing { … }`, or remove it")
    let layout = try #require(compilation.layout)
    let region: Region =
      body.isEmpty ? (expanded.hasPrefix("center") ? .expandedCenter : .expandedBottom) : .small
    let view = layout.view(
      for: region, state: Record(), attributes: Record(["name": .string("Sam")]),
      environment: RenderEnvironment(now: Instant(secondsSinceReferenceDate: 0)))
    #expect(view.modifiers.verticalPlacement == .default)
  }

  @Test func theLockScreenAndCompactPresentationsWarnToo() {
    let source = LayoutFixtures.activity("").replacingOccurrences(
      of: "compactLeading { text(\"a\") }", with: "compactLeading { text(\"a\")\(Self.modifier) }")
    #expect(
      LayoutFixtures.headers(source).map { $0.contains("warning[L019]") && $0.contains("`compactLeading`") }
        == [true])
  }

  @Test(arguments: [
    (
      "text(name).dynamicIsland(verticalPlacement: .belowIfToWide)",
      "test.islet:9:69: error[L006]: `.belowIfToWide` is not a vertical placement",
      "did you mean `belowIfTooWide`?"
    ),
    (
      "text(name).dynamicIsland(verticalPlacement: .below)",
      "test.islet:9:69: error[L006]: `.below` is not a vertical placement",
      "one of `.default`, `.belowIfTooWide`"
    ),
    (
      "text(name).dynamicIsland(verticalPlacment: .belowIfTooWide)",
      "test.islet:9:34: error[L010]: wrong arguments to `dynamicIsland`: expected "
        + "`dynamicIsland(verticalPlacement:)`, found `dynamicIsland(verticalPlacment:)`",
      "did you mean `verticalPlacement:`?"
    ),
    (
      "text(name).dynamicIsland",
      "test.islet:9:34: error[L010]: wrong arguments to `dynamicIsland`: expected "
        + "`dynamicIsland(verticalPlacement:)`, found `dynamicIsland()`",
      nil
    ),
    (
      "text(name).dynamicIsand(verticalPlacement: .belowIfTooWide)",
      "test.islet:9:35: error[L005]: unknown modifier `dynamicIsand`", "did you mean `dynamicIsland`?"
    ),
    (
      "text(name).dynamicIsland(verticalPlacement: \"below\")",
      "test.islet:9:68: error[L007]: expected a vertical placement such as `.default`",
      "one of `.default`, `.belowIfTooWide`"
    ),
  ])
  func misspeltModifierLabelOrValueIsAnErrorWithHelp(content: String, expected: String, help: String?) {
    let source = LayoutFixtures.activity(expanded: "leading { \(content) }", "")
    let compilation = LayoutCompiler.compile(source, file: "test.islet")
    #expect(LayoutFixtures.headers(source) == [expected])
    #expect(compilation.diagnostics.first?.help == help)
    #expect(compilation.layout == nil)
  }

  @Test func theCodeIsExplained() {
    let code = FindingCode.misplacedVerticalPlacement
    #expect(FindingCode.named("L019") == code)
    #expect(code.defaultSeverity == .warning)
    #expect(code.explanation.contains("belowIfTooWide"))
  }
}
