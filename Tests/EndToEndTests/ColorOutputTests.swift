import Foundation
import TestSupport
import Testing

/// `render --format ansi` in each colour depth the environment announces, and `--appearance`
/// on the command line and in the snapshot matrix.
@Suite struct ColorOutputTests {
  static let render = [
    "render", "Layouts/download.islet", "--state", "Samples/download/states/typical.json",
    "--attributes", "Samples/download/attributes.json", "--now", "2026-01-01T09:00:00Z", "-p", "compact",
    "--format", "ansi",
  ]

  func ansi(_ environment: [String: String], _ extra: [String] = []) throws -> String {
    var base = IsletBinary.developerEnvironment
    for key in ["NO_COLOR", "COLORTERM", "TERM"] { base[key] = nil }
    base.merge(environment) { $1 }
    let result = try IsletBinary.run(Self.render + extra, environment: base)
    #expect(result.status == 0, "\(result.stderr)")
    return result.stdout
  }

  /// The island's white-on-black cells and the blue percentage at 24 bits, 256, 8 and none.
  @Test func colourDepthFollowsTheEnvironment() throws {
    let direct = try ansi(["COLORTERM": "truecolor", "TERM": "xterm"])
    #expect(direct.contains("38;2;255;255;255;48;2;0;0;0m") && direct.contains("38;2;0;122;255;48;2;0;0;0m"))
    let palette = try ansi(["TERM": "xterm-256color"])
    #expect(palette.contains("38;5;231;48;5;16m") && palette.contains("38;5;33;48;5;16m"))
    let eight = try ansi(["TERM": "xterm"])
    #expect(eight.contains("\u{1B}[0;37;40m") && eight.contains("\u{1B}[0;34;40m"))
    let none = try ansi(["NO_COLOR": "1", "COLORTERM": "truecolor"])
    #expect(!none.contains("38;") && !none.contains(";3") && none.contains("\u{1B}[0;1m"))
    for output in [direct, palette, eight, none] {
      #expect(
        output.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
          .contains("62%"))
    }
  }

  @Test func theLightAppearancePaintsTheLockScreenCard() throws {
    let light = try ansi(["TERM": "xterm-256color"], ["-p", "lockScreen", "--appearance", "light"])
    #expect(light.contains("38;5;16;48;5;231m"))
    let dark = try ansi(["TERM": "xterm-256color"], ["-p", "lockScreen"])
    #expect(!dark.contains("48;5;231m"))
    let wrong = try IsletBinary.run(Self.render + ["--appearance", "dim"])
    #expect(wrong.status == 2)
    #expect(wrong.stderr.contains("dark") && wrong.stderr.contains("light"))
  }

  /// Every bundled layout in both appearances: the dark snapshots are the committed ones byte
  /// for byte; the light ones say so in their header and paint the card white.
  @Test func everyBundledLayoutSnapshotsInBothAppearances() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let result = try IsletBinary.run([
      "snapshot", "--snapshots", directory.path, "--appearances", "dark,light", "--devices", "iphone-15-pro",
      "--orientations", "portrait", "--text-sizes", "large", "--staleness", "fresh",
    ])
    #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
    let committed = IsletBinary.packageRoot.appendingPathComponent("Layouts/__snapshots__")
    var light = 0
    for layout in try FileManager.default.contentsOfDirectory(atPath: directory.path) {
      for file in try FileManager.default.contentsOfDirectory(atPath: directory.file(layout)) {
        let text = try String(contentsOfFile: directory.file("\(layout)/\(file)"), encoding: .utf8)
        if file.hasSuffix(".light.snap") {
          light += 1
          #expect(text.contains("\nappearance: light\n") && text.contains("fg=black bg=white"), "\(file)")
        } else {
          let stored = try String(
            contentsOf: committed.appendingPathComponent("\(layout)/\(file)"), encoding: .utf8)
          #expect(text == stored, "\(layout)/\(file)")
        }
      }
    }
    #expect(light >= 35)
  }
}
