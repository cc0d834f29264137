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

/// `--scale` outside 1…100 pt per cell is refused with the bounds (1e300x1e300 trapped,
/// 0.001x0.001 asked for 33.6 GB); the bounds themselves render.
@Suite struct ScaleBoundsTests {
  @Test(arguments: ["1e300x1e300", "0.001x0.001", "0.05x0.05", "0.5x20", "8x101", "0x20", "nanx20", "infx20"])
  func aScaleOutOfBoundsIsRefusedWithTheBounds(_ scale: String) throws {
    for command in [
      ["render", "Layouts/delivery.islet"], ["devices"], ["preview", "Layouts/delivery.islet"],
    ] {
      let result = try IsletBinary.run(command + ["--scale", scale])
      #expect(result.status == 2, "\(command) \(scale)")
      #expect(
        result.stderr.contains("each from 1 to 100, e.g. 8x20"), "\(command) \(scale): \(result.stderr)")
      #expect(result.stdout.isEmpty)
    }
  }

  @Test(arguments: ["1x1", "100x100", "1x100"])
  func theBoundsRender(_ scale: String) throws {
    let result = try IsletBinary.run(["render", "Layouts/delivery.islet", "--scale", scale])
    #expect(result.status == 0 || result.status == 1, "\(scale): \(result.stderr)")
    #expect(result.stdout.contains("Lock Screen"))
  }
}
