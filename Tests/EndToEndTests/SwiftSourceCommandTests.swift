import Foundation
import TestSupport
import Testing

/// The command line on Swift sources: a `.swift` file or a folder wherever a layout goes, and
/// `islet import`.
@Suite struct SwiftSourceCommandTests {
  static let sampleArguments = [
    "--state", "Samples/rideshare/states/long-strings.json", "--attributes",
    "Samples/rideshare/attributes.json",
    "--now", "2026-01-01T09:00:00Z",
  ]

  @Test func renderingASwiftFolderGivesTheLayoutsGridWithFindingsInTheSwift() throws {
    let islet = try IsletBinary.run(["render", "Layouts/rideshare.islet"] + Self.sampleArguments)
    let swift = try IsletBinary.run(["render", "Samples/swift/rideshare"] + Self.sampleArguments)
    #expect(swift.status == islet.status)
    let grid = { (text: String) in text.components(separatedBy: "\n\n").first }
    #expect(grid(swift.stdout) != nil && grid(swift.stdout) == grid(islet.stdout))
    // The truncated car model is reported at its Text in the Swift file, with the caret line.
    #expect(
      swift.stdout.contains(
        "Samples/swift/rideshare/RideLiveActivity.swift:122:11: lockScreen: warning[R001]"))
    #expect(
      swift.stdout.contains(
        #"122 |           Text("\(context.state.carModel) · \(context.state.driverName)")"#))
  }

  @Test func checkPushJudgesPushesAgainstTheSwiftSchema() throws {
    for name in ["delivery", "rideshare", "sports", "workout", "download"] {
      let islet = try IsletBinary.run([
        "check-push", "Layouts/\(name).islet", "Samples/\(name)/pushes.ndjson",
      ])
      let swift = try IsletBinary.run([
        "check-push", "Samples/swift/\(name)", "Samples/\(name)/pushes.ndjson",
      ])
      #expect(swift.status == islet.status, "\(name)")
      #expect(swift.stdout == islet.stdout, "\(name)")
    }
    let pitfalls = try IsletBinary.run([
      "check-push", "Samples/swift/delivery", "Samples/delivery/pitfalls.ndjson",
    ])
    let expected = try IsletBinary.run([
      "check-push", "Layouts/delivery.islet", "Samples/delivery/pitfalls.ndjson",
    ])
    #expect(pitfalls.status == 1)
    #expect(pitfalls.stdout == expected.stdout)
  }

