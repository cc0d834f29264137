import Testing

@testable import IsletLanguage
@testable import IsletModel

/// Swift's `condition ? a : b` in layouts: parsing, typing and evaluation.
@Suite struct TernaryTests {
  static let clock = Instant(secondsSinceReferenceDate: 800_000_000)

  /// The `small` region of a test activity with `body`, evaluated for `state`.
  func small(_ body: String, state: Record) throws -> String {
    try LayoutFixtures.smallSketch(
      LayoutFixtures.activity("small { \(body) }"), state: state, now: Self.clock)
  }

  static let state = Record([
    "phase": .enumCase("pickedUp"), "eta": .null, "stopsAway": .int(2), "courier": .string("Sam"),
    "progress": .double(0.5),
  ])

  @Test func choosesTheSideTheConditionSelects() throws {
    #expect(try small(#"text(stopsAway > 1 ? "far" : "near")"#, state: Self.state) == "text(far)")
    #expect(try small(#"text(stopsAway > 5 ? "far" : "near")"#, state: Self.state) == "text(near)")
  }

  @Test func bindsLooserThanOperatorsAndNestsToTheRight() throws {
    let nested = #"text(phase == .placed ? "1" : phase == .pickedUp ? "2" : "3")"#
    #expect(try small(nested, state: Self.state) == "text(2)")
    #expect(
      try small(#"text("\(stopsAway + 1 > 2 ? stopsAway * 10 : 0) m")"#, state: Self.state) == "text(20 m)")
  }

  @Test func nilOnOneSideMakesTheOtherOptional() throws {
    #expect(
      try small(#"text((stopsAway > 5 ? nil : courier) ?? "nobody")"#, state: Self.state) == "text(Sam)")
    #expect(
      try small(#"text((stopsAway > 1 ? nil : courier) ?? "nobody")"#, state: Self.state) == "text(nobody)")
  }

  @Test func anIntSideFitsADoubleOne() throws {
    #expect(
      try small("progress(value: stopsAway > 1 ? 1 : progress, total: 1)", state: Self.state)
        == "progress(1.0)")
  }

  @Test func sidesOfDifferentTypesAreOneLocatedError() {
    let source = LayoutFixtures.activity(#"small { text(stopsAway > 1 ? 1 : "x") }"#)
    #expect(
      LayoutFixtures.headers(source) == [
        "test.islet:10:30: error[L007]: type mismatch: the sides of `? :` must have one type, found `Int` and `String`"
      ])
  }

  @Test func theConditionMustBeABool() {
    let source = LayoutFixtures.activity(#"small { text(stopsAway ? "a" : "b") }"#)
    #expect(
      LayoutFixtures.headers(source) == [
        "test.islet:10:14: error[L007]: type mismatch: the condition of `? :` expects `Bool`, found `Int`"
      ])
  }

  @Test func aMissingColonSaysWhatIsExpected() {
    let source = LayoutFixtures.activity(#"small { text(stopsAway > 1 ? "a") }"#)
    let headers = LayoutFixtures.headers(source)
    #expect(headers.count == 1)
    #expect(headers.first?.contains("`:` and the value when the condition is false") == true)
  }
}
