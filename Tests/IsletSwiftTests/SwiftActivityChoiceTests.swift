import IsletFindings
import IsletModel
import IsletSwift
import IsletSwiftLayout
import Testing

/// Which activity islet translates when the sources hold several, or one declared in several
/// places (a shared file copied into the app's and the widget's targets).
@Suite struct SwiftActivityChoiceTests {
  /// The delivery sample as two targets would hold it: every file under `App/` and `Widget/`.
  private func twoTargets(app edit: (String) -> String = { $0 }) throws -> [(name: String, text: String)] {
    let files = try SwiftFixtures.sampleFiles("delivery")
    let widget = files.map { ("Widget/" + $0.name.split(separator: "/").last!, $0.text) }
    let app = files.map { ("App/" + $0.name.split(separator: "/").last!, edit($0.text)) }
    return app + widget
  }

  @Test func copiesThatReadTheSameAreOneActivity() throws {
    let single = SwiftLayoutCompilation.compile(try SwiftFixtures.sampleFiles("delivery"), activity: nil)
    // Indentation and comments differ; the declarations' tokens do not.
    let copies = SwiftLayoutCompilation.compile(
      try twoTargets(app: { "// The app's copy.\n" + $0.replacingOccurrences(of: "  ", with: "    ") }),
      activity: nil)
    #expect(copies.layout != nil)
    #expect(copies.diagnostics.map(\.message) == single.diagnostics.map(\.message))
    // One schema, one configuration, and each preview state once (not "pickedUp 2").
    let body = { (compilation: SwiftLayoutCompilation) in
      compilation.translation.layoutSource.split(separator: "\n").dropFirst()
    }
    #expect(body(copies) == body(single))
  }

  @Test func copiesThatDifferAreRefusedAtTheCopyThatDiffers() throws {
    let files = try twoTargets(app: {
      $0.replacingOccurrences(of: "var stopsAway: Int", with: "var stops: Int")
    })
    for activity in [nil, "Delivery"] {
      let compilation = SwiftLayoutCompilation.compile(files, activity: activity)
      #expect(compilation.layout == nil)
      let finding = try #require(compilation.diagnostics.first)
      #expect(compilation.diagnostics.count == 1)
      #expect(finding.code == .swiftNoActivity && finding.severity == .error)
      #expect(
        finding.message
          == "`Delivery` is declared more than once, differently (App/DeliveryAttributes.swift:5, Widget/DeliveryAttributes.swift:5): islet cannot tell which one the app builds"
      )
      #expect(
        SwiftFixtures.locations(compilation.diagnostics, .swiftNoActivity) == [
          "Widget/DeliveryAttributes.swift:5:1"
        ])
    }
  }

  @Test func configurationsThatDifferAreRefused() throws {
    let files = try twoTargets(app: {
      $0.replacingOccurrences(of: "isStale: context.isStale", with: "isStale: false")
    })
    let compilation = SwiftLayoutCompilation.compile(files, activity: nil)
    #expect(compilation.layout == nil)
    #expect(
      compilation.diagnostics.map(\.message) == [
        "`ActivityConfiguration(for: Delivery.self)` is declared more than once, differently (App/DeliveryLiveActivity.swift:8, Widget/DeliveryLiveActivity.swift:8): islet cannot tell which one the app builds"
      ])
  }

  @Test func severalTypesAreNamedWithEveryPlaceTheyAreDeclared() throws {
    let other = "struct Ride: ActivityAttributes { struct ContentState: Codable, Hashable { var x: Int } }"
    let compilation = SwiftLayoutCompilation.compile(
      try twoTargets() + [("Widget/Ride.swift", other)], activity: nil)
    #expect(
      compilation.diagnostics.map(\.message) == [
        "several ActivityAttributes types (Delivery (App/DeliveryAttributes.swift:5, Widget/DeliveryAttributes.swift:5), Ride (Widget/Ride.swift:1)); pick one with --activity NAME"
      ])
  }

  @Test func aNameTwoTypesShareNeedsTheirQualifiedName() throws {
    let source = """
      enum Rides { struct Trip: ActivityAttributes { struct ContentState: Codable, Hashable { var x: Int } } }
      enum Flights { struct Trip: ActivityAttributes { struct ContentState: Codable, Hashable { var y: Int } } }
      """
    let ambiguous = SwiftLayoutCompilation.compile([("W.swift", source)], activity: "Trip")
    #expect(ambiguous.layout == nil)
    #expect(
      ambiguous.diagnostics.map(\.message) == [
        "several ActivityAttributes types named `Trip` (Rides.Trip (W.swift:1), Flights.Trip (W.swift:2)); pick one with --activity and its qualified name"
      ])
    let chosen = SwiftLayoutCompilation.compile([("W.swift", source)], activity: "Flights.Trip")
    #expect(chosen.layout?.schema.state.map(\.name) == ["y"])
  }
}
