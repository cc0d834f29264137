import IsletCanvas
import IsletDevices
import IsletFindings
import IsletLanguage
import IsletModel
import IsletPush
import IsletSheet
import IsletSwift
import IsletSwiftLayout
import Testing

/// `#Preview(…, using:) { … } contentStates: { … }` read as the layout's sample values.
@Suite struct SwiftPreviewTests {
  @Test func theDeliverySamplesPreviewIsTheLayoutsPreview() throws {
    let swift = try #require(
      SwiftLayoutCompilation.compile(try SwiftFixtures.sampleFiles("delivery"), activity: nil).layout)
    let islet = try #require(
      LayoutCompiler.compile(try SwiftFixtures.text("Layouts/delivery.islet"), file: "delivery.islet").layout)
    #expect(swift.previewAttributes(now: SwiftFixtures.clock) != nil)
    #expect(
      swift.previewAttributes(now: SwiftFixtures.clock) == islet.previewAttributes(now: SwiftFixtures.clock))
    #expect(swift.previewState(now: SwiftFixtures.clock) != nil)
    #expect(swift.previewState(now: SwiftFixtures.clock) == islet.previewState(now: SwiftFixtures.clock))
  }

  static let attributes = """
    struct Trip: ActivityAttributes {
      struct ContentState: Codable, Hashable { var eta: Date; var note: String?; var stops: Int = 1 }
      var name: String
    }
    """

  @Test func previewValuesFollowStaticPropertiesAndDateArithmetic() throws {
    let preview = """
      extension Trip { static var sample: Trip { Trip(name: "Ferry") } }
      #Preview(as: .content, using: Trip.sample) { W() } contentStates: {
        Trip.ContentState(eta: Date.now.addingTimeInterval(90), stops: 3)
      }
      """
    let compilation = SwiftLayoutCompilation.compile(
      [("A.swift", Self.attributes), ("P.swift", preview)], activity: nil)
    #expect(compilation.diagnostics.allSatisfy { $0.code != .swiftPreviewNotRead })
    let layout = try #require(compilation.layout)
    let state = try #require(layout.previewState(now: SwiftFixtures.clock))
    #expect(state["eta"] == .date(SwiftFixtures.clock.adding(90)))
    #expect(state["stops"] == .int(3))
    #expect(state["note"] == .null)
    #expect(layout.previewAttributes(now: SwiftFixtures.clock)?["name"] == .string("Ferry"))
  }

  /// Preview attributes often start a clock (`startTime: Date().addingTimeInterval(-600)`): they
  /// resolve against the render's clock, as the state's dates do.
  @Test func previewAttributesMayReadTheClock() throws {
    let source = """
      struct Reading: ActivityAttributes {
        struct ContentState: Codable, Hashable { var page: Int }
        var startTime: Date
      }
      #Preview(as: .content, using: Reading(startTime: Date().addingTimeInterval(-600))) { W() } contentStates: {
        Reading.ContentState(page: 5)
      }
      """
    let compilation = SwiftLayoutCompilation.compile([("R.swift", source)], activity: nil)
    #expect(compilation.diagnostics.allSatisfy { $0.severity != .error }, "\(compilation.diagnostics)")
    let layout = try #require(compilation.layout)
    let attributes = try #require(layout.previewAttributes(now: SwiftFixtures.clock))
    #expect(attributes["startTime"] == .date(SwiftFixtures.clock.adding(-600)))
  }

  /// Each `#Preview` renders its content states with its own `using:` attributes.
  @Test func eachPreviewUsesItsOwnAttributes() throws {
    let preview = """
      #Preview("Ferry", as: .content, using: Trip(name: "Ferry")) { W() } contentStates: {
        Trip.ContentState(eta: .now, stops: 2)
      }
      #Preview("Bus", as: .content, using: Trip(name: "Bus")) { W() } contentStates: {
        Trip.ContentState(eta: .now, stops: 5)
        Trip.ContentState(eta: .now, stops: 6)
      }
      """
    let compilation = SwiftLayoutCompilation.compile(
      [("A.swift", Self.attributes), ("P.swift", preview)], activity: nil)
    #expect(compilation.diagnostics.allSatisfy { $0.severity != .error }, "\(compilation.diagnostics)")
    #expect(compilation.translation.layoutSource.contains(#"attributes "Bus 1" { name: "Bus" }"#))
    let layout = try #require(compilation.layout)
    #expect(layout.previewStateNames == ["Ferry", "Bus 1", "Bus 2"])
    let names = layout.previewStateNames.map {
      layout.previewAttributes(forState: $0, now: SwiftFixtures.clock)?["name"]
    }
    #expect(names == [.string("Ferry"), .string("Bus"), .string("Bus")])
    #expect(layout.previewAttributes(now: SwiftFixtures.clock)?["name"] == .string("Ferry"))
  }

  @Test func anUnreadablePreviewIsLeftOutWithALocatedWarning() throws {
    let preview = """
      #Preview(as: .content, using: Trip(name: "x")) { W() } contentStates: {
        Trip.ContentState(eta: Calendar.current.startOfDay(for: .now))
      }
      """
    let compilation = SwiftLayoutCompilation.compile(
      [("A.swift", Self.attributes), ("P.swift", preview)], activity: nil)
    let layout = try #require(compilation.layout)
    #expect(layout.previewState(now: SwiftFixtures.clock) == nil)
    #expect(SwiftFixtures.locations(compilation.diagnostics, .swiftPreviewNotRead) == ["P.swift:2:26"])
  }

  @Test func everyContentStateOfEveryPreviewIsANamedSample() throws {
    let preview = """
      extension Trip.ContentState {
        static let boarding = Trip.ContentState(eta: .now.addingTimeInterval(600))
        static let late = Trip.ContentState(eta: .now.addingTimeInterval(3600), note: "Fog")
      }
      #Preview("Ferry", as: .content, using: Trip(name: "Ferry")) { W() } contentStates: {
        Trip.ContentState.boarding
        Trip.ContentState.late
      }
      #Preview("Night", as: .dynamicIsland(.compact), using: Trip(name: "Ferry")) { W() } contentStates: {
        Trip.ContentState(eta: .now, stops: 4)
        Trip.ContentState(eta: .now, stops: 5)
      }
      #Preview("Late", as: .content, using: Trip(name: "Ferry")) { W() } contentStates: {
        Trip.ContentState(eta: .now, stops: 6)
      }
      """
    let compilation = SwiftLayoutCompilation.compile(
      [("A.swift", Self.attributes), ("P.swift", preview)], activity: nil)
    #expect(compilation.diagnostics.allSatisfy { $0.code != .swiftPreviewNotRead })
    let layout = try #require(compilation.layout)
    #expect(layout.previewStateNames == ["boarding", "late", "Night 1", "Night 2", "Late"])
    #expect(layout.previewState(now: SwiftFixtures.clock)?["eta"] == .date(SwiftFixtures.clock.adding(600)))
    #expect(layout.previewState(named: "late", now: SwiftFixtures.clock)?["note"] == .string("Fog"))
    #expect(layout.previewState(named: "Night 2", now: SwiftFixtures.clock)?["stops"] == .int(5))
    #expect(layout.previewState(named: "Late", now: SwiftFixtures.clock)?["stops"] == .int(6))
  }

  /// Xcode 14's template shows one state in four view kinds through a `PreviewProvider`'s
  /// static properties: one sample, named by its property; inline states are named by
  /// `.previewDisplayName`; an initializer's default fills what a call leaves out.
  @Test func aPreviewProvidersPreviewContextsAreSamples() throws {
    let provider = """
      extension Trip.ContentState {
        init(eta: Date, note: String? = nil, stops: Int = 2, late: Bool = false) {
          self.eta = eta
          self.note = note
          self.stops = stops
        }
      }
      struct W_Previews: PreviewProvider {
        static let attributes = Trip(name: "Ferry")
        static let contentState = Trip.ContentState(eta: .now.addingTimeInterval(60))
        static var previews: some View {
          attributes.previewContext(contentState, viewKind: .dynamicIsland(.compact))
            .previewDisplayName("Island Compact")
          attributes.previewContext(contentState, viewKind: .content)
          Trip(name: "Bus").previewContext(Trip.ContentState(eta: .now, stops: 7), viewKind: .content)
            .previewDisplayName("Bus")
          Other(name: "x").previewContext(Other.ContentState(), viewKind: .content)
        }
      }
      """
    let attributes = Self.attributes.replacingOccurrences(of: "var stops: Int = 1", with: "var stops: Int")
    let compilation = SwiftLayoutCompilation.compile(
      [("A.swift", attributes), ("P.swift", provider)], activity: "Trip")
    #expect(compilation.diagnostics.allSatisfy { $0.code != .swiftPreviewNotRead })
    let layout = try #require(compilation.layout)
    #expect(layout.previewStateNames == ["contentState", "Bus"])
    let first = try #require(layout.previewState(now: SwiftFixtures.clock))
    #expect(first["eta"] == .date(SwiftFixtures.clock.adding(60)))
    #expect(first["stops"] == .int(2))
    #expect(layout.previewAttributes(now: SwiftFixtures.clock)?["name"] == .string("Ferry"))
    #expect(layout.previewState(named: "Bus", now: SwiftFixtures.clock)?["stops"] == .int(7))
    #expect(layout.previewAttributes(forState: "Bus", now: SwiftFixtures.clock)?["name"] == .string("Bus"))
  }
}
