import Testing

@testable import islet

/// Options declared once, parsed into their types: a required option shows in the usage line
/// and is refused when missing; a typed value reports its own error naming the option.
@Suite struct TypedOptionTests {
  static let token = Option<String>.required("token", "hex", help: "The device token.")
  static let count = Option.value(
    "count", "n", help: "How many.", default: PositiveCount(1), defaultText: "1")
  static let spec = CommandSpec(name: "demo", abstract: "A demo.", options: [token.spec, count.spec])

  @Test func aRequiredOptionIsInTheUsageLineAndRefusedWhenMissing() throws {
    #expect(HelpFormatter.usage(for: Self.spec) == "islet demo --token <hex> [<options>]")
    let missing = try ArgumentParser.parse([], for: Self.spec)
    #expect(throws: UsageError.self) { try missing[Self.token] }
    let given = try ArgumentParser.parse(["--token", "ab12", "--count", "3"], for: Self.spec)
    #expect(try given[Self.token] == "ab12")
    #expect(try given[Self.count].value == 3)
  }

  @Test func aTypedValueNamesItsOptionInItsError() throws {
    let parsed = try ArgumentParser.parse(["--token", "x", "--count", "0"], for: Self.spec)
    do {
      _ = try parsed[Self.count]
      Issue.record("a count of 0 was accepted")
    } catch {
      #expect(error.message == "'--count' takes a positive whole number, not '0'")
    }
  }
}
