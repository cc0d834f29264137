import Testing

@testable import IsletLanguage
@testable import IsletModel

/// Optional chaining (`driver?.name`) and `map { $0 … }` on an optional in layouts: parsing,
/// typing and evaluation.
@Suite struct OptionalChainTests {
  static let clock = Instant(secondsSinceReferenceDate: 800_000_000)
  static let state =
    "driver: Driver?  eta: Date?  courier: String?  scores: [String: Int]  ranks: [String: Int]?"
  static let driverDecl = "struct Driver { name: String  car: Car? }\n  struct Car { plate: String? }"

  /// The `small` region of a test activity with `body`, evaluated for `state`.
  func small(_ body: String, state: Record) throws -> String {
    try LayoutFixtures.smallSketch(
      LayoutFixtures.activity(state: Self.state, Self.driverDecl + "\n  small { \(body) }"), state: state,
      now: Self.clock)
  }

  func headers(_ body: String) -> [String] {
    LayoutFixtures.headers(
      LayoutFixtures.activity(state: Self.state, Self.driverDecl + "\n  small { \(body) }"))
  }

  static let sam = Record([
    "driver": .record(Record(["name": .string("Sam"), "car": .record(Record(["plate": .string("K 12")]))])),
    "eta": .date(Instant(secondsSinceReferenceDate: 800_000_300)), "courier": .string("Ana"),
    "scores": .record(Record(["home": .int(2)])), "ranks": .record(Record(["a": .int(7)])),
  ])
  static let nobody = Record([
    "driver": .null, "eta": .null, "courier": .null, "scores": .record(Record([:])),
  ])

  @Test func aChainReadsTheFieldOrIsNil() throws {
    #expect(try small(#"text(driver?.name ?? "—")"#, state: Self.sam) == "text(Sam)")
    #expect(try small(#"text(driver?.name ?? "—")"#, state: Self.nobody) == "text(—)")
  }

  @Test func aChainGoesOnPastTheOptionalAndThroughSeveral() throws {
    #expect(try small("text(\"\\(driver?.name.count ?? 0)\")", state: Self.sam) == "text(3)")
    #expect(try small(#"text(driver?.car?.plate?.lowercased() ?? "none")"#, state: Self.sam) == "text(k 12)")
    #expect(
      try small(#"text(driver?.car?.plate?.lowercased() ?? "none")"#, state: Self.nobody) == "text(none)")
    #expect(try small("text(\"\\(courier?.count ?? 0)\")", state: Self.nobody) == "text(0)")
  }

  @Test func aChainReadsADictionary() throws {
    #expect(try small(#"text("\(ranks?["a"] ?? 0)")"#, state: Self.sam) == "text(7)")
    #expect(try small(#"text("\(ranks?["b"] ?? 0)")"#, state: Self.sam) == "text(0)")
    #expect(try small(#"text("\(ranks?["a"] ?? 0)")"#, state: Self.nobody) == "text(0)")
  }

  @Test func aChainBindsInIfLet() throws {
    let body = #"if let who = driver?.name { text(who) } else { text("none") }"#
    #expect(try small(body, state: Self.sam) == "text(Sam)")
    #expect(try small(body, state: Self.nobody) == "text(none)")
  }

  @Test func mapGivesTheUnwrappedValueAsDollarZero() throws {
    let greeting = #"text(courier.map { "Hi \($0)" } ?? "—")"#
    #expect(try small(greeting, state: Self.sam) == "text(Hi Ana)")
    #expect(try small(greeting, state: Self.nobody) == "text(—)")
    #expect(
      try small(#"text(eta.map { $0 - now }.map { "\(Int($0))s" } ?? "-")"#, state: Self.sam) == "text(300s)")
  }

  @Test func flatMapFlattensAnOptionalBody() throws {
    #expect(try small(#"text(driver.flatMap { $0.car?.plate } ?? "-")"#, state: Self.sam) == "text(K 12)")
    #expect(try small(#"text(driver.map { $0.car?.plate } ?? "-")"#, state: Self.nobody) == "text(-)")
  }

  @Test func aMapInAConditionNeedsParentheses() throws {
    let body = #"if let wait = (eta.map { $0 - now }) { text("\(Int(wait))") }"#
    #expect(try small(body, state: Self.sam) == "text(300)")
  }

  @Test func aTernaryWithSpacesIsNotAChain() throws {
    #expect(try small(#"text(courier == nil ? "a" : "b")"#, state: Self.nobody) == "text(a)")
  }

  @Test func aChainOrMapOnANonOptionalIsALocatedError() {
    #expect(
      headers(#"text(scores?.count ?? 0)"#) == [
        "test.islet:12:16: error[L007]: type mismatch: `?` unwraps an optional, found `[String: Int]`"
      ])
    #expect(
      headers(#"text(scores.map { $0 })"#) == [
        "test.islet:12:16: error[L007]: type mismatch: `map { … }` unwraps an optional, found `[String: Int]`"
      ])
  }

  @Test func theResultIsOptionalUntilUnwrapped() {
    #expect(
      headers("text(driver?.name)") == [
        "test.islet:12:16: error[L007]: type mismatch: `text` expects `String`, found `String?`"
      ])
  }
}
