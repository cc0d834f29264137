import Testing

@testable import IsletLanguage
@testable import IsletModel
@testable import IsletPlacement

/// The realistic layouts in `Layouts/` check with no diagnostic at all and behave as their
/// comments promise.
@Suite struct BundledLayoutTests {
  static let now = LayoutSamplesTests.clock

  @Test(arguments: ["workout.islet", "sports.islet", "rideshare.islet"])
  func checksWithoutDiagnostics(file: String) throws {
    let source = try LayoutFixtures.layoutSource(file)
    let compilation = LayoutCompiler.compile(source, file: file)
    let printed = compilation.diagnostics.map { DiagnosticFormatter.format($0, source: source) }
    #expect(printed == [])
    #expect(compilation.layout != nil)
  }

  @Test func workoutFreezesTheElapsedTimeWhilePausedAndFitsTheTimerInCompact() throws {
    let (layout, preview, attributes) = try Self.preview("workout.islet")
    let render = Self.renderer(layout, attributes)
    #expect(
      render(.compactTrailing, preview, RenderEnvironment(now: Self.now))
        == "fits[text(28:45).monospacedDigit.color(green) symbol(stopwatch).color(green)]")
    #expect(
      render(.compactTrailing, preview, RenderEnvironment(now: Self.now, limitedWidth: true))
        == "symbol(stopwatch).color(green)")
    var paused = preview
    paused["isPaused"] = .bool(true)
    paused["pausedAt"] = .date(Self.now.adding(-300))
    #expect(
      render(.expandedTrailing, paused, RenderEnvironment(now: Self.now))
        == "text(23:45).monospacedDigit.color(yellow)")
    #expect(
      render(.compactTrailing, paused, RenderEnvironment(now: Self.now)) == "text(Paused).color(yellow)")
    #expect(layout.regionPriority == [.expandedTrailing: 1])
  }

  @Test func sportsShowsTheClockOnlyWhileItRunsAndIsFresh() throws {
    let (layout, preview, attributes) = try Self.preview("sports.islet")
    let render = Self.renderer(layout, attributes)
    let fresh = RenderEnvironment(now: Self.now)
    #expect(
      render(.expandedCenter, preview, fresh)
        == "vstack(0.0, center)[text(3rd).color(orange) text(7:42).monospacedDigit]")
    #expect(
      render(.expandedCenter, preview, RenderEnvironment(now: Self.now, isStale: true))
        == "vstack(0.0, center)[text(3rd).color(orange) text(Not updating).dim]")
    var expired = preview
    expired["clockEnd"] = .date(Self.now.adding(-1))
    #expect(render(.expandedCenter, expired, fresh) == "vstack(0.0, center)[text(3rd).color(orange)]")
    expired["clockText"] = .string("0:00")
    #expect(
      render(.expandedCenter, expired, fresh)
        == "vstack(0.0, center)[text(3rd).color(orange) text(0:00).monospacedDigit]")
    #expect(
      render(.compactLeading, preview, RenderEnvironment(now: Self.now, limitedWidth: true))
        == "text(21).bold.monospacedDigit")
  }

  @Test func rideshareCountsStopsAndShowsTheFareOnceDroppedOff() throws {
    let (layout, preview, attributes) = try Self.preview("rideshare.islet")
    let render = Self.renderer(layout, attributes)
    let fresh = RenderEnvironment(now: Self.now)
    #expect(
      render(.compactTrailing, preview, fresh)
        == "fits[text(4 minutes).monospacedDigit text(4:00).monospacedDigit symbol(clock)]")
    var trip = preview
    trip["phase"] = .enumCase("onTrip")
    trip["stops"] = .array([.string("Mission St"), .string("Golden Gate Park")])
    #expect(
      render(.expandedBottom, trip, fresh)
        == "vstack(4.0, leading)[hstack(4.0, center)[symbol(mappin) "
        + "text(SFO Terminal 2).lineLimit(1).truncation(middle) spacer text(2 stops before).caption] "
        + "progress(0.8)]")
    var done = preview
    done["phase"] = .enumCase("droppedOff")
    #expect(render(.expandedTrailing, done, fresh) == "text($38.75).monospacedDigit.lineLimit(1)")
    #expect(
      render(.expandedTrailing, done, RenderEnvironment(now: Self.now, isStale: true))
        == "text(Updating…).dim.lineLimit(1)")
  }

  @Test func rideshareMovesATooLongCarModelBelowTheCamera() throws {
    let (layout, preview, attributes) = try Self.preview("rideshare.islet")
    func expanded(_ state: Record) -> [String] {
      let grid = layout.renderSheet(
        state: state, attributes: attributes, environment: RenderEnvironment(now: Self.now),
        viewing: .standard,
        presentation: .expanded
      ).grid
      return (1..<grid.height).map {
        var row = grid.rowText($0)
        while row.hasSuffix(" ") { row.removeLast() }
        return row
      }
    }
    let typical = expanded(preview)
    // Leading's priority no longer moves the camera: both sides keep 122.83 pt, which the
    // caption "Toyota Prius" fits.
    #expect(typical[0] == "Expanded · 371×88.67 pt of 84–160 · leading 122.83 · trailing 122.83")
    #expect(typical[1].hasPrefix("▐8ABC123 "))
    #expect(typical[2].hasPrefix("▐Toyota Prius "))
    var long = preview
    long["carModel"] = .string("Mercedes-Benz EQE 350+ SUV")
    let moved = expanded(long)
    #expect(moved[0] == "Expanded · 371×126.67 pt of 84–160 · leading below · trailing 122.83")
    #expect(moved[1].hasPrefix("▐      "))
    #expect(moved[1].hasSuffix("4 minutes▌"))
    #expect(moved[2].hasPrefix("▐8ABC123 "))
    #expect(moved[3].hasPrefix("▐Mercedes-Benz EQE 350+ SUV "))
    #expect(moved[4].contains("Maria is arriving"))
  }

  // MARK: - Helpers

  static func preview(_ file: String) throws -> (ActivityLayout, Record, Record) {
    let compilation = LayoutCompiler.compile(try LayoutFixtures.layoutSource(file), file: file)
    let layout = try #require(compilation.layout)
    return (
      layout, try #require(layout.previewState(now: now)), try #require(layout.previewAttributes(now: now))
    )
  }

  static func renderer(
    _ layout: ActivityLayout, _ attributes: Record
  )
    -> (Region, Record, RenderEnvironment) -> String
  {
    { region, state, environment in
      LayoutFixtures.sketch(
        layout.view(for: region, state: state, attributes: attributes, environment: environment))
    }
  }
}
