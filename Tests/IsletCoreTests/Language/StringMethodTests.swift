import Testing

@testable import IsletLanguage
@testable import IsletModel

/// Swift's String methods, `String(format:)`, `String(x)`, `max`/`min`/`abs`/`rounded` in
/// layouts: typed, evaluated as Swift does, located errors, bounded by the evaluation budget.
@Suite struct StringMethodTests {
  static let clock = Instant(secondsSinceReferenceDate: 800_000_000)
  static let state = Record([
    "phase": .enumCase("pickedUp"), "eta": .null, "stopsAway": .int(-3), "courier": .string("sam o'neil"),
    "progress": .double(0.625),
  ])

  /// The text `small { text(expr) }` shows for `state`.
  func text(_ expr: String, state: Record = Self.state) throws -> String {
    let source = LayoutFixtures.activity("small { text(\(expr)) }")
    let layout = try #require(
      LayoutCompiler.compile(source, file: "test.islet").layout, "\(LayoutFixtures.diagnostics(source))")
    let sketch = LayoutFixtures.sketch(
      layout.view(
        for: .small, state: state, attributes: Record(["name": .string("Harbour Coffee")]),
        environment: .init(now: Self.clock)))
    return String(sketch.dropFirst("text(".count).dropLast())
  }

  @Test(arguments: [
    (#"name.uppercased()"#, "HARBOUR COFFEE"),
    (#"name.lowercased()"#, "harbour coffee"),
    (#"(courier ?? "").capitalized"#, "Sam O'neil"),
    (#"name.prefix(3)"#, "Har"),
    (#"name.suffix(6)"#, "Coffee"),
    (#"name.prefix(99)"#, "Harbour Coffee"),
    (#"name.replacingOccurrences(of: "o", with: "0")"#, "Harb0ur C0ffee"),
    (#"name.replacingOccurrences(of: "", with: "x")"#, "Harbour Coffee"),
    (
      #""\(name.isEmpty) \(name.hasPrefix("Har")) \(name.hasSuffix("x")) \(name.contains("our C"))""#,
      "false true false true"
    ),
    (#"name.split(separator: " ").joined(separator: "/")"#, "Harbour/Coffee"),
    (#""\("a,,b,".split(separator: ",").count)""#, "2"),
    (
      #""\("ab".isEmpty) \([1, 2].isEmpty) \(["x": 1].isEmpty) \(["a", "b"].contains("b"))""#,
      "false false false true"
    ),
    (#""\(max(stopsAway, 2)) \(min(stopsAway, 2, 7)) \(abs(stopsAway)) \(max(1, progress))""#, "2 -3 3 1.0"),
    (
      #""\((progress * 10).rounded()) \(progress.rounded(.up)) \((2.5).rounded(.toNearestOrEven))""#,
      "6.0 1.0 2.0"
    ),
    (#"String(stopsAway) + String(progress) + String(phase)"#, "-30.625pickedUp"),
    (#"String(format: "%02d", Int((progress * 100).truncatingRemainder(dividingBy: 60)))"#, "02"),
    (#"(name.split(separator: " ").first ?? "") + (name.last ?? "") + "\([3, 4].last ?? 0)""#, "Harboure4"),
    (#""café".uppercased() + "\("e\u{301}".count)""#, "CAFÉ1"),
  ])
  func methodsGiveSwiftsResults(expression: String, expected: String) throws {
    #expect(try text(expression) == expected)
  }

  @Test(arguments: [
    (#"String(format: "%d stops", stopsAway)"#, "-3 stops"),
    (#"String(format: "%02d:%02d", 5, 7)"#, "05:07"),
    (#"String(format: "%.1f km", 12.25)"#, "12.2 km"),
    (#"String(format: "%.2f", 1.005)"#, "1.00"),
    (#"String(format: "%f", progress)"#, "0.625000"),
    (#"String(format: "%.0f%%", progress * 100)"#, "62%"),
    (#"String(format: "%@ · %i", name, 42)"#, "Harbour Coffee · 42"),
    (#"String(format: "%5d|%-5d|%+d", 42, 42, 42)"#, "   42|42   |+42"),
    (#"String(format: "%x %X %u", 255, 255, 7)"#, "ff FF 7"),
    (#"String(format: "%.3f", 123456789.0)"#, "123456789.000"),
  ])
  func stringFormatMatchesPrintf(expression: String, expected: String) throws {
    #expect(try text(expression) == expected)
  }

  @Test func decimalExpansionIsExact() {
    #expect(DecimalExpansion.fixed(0.1, fractionDigits: 20) == "0.10000000000000000555")
    #expect(DecimalExpansion.fixed(2.5, fractionDigits: 0) == "2")
    #expect(DecimalExpansion.fixed(3.5, fractionDigits: 0) == "4")
    #expect(DecimalExpansion.fixed(9.999, fractionDigits: 2) == "10.00")
    #expect(DecimalExpansion.fixed(1e22, fractionDigits: 1) == "10000000000000000000000.0")
    #expect(DecimalExpansion.fixed(Double.leastNonzeroMagnitude, fractionDigits: 3) == "0.000")
    #expect(DecimalExpansion.fixed(Double.greatestFiniteMagnitude, fractionDigits: 0).count == 309)
  }

  @Test func negativePrefixIsNoValueWhereSwiftTraps() throws {
    #expect(try text("name.prefix(stopsAway)") == "")
  }

  @Test(arguments: [
    (
      #"text(name.uppercased)"#,
      "test.islet:10:19: error[L010]: `uppercased` is a method: write `.uppercased()`"
    ),
    (
      #"text(name.prefix("3"))"#,
      "test.islet:10:26: error[L007]: type mismatch: `prefix` expects `Int`, found `String`"
    ),
    (
      #"text(name.replacingOccurrences("a", "b"))"#,
      "test.islet:10:14: error[L010]: wrong arguments to `replacingOccurrences`: expected `replacingOccurrences(of:with:)`, found `replacingOccurrences(_:_:)`"
    ),
    (#"text(name.upercased())"#, "test.islet:10:19: error[L006]: `String` has no method `upercased`"),
    (
      #"text(String(format: "%d", progress))"#,
      "test.islet:10:35: error[L007]: type mismatch: this conversion expects `Int`, found `Double`"
    ),
    (
      #"text(String(format: "%d %d", 1))"#,
      "test.islet:10:14: error[L010]: the format has 2 conversions but 1 value is given"
    ),
    (
      #"text(String(format: "%e", progress))"#,
      "test.islet:10:29: error[L017]: `%e` is not a conversion islet formats: use %d, %i, %u, %x, %f (with a precision, `%.1f`), %@ or %%"
    ),
    (
      #"text(courier.uppercased())"#,
      "test.islet:10:14: error[L007]: type mismatch: `String?` is optional; unwrap it before `.uppercased(…)`"
    ),
    (
      #"text("\(max(1, name))")"#,
      "test.islet:10:24: error[L007]: type mismatch: `max` expects `Double`, found `String`"
    ),
    (
      #"text(name.isEmpty())"#,
      "test.islet:10:14: error[L010]: `isEmpty` is a property: write `.isEmpty` without `()`"
    ),
  ])
  func mistakesAreLocatedErrors(body: String, expected: String) {
    let headers = LayoutFixtures.headers(LayoutFixtures.activity("small { \(body) }"))
    #expect(headers == [expected])
  }

  @Test func aLongPushStringIsBoundedByTheBudget() throws {
    // 1 MB from a push: replacing and splitting it are refused (R005), never quadratic.
    let huge = String(repeating: "ab", count: 500_000)
    var state = Self.state
    state = Record(state.values.merging(["courier": .string(huge)]) { $1 })
    #expect(try text(#"(courier ?? "").replacingOccurrences(of: "a", with: "xyz")"#, state: state) == "")
    #expect(try text(#"(courier ?? "").split(separator: "b").joined(separator: "")"#, state: state) == "")
    #expect(try text(#"(courier ?? "").prefix(4)"#, state: state) == "abab")
  }
}
