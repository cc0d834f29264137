import Foundation
import IsletModel
import Testing

@testable import IsletCanvas
@testable import IsletFindings
@testable import IsletSnapshot

@Suite struct SnapshotDocumentTests {
  @Test func writesTheReviewableFormat() {
    let text = SnapshotFixtures.document().text
    #expect(
      text == """
        islet snapshot v1
        layout: delivery.islet
        state: typical
        device: iphone-15-pro
        orientation: portrait
        text-size: large
        staleness: fresh
        clock: 2026-01-01T09:00:00Z
        width-table: unicode-16.0

        ┌──────────┐
        │Picked up │
        │ 中 nearby│
        │          │
        └──────────┘

        styles:
          0:0-8 bold fg=orange

        findings:
          warning[S001] compactTrailing: text "Kowloon␛[31m" needs 9 cells, budget 6
            help: shorten it or use .truncation(.middle)
          note[S003]: a note without a location

        """)
  }

  @Test func roundTripsThroughText() throws {
    let document = SnapshotFixtures.document()
    #expect(try SnapshotDocument.parse(document.text) == document)
    let plain = SnapshotDocument(
      header: SnapshotFixtures.header(), grid: Grid(width: 0, height: 0), findings: [])
    #expect(try SnapshotDocument.parse(plain.text) == plain)
  }

  @Test func sameInputsGiveTheSameBytes() {
    let first = Array(SnapshotFixtures.document().text.utf8)
    let second = Array(SnapshotFixtures.document().text.utf8)
    #expect(first == second)
  }

  @Test func leavesStylesOutWhenAskedOrWhenNothingIsStyled() {
    let unstyled = SnapshotDocument(
      header: SnapshotFixtures.header(), grid: SnapshotFixtures.grid(), findings: [], includeStyles: false)
    #expect(!unstyled.text.contains("styles:"))
    #expect(unstyled.text.hasSuffix("└──────────┘\n\nfindings: none\n"))
  }

  @Test func escapesControlAndLineSeparatorCharactersInRowsAndFindings() {
    let grid = Grid(width: 3, height: 1)
    let finding = Finding(.snapshotDiffers, "bad\u{2028}line\u{7}")
    let text = SnapshotDocument(header: SnapshotFixtures.header(), grid: grid, findings: [finding]).text
    #expect(text.contains("bad\\u{2028}line\\u{7}"))
    #expect(!text.unicodeScalars.contains { $0.value == 0x2028 || $0.value == 0x07 })
  }

  /// Rows of plain cells, wide and composite clusters, controls and bidi controls.
  private static func mixedGrid() -> Grid {
    var grid = Grid(width: 12, height: 5)
    grid.write("ab ─╭▌", x: 0, y: 0, style: Style(dim: true))
    grid.write("1 · 2×3…", x: 0, y: 1)
    grid.write("🏃 run 東京", x: 0, y: 2, style: Style(italic: true, foreground: .named(.orange)))
    grid.write("👩‍👧 e\u{301}", x: 0, y: 3)
    grid.put("\u{7}", width: 1, x: 0, y: 4)
    grid.put("\u{202E}", width: 1, x: 2, y: 4, style: Style(reverse: true))
    grid.write(
      "ok", x: 4, y: 4, style: Style(underline: true, strikethrough: true, background: .named(.black)))
    return grid
  }

  @Test func rowsAreEachCellsTextEscaped() {
    let grid = Self.mixedGrid()
    let rows = SnapshotDocument(header: SnapshotFixtures.header(), grid: grid, findings: []).rows
    let expected = (0..<grid.height).map { y in
      (0..<grid.width).map { TerminalSafe.escape(grid[$0, y].text) }.joined()
    }
    #expect(rows == expected)
    #expect(rows[1] == "1 · 2×3…    ")
    #expect(rows[4].hasPrefix("\\u{7} \\u{202E} ok"))
  }

  /// The bytes written straight from a grid's cells (each kept scalar from its stored value,
  /// style runs as found, room reserved as it goes) are the document's bytes: for plain,
  /// mixed, empty and unstyled grids, and for one whose escapes outgrow the room first
  /// reserved for it.
  @Test func bytesWrittenFromTheGridAreTheDocumentsBytes() {
    var escapes = Grid(width: 150, height: 4)
    for x in 0..<150 { escapes.put("\u{202E}", width: 1, x: x, y: 1, style: Style(bold: x % 3 == 0)) }
    let manyFindings = (0..<40).map {
      Finding(.snapshotDiffers, "finding \($0) “quoted” 👩‍👧\u{7}", help: "help \($0)")
    }
    let cases: [(Grid, [Finding])] = [
      (SnapshotFixtures.grid(), SnapshotFixtures.findings), (Self.mixedGrid(), SnapshotFixtures.findings),
      (Grid(width: 0, height: 0), []), (Grid(width: 5, height: 2), []), (escapes, manyFindings),
    ]
    for (grid, findings) in cases {
      for includeStyles in [true, false] {
        let document = SnapshotDocument(
          header: SnapshotFixtures.header(), grid: grid, findings: findings, includeStyles: includeStyles)
        let bytes = SnapshotDocument.utf8Text(
          header: SnapshotFixtures.header(), grid: grid,
          findingLines: findings.flatMap(SnapshotDocument.findingLines),
          includeStyles: includeStyles)
        #expect(bytes == document.utf8Text)
      }
    }
  }

  @Test func readsCRLFLineEnds() throws {
    let document = SnapshotFixtures.document()
    let crlf = document.text.split(separator: "\n", omittingEmptySubsequences: false).joined(
      separator: "\r\n")
    #expect(try SnapshotDocument.parse(crlf) == document)
  }

  @Test func dropsEveryCarriageReturnThatEndsALine() throws {
    // A CRLF file converted again: a header value or finding left ending in a CR would be
    // written back as a line the reader takes for another.
    let document = SnapshotFixtures.document()
    let doubled = document.text.split(separator: "\n", omittingEmptySubsequences: false).joined(
      separator: "\r\r\n")
    #expect(try SnapshotDocument.parse(doubled) == document)
    let parsed = try SnapshotDocument.parse("islet snapshot v1\nk: b\r\r\n\n┌┐\n└┘\n\nfindings:\n  x\r\r")
    #expect(parsed.header == [SnapshotDocument.Field("k", "b")] && parsed.findings == ["x"])
    #expect(try SnapshotDocument.parse(parsed.text) == parsed)
  }

  @Test func refusesOtherFormatVersionsWithTheLine() {
    let text = SnapshotFixtures.document().text.replacingOccurrences(
      of: "islet snapshot v1", with: "islet snapshot v9")
    #expect(
      throws: SnapshotDocument.ParseError(
        line: 1, message: "snapshot format v9 is not supported (this islet reads v1); re-record it")
    ) {
      try SnapshotDocument.parse(text)
    }
  }

  @Test func reportsABrokenFrameWithItsLine() {
    let text = SnapshotFixtures.document().text.replacingOccurrences(of: "│ 中 nearby│", with: "│ 中 nearby")
    #expect(throws: SnapshotDocument.ParseError(line: 13, message: "a grid row must end with `│`")) {
      try SnapshotDocument.parse(text)
    }
  }

  @Test func reportsAMissingFindingsSection() {
    let text = SnapshotFixtures.document().text
    let cut = text.components(separatedBy: "\nfindings:")[0]
    #expect(throws: SnapshotDocument.ParseError.self) { try SnapshotDocument.parse(cut) }
  }
}
