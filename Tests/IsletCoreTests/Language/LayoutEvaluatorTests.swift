import Testing

@testable import IsletLanguage
@testable import IsletModel
@testable import IsletPlacement

@Suite struct LayoutEvaluatorTests {
  static let clock = Instant(secondsSinceReferenceDate: 800_000_000)

  static func delivery() throws -> ActivityLayout {
    try #require(
      LayoutCompiler.compile(try LayoutFixtures.layoutSource("delivery.islet"), file: "delivery").layout)
  }

  static func render(
    _ layout: ActivityLayout, _ region: Region, state: Record, environment: RenderEnvironment? = nil
  ) -> String {
    let attributes = layout.previewAttributes(now: Instant(secondsSinceReferenceDate: 0)) ?? Record()
    return LayoutFixtures.sketch(
      layout.view(
        for: region, state: state, attributes: attributes, environment: environment ?? .init(now: clock)))
  }

  static let pickedUp = Record([
    "phase": .enumCase("pickedUp"), "eta": .date(clock.adding(720)), "stopsAway": .int(2),
    "courier": .string("Sam"),
  ])

  @Test func deliveryRegionsAtAFixedClock() throws {
    let layout = try Self.delivery()
    let expected: [Region: String] = [
      .lockScreen:
        "vstack(0.0, center)[hstack(-, center)[symbol(bicycle) text(Picked up).bold spacer text(12:00)] "
        + "text(Green Bowl → 12 Harbour St).truncation(middle) progress(0.6)]",
      .compactLeading: "symbol(bicycle)",
      .compactTrailing: "text(12:00).monospacedDigit",
      .minimal: "symbol(bicycle)",
      .expandedLeading: "label(Picked up, bicycle)",
      .expandedTrailing: "text(12 Harbour St).caption",
      .expandedCenter: "text(Sam is on the way)",
      .expandedBottom: "progress(0.6)",
      .small: "hstack(-, center)[symbol(bicycle) vstack(-, center)[text(Picked up).bold text(12:00)]]",
    ]
    for (region, sketch) in expected {
      #expect(Self.render(layout, region, state: Self.pickedUp) == sketch, "\(region)")
    }
  }

  @Test func staleLimitedAndMissingOptionalsTakeTheirBranches() throws {
    let layout = try Self.delivery()
    let stale = RenderEnvironment(now: Self.clock, isStale: true)
    #expect(Self.render(layout, .compactTrailing, state: Self.pickedUp, environment: stale) == "text(—)")
    #expect(
      Self.render(layout, .lockScreen, state: Self.pickedUp, environment: stale).contains(
        "text(Updating…).dim"))
    let limited = RenderEnvironment(now: Self.clock, limitedWidth: true)
    #expect(
      Self.render(layout, .compactTrailing, state: Self.pickedUp, environment: limited) == "symbol(bicycle)")
    var noCourier = Self.pickedUp
    noCourier["courier"] = .null
    noCourier["eta"] = .null
    #expect(Self.render(layout, .expandedCenter, state: noCourier) == "empty")
    #expect(Self.render(layout, .compactTrailing, state: noCourier) == "text(—)")
  }

  @Test func timerCountsDownThenUp() throws {
    let layout = try Self.delivery()
    let late = RenderEnvironment(now: Self.clock.adding(720 + 65))
    #expect(
      Self.render(layout, .compactTrailing, state: Self.pickedUp, environment: late)
        == "text(1:05).monospacedDigit")
    let early = RenderEnvironment(now: Self.clock.adding(-3000))
    #expect(Self.render(layout, .small, state: Self.pickedUp, environment: early).contains("text(1:02:00)"))
  }

  /// `relative`, `offset` and `reference` at the render's clock and in its locale.
  @Test func relativeOffsetAndReferenceShowADateAtTheClock() throws {
    let source = LayoutFixtures.activity(
      "small { if isStale { text(\"-\") } else if let eta { relative(eta)  offset(eta)  reference(eta) } }")
    let layout = try #require(
      LayoutCompiler.compile(source, file: "test.islet").layout, "\(LayoutFixtures.diagnostics(source))")
    let state = Record([
      "phase": .enumCase("placed"), "eta": .date(Self.clock.adding(674)), "stopsAway": .int(1),
      "courier": .null, "progress": .double(0),
    ])
    var environment = RenderEnvironment(now: Self.clock)
    environment.locale = try #require(.named("de_DE"))
    let node = layout.view(
      for: .small, state: state, attributes: Record(["name": .string("x")]), environment: environment)
    #expect(
      LayoutFixtures.sketch(node)
        == "vstack(-, center)[text(11 Minuten und 14 Sekunden) text(-11 Minuten) text(in 11 Min.)]")
  }

  @Test func previewStateResolvesNowAtTheClock() throws {
    let layout = try Self.delivery()
    let state = try #require(layout.previewState(now: Self.clock))
    #expect(state == Self.pickedUp)
    #expect(
      layout.previewAttributes(now: Instant(secondsSinceReferenceDate: 0))?["orderID"] == .string("A-1042"))
  }

  @Test func missingSmallFallsBackToCompactSideBySide() throws {
    let layout = try #require(LayoutCompiler.compile(LayoutFixtures.activity(""), file: "t").layout)
    #expect(!layout.declaredRegions.contains(.small))
    let node = layout.view(
      for: .small, state: Record(), attributes: Record(["name": .string("n")]),
      environment: .init(now: Self.clock))
    #expect(LayoutFixtures.sketch(node) == "hstack(-, center)[text(a) spacer text(b)]")
  }

  @Test func wronglyTypedOrMissingValuesRenderEmptyWithoutCrashing() throws {
    let layout = try Self.delivery()
    let broken = Record([
      "phase": .int(3), "eta": .string("soon"), "stopsAway": .int(.min), "courier": .array([.null]),
    ])
    for region in Region.allCases {
      _ = layout.view(for: region, state: broken, attributes: Record(), environment: .init(now: Self.clock))
    }
    #expect(Self.render(layout, .compactLeading, state: broken) == "text()")
    #expect(Self.render(layout, .expandedBottom, state: broken) == "progress(0.0)")
    #expect(Self.render(layout, .lockScreen, state: Record()).contains("text(Green Bowl → 12 Harbour St)"))
  }

  @Test func modifiersAndExpressionsEvaluate() throws {
    let source = LayoutFixtures.activity(
      """
      let left = 5 - stopsAway
      small {
        vstack(alignment: .leading, spacing: 2) {
          text("\\(left) left, \\(courier ?? "nobody")").lineLimit(2).frame(width: 80, maxWidth: .infinity, alignment: .leading)
          text(percent(progress)).padding(.horizontal, 4).padding.priority(2).color(.orange).italic.font(.headline)
          text(phase.rawValue + " " + number(1234.5) + " " + duration(3900)).dim
          if family == .small, stopsAway > 1 || !isStale { spacer(minLength: 3) }
          zstack(alignment: .topLeading) { fits { text("long") text("s") } }
        }
      }
      """)
    let layout = try #require(LayoutCompiler.compile(source, file: "t").layout)
    let state = Record([
      "phase": .enumCase("preparing"), "stopsAway": .int(3), "progress": .double(0.62), "eta": .null,
    ])
    let node = layout.view(
      for: .small, state: state, attributes: Record(), environment: .init(now: Self.clock, family: .small))
    #expect(
      LayoutFixtures.sketch(node)
        == "vstack(2.0, leading)[text(2 left, nobody).lineLimit(2).width(80.0).maxWidth(inf).align(leading-center) "
        + "text(62%).italic.headline.color(orange).padding(16.0,20.0,16.0,20.0).priority(2.0) "
        + "text(preparing 1,234.5 1:05:00).dim spacer(3.0) zstack(leading-top)[fits[text(long) text(s)]]]")
  }

  /// Spellings SwiftUI code uses that the language reads as SwiftUI does: an `Edge.Set` array
  /// for padding, the text baselines as row alignments, a colour's `.gradient` as the colour.
  @Test func edgeSetsBaselinesAndColourGradientsEvaluate() throws {
    let source = LayoutFixtures.activity(
      """
      small {
        hstack(alignment: .lastTextBaseline) {
          text("a").padding([.leading, .top], 4).background(.indigo.gradient)
          hstack(alignment: .firstTextBaseline) { text("b").padding([.bottom]) }
        }
      }
      """)
    let compilation = LayoutCompiler.compile(source, file: "t")
    let layout = try #require(compilation.layout, "\(compilation.diagnostics.map(\.message))")
    let node = layout.view(
      for: .small, state: Record(["phase": .enumCase("preparing"), "stopsAway": .int(3)]),
      attributes: Record(), environment: .init(now: Self.clock, family: .small))
    #expect(
      LayoutFixtures.sketch(node)
        == "hstack(-, bottom)[text(a).background(indigo).padding(4.0,4.0,0.0,0.0) hstack(-, top)[text(b).padding(0.0,0.0,16.0,0.0)]]"
    )
  }
}
