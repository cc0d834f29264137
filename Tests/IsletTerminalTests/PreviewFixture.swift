import Foundation
import Testing

@testable import IsletTerminal

/// The program the tmux end-to-end tests run: this test binary, filtered to this test, with
/// `ISLET_PREVIEW_FIXTURE` set, runs the real preview loop on its terminal (/dev/tty) with a
/// `RecordingEngine`, then prints how it ended. Skipped in ordinary test runs.
@Suite struct PreviewFixture {
  static let environment = ProcessInfo.processInfo.environment

  @Test(.enabled(if: environment["ISLET_PREVIEW_FIXTURE"] != nil))
  func runPreviewOnTheTerminal() throws {
    var engine = RecordingEngine()
    let pushes: PreviewPushSource =
      Self.environment["ISLET_FIXTURE_PUSHES"].map { .file(path: $0, follow: false) } ?? .none
    let result = try runPreview(
      engine: &engine,
      options: PreviewRunOptions(pushes: pushes, layoutFile: Self.environment["ISLET_FIXTURE_LAYOUT"]))
    print("preview ended: \(result.reason) after \(result.linesReceived) lines")
    #expect(result.linesReceived == engine.lineNumbers.count)
  }

  /// The shell command that runs the fixture with `environment`.
  static func command(environment: [String: String] = [:]) -> String {
    let exports = (["ISLET_PREVIEW_FIXTURE": "1"].merging(environment) { $1 })
      .sorted { $0.key < $1.key }.map { "\($0.key)='\($0.value)'" }
    return
      "env \(exports.joined(separator: " ")) '\(CommandLine.arguments[0])' --testing-library swift-testing"
      + " --filter PreviewFixture"
  }
}
