import Testing

@testable import IsletLanguage
@testable import IsletModel
@testable import IsletPlacement

@Suite struct LayoutFilesTests {
  @Test func deliveryChecksWithoutErrorsAndWarnsOnlyAboutTheSmallTimer() throws {
    let compilation = LayoutCompiler.compile(
      try LayoutFixtures.layoutSource("delivery.islet"), file: "delivery.islet")
    #expect(compilation.layout != nil)
    // DESIGN.md's `small` shows `timer(eta)` without reading `isStale`: a real finding.
    #expect(compilation.diagnostics.map(\.code) == [.staleUnawareTime])
    #expect(compilation.diagnostics.first?.message.hasPrefix("`small` shows a time") == true)
    let schema = try #require(compilation.layout?.schema)
    #expect(schema.activityName == "Delivery")
    #expect(schema.attributes.map(\.name) == ["orderID", "merchant", "destination"])
    #expect(schema.state.map(\.name) == ["phase", "eta", "stopsAway", "courier"])
    #expect(schema.state.map(\.type) == [.enumeration("Phase"), .optional(.date), .int, .optional(.string)])
    #expect(
      schema.enums["Phase"]?.cases.map(\.name) == ["placed", "preparing", "pickedUp", "nearby", "delivered"])
  }

  @Test func downloadChecksCleanAndRendersTheArticlesPayload() throws {
    let compilation = LayoutCompiler.compile(
      try LayoutFixtures.layoutSource("download.islet"), file: "download.islet")
    #expect(compilation.diagnostics.isEmpty)
    let layout = try #require(compilation.layout)
    #expect(layout.schema.activityName == "LiveActivityDemoAttributes")
    #expect(layout.schema.attributes.map(\.name) == ["name"])
    #expect(layout.schema.state.map(\.type) == [.string, .string, .string, .optional(.double)])
    #expect(
      layout.previewAttributes(now: Instant(secondsSinceReferenceDate: 0))
        == Record(["name": .string("LiveActivityDemo")]))
    let now = Instant(secondsSinceReferenceDate: 0)
    let state = try #require(layout.previewState(now: now))
    #expect(state["progress"] == .double(0.62))
    let render = { (region: Region, state: Record) in
      LayoutFixtures.sketch(
        layout.view(for: region, state: state, attributes: Record(), environment: RenderEnvironment(now: now))
      )
    }
    #expect(render(.compactLeading, state) == "text(⬇️).padding(0.0,4.0,0.0,0.0)")
    #expect(
      render(.compactTrailing, state) == "text(62%).monospacedDigit.color(blue).padding(0.0,0.0,0.0,2.0)")
    #expect(render(.minimal, state) == "text(⬇️)")
    var done = state
    done["progress"] = .double(1)
    #expect(
      render(.compactTrailing, done) == "text(100%).monospacedDigit.color(green).padding(0.0,0.0,0.0,2.0)")
    done["progress"] = .null
    #expect(render(.compactTrailing, done) == "empty")
    #expect(render(.expandedLeading, state) == "empty")
    #expect(
      render(.lockScreen, state)
        == "vstack(4.0, leading)[hstack(-, center)[text(⬇️) text(Downloading).bold spacer "
        + "text(62%).monospacedDigit] text(model_package.zip).dim.truncation(middle) progress(0.62)]")
  }
}
