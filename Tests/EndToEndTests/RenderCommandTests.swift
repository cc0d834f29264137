import Foundation
import TestSupport
import Testing

/// `islet render`, `check`, `check-push`, `replay`, `devices` and `explain` through the built
/// binary: golden output and the exit-status contract (0 clean, 1 findings, 2 bad input).
@Suite struct RenderCommandTests {
  static let clock = "2026-01-01T09:00:00Z"

  static func golden(_ name: String) throws -> String {
    try String(
      contentsOf: IsletBinary.packageRoot.appendingPathComponent("Tests/EndToEndTests/Golden/\(name)"),
      encoding: .utf8)
  }

  @Test func renderOfTheDeliverySampleMatchesItsGolden() throws {
    let result = try IsletBinary.run([
      "render", "Layouts/delivery.islet", "--state", "Samples/delivery/states/typical.json",
      "--attributes", "Samples/delivery/attributes.json", "--now", Self.clock,
    ])
    #expect(result.status == 0)
    #expect(result.stdout == (try Self.golden("render-delivery-typical.txt")))
  }

  /// `--appearance`, `--luminance-reduced` and `--fullscreen` are the render's `colorScheme`,
  /// `isLuminanceReduced` and `isActivityFullscreen`.
  @Test func theEnvironmentFlagsPickTheBranchTheLayoutReads() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write(
      """
      activity Test {
        attributes { name: String }
        state { count: Int }
        lockScreen {
          if isLuminanceReduced { text("DIM") } else if isActivityFullscreen { text("FULL") }
          else { text(colorScheme == .light ? "LIGHT" : "DARK") }
        }
        compactLeading { text("a") }  compactTrailing { text("b") }  minimal { text("c") }  expanded { }
        preview { attributes { name: "n" }  state { count: 1 } }
      }
      """, to: "t.islet")
    let base = ["render", directory.file("t.islet"), "--presentation", "lockScreen", "--now", Self.clock]
    for (flags, shown) in [
      ([], "DARK"), (["--appearance", "light"], "LIGHT"), (["--luminance-reduced"], "DIM"),
      (["--fullscreen"], "FULL"),
    ] {
      let result = try IsletBinary.run(base + flags)
      #expect(result.status == 0, "\(flags): \(result.stderr)")
      #expect(result.stdout.contains(shown), "\(flags): \(result.stdout)")
    }
  }

  @Test func aTruncationFailsOnlyAtFailOnWarning() throws {
    let arguments = [
      "render", "Layouts/delivery.islet", "--state", "Samples/delivery/states/long-strings.json",
      "--attributes", "Samples/delivery/attributes.json", "--now", Self.clock, "--device", "iphone-15-pro",
      "--presentation", "compact",
    ]
    let lenient = try IsletBinary.run(arguments)
    #expect(lenient.status == 0)
    let strict = try IsletBinary.run(arguments + ["--fail-on", "warning"])
    #expect(strict.status == 1)
    #expect(strict.stdout.contains("warning[L016]"))
  }

  @Test func aBrokenLayoutIsBadInputWithLocatedErrors() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("islet-broken-\(UUID())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let source = try String(
      contentsOf: IsletBinary.packageRoot.appendingPathComponent("Layouts/delivery.islet"), encoding: .utf8)
    let broken = directory.appendingPathComponent("broken.islet")
    try source.replacingOccurrences(
      of: "5 - stopsAway, total: 5)\n    }", with: "5 - stopAway, total: 5)\n    }"
    )
    .write(to: broken, atomically: true, encoding: .utf8)
    let render = try IsletBinary.run(["render", broken.path, "--now", Self.clock])
    #expect(render.status == 2)
    #expect(render.stderr.contains("error[L003]: unknown field `stopAway`"))
    #expect(render.stderr.contains("help: did you mean `stopsAway`?"))
    let check = try IsletBinary.run(["check", broken.path])
    #expect(check.status == 1)
    #expect(check.stdout.contains("^~~~~~~~"))
  }

  @Test func aMissingFileIsBadInput() throws {
    let result = try IsletBinary.run(["render", "Layouts/nope.islet"])
    #expect(result.status == 2)
    #expect(result.stderr.contains("cannot read 'Layouts/nope.islet': no such file"))
  }

  @Test func aStateThatActivityKitWouldRejectIsBadInput() throws {
    let state = FileManager.default.temporaryDirectory.appendingPathComponent("islet-state-\(UUID()).json")
    try Data(#"{"phase":"picked_up","stopsAway":"2"}"#.utf8).write(to: state)
    defer { try? FileManager.default.removeItem(at: state) }
    let result = try IsletBinary.run(["render", "Layouts/delivery.islet", "--state", state.path])
    #expect(result.status == 2)
    #expect(result.stderr.contains("P034"))
    #expect(result.stderr.contains("P032"))
  }

  @Test func jsonOutputCarriesRowsAndFindings() throws {
    let result = try IsletBinary.run([
      "render", "Layouts/delivery.islet", "--now", Self.clock, "--format", "json", "--presentation",
      "minimal",
    ])
    #expect(result.status == 0)
    let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
    #expect((object?["rows"] as? [String])?.isEmpty == false)
    let findings = object?["findings"] as? [[String: Any]]
    #expect(findings?.first?["code"] as? String == "L016")
  }

  @Test func checkPushGivesOneVerdictPerLineAndFailsOnDrops() throws {
    let clean = try IsletBinary.run([
      "check-push", "Layouts/delivery.islet", "Samples/delivery/pushes.ndjson",
    ])
    #expect(clean.status == 0)
    #expect(clean.stdout.contains("6 pushes: 6 applied, 0 rejected, 0 dropped"))
    let mixed = Data("{\"aps\":{}}\n\nnot json\n{\"aps\":{\"event\":\"update\"}}\n".utf8)
    let json = try IsletBinary.run(
      ["check-push", "Layouts/delivery.islet", "-", "--format", "json"], stdin: mixed)
    #expect(json.status == 1)
    let lines = json.stdout.split(separator: "\n")
    #expect(lines.count == 3)
    for line in lines { #expect((try? JSONSerialization.jsonObject(with: Data(line.utf8))) != nil) }
  }

  @Test func replayOfTheDownloadSampleMatchesItsGolden() throws {
    let result = try IsletBinary.run(["replay", "Layouts/download.islet", "Samples/download/pushes.ndjson"])
    #expect(result.status == 0)
    #expect(result.stdout == (try Self.golden("replay-download.txt")))
    #expect(result.stdout.contains("#1 line 1 start"))
  }

  @Test func devicesListsBothClassesInPointsAndCells() throws {
    let result = try IsletBinary.run(["devices"])
    #expect(result.status == 0)
    #expect(result.stdout.contains("iPhone 16 Pro Max"))
    #expect(result.stdout.contains("52.33"))
  }

  @Test func explainPrintsTheLongForm() throws {
    let result = try IsletBinary.run(["explain", "p012"])
    #expect(result.status == 0)
    #expect(result.stdout.hasPrefix("P012: "))
    let list = try IsletBinary.run(["explain"])
    for prefix in ["L001", "R001", "P001", "A001", "S001"] { #expect(list.stdout.contains(prefix)) }
  }
}
