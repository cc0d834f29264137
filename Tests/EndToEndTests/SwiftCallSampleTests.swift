import Foundation
import TestSupport
import Testing

/// `Samples/swift/call`: String methods and `String(format:)` in helper functions with early
/// returns, `switch` over a String and an Int, `Label { } icon: { }`, `Button(intent:)`, `Link`,
/// `.widgetURL`, `Date.formatted(date:time:)` in the locale and time zone, `.opacity(0)`.
@Suite struct SwiftCallSampleTests {
  static let folder = "Samples/swift/call"

  @Test func everyConstructIsModelledWithoutWarnings() throws {
    let result = try IsletBinary.run(["check", Self.folder])
    #expect(result.status == 0)
    #expect(result.stdout.hasPrefix("1 layout checked: 0 errors, 0 warnings, 0 notes"), "\(result.stdout)")
  }

  @Test func renderShowsTheTextTheSwiftComputesAndWhereTapsGo() throws {
    let result = try IsletBinary.run([
      "render", Self.folder, "--sample", "onHold", "--now", "2026-06-21T09:00:00Z", "--locale", "de_DE",
      "--time-zone", "Europe/Berlin", "-p", "lockScreen",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    let lines = result.stdout.split(separator: "\n").map(String.init)
    // `String(format:)` past an hour, `.capitalized`, `uppercased().prefix(20)`, and the
    // start time formatted in German at Berlin's summer time.
    #expect(lines.contains { $0.contains("Luna Lovegood") && $0.contains("1:02:05") }, "\(result.stdout)")
    #expect(lines.contains { $0.contains("DESIGN REVIEW · FLOO…") })
    #expect(lines.contains { $0.contains("Since 09:57 · Luna") })
    #expect(lines.contains { $0.contains("Mute") && $0.contains("Hang up") })
    // A terminal cannot be tapped: the destinations follow the sheet, after a blank line.
    #expect(
      result.stdout.hasSuffix(
        "╯      \n\nwidgetURL call://open/6F1C2B9A-3D4E-4A5B-8C7D-9E0F1A2B3C4D\n"
          + "link      call://hang-up/6F1C2B9A-3D4E-4A5B-8C7D-9E0F1A2B3C4D\n"), "\(result.stdout)")
  }

  @Test func aSwitchOverTheSpeakerChoosesTheExpandedBottom() throws {
    let result = try IsletBinary.run([
      "render", Self.folder, "--now", "2026-06-21T09:00:00Z", "-p", "expanded",
    ])
    #expect(result.stdout.contains("3 listening"), "\(result.stdout)")
    #expect(result.stdout.contains("12:34"))
  }
}
