import Foundation
import TestSupport
import Testing

/// `islet preview` on a Swift folder (tmux): the `#Preview` sample shows, and saving a Swift file
/// redraws it; an edit that does not parse keeps the last good layout and shows the Swift error.
@Suite(.serialized) struct SwiftPreviewEndToEndTests {
  @Test func editingASwiftFileReloadsThePreview() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let sample = IsletBinary.packageRoot.appendingPathComponent("Samples/swift/delivery").path
    for file in try FileManager.default.contentsOfDirectory(atPath: sample) {
      try FileManager.default.copyItem(atPath: sample + "/" + file, toPath: directory.file(file))
    }
    let session = try TmuxSession(
      command: "\(IsletBinary.executable.path) preview \(directory.path)", width: 140, height: 48)
    defer { session.kill() }
    #expect(session.waitFor("Picked up"))
    #expect(session.waitFor("Sam is on the way"))
    let attributes = directory.file("DeliveryAttributes.swift")
    let original = try String(contentsOfFile: attributes, encoding: .utf8)
    let edited = original.replacingOccurrences(
      of: #"case .pickedUp: "Picked up""#, with: #"case .pickedUp: "Collected""#)
    #expect(edited != original)
    try edited.write(toFile: attributes, atomically: true, encoding: .utf8)
    #expect(session.waitFor("Collected"))
    try (edited + "\nstruct Broken {\n").write(toFile: attributes, atomically: true, encoding: .utf8)
    #expect(session.waitFor("layout error"))
    #expect(session.waitFor("| struct Broken {"))
    #expect(session.waitFor("Collected"))
    try edited.write(toFile: attributes, atomically: true, encoding: .utf8)
    #expect(session.waitUntil { !$0.contains("layout error") } != nil)
  }

  /// A finding about a Swift layout points at the Swift line `islet check` names, not at the
  /// layout generated from it.
  @Test func findingsPointAtTheSwiftLines() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let file = directory.file("Countdown.swift")
    try Self.countdown.write(toFile: file, atomically: true, encoding: .utf8)
    let check = try IsletBinary.run(["check", file])
    #expect(check.stdout.contains("Countdown.swift:28:13: warning[L016]"), "\(check.stdout)\(check.stderr)")
    let session = try TmuxSession(
      command: "\(IsletBinary.executable.path) preview \(file)", width: 140, height: 48)
    defer { session.kill() }
    #expect(session.waitFor("warning L016 Countdown.swift:28:13"), "\((try? session.capture()) ?? "")")
  }

  /// A countdown whose expanded trailing shows a timer without reading `isStale` (L016, line 28).
  static let countdown = """
    import ActivityKit
    import SwiftUI
    import WidgetKit

    struct CountdownAttributes: ActivityAttributes {
      public struct ContentState: Codable, Hashable {
        var end: Date
      }
      var title: String
    }

    struct CountdownLiveActivity: Widget {
      var body: some WidgetConfiguration {
        ActivityConfiguration(for: CountdownAttributes.self) { context in
          if context.isStale {
            Text(context.attributes.title)
          } else {
            Text(context.state.end, style: .timer)
          }
        } dynamicIsland: { context in
          DynamicIsland {
            DynamicIslandExpandedRegion(.leading) {
              Text(context.attributes.title)
            }
            DynamicIslandExpandedRegion(.trailing) {
              VStack {
                Text("Ends in")
                Text(context.state.end, style: .timer)
              }
            }
          } compactLeading: {
            Text("⏱")
          } compactTrailing: {
            Text(context.attributes.title)
          } minimal: {
            Text("⏱")
          }
        }
      }
    }

    """

  /// `n` shows each `#Preview` content state by name, then starts again.
  @Test func everyPreviewContentStateCyclesWithN() throws {
    let session = try TmuxSession(
      command: "\(IsletBinary.executable.path) preview \(IsletBinary.packageRoot.path)/Samples/swift/flight",
      width: 140, height: 48)
    defer { session.kill() }
    #expect(session.waitFor("Captain: Amaka"))
    try session.sendKeys("n")
    #expect(session.waitFor("◆ sample boarding 1/3"))
    try session.sendKeys("n")
    #expect(session.waitFor("◆ sample delayed 2/3"))
    #expect(session.waitFor("Delayed 45 min"))
    try session.sendKeys("n")
    #expect(session.waitFor("◆ sample Landed 3/3"))
    try session.sendKeys("n")
    #expect(session.waitFor("◆ sample boarding 1/3"))
  }
}
