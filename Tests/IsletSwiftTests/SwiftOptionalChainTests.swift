import IsletDevices
import IsletFindings
import IsletModel
import IsletSwift
import IsletSwiftLayout
import Testing

/// Optional chaining and `map` / `flatMap` on optionals in Swift sources, translated into the
/// language's `?.` and `map { $0 … }` (issue 11).
@Suite struct SwiftOptionalChainTests {
  static let helpers = """
    struct Driver: Codable, Hashable { var name: String; var car: Car? }
    struct Car: Codable, Hashable { var plate: String? }
    enum Level: String, Codable {
      case low, high
      var symbol: String {
        switch self {
        case .low: "L"
        case .high: "High"
        }
      }
    }
    """

  /// A widget whose content state has optionals, its Lock Screen showing `body`.
  static func widget(_ body: String) -> String {
    """
    struct RideAttributes: ActivityAttributes {
      struct ContentState: Codable, Hashable {
        var driver: Driver?
        var eta: Date?
        var note: String?
        var level: Level?
      }
      var city: String
    }
    \(helpers)
    struct RideWidget: Widget {
      var body: some WidgetConfiguration {
        ActivityConfiguration(for: RideAttributes.self) { context in
          \(body)
        } dynamicIsland: { context in
          DynamicIsland {
            DynamicIslandExpandedRegion(.leading) { Text("L") }
          } compactLeading: { Text("a") } compactTrailing: { Text("b") } minimal: { Text("m") }
        }
      }
    }
    """
  }

  /// The generated Lock Screen lines (without indentation) and the findings.
  static func lockScreen(_ body: String) -> (lines: [String], findings: [Finding]) {
    let compiled = SwiftLayoutCompilation.compile([("W.swift", widget(body))], activity: nil)
    let lines = compiled.translation.layoutSource.split(separator: "\n").map {
      String($0.trimmingPrefix(while: { $0 == " " }))
    }
    guard let start = lines.firstIndex(of: "lockScreen {"), let end = lines.firstIndex(of: "compactLeading {")
    else { return ([], compiled.diagnostics) }
    return (Array(lines[(start + 1)..<(end - 1)]), compiled.diagnostics)
  }

  static let forms: [(swift: String, islet: [String])] = [
    (#"Text(context.state.driver?.name ?? "—")"#, [#"text((driver?.name ?? "—"))"#]),
    (
      #"Text("\(context.state.note?.count ?? 0) chars")"#, [#"text("\((note?.count ?? 0)) chars")"#]
    ),
    (
      #"Text(context.state.driver?.car?.plate?.uppercased() ?? "")"#,
      [#"text((driver?.car?.plate?.uppercased() ?? ""))"#]
    ),
    (
      "context.state.eta.map { Text($0, style: .timer) }",
      ["if let $0 = eta {", "timer($0)", "}"]
    ),
    (
      "context.state.eta.map { eta in Text(eta, style: .relative).bold() }",
      ["if let $0 = eta {", "relative($0).bold", "}"]
    ),
    (
      #"Text(context.state.note.map { "Hi \($0)" } ?? "—")"#,
      [#"text((note.map { "Hi \($0)" } ?? "—"))"#]
    ),
    (
      #"Text(context.state.driver.flatMap { d in d.car?.plate } ?? "no car")"#,
      [#"text((driver.map { $0.car?.plate } ?? "no car"))"#]
    ),
    (
      #"Text(context.state.level?.symbol ?? "-")"#,
      [#"text(((level.map { switch $0 { case .low: "L" case .high: "High" } }) ?? "-"))"#]
    ),
    (
      #"Text("\(context.state.level?.symbol.count ?? 0)")"#,
      [#"text("\(((level.map { switch $0 { case .low: "L" case .high: "High" } })?.count ?? 0))")"#]
    ),
    (
      #"if let plate = context.state.driver?.car?.plate { Text(plate) }"#,
      ["if let plate = driver?.car?.plate {", "text(plate)", "}"]
    ),
  ]

  @Test(arguments: forms)
  func eachFormTranslatesWithoutAWarning(_ form: (swift: String, islet: [String])) {
    let (lines, findings) = Self.lockScreen(form.swift)
    #expect(lines == form.islet)
    // A timer outside `if isStale` is the layout's own L016 warning, not the translation's.
    let translationFindings = findings.filter { $0.code != .staleUnawareTime }
    #expect(translationFindings.isEmpty, "\(translationFindings.map(\.message))")
  }

  @Test func aClosureInsideAMapClosureIsALocatedStandIn() {
    let (lines, findings) = Self.lockScreen(
      #"Text(context.state.driver.map { d in d.car.map { $0.plate ?? d.name } ?? "" } ?? "")"#)
    #expect(
      lines == [
        "// W002 a closure inside a `map` closure not modelled: a stand-in", #"text("[Text]").standIn"#,
      ])
    #expect(findings.map(\.code) == [.swiftUnsupportedView])
    #expect(findings.first?.message.contains("a closure inside a `map` closure") == true)
  }

  /// A small widget reading its optionals through every form, rendered with values and without.
  static let rideWidget = widget(
    """
    VStack(alignment: .leading) {
              Text(context.state.driver?.name ?? "Finding a driver")
              Text(context.state.driver?.car?.plate?.uppercased() ?? "no plate")
              Text(context.state.note.map { "Note: \\($0)" } ?? "No note")
              HStack {
                if let plate = context.state.driver?.car?.plate { Text("Plate \\(plate.count)") }
                Text("\\(context.state.level?.symbol ?? "-") \\(context.state.level?.symbol.count ?? 0)")
                if context.isStale { Text("late") } else { context.state.eta.map { Text($0, style: .timer) } }
              }
            }
    """)

  static func lockScreenGrid(state: Record) throws -> [String] {
    let compiled = SwiftLayoutCompilation.compile([("W.swift", rideWidget)], activity: nil)
    #expect(compiled.diagnostics.isEmpty, "\(compiled.diagnostics.map(\.message))")
    let layout = try #require(compiled.layout)
    let grid = SwiftFixtures.sheet(
      layout, state: state, attributes: Record(["city": .string("Oslo")]), isStale: false,
      orientation: .portrait)
    return grid.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  @Test func theRideWidgetRendersItsOptionalsOrTheirDefaults() throws {
    let full = Record([
      "driver": .record(
        Record(["name": .string("Sam"), "car": .record(Record(["plate": .string("ab 12")]))])),
      "eta": .date(SwiftFixtures.clock.adding(300)), "note": .string("gate 4"),
      "level": .enumCase("high"),
    ])
    let empty = Record(["driver": .null, "eta": .null, "note": .null, "level": .null])
    let withValues = try Self.lockScreenGrid(state: full)
    let without = try Self.lockScreenGrid(state: empty)
    #expect(
      Array(withValues[2...8]) == [
        "╭──────────────────────────────────────────────╮                    ",
        "│                                              │                    ",
        "│             Sam                              │                    ",
        "│             AB 12                            │                    ",
        "│             Note: gate 4                     │                    ",
        "│             Plate 5 High 4  5:00             │                    ",
        "│                                              │                    ",
      ])
    #expect(
      Array(without[2...7]) == [
        "╭──────────────────────────────────────────────╮                    ",
        "│                                              │                    ",
        "│               Finding a driver               │                    ",
        "│               no plate                       │                    ",
        "│               No note                        │                    ",
        "│               - 0                            │                    ",
      ])
  }
}
