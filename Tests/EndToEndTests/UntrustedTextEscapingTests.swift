import Foundation
import TestSupport
import Testing

/// Untrusted text that is no control sequence but still hides, reorders, splits or piles up
/// what a reader sees: bidi controls, line and paragraph separators, zero-width and tag
/// characters, and a character carrying 1,000 combining marks. Every output shows it the way
/// the text output does, and keeps at most four marks on a character, as ncurses does.
@Suite struct UntrustedTextEscapingTests {
  static var delivery: String { HostileInputTests.delivery }

  /// One base and 1,000 acute accents, then plain text.
  static let zalgo = "Z" + String(repeating: "\u{301}", count: 1000) + "end"
  /// The same character as every output shows it: four marks kept.
  static let zalgoShown = "Z" + String(repeating: "\u{301}", count: 4) + "end"

  /// Key names that are no control sequence but hide or split text, with how text output shows
  /// them.
  static let hostileKeys: [(key: String, shown: String)] = [
    ("\u{202E}evil", "\\u{202E}evil"),
    ("\u{2066}iso\u{2069}", "\\u{2066}iso\\u{2069}"),
    ("line\u{2028}split", "line\\u{2028}split"),
    ("para\u{2029}split", "para\\u{2029}split"),
    ("pay\u{200B}pal", "pay\\u{200B}pal"),
    ("tag\u{E0041}\u{E0042}", "tag\\u{E0041}\\u{E0042}"),
    (zalgo, zalgoShown),
  ]

  /// Records an issue for anything in `output` that hides or piles up text.
  static func expectNothingHidden(_ output: String, _ what: String) {
    HostilePayloads.expectSafe(output, allowingSGR: what.contains("ansi"), what)
    #expect(TerminalBytes.hiddenScalars(in: output).isEmpty, "\(what): hidden scalars")
    #expect(TerminalBytes.longestMarkRun(in: output) <= 4, "\(what): stacked marks")
  }

  /// Issue 17.15: unknown key names reached `"path"` with JSON escaping only.
  @Test func checkPushEscapesUnknownKeyNamesInJSONAsInText() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let keys = Self.hostileKeys.map { "\(HostilePayloads.json($0.key)):1" }.joined(separator: ",")
    try directory.write(#"{"aps":{"timestamp":1782000000,"event":"update",\#(keys)}}"# + "\n", to: "p.ndjson")
    let json = try IsletBinary.run([
      "check-push", "--format", "json", Self.delivery, directory.file("p.ndjson"),
    ])
    Self.expectNothingHidden(json.stdout, "check-push --format json")
    let lines = json.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    #expect(lines.count == 1, "one line per push, however the keys are named")
    let verdict = try #require(HostileInputTests.jsonVerdicts(json.stdout).first)
    let findings = try #require(verdict["findings"] as? [[String: Any]])
    let paths = Set(findings.compactMap { $0["path"] as? String })
    for (_, shown) in Self.hostileKeys { #expect(paths.contains("aps." + shown), "\(shown) in \(paths)") }
    let text = try IsletBinary.run(["check-push", Self.delivery, directory.file("p.ndjson")])
    Self.expectNothingHidden(text.stdout, "check-push text")
    for (_, shown) in Self.hostileKeys {
      #expect(text.stdout.contains("aps.\(shown) is not a Live Activity key"))
    }
  }

  /// Issue 17.16: a character with 1,000 marks went unchanged into render's three formats.
  @Test(arguments: ["text", "ansi", "json"])
  func renderKeepsFourMarksOnACharacter(_ format: String) throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write(HostilePayloads.state(courier: Self.zalgo), to: "state.json")
    try directory.write(HostilePayloads.attributes("order"), to: "attributes.json")
    let result = try IsletBinary.run([
      "render", "--state", directory.file("state.json"), "--attributes", directory.file("attributes.json"),
      "--now", "2026-06-21T00:00:00Z", "--format", format, "-p", "lockScreen", Self.delivery,
    ])
    #expect(result.status == 0, "\(result.stderr)")
    Self.expectNothingHidden(result.stdout, "render --format \(format)")
    Self.expectNothingHidden(result.stderr, "render --format \(format) findings")
    #expect(result.stdout.contains(Self.zalgoShown))
  }

  /// Issue 17.16: the same through `check-push` (a P037 warning says so) and `replay`.
  @Test func checkPushAndReplayKeepFourMarksOnACharacter() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write(
      HostilePayloads.startPush(1_782_000_000, carrying: Self.zalgo) + "\n", to: "pushes.ndjson")
    let pushes = directory.file("pushes.ndjson")
    for format in ["text", "json"] {
      let result = try IsletBinary.run(["check-push", "--format", format, Self.delivery, pushes])
      Self.expectNothingHidden(result.stdout, "check-push --format \(format)")
      #expect(result.stdout.contains("P037"))
      #expect(result.stdout.contains(Self.zalgoShown))
    }
    let replay = try IsletBinary.run(["replay", "--now", "2026-06-21T00:00:00Z", Self.delivery, pushes])
    Self.expectNothingHidden(replay.stdout, "replay")
    #expect(replay.stdout.contains(Self.zalgoShown))
  }

  /// Issue 17.16: the same in a recorded snapshot file.
  @Test func snapshotFilesKeepFourMarksOnACharacter() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let snapshots = try TerminalSafetyTests.recordDeliverySnapshots(
      in: directory, attributes: HostilePayloads.attributes("order"),
      state: ("zalgo", HostilePayloads.state(courier: Self.zalgo)))
    #expect(snapshots.count == 1)
    for snapshot in snapshots {
      let text = try String(contentsOfFile: directory.file(snapshot), encoding: .utf8)
      Self.expectNothingHidden(text, "snapshot \(snapshot)")
      #expect(text.contains(Self.zalgoShown))
    }
  }
}
