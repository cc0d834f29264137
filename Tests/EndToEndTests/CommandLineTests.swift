import Foundation
import Testing

@Suite struct CommandLineTests {
  @Test func versionPrintsTheVersion() throws {
    let result = try IsletBinary.run(["--version"])
    #expect(result.status == 0)
    #expect(result.stdout.hasPrefix("islet "))
  }

  @Test func rootHelpListsSubcommands() throws {
    let result = try IsletBinary.run(["--help"])
    #expect(result.status == 0)
    #expect(result.stdout.contains("USAGE: islet <subcommand>"))
    #expect(result.stdout.contains("SUBCOMMANDS:"))
    #expect(result.stdout.contains("  explain "))
  }

  @Test func everySubcommandHasHelp() throws {
    let root = try IsletBinary.run(["--help"]).stdout
    let names = root.split(separator: "\n").drop { !$0.hasPrefix("SUBCOMMANDS:") }.dropFirst()
      .compactMap { $0.split(separator: " ").first.map(String.init) }
      .filter { !$0.isEmpty && $0 != "See" }
    #expect(!names.isEmpty)
    for name in names {
      let result = try IsletBinary.run([name, "--help"])
      #expect(result.status == 0, "\(name) --help")
      #expect(result.stdout.contains("USAGE: islet \(name)"), "\(name) --help")
      #expect(result.stdout.contains("-h, --help"), "\(name) --help")
    }
  }

  @Test func unknownSubcommandSuggestsTheClosestAndExitsTwo() throws {
    let result = try IsletBinary.run(["expalin"])
    #expect(result.status == 2)
    #expect(result.stderr.contains("did you mean 'explain'?"))
  }

  @Test func unknownOptionExitsTwoWithUsage() throws {
    let result = try IsletBinary.run(["explain", "--colour"])
    #expect(result.status == 2)
    #expect(result.stderr.contains("unknown option '--colour'"))
    #expect(result.stderr.contains("usage: islet explain"))
  }

  @Test func explainWrapsLongProseButKeepsExamplesAsWritten() throws {
    for code in ["P040", "A009", "L019"] {
      let result = try IsletBinary.run(["explain", code])
      #expect(result.status == 0)
      #expect(result.stdout.split(separator: "\n").allSatisfy { $0.count <= 88 }, "\(code)")
    }
    let l019 = try IsletBinary.run(["explain", "L019"]).stdout
    #expect(
      l019.contains("\n    center { text(headline).dynamicIsland(verticalPlacement: .belowIfTooWide) }"))
  }

  @Test func explainUnknownCodeExitsTwo() throws {
    let result = try IsletBinary.run(["explain", "Q999"])
    #expect(result.status == 2)
    #expect(result.stderr.contains("no finding code 'Q999'"))
  }
}
