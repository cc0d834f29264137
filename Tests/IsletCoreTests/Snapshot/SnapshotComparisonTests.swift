import Foundation
import Testing

@testable import IsletCanvas
@testable import IsletSnapshot

@Suite struct SnapshotComparisonTests {
  private func compare(stored: SnapshotDocument, rendered: SnapshotDocument) -> SnapshotComparison? {
    SnapshotComparison.compare(
      stored: stored.text, rendered: rendered, storedLabel: "old.snap", renderedLabel: "new")
  }

  @Test func identicalSnapshotsMatch() {
    #expect(compare(stored: SnapshotFixtures.document(), rendered: SnapshotFixtures.document()) == nil)
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
