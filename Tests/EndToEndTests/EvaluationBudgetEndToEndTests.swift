import Foundation
import TestSupport
import Testing

/// The issue's 1.4 KB layout — 41 `let`s each doubling a string — through the binary: `check`
/// warns where the growth starts, and `render`, `snapshot` and the preview finish in bounded
/// memory with a located R005 instead of asking for 2^44 bytes. Each run is capped at 2 GB of
/// address space, so a regression fails fast instead of exhausting the machine.
@Suite struct EvaluationBudgetEndToEndTests {
  static let layout: String = {
    let lets = (1...41).map { "  let a\($0) = a\($0 - 1) + a\($0 - 1)" }.joined(separator: "\n")
    return """
      activity Boom {
        attributes { name: String }
        state { count: Int }
        let a0 = "xxxxxxxx"
      \(lets)
        lockScreen { text(a41)  text(name) }
        compactLeading { text("\\(a20)") }
        compactTrailing { text("b") }
        minimal { text("m") }
        expanded { }
        preview {
          attributes { name: "Boom" }
          state { count: 1 }
        }
      }
      """
  }()

  /// Runs islet with `arguments` in `directory`, its address space capped at 2 GB.
  static func runCapped(_ arguments: [String], in directory: TemporaryDirectory) throws -> IsletBinary.Result
  {
    try IsletBinary.run(
      ["-c", #"ulimit -v 2097152; exec "$0" "$@""#, IsletBinary.executable.path] + arguments,
      directory: URL(fileURLWithPath: directory.path), shell: true)
  }

  @Test func checkWarnsWhereTheGrowthPassesTheBudget() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write(Self.layout, to: "boom.islet")
    let result = try Self.runCapped(["check", "boom.islet"], in: directory)
    #expect(result.status == 0)
    #expect(
      result.stdout.contains("boom.islet:18:7: warning[L020]: `a14` can grow to 131072 bytes"),
      "\(result.stdout)")
  }

  @Test func renderAndSnapshotFinishWithALocatedError() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try FileManager.default.createDirectory(
      atPath: directory.file("Layouts"), withIntermediateDirectories: true)
    try directory.write(Self.layout, to: "Layouts/boom.islet")
    let render = try Self.runCapped(["render", "Layouts/boom.islet"], in: directory)
    #expect(render.status == 1, "\(render.stderr.prefix(400))")
    #expect(
      render.stdout.contains("Layouts/boom.islet:46:16: lockScreen: error[R005]"),
      "\(render.stdout.suffix(600))")
    #expect(render.stdout.contains("Boom"))
    let snapshot = try Self.runCapped(["snapshot", "--record", "Layouts"], in: directory)
    #expect(snapshot.status == 0 || snapshot.status == 1, "\(snapshot.stderr.prefix(400))")
    #expect(snapshot.stdout.contains("snapshot:"), "\(snapshot.stdout.suffix(400))")
    #expect(!snapshot.stderr.contains("Fatal error"))
  }

  /// The preview shows the budget's finding, keeps running within 2 GiB, and quits with the
  /// terminal restored (raw bytes and `stty -a` checked, as for signals).
  @Test(.enabled(if: TmuxSession.isAvailable)) func thePreviewShowsTheErrorAndQuits() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write(Self.layout, to: "boom.islet")
    let (session, _, recording) = try PreviewSignalTests.startPreview(
      in: directory, layout: "boom.islet", limits: "ulimit -v 2097152;")
    defer { session.kill() }
    #expect(session.waitFor("R005"), "\((try? session.capture()) ?? "")")
    try session.sendKeys("q")
    PreviewSignalTests.expectRestored(session, recording: recording, status: 0, "quit after R005")
  }

}
