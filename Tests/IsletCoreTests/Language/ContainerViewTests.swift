import IsletCanvas
import IsletDevices
import Testing

@testable import IsletLanguage
@testable import IsletModel
@testable import IsletPlacement
@testable import IsletSheet

/// `group`, `empty`, `button`, `link`, `label { … } icon: { … }`, `.hidden()`, `.opacity(0)`,
/// `.widgetURL`, and the modifiers accepted with no effect on the picture.
@Suite struct ContainerViewTests {
  static let clock = Instant(secondsSinceReferenceDate: 800_000_000)
  static let state = Record([
    "phase": .enumCase("pickedUp"), "eta": .null, "stopsAway": .int(2), "courier": .string("Sam"),
    "progress": .double(0.5),
  ])

  func layout(_ body: String) throws -> ActivityLayout {
    let source = LayoutFixtures.activity("small { \(body) }")
    let compiled = LayoutCompiler.compile(source, file: "test.islet")
    #expect(compiled.diagnostics.isEmpty, "\(LayoutFixtures.diagnostics(source))")
    return try #require(compiled.layout, "\(LayoutFixtures.diagnostics(source))")
  }

  func small(_ body: String) throws -> String {
    LayoutFixtures.sketch(
      try layout(body).view(
        for: .small, state: Self.state, attributes: Record(["name": .string("x")]),
        environment: .init(now: Self.clock)))
  }

  @Test func aGroupGivesItsModifiersToEachChild() throws {
    #expect(
      try small(#"group { text("a") if stopsAway > 1 { text("b") } }.bold"#)
        == "vstack(-, center)[text(a).bold text(b).bold]")
  }

  @Test func emptyShowsNothing() throws {
    #expect(try small(#"hstack { empty text("a") }"#) == "hstack(-, center)[text(a)]")
  }

  @Test func buttonsAndLinksAreDrawnAsTheirLabels() throws {
    #expect(try small(#"button("Pause").bold"#) == "text(Pause).bold")
    #expect(try small(#"button(intent: PauseIntent()) { symbol("pause.fill") }"#) == "symbol(pause.fill)")
    #expect(try small(#"link("Track", destination: "https://x.example/1")"#) == "text(Track)")
    #expect(try small(#"link(destination: "app://o") { text("Open") }.italic"#) == "text(Open).italic")
  }

  @Test func aLabelWithAnIconBlockIsIconThenTitle() throws {
    #expect(
      try small(#"label { text("Gate \(stopsAway)") } icon: { symbol("airplane") }.bold"#)
        == "hstack(8.0, center)[symbol(airplane) text(Gate 2)].bold")
  }

  @Test func destinationsAreListedForThePanel() throws {
    let layout = try layout(
      #"vstack { link(destination: "https://x.example/\(stopsAway)") { text("a") } text("b") }.widgetURL("app://order/1")"#
    )
    let found = layout.destinations(
      state: Self.state, attributes: Record(["name": .string("x")]), environment: .init(now: Self.clock))
    #expect(
      found == [
        TapDestination(kind: "widgetURL", url: "app://order/1"),
        TapDestination(kind: "link", url: "https://x.example/2"),
      ])
  }

  @Test func hiddenAndZeroOpacityKeepTheirSpaceAndDrawNothing() throws {
    for hider in [".hidden()", ".opacity(0)", ".opacity(stopsAway > 1 ? 0 : 1)"] {
      let shown = try layout(#"hstack { text("AAAA")\#(hider) text("B") }"#)
      let grid = shown.renderSheet(
        state: Self.state, attributes: Record(["name": .string("x")]),
        environment: RenderEnvironment(now: Self.clock),
        viewing: ViewingConditions(), presentation: .small
      ).grid
      let rows = (0..<grid.height).map { grid.rowText($0) }
      let row = try #require(rows.first { $0.contains("B") && $0.contains("│") }, "\(rows)")
      #expect(!row.contains("AAAA"), "\(hider)")
      // The hidden text keeps its four cells (and the stack's spacing) before `B`.
      let before = row[..<row.firstIndex(of: "B")!]
      #expect(before.hasSuffix("      "), "\(hider): \(row)")
    }
  }

  @Test func modifiersWithNoEffectOnThePictureAreAccepted() throws {
    let body = #"""
      text("a").contentTransition(.numericText()).animation(.spring(duration: 0.3), value: stopsAway)
        .id(stopsAway).accessibilityLabel("Arriving").privacySensitive().contentMargins(.all, 4)
        .invalidatableContent().symbolEffect(.pulse)
      """#
    #expect(try small(body) == "text(a)")
  }

  @Test func mistakesAreLocatedErrors() {
    #expect(
      LayoutFixtures.headers(LayoutFixtures.activity(#"small { link(destination: 3) { text("a") } }"#)) == [
        "test.islet:10:27: error[L007]: type mismatch: `destination` expects `String`, found `Int`"
      ])
    #expect(
      LayoutFixtures.headers(LayoutFixtures.activity(#"small { label { text("a") } icn: { symbol("x") } }"#))
        == [
          "test.islet:10:29: error[L010]: `label { … }` takes one `icon: { … }` block"
        ])
    #expect(
      LayoutFixtures.headers(LayoutFixtures.activity(#"small { text("a").contentTransiton(.opacity) }"#)) == [
        "test.islet:10:19: error[L005]: unknown modifier `contentTransiton`"
      ])
  }
}
