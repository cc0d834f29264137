import Testing

@testable import IsletLanguage
@testable import IsletModel

/// `switch` in views and as a value, and `if case`: arms chosen as Swift chooses them,
/// exhaustiveness checked as Swift checks it.
@Suite struct SwitchTests {
  static let clock = Instant(secondsSinceReferenceDate: 800_000_000)

  func small(_ body: String, phase: String = "pickedUp", stops: Int = 2) throws -> String {
    let source = LayoutFixtures.activity("small { \(body) }")
    let layout = try #require(
      LayoutCompiler.compile(source, file: "test.islet").layout, "\(LayoutFixtures.diagnostics(source))")
    let state = Record([
      "phase": .enumCase(phase), "eta": .null, "stopsAway": .int(stops), "courier": .string("Sam"),
      "progress": .double(0.5),
    ])
    return LayoutFixtures.sketch(
      layout.view(
        for: .small, state: state, attributes: Record(["name": .string("x")]),
        environment: .init(now: Self.clock)))
  }

  static let viewSwitch = """
    switch phase {
    case .placed: text("placed")
    case .preparing, .pickedUp:
      text("moving")
      symbol("car")
    }
    """

  @Test func aViewSwitchShowsTheMatchingArm() throws {
    #expect(try small(Self.viewSwitch, phase: "placed") == "text(placed)")
    #expect(try small(Self.viewSwitch, phase: "pickedUp") == "vstack(-, center)[text(moving) symbol(car)]")
  }

  @Test func switchesOverIntsAndStringsTakeTheirDefault() throws {
    let ints = #"switch stopsAway { case 0: text("here") case 1, 2: text("near") default: text("far") }"#
    #expect(try small(ints, stops: 0) == "text(here)")
    #expect(try small(ints, stops: 2) == "text(near)")
    #expect(try small(ints, stops: 9) == "text(far)")
    let strings = #"switch courier ?? "" { case "Sam": text("S") default: text("?") }"#
    #expect(try small(strings) == "text(S)")
  }

  @Test func aSwitchIsAValue() throws {
    let value = #"text(switch phase { case .placed: "1" case .preparing: "2" default: "3" })"#
    #expect(try small(value, phase: "preparing") == "text(2)")
    #expect(try small(value, phase: "pickedUp") == "text(3)")
    let exhaustive = #"text("\(switch phase { case .placed: 1 case .preparing: 2 case .pickedUp: 3 })")"#
    #expect(try small(exhaustive, phase: "pickedUp") == "text(3)")
  }

  @Test func ifCaseMatchesAPattern() throws {
    let body = #"if case .pickedUp = phase { text("yes") } else { text("no") }"#
    #expect(try small(body) == "text(yes)")
    #expect(try small(body, phase: "placed") == "text(no)")
  }

  @Test(arguments: [
    (
      #"switch phase { case .placed: text("a") }"#,
      "test.islet:10:9: error[L009]: `switch` over `Phase` is missing `.preparing`, `.pickedUp`"
    ),
    (
      #"switch stopsAway { case 1: text("a") }"#,
      "test.islet:10:9: error[L009]: a `switch` over `Int` must be exhaustive"
    ),
    (
      #"switch phase { case .placd: text("a") default: text("b") }"#,
      "test.islet:10:30: error[L006]: `Phase` has no case `placd`"
    ),
    (
      #"switch phase { default: text("b") case .placed: text("a") }"#,
      "test.islet:10:24: error[L001]: `default:` must be the last arm of a `switch`, once"
    ),
    (
      #"switch courier { default: text("b") }"#,
      "test.islet:10:16: error[L007]: type mismatch: cannot `switch` over the optional `String?`"
    ),
  ])
  func mistakesAreLocatedErrors(body: String, expected: String) {
    #expect(LayoutFixtures.headers(LayoutFixtures.activity("small { \(body) }")) == [expected])
  }
}
