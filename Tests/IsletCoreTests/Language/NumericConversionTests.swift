import Testing

@testable import IsletLanguage
@testable import IsletModel

/// Swift's `Int(x)` and `Double(x)` in layouts.
@Suite struct NumericConversionTests {
  static let clock = Instant(secondsSinceReferenceDate: 800_000_000)

  func small(_ body: String, progress: Double = 0.626) throws -> String {
    let source = LayoutFixtures.activity("small { \(body) }")
    let layout = try #require(LayoutCompiler.compile(source, file: "test.islet").layout)
    let state = Record([
      "phase": .enumCase("placed"), "eta": .null, "stopsAway": .int(3), "courier": .null,
      "progress": .double(progress),
    ])
    return LayoutFixtures.sketch(
      layout.view(
        for: .small, state: state, attributes: Record(["name": .string("x")]),
        environment: .init(now: Self.clock)))
  }

  @Test func intTruncatesTowardZeroAsSwiftDoes() throws {
    #expect(try small(#"text("\(Int(progress * 100))%")"#) == "text(62%)")
    #expect(try small(#"text("\(Int(-progress * 100))")"#) == "text(-62)")
  }

  @Test func doubleMakesIntArithmeticFractional() throws {
    #expect(try small(#"text("\(Double(stopsAway) / 2)")"#) == "text(1.5)")
    #expect(try small(#"text("\(stopsAway / 2)")"#) == "text(1)")
  }

  @Test func aValueSwiftWouldTrapOnGivesNoValueInsteadOfACrash() throws {
    #expect(try small(#"text("\(Int(progress / 0))")"#, progress: 1) == "text()")
  }

  @Test func misuseIsALocatedError() {
    #expect(
      LayoutFixtures.headers(LayoutFixtures.activity(#"small { text("\(Int(courier))") }"#)) == [
        "test.islet:10:21: error[L007]: type mismatch: `Int` expects `Double`, found `String?`"
      ])
    #expect(
      LayoutFixtures.headers(LayoutFixtures.activity("small { text(\"\\(Itn(stopsAway))\") }"))
        .first?.contains("unknown function `Itn`") == true)
  }
}
