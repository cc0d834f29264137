import Foundation
import TestSupport
import Testing

/// The CVE-style sequences of unicode.md §4 planted in payload strings and file names never
/// reach the terminal as control sequences: every output carries only SGR (or, from the live
/// preview, only what ncurses emits for drawing), no C1 and no bidi controls, and shows the
/// sequences as visible escapes.
@Suite struct TerminalSafetyTests {
  static var delivery: String { HostileInputTests.delivery }

  /// Writes a hostile content state and attributes and returns their paths.
  static func hostileValues(in directory: TemporaryDirectory) throws -> (state: String, attributes: String) {
    try directory.write(HostilePayloads.state(courier: HostilePayloads.combined), to: "state.json")
    try directory.write(HostilePayloads.attributes(HostilePayloads.combined), to: "attributes.json")
    return (directory.file("state.json"), directory.file("attributes.json"))
  }

  @Test(arguments: ["ansi", "text", "json"])
  func renderShowsTheSequencesAsVisibleEscapes(_ format: String) throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let values = try Self.hostileValues(in: directory)
    let result = try IsletBinary.run([
      "render", "--state", values.state, "--attributes", values.attributes, "--now", "2026-06-21T00:00:00Z",
      "--format", format, Self.delivery,
    ])
    #expect(result.status == 0, "\(result.stderr)")
    HostilePayloads.expectSafe(result.stdout, allowingSGR: format == "ansi", "render --format \(format)")
    HostilePayloads.expectSafe(result.stderr, allowingSGR: false, "render's findings")
    #expect(result.stdout.contains("␛]52;c;aGVsbG8="))
    #expect(result.stdout.contains("␛[21t"))
    #expect((result.stdout + result.stderr).contains("P037"))
  }

  @Test(arguments: ["text", "json"])
  func checkPushShowsTheSequencesAsVisibleEscapes(_ format: String) throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let raw = "raw " + HostilePayloads.combined.replacingOccurrences(of: "\r", with: " ")
    try directory.write(
      HostilePayloads.startPush(1_782_000_000, carrying: HostilePayloads.combined) + "\n" + raw + "\n",
      to: "pushes.ndjson")
    let result = try IsletBinary.run([
      "check-push", "--format", format, Self.delivery, directory.file("pushes.ndjson"),
    ])
    HostilePayloads.expectSafe(result.stdout, allowingSGR: false, "check-push --format \(format)")
    #expect(result.stdout.contains("P037"))
    #expect(result.stdout.contains("␛]52;c;aGVsbG8="))
  }

  @Test func hostileFileNameIsEscapedInDiagnostics() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let name = directory.file("evil\u{1B}]0;pwned\u{7}\u{202E}\u{9B}2J.islet")
    let source = try String(contentsOfFile: Self.delivery, encoding: .utf8)
    try source.replacingOccurrences(of: "5 - stopsAway", with: "5 - stopAway").write(
      toFile: name, atomically: false, encoding: .utf8)
    let result = try IsletBinary.run(["check", name])
    #expect(result.status == 1)
    HostilePayloads.expectSafe(result.stdout, allowingSGR: false, "check's diagnostics")
    HostilePayloads.expectSafe(result.stderr, allowingSGR: false, "check's errors")
    #expect(result.stdout.contains("evil␛]0;pwned\\u{7}\\u{202E}\\u{9B}2J.islet:"))
    let missing = try IsletBinary.run(["check", name + ".missing"])
    #expect(missing.status == 2)
    HostilePayloads.expectSafe(missing.stderr, allowingSGR: false, "a missing file's error")
  }

  /// The arguments that snapshot one Delivery case on one device.
  static let snapshotArguments = [
    "snapshot", "--devices", "iphone-16-pro", "--orientations", "portrait", "--text-sizes", "large",
    "--staleness", "fresh", "Layouts",
  ]

  /// The environment without `CI`, so `islet snapshot` records.
  static var recordingEnvironment: [String: String] {
    var environment = ProcessInfo.processInfo.environment
    environment["CI"] = nil
    return environment
  }

  /// Makes a project in `directory` with Delivery, `attributes` and the state `states/NAME.json`,
  /// records its snapshot and returns the paths of the `.snap` files, relative to `directory`.
  static func recordDeliverySnapshots(
    in directory: TemporaryDirectory, attributes: String, state: (name: String, json: String)
  ) throws -> [String] {
    let files = FileManager.default
    try files.createDirectory(atPath: directory.file("Layouts"), withIntermediateDirectories: true)
    try files.createDirectory(
      atPath: directory.file("Samples/delivery/states"), withIntermediateDirectories: true)
    try files.copyItem(atPath: delivery, toPath: directory.file("Layouts/delivery.islet"))
    try directory.write(attributes, to: "Samples/delivery/attributes.json")
    try directory.write(state.json, to: "Samples/delivery/states/\(state.name).json")
    let recorded = try IsletBinary.run(
      snapshotArguments, environment: recordingEnvironment, directory: URL(fileURLWithPath: directory.path))
    #expect(recorded.status == 0, "\(recorded.stdout)\(recorded.stderr)")
    return files.enumerator(atPath: directory.path)?.compactMap { $0 as? String }.filter {
      $0.hasSuffix(".snap")
    }
      ?? []
  }

  /// Snapshot files and the snapshot command's diff keep the sequences visible and inert.
  @Test func snapshotsAndTheirDiffsShowTheSequencesAsVisibleEscapes() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let snapshots = try Self.recordDeliverySnapshots(
      in: directory, attributes: HostilePayloads.attributes(HostilePayloads.combined),
      state: ("hostile", HostilePayloads.state(courier: HostilePayloads.combined)))
    let state = "Samples/delivery/states/hostile.json"
    #expect(snapshots.count == 1)
    for snapshot in snapshots {
      let text = try String(contentsOfFile: directory.file(snapshot), encoding: .utf8)
      HostilePayloads.expectSafe(text, allowingSGR: false, "snapshot \(snapshot)")
      #expect(text.contains("␛]52;c;aGVsbG8="))
    }
    try directory.write(HostilePayloads.state(courier: "\u{1B}]52;c;ZXZpbA==\u{7}\u{9B}2J"), to: state)
    let verified = try IsletBinary.run(
      Self.snapshotArguments + ["--verify"], environment: Self.recordingEnvironment,
      directory: URL(fileURLWithPath: directory.path))
    #expect(verified.status == 1)
    HostilePayloads.expectSafe(verified.stdout, allowingSGR: false, "snapshot --verify's diff")
    HostilePayloads.expectSafe(verified.stderr, allowingSGR: false, "snapshot --verify's errors")
    #expect(verified.stdout.contains("␛]52;c;ZXZpbA=="))
  }
}
