import Foundation
import TestSupport
import Testing

/// `Samples/swift/flight`: a widget split over three files (the app's shared model in
/// `Shared/`, the widget in `Widget/`) using a nested struct with CodingKeys, a dictionary, an
/// enum without raw values, a ClosedRange<Date>, UUID, URL, `ForEach` and several `#Preview`
/// content states.
@Suite struct SwiftFlightSampleTests {
  static let folder = "Samples/swift/flight"
  static let clock = ["--now", "2026-01-01T09:00:00Z", "-p", "lockScreen"]

  @Test func everyConstructIsModelledWithoutWarnings() throws {
    let result = try IsletBinary.run(["check", Self.folder])
    #expect(result.status == 0)
    #expect(result.stdout.hasPrefix("1 layout checked: 0 errors, 0 warnings, 0 notes"))
  }

  @Test func renderShowsTheFirstPreviewStateOrTheOneNamed() throws {
    let first = try IsletBinary.run(["render", Self.folder] + Self.clock)
    let boarding = try IsletBinary.run(["render", Self.folder, "--sample", "boarding"] + Self.clock)
    #expect(first.stdout.contains("Captain: Amaka") && first.stdout.contains("BA 117 from B32"))
    #expect(first.stdout == boarding.stdout)
    let delayed = try IsletBinary.run(["render", Self.folder, "--sample", "delayed"] + Self.clock)
    #expect(delayed.stdout.contains("Delayed 45 min") && delayed.stdout.contains("Gate —"))
    let landed = try IsletBinary.run(["render", Self.folder, "--sample", "Landed"] + Self.clock)
    #expect(landed.stdout.contains("5B41"))
    let unknown = try IsletBinary.run(["render", Self.folder, "--sample", "delayd"] + Self.clock)
    #expect(unknown.status == 2)
    #expect(
      unknown.stderr.contains(
        "the layout has no preview state 'delayd'; its preview states are 'boarding', 'delayed', 'Landed'; "
          + "did you mean 'delayed'?"))
    let both = try IsletBinary.run(
      ["render", Self.folder, "--sample", "delayed", "--state", "Samples/delivery/states/typical.json"])
    #expect(both.status == 2 && both.stderr.contains("give --state FILE or --sample NAME, not both"))
  }

  @Test func importedLayoutRendersEveryPreviewStateAsTheSwift() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let output = directory.file("flight.islet")
    #expect(try IsletBinary.run(["import", Self.folder, "-o", output]).status == 0)
    let grid = { (text: String) in text.components(separatedBy: "\n\n").first }
    for sample in ["boarding", "delayed", "Landed"] {
      let swift = try IsletBinary.run(["render", Self.folder, "--sample", sample] + Self.clock)
      let islet = try IsletBinary.run(["render", output, "--sample", sample] + Self.clock)
      #expect(grid(swift.stdout) != nil && grid(swift.stdout) == grid(islet.stdout), "\(sample)")
    }
  }

  @Test func pushesAreJudgedAgainstTheNestedTypes() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let state = { (phase: String, gate: String) in
      #"{"phase":\#(phase),"gate":\#(gate),"schedule":[803696400,803734800],"connections":{"BA 117":"B32"},"crew":[{"name":"Amaka","role":"Captain"}],"delay":0}"#
    }
    let attributes =
      #"{"bookingID":"e621e1f8-c36c-495a-93fc-0c247a3e6e5f","flightNumber":"BA 286","route":{"origin":"SFO","destination":"LHR"}}"#
    let start =
      #"{"aps":{"timestamp":803696000,"event":"start","attributes-type":"FlightAttributes","attributes":\#(attributes),"content-state":\#(state(#"{"boarding":{}}"#, #"{"terminal":"A","gate":"12"}"#)),"alert":{"title":"BA 286","body":"Boarding"}}}"#
    let rawValuePhase =
      #"{"aps":{"timestamp":803696100,"event":"update","content-state":\#(state(#""departed""#, "null"))}}"#
    let swiftKeyGate =
      #"{"aps":{"timestamp":803696200,"event":"update","content-state":\#(state(#"{"departed":{}}"#, #"{"terminal":"A","number":"12"}"#))}}"#
    try directory.write(
      [start, rawValuePhase, swiftKeyGate].joined(separator: "\n") + "\n", to: "pushes.ndjson")
    let result = try IsletBinary.run(["check-push", Self.folder, directory.file("pushes.ndjson")])
    #expect(result.status == 1)
    #expect(result.stdout.contains("aps.content-state.phase"))
    #expect(result.stdout.contains("aps.content-state.gate.gate is missing"))
    #expect(result.stdout.contains("1 applied"))
  }
}