  @Test func importPrintsALayoutThatRendersAsTheSwift() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let output = directory.file("sports.islet")
    let imported = try IsletBinary.run(["import", "Samples/swift/sports", "-o", output])
    #expect(imported.status == 0)
    #expect(imported.stderr.isEmpty)
    let arguments = [
      "--state", "Samples/sports/states/typical.json", "--attributes", "Samples/sports/attributes.json",
      "--now",
      "2026-01-01T09:00:00Z",
    ]
    let fromImport = try IsletBinary.run(["render", output] + arguments)
    let fromSwift = try IsletBinary.run(["render", "Samples/swift/sports"] + arguments)
    #expect(fromImport.status == 0)
    // The same grid; the findings point into the imported layout instead of the Swift.
    let grid = { (text: String) in text.components(separatedBy: "\n\n").first }
    #expect(grid(fromImport.stdout) != nil && grid(fromImport.stdout) == grid(fromSwift.stdout))
    #expect(fromImport.stdout.contains("warning[R001]: text “Kansas City Chiefs” truncated"))
    #expect(
      fromSwift.stdout.contains(
        "GameLiveActivity.swift:75:11: lockScreen: warning[R001]: text “Kansas City Chiefs” truncated"))
    let printed = try IsletBinary.run(["import", "Samples/swift/sports"])
    #expect(printed.stdout == (try String(contentsOfFile: output, encoding: .utf8)))
    #expect(printed.stdout.contains("activity GameAttributes {"))
  }

  @Test func unsupportedConstructsAreWarnedAtTheirSwiftLines() throws {
    let result = try IsletBinary.run(["check", "Samples/swift/unsupported"])
    #expect(result.status == 0)
    let file = "Samples/swift/unsupported/ParkingLiveActivity.swift"
    for location in [
      "12:14: warning[W004]", "13:18: warning[W005]", "16:18: warning[W005]", "18:5: warning[W006]",
      "49:19: warning[W002]",
      "54:9: warning[W002]", "56:54: warning[W003]", "65:3: warning[W008]", "71:26: warning[W003]",
      "74:10: warning[W003]",
      "76:7: warning[W002]",
    ] {
      #expect(result.stdout.contains("\(file):\(location)"), "\(location)")
    }
    #expect(result.stdout.contains("1 layout checked: 0 errors, 15 warnings"))
  }

  @Test func aFolderWithSeveralActivitiesNeedsActivity() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    for name in ["delivery", "sports"] {
      for file in try FileManager.default.contentsOfDirectory(
        atPath: "\(IsletBinary.packageRoot.path)/Samples/swift/\(name)")
      {
        try FileManager.default.copyItem(
          atPath: "\(IsletBinary.packageRoot.path)/Samples/swift/\(name)/\(file)",
          toPath: directory.file(file))
      }
    }
    let ambiguous = try IsletBinary.run(["check", directory.path])
    #expect(ambiguous.status == 1)
    // Each type is named with the place it is declared.
    #expect(ambiguous.stdout.contains("several ActivityAttributes types (Delivery ("))
    #expect(ambiguous.stdout.contains("/DeliveryAttributes.swift:5), GameAttributes ("))
    #expect(ambiguous.stdout.contains("/GameAttributes.swift:6)); pick one with --activity NAME"))
    let chosen = try IsletBinary.run(["check", directory.path, "--activity", "GameAttributes"])
    #expect(chosen.status == 0)
  }

  @Test func aSwiftFileThatDoesNotParseIsBadInputWithTheCompilersMessage() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write("struct A: ActivityAttributes {\n  var x: Int = \n}\n", to: "Broken.swift")
    let path = directory.file("Broken.swift")
    let result = try IsletBinary.run(["render", path])
    #expect(result.status == 2)
    #expect(result.stderr.contains("Broken.swift:2:16: error[W001]: expected expression"))
  }

  /// Swift sources without a `#Preview` have no values to render: the message points at the
  /// Swift way to give them (an `.islet` layout's at its `preview` block).
  @Test func renderingWithoutValuesNamesWhereTheyComeFrom() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write(
      """
      import ActivityKit
      import SwiftUI
      import WidgetKit
      struct PinAttributes: ActivityAttributes {
        struct ContentState: Codable, Hashable { var code: String }
      }
      struct PinWidget: Widget {
        var body: some WidgetConfiguration {
          ActivityConfiguration(for: PinAttributes.self) { context in Text(context.state.code) }
            dynamicIsland: { context in
              DynamicIsland { DynamicIslandExpandedRegion(.center) { Text(context.state.code) } }
                compactLeading: { Text("P") } compactTrailing: { Text(context.state.code) } minimal: { Text("P") }
            }
        }
      }
      """, to: "Pin.swift")
    let swift = try IsletBinary.run(["render", directory.file("Pin.swift")])
    #expect(swift.status == 2)
    #expect(
      swift.stderr.contains("no content state: pass --state FILE, or add a `#Preview(") == true,
      "\(swift.stderr)")
    #expect(swift.stderr.contains("with its contentStates: { … } to the Swift sources"))
    try directory.write(
      """
      activity A {
        state { code: String }
        lockScreen { text(code) }
        compactLeading { text("P") }  compactTrailing { text(code) }  minimal { text("P") }  expanded { }
      }
      """, to: "a.islet")
    let islet = try IsletBinary.run(["render", directory.file("a.islet")])
    #expect(islet.status == 2)
    #expect(
      islet.stderr.contains(
        "no content state: pass --state FILE, or give the layout a `preview { state { … } }`"),
      "\(islet.stderr)")
  }

  /// A content state with no properties (a widget that shows only fixed text) is `{}`: render
  /// needs no `--state` and no `#Preview` for it.
  @Test func anEmptyContentStateNeedsNoValues() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write(
      """
      import ActivityKit
      import SwiftUI
      import WidgetKit
      struct BusAttributes: ActivityAttributes {
        struct ContentState: Codable, Hashable {}
      }
      struct BusWidget: Widget {
        var body: some WidgetConfiguration {
          ActivityConfiguration.init(for: BusAttributes.self) { context in Text("Bus") }
            dynamicIsland: { context in
              DynamicIsland { DynamicIslandExpandedRegion(.bottom) { Text("Bus") } }
                compactLeading: { Text("B") } compactTrailing: { Text("12") } minimal: { Text("B") }
            }
        }
      }
      """, to: "Bus.swift")
    let result = try IsletBinary.run(["render", directory.file("Bus.swift")])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("Bus"))
    #expect(!result.stdout.contains("[no ActivityConfiguration]"))
  }
}

/// `islet snapshot` on Swift sources: a folder of `.swift` files is one layout.
@Suite struct SwiftSnapshotCommandTests {
  @Test func snapshotsOfTheSwiftSampleMatchTheLayoutsSnapshots() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let arguments = [
      "snapshot", "Samples/swift/workout", "--samples", "Samples", "--snapshots", directory.path,
    ]
    let recorded = try IsletBinary.run(arguments + ["--record"])
    #expect(recorded.status == 0, "\(recorded.stderr)")
    #expect(recorded.stdout.contains("snapshot: 112 checked"))
    let verified = try IsletBinary.run(arguments + ["--verify"])
    #expect(verified.status == 0)
    #expect(verified.stdout.contains("112 passed, 0 failed"))
    let stored = IsletBinary.packageRoot.appendingPathComponent("Layouts/__snapshots__/workout").path
    let names = try FileManager.default.contentsOfDirectory(atPath: directory.file("workout")).sorted()
    #expect(names == (try FileManager.default.contentsOfDirectory(atPath: stored)).sorted())
    // The grid and its style runs are the bundled layout's; the header names the folder.
    let body = { (text: String) -> String? in
      let afterHeader = text.components(separatedBy: "\n\n").dropFirst().joined(separator: "\n\n")
      return afterHeader.components(separatedBy: "findings:").first
    }
    for name in names {
      let swift = try String(contentsOfFile: directory.file("workout/\(name)"), encoding: .utf8)
      let islet = try String(contentsOfFile: stored + "/" + name, encoding: .utf8)
      #expect(body(swift) != nil && body(swift) == body(islet), "\(name)")
    }
  }
}

