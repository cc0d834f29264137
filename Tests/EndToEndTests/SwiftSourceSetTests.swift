import Foundation
import TestSupport
import Testing

/// Several `.swift` files given where a layout goes are one source set, exactly as if they were
/// in one folder (issue 11): an app keeps its attributes in shared code and the widget in the
/// extension.
@Suite struct SwiftSourceSetTests {
  static let flight = [
    "Samples/swift/flight/Widget/FlightLiveActivity.swift",
    "Samples/swift/flight/Shared/FlightAttributes.swift",
    "Samples/swift/flight/Shared/CrewMember.swift",
  ]
  static let delivery = [
    "Samples/swift/delivery/DeliveryAttributes.swift", "Samples/swift/delivery/DeliveryLiveActivity.swift",
  ]
  static let now = ["--now", "2026-01-01T09:00:00Z"]

  @Test func renderingFilesFromTwoFoldersIsRenderingTheirFolder() throws {
    let files = try IsletBinary.run(["render"] + Self.flight + Self.now)
    let folder = try IsletBinary.run(["render", "Samples/swift/flight"] + Self.now)
    #expect(files.status == 0)
    #expect(files.stdout.contains("Captain: Amaka"))
    #expect(files.stdout == folder.stdout)
    #expect(files.stderr == folder.stderr)
  }

  @Test func theAttributesFileAloneHasNoPresentationsToRender() throws {
    let alone = try IsletBinary.run(["render", Self.flight[1]] + Self.now)
    #expect(alone.status != 0)
    #expect(!alone.stdout.contains("Captain: Amaka"))
  }

  @Test func checkPushJudgesPushesAgainstTheTwoFilesAsAgainstTheirFolder() throws {
    for pushes in ["Samples/delivery/pushes.ndjson", "Samples/delivery/pitfalls.ndjson"] {
      let files = try IsletBinary.run(["check-push"] + Self.delivery + [pushes])
      let folder = try IsletBinary.run(["check-push", "Samples/swift/delivery", pushes])
      #expect(files.status == folder.status, "\(pushes)")
      #expect(files.stdout == folder.stdout, "\(pushes)")
      #expect(files.stdout.contains("push"), "\(pushes)")
    }
  }

  @Test func checkCountsTheFilesAsOneLayout() throws {
    let result = try IsletBinary.run(["check"] + Self.delivery)
    #expect(result.status == 0)
    #expect(result.stdout.contains("1 layout checked: 0 errors"))
  }

  @Test func aSetWithTwoActivitiesNeedsActivity() throws {
    let sports = ["Samples/swift/sports/GameAttributes.swift", "Samples/swift/sports/GameLiveActivity.swift"]
    let both = try IsletBinary.run(["render"] + Self.delivery + sports + Self.now)
    #expect(both.status != 0)
    #expect(both.stderr.contains("--activity"))
    let picked = try IsletBinary.run(
      ["render"] + Self.delivery + sports + Self.now + ["--activity", "GameAttributes"])
    let alone = try IsletBinary.run(["render"] + sports + Self.now)
    #expect(picked.status == alone.status)
    #expect(picked.stdout == alone.stdout)
  }

  @Test func snapshotTakesTheFilesAsOneLayoutNamedByTheFirst() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    // The attributes as `delivery.swift`: the set is named `delivery`, so it takes the bundled
    // layout's sample states.
    let root = IsletBinary.packageRoot.path + "/"
    try FileManager.default.copyItem(
      atPath: root + Self.delivery[0], toPath: directory.file("delivery.swift"))
    try FileManager.default.copyItem(atPath: root + Self.delivery[1], toPath: directory.file("Widget.swift"))
    let arguments = [
      "snapshot", directory.file("delivery.swift"), directory.file("Widget.swift"), "--samples", "Samples",
      "--snapshots", directory.file("snaps"),
    ]
    let recorded = try IsletBinary.run(arguments + ["--record"])
    #expect(recorded.status == 0, "\(recorded.stderr)")
    #expect(recorded.stdout.contains("snapshot: 112 checked"))
    let verified = try IsletBinary.run(arguments + ["--verify"])
    #expect(verified.stdout.contains("112 passed, 0 failed"))
    // The grids are the bundled layout's (the header names the Swift file).
    let stored = root + "Layouts/__snapshots__/delivery"
    let names = try FileManager.default.contentsOfDirectory(atPath: directory.file("snaps/delivery")).sorted()
    #expect(names == (try FileManager.default.contentsOfDirectory(atPath: stored)).sorted())
    let body = { (text: String) -> String? in
      text.components(separatedBy: "\n\n").dropFirst().joined(separator: "\n\n").components(
        separatedBy: "findings:"
      )
      .first
    }
    for name in names {
      let swift = try String(contentsOfFile: directory.file("snaps/delivery/\(name)"), encoding: .utf8)
      let islet = try String(contentsOfFile: stored + "/" + name, encoding: .utf8)
      #expect(body(swift) != nil && body(swift) == body(islet), "\(name)")
    }
  }

  @Test func aCommandThatShowsOneLayoutRefusesTwo() throws {
    let result = try IsletBinary.run(["render", Self.delivery[0], "Layouts/delivery.islet"] + Self.now)
    #expect(result.status == 2)
    #expect(result.stderr.contains("2 layouts given"))
    #expect(result.stderr.contains("several .swift files are one layout"))
  }
}
