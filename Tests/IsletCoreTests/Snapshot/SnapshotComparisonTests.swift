import Foundation
import Testing

@testable import IsletCanvas
@testable import IsletModel
@testable import IsletSnapshot

@Suite struct SnapshotComparisonTests {
  private func compare(stored: SnapshotDocument, rendered: SnapshotDocument) -> SnapshotComparison? {
    SnapshotComparison.compare(
      stored: stored.text, rendered: rendered, storedLabel: "old.snap", renderedLabel: "new")
  }

  /// In a terminal wide enough, a changed grid shows as the two grids side by side with the
  /// changed rows marked, then the diff of the other lines; too narrow, a unified diff.
  @Test func changedGridsSitSideBySideWhenTheyFit() throws {
    let stored = SnapshotFixtures.document()
    let rendered = SnapshotFixtures.document(grid: SnapshotFixtures.grid(secondRow: "中 far"))
    let wide = try #require(
      SnapshotComparison.compare(
        stored: stored.text, rendered: rendered, storedLabel: "a", renderedLabel: "b", sideBySideWidth: 40))
    let lines = wide.diff.split(separator: "\n").map(String.init)
    #expect(lines[0] == "  stored         rendered")
    #expect(lines[1] == "  ┌──────────┐   ┌──────────┐")
    #expect(lines[2] == "1 │Picked up │   │Picked up │")
    #expect(lines[3] == "2 │ 中 nearby│ ≠ │ 中 far   │")
    #expect(lines[4] == "3 │          │   │          │")
    #expect(lines[5] == "  └──────────┘   └──────────┘")
    #expect(!wide.diff.contains("-│ 中 nearby│"))
    let narrow = try #require(
      SnapshotComparison.compare(
        stored: stored.text, rendered: rendered, storedLabel: "a", renderedLabel: "b", sideBySideWidth: 20))
    #expect(narrow.diff.hasPrefix("--- a\n+++ b\n"))
    #expect(narrow.diff.contains("-│ 中 nearby│\n+│ 中 far   │\n"))
  }

  @Test func identicalSnapshotsMatch() {
    #expect(compare(stored: SnapshotFixtures.document(), rendered: SnapshotFixtures.document()) == nil)
  }

  /// A stored file is untrusted: its lines reach the diff and the header summary escaped,
  /// and a line differing only by a control character still counts as a change.
  @Test func storedControlSequencesAreEscapedInTheDiffAndTheSummary() throws {
    let document = SnapshotFixtures.document()
    let hostile = "\u{1B}]52;c;ZXZpbA==\u{7}\u{9B}2J\r\u{8}\u{202E}"
    let stored = document.text.replacingOccurrences(of: "state: typical", with: "state: typical" + hostile)
      .replacingOccurrences(of: "│ 中 nearby", with: "│ 中 nearby" + hostile)
    let comparison = try #require(
      SnapshotComparison.compare(stored: stored, rendered: document, storedLabel: "a", renderedLabel: "b"))
    let printed = comparison.diff + comparison.summary.joined(separator: "\n")
    #expect(!printed.unicodeScalars.contains { TerminalSafe.escape(String($0)) != String($0) && $0 != "\n" })
    #expect(comparison.diff.contains("-state: typical␛]52;c;ZXZpbA==\\u{7}\\u{9B}2J\\u{D}\\u{8}\\u{202E}\n"))
    #expect(
      comparison.headerChanges.first?.stored == "typical␛]52;c;ZXZpbA==\\u{7}\\u{9B}2J\\u{D}\\u{8}\\u{202E}")
  }

  @Test func lineEndsAndAMissingFinalNewlineDoNotCount() {
    let document = SnapshotFixtures.document()
    let crlf = document.text.replacingOccurrences(of: "\n", with: "\r\n")
    #expect(
      SnapshotComparison.compare(stored: crlf, rendered: document, storedLabel: "a", renderedLabel: "b")
        == nil)
    let trimmed = String(document.text.dropLast())
    #expect(
      SnapshotComparison.compare(stored: trimmed, rendered: document, storedLabel: "a", renderedLabel: "b")
        == nil)
  }

  @Test func oneCellChangeNamesRowAndCellColumnAndShowsAUnifiedDiff() throws {
    let stored = SnapshotFixtures.document()
    let rendered = SnapshotFixtures.document(grid: SnapshotFixtures.grid(secondRow: "中 nearbY"))
    let comparison = try #require(compare(stored: stored, rendered: rendered))
    // Row 2; "│" is not part of the grid: " " (1) + "中" (2) + " nearb" (6) = 9 cells before the change.
    #expect(comparison.firstGridChange == SnapshotComparison.GridPosition(row: 2, column: 10))
    #expect(comparison.headerChanges.isEmpty)
    #expect(!comparison.stylesChanged && !comparison.findingsChanged)
    #expect(comparison.summary == ["first grid change at row 2, column 10"])
    #expect(
      comparison.diff == """
        --- old.snap
        +++ new
        @@ -10,7 +10,7 @@
         
         ┌──────────┐
         │Picked up │
        -│ 中 nearby│
        +│ 中 nearbY│
         │          │
         └──────────┘
         

        """)
  }

  @Test func changedHeaderFieldIsADifference() throws {
    let stored = SnapshotFixtures.document()
    let rendered = SnapshotFixtures.document(header: SnapshotFixtures.header(widthTable: "unicode-17.0"))
    let comparison = try #require(compare(stored: stored, rendered: rendered))
    #expect(
      comparison.headerChanges == [
        .init(key: "width-table", stored: "unicode-16.0", rendered: "unicode-17.0")
      ])
    #expect(comparison.firstGridChange == nil)
    #expect(comparison.summary == ["header `width-table` changed: unicode-16.0 → unicode-17.0"])
    #expect(comparison.diff.contains("-width-table: unicode-16.0\n+width-table: unicode-17.0\n"))
  }

  @Test func reportsSizeStyleAndFindingChanges() throws {
    var wider = Grid(width: 11, height: 3)
    wider.draw(SnapshotFixtures.grid(), at: Point(x: 0, y: 0))
    let stored = SnapshotFixtures.document()
    let rendered = SnapshotFixtures.document(grid: wider, findings: [])
    let comparison = try #require(compare(stored: stored, rendered: rendered))
    #expect(
      comparison.sizeChange == .init(stored: Size(width: 10, height: 3), rendered: Size(width: 11, height: 3))
    )
    #expect(comparison.firstGridChange == SnapshotComparison.GridPosition(row: 1, column: 11))
    #expect(comparison.findingsChanged)
    #expect(!comparison.stylesChanged)
  }

  @Test func anUnreadableStoredFileIsADifferenceWithItsReason() throws {
    let comparison = try #require(
      SnapshotComparison.compare(
        stored: "<<<<<<< HEAD\n", rendered: SnapshotFixtures.document(), storedLabel: "a", renderedLabel: "b")
    )
    #expect(comparison.unreadable?.line == 1)
    #expect(comparison.diff.hasPrefix("--- a\n+++ b\n@@ -1 +1,23 @@\n-<<<<<<< HEAD\n+islet snapshot v1\n"))
  }
}
