import IsletFindings
import IsletSnapshot
import Testing

@testable import islet

@Suite struct SnapshotFindingLinesTests {
  /// The kept lines are `SnapshotDocument.findingLines` of each finding, in order, however
  /// often a text repeats; texts equal as `String`s but spelled with different scalars ("é"
  /// composed and decomposed) keep their own bytes.
  @Test func keptLinesAreTheFindingsOwnLines() {
    let composed = Finding(.snapshotDiffers, "caf\u{E9} \u{7} needs 9 cells", help: "shorten caf\u{E9}")
    let decomposed = Finding(.snapshotDiffers, "cafe\u{301} \u{7} needs 9 cells", help: "shorten cafe\u{301}")
    #expect(composed == decomposed)
    let findings = [
      composed, decomposed, composed, Finding(.snapshotObsolete, "plain", severity: .note), decomposed,
    ]
    let cache = SnapshotFindingLines()
    for _ in 0..<2 {
      let lines = cache.lines(of: findings)
      #expect(
        lines.map { Array($0.utf8) } == findings.flatMap(SnapshotDocument.findingLines).map { Array($0.utf8) }
      )
    }
  }
}
