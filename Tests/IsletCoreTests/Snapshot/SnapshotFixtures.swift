@testable import IsletCanvas
@testable import IsletFindings
@testable import IsletModel
@testable import IsletSnapshot

/// Small grids, headers and findings shared by the snapshot tests.
enum SnapshotFixtures {
  static let variant = SnapshotMatrix.standard.variants[0]

  static func header(
    widthTable: String = "unicode-16.0", clock: Instant = SnapshotHeader.defaultClock
  ) -> SnapshotHeader {
    SnapshotHeader(
      layout: "delivery.islet", state: "typical", variant: variant, clock: clock, widthTable: widthTable)
  }

  /// A 10×3 grid with a bold word, a wide glyph, trailing spaces and a blank row.
  static func grid(secondRow: String = "中 nearby") -> Grid {
    var grid = Grid(width: 10, height: 3)
    grid.write("Picked up", x: 0, y: 0, style: Style(bold: true, foreground: .named(.orange)))
    grid.write(secondRow, x: 1, y: 1)
    return grid
  }

  static let findings = [
    Finding(
      .snapshotDiffers, "text \"Kowloon\u{1B}[31m\" needs 9 cells, budget 6",
      at: .region(
        .compactTrailing,
        source: SourceSpan(
          file: "/home/me/Layouts/delivery.islet", start: SourcePosition(line: 12, column: 5),
          end: SourcePosition(line: 12, column: 9))),
      severity: .warning, help: "shorten it or use .truncation(.middle)"),
    Finding(.snapshotObsolete, "a note without a location", severity: .note),
  ]

  static func document(
    grid: Grid = grid(), header: SnapshotHeader = header(), findings: [Finding] = findings
  )
    -> SnapshotDocument
  {
    SnapshotDocument(header: header, grid: grid, findings: findings)
  }
}
