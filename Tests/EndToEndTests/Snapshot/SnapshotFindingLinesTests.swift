import IsletFindings
import IsletModel
import IsletSnapshot
import Testing

@testable import islet

@Suite struct SnapshotFindingLinesTests {
  /// The kept lines are `SnapshotDocument.findingLines` of each finding, in order, however
  /// often a finding repeats; findings equal as `Finding`s but spelled with different scalars
  /// ("é" composed and decomposed, in the message, the help or the file) keep their own bytes,
  /// and findings that differ only where they point are different.
  @Test func keptLinesAreTheFindingsOwnLines() {
    let composed = Finding(.snapshotDiffers, "caf\u{E9} \u{7} needs 9 cells", help: "shorten caf\u{E9}")
    let decomposed = Finding(.snapshotDiffers, "cafe\u{301} \u{7} needs 9 cells", help: "shorten cafe\u{301}")
    #expect(composed == decomposed)
    let span = { (file: String) in
      SourceSpan(
        file: file, start: SourcePosition(line: 1, column: 2), end: SourcePosition(line: 1, column: 5))
    }
    let inComposedFile = Finding(.snapshotDiffers, "needs 9 cells", at: .source(span("caf\u{E9}.islet")))
    let inDecomposedFile = Finding(.snapshotDiffers, "needs 9 cells", at: .source(span("cafe\u{301}.islet")))
    #expect(inComposedFile == inDecomposedFile)
    let findings = [
      composed, decomposed, composed, Finding(.snapshotObsolete, "plain", severity: .note), decomposed,
      inComposedFile, inDecomposedFile,
      Finding(.snapshotDiffers, "needs 9 cells", at: .region(.minimal, source: nil)),
      Finding(.snapshotDiffers, "needs 9 cells", at: .push(number: 3, keyPath: "aps.alert")), inComposedFile,
      Finding(.snapshotDiffers, "needs 9 cells"),
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