/// `islet snapshot --activity NAME`: a folder of Swift sources with several activities is
/// snapshotted one activity at a time, each in a snapshot folder named after it.
@Suite struct SwiftSnapshotActivityTests {
  @Test func eachActivityOfAFolderKeepsItsOwnSnapshots() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try FileManager.default.createDirectory(
      atPath: directory.file("widgets"), withIntermediateDirectories: true)
    for name in ["delivery", "call"] {
      let folder = "\(IsletBinary.packageRoot.path)/Samples/swift/\(name)"
      for file in try FileManager.default.contentsOfDirectory(atPath: folder) {
        try FileManager.default.copyItem(
          atPath: "\(folder)/\(file)", toPath: directory.file("widgets/\(file)"))
      }
    }
    try directory.write(SwiftSnapshotConfigurationTests.oneCell, to: "widgets.snapshot.json")
    let widgets = directory.file("widgets")
    let ambiguous = try IsletBinary.run(["snapshot", widgets, "--record"])
    #expect(ambiguous.status == 2)
    #expect(ambiguous.stderr.contains("pick one with --activity NAME"), "\(ambiguous.stderr)")
    for activity in ["Delivery", "CallAttributes"] {
      let recorded = try IsletBinary.run(["snapshot", widgets, "--activity", activity, "--record"])
      #expect(recorded.status == 0, "\(recorded.stdout)\(recorded.stderr)")
    }
    let delivery = try FileManager.default.contentsOfDirectory(
      atPath: directory.file("__snapshots__/Delivery"))
    let call = try FileManager.default.contentsOfDirectory(
      atPath: directory.file("__snapshots__/CallAttributes"))
    #expect(!delivery.isEmpty && !call.isEmpty)
    let callSnapshot = try String(
      contentsOfFile: directory.file("__snapshots__/CallAttributes/\(call[0])"), encoding: .utf8)
    #expect(callSnapshot.contains("layout: widgets (CallAttributes)"))
    // Verifying (and pruning) one activity leaves the other's snapshots alone.
    let pruned = try IsletBinary.run(["snapshot", widgets, "--activity", "Delivery", "--prune"])
    #expect(pruned.status == 0, "\(pruned.stdout)")
    #expect(!pruned.stdout.contains("obsolete"))
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: directory.file("__snapshots__/CallAttributes"))
        == call)
    let verified = try IsletBinary.run(["snapshot", widgets, "--activity", "CallAttributes", "--verify"])
    #expect(verified.status == 0, "\(verified.stdout)")
    #expect(verified.stdout.contains("\(call.count) passed, 0 failed"))
    let unknown = try IsletBinary.run(["snapshot", widgets, "--activity", "Ride", "--verify"])
    #expect(unknown.status != 0)
    #expect(
      unknown.stdout.contains("no ActivityAttributes type named `Ride`")
        || unknown.stderr.contains("no ActivityAttributes type named `Ride`"))
  }
}

/// Control characters in Swift sources never reach the terminal raw.
@Suite struct SwiftSourceTerminalSafetyTests {
  @Test func controlCharactersInSwiftAreEscapedInImportAndFindings() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let escape = "\u{1B}"
    let source = """
      struct A: ActivityAttributes { struct ContentState: Codable, Hashable { var x: Int } }
      struct W: Widget {
        var body: some WidgetConfiguration {
          ActivityConfiguration(for: A.self) { context in
            Text("\(escape)]52;c;red")
            Map\(escape)x()
          } dynamicIsland: { context in
            DynamicIsland { } compactLeading: { Text("a") } compactTrailing: { Text("b") } minimal: { Text("c") }
          }
        }
      }
      """
    try directory.write(source, to: "W.swift")
    for command in [["import"], ["check"]] {
      let result = try IsletBinary.run(command + [directory.file("W.swift")])
      #expect(!result.stdout.contains(escape) && !result.stderr.contains(escape), "\(command)")
    }
    let imported = try IsletBinary.run(["import", directory.file("W.swift")])
    #expect(imported.status == 2)
    #expect(imported.stderr.contains("5:13: error[W001]: unprintable ASCII character found in source file"))
    // A bidi override inside a string parses: the import writes it as an escape.
    let override = "\u{202E}"
    try directory.write(
      source.replacingOccurrences(of: "\(escape)]52;c;red", with: "\(override)der").replacingOccurrences(
        of: "Map\(escape)x()", with: ""), to: "W.swift")
    let bidi = try IsletBinary.run(["import", directory.file("W.swift")])
    #expect(bidi.status == 0)
    #expect(!bidi.stdout.contains(override))
    #expect(bidi.stdout.contains(#"text("\u{202E}der")"#))
  }
}