/// `islet snapshot` on Swift sources reads the same per-layout configuration as a `.islet`
/// layout: `<folder>.snapshot.json` beside a Swift folder, `<Name>.snapshot.json` beside a file.
@Suite struct SwiftSnapshotConfigurationTests {
  static let oneCell =
    #"{"devices":["iphone-15-pro"],"orientations":["portrait"],"textSizes":["large"],"staleness":["fresh"],"clock":"2026-01-01T09:00:00Z"}"#

  @Test func aSwiftFolderTakesItsConfigurationAndSnapshotsEveryPreviewState() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try FileManager.default.copyItem(
      atPath: IsletBinary.packageRoot.appendingPathComponent(SwiftFlightSampleTests.folder).path,
      toPath: directory.file("flight"))
    try directory.write(Self.oneCell, to: "flight.snapshot.json")
    let result = try IsletBinary.run(["snapshot", directory.file("flight"), "--record"])
    #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
    #expect(result.stdout.contains("snapshot: 3 checked"))
    let names = try FileManager.default.contentsOfDirectory(atPath: directory.file("__snapshots__/flight"))
      .sorted()
    #expect(
      names == [
        "Landed.iphone-15-pro.portrait.large.fresh.snap", "boarding.iphone-15-pro.portrait.large.fresh.snap",
        "delayed.iphone-15-pro.portrait.large.fresh.snap",
      ])
    let delayed = try String(
      contentsOfFile: directory.file("__snapshots__/flight/delayed.iphone-15-pro.portrait.large.fresh.snap"),
      encoding: .utf8)
    #expect(delayed.contains("state: delayed") && delayed.contains("Delayed 45 min"))
    #expect(try IsletBinary.run(["snapshot", directory.file("flight"), "--verify"]).status == 0)
    // A bad key in the Swift folder's configuration is reported as for any layout.
    try directory.write(#"{"device":["iphone-15-pro"]}"#, to: "flight.snapshot.json")
    let invalid = try IsletBinary.run(["snapshot", directory.file("flight"), "--verify"])
    #expect(invalid.status == 2)
    #expect(invalid.stdout.contains("flight.snapshot.json: unknown key `device`"))
  }

  @Test func aSwiftFileTakesTheConfigurationNamedAfterIt() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let root = IsletBinary.packageRoot.appendingPathComponent("Samples/swift/download").path
    let files = try FileManager.default.contentsOfDirectory(atPath: root)
    let joined = try files.sorted().map { try String(contentsOfFile: root + "/" + $0, encoding: .utf8) }
      .joined(separator: "\n")
    try directory.write(joined, to: "download.swift")
    try directory.write(Self.oneCell, to: "download.snapshot.json")
    let result = try IsletBinary.run([
      "snapshot", directory.file("download.swift"), "--samples",
      IsletBinary.packageRoot.appendingPathComponent("Samples").path,
      "--record",
    ])
    #expect(result.stdout.contains("checked"), "\(result.stdout)\(result.stderr)")
    let names = try FileManager.default.contentsOfDirectory(atPath: directory.file("__snapshots__/download"))
    #expect(!names.isEmpty && names.allSatisfy { $0.contains(".iphone-15-pro.portrait.large.fresh.") })
  }
}
