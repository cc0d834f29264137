import IsletModel
import Testing

@testable import IsletCanvas
@testable import IsletPlacement

/// A queued text line that needs more cells than its columns borrows the free columns to its
/// right first, then to its left: inside the clip, not covered by another view of its region
/// on its row, and not the last free column before such a view (`RegionCanvas.drawQueuedLines`).
/// What is still missing is cut: the clusters that fit before a last cell for "⋯".
@Suite struct RegionCanvasQueuedLineTests {
  static let width = 12

  /// A canvas one region wide and two rows tall, clipped to `clip` (the whole grid by default).
  static func canvas(clip: Range<Int>? = nil) -> RegionCanvas {
    var canvas = RegionCanvas(grid: Grid(size: Size(width: width, height: 2), fill: .blank(.plain)))
    if let clip { canvas.clip = Rect(x: clip.lowerBound, y: 0, width: clip.count, height: 2) }
    return canvas
  }

  /// Queues `text` whole on one line in `columns` of `row`.
  static func queue(_ text: String, in columns: Range<Int>, row: Int = 0, on canvas: inout RegionCanvas) {
    let measured = MeasuredText(text)
    let line = TextLayout.Line(head: 0..<measured.count, tail: measured.count..<measured.count, width: 0)
    canvas.queue(line, of: measured, row: row, columns.lowerBound, columns.upperBound, style: .plain)
  }

  /// Row `row` of `canvas` once its queued lines are drawn.
  static func drawn(_ canvas: inout RegionCanvas, row: Int = 0) -> String {
    canvas.drawQueuedLines()
    return canvas.grid.rowText(row)
  }

  /// Row 0 once `text`, queued whole in `columns` of it, is drawn beside views covering
  /// `neighbours` of it, within `clip` (the whole row by default).
  static func drawn(
    _ text: String, in columns: Range<Int>, besides neighbours: [Range<Int>] = [], clip: Range<Int>? = nil
  ) -> String {
    var canvas = canvas(clip: clip)
    for neighbour in neighbours { canvas.occupy(row: 0, neighbour.lowerBound, neighbour.upperBound) }
    queue(text, in: columns, on: &canvas)
    return drawn(&canvas)
  }

  @Test func aLineBorrowsTheFreeColumnsToItsRightFirst() {
    #expect(Self.drawn("abcd", in: 4..<6) == "    abcd    ")
  }

  @Test func aLineBlockedOnItsRightBorrowsTheRestOnItsLeft() {
    // Column 6 stays blank before the view at 7..<10.
    #expect(Self.drawn("abcd", in: 4..<6, besides: [7..<10]) == "  abcd      ")
  }

  @Test func aLineBlockedByNeighboursOnBothSidesIsCut() {
    #expect(Self.drawn("abcde", in: 4..<6, besides: [2..<4, 7..<10]) == "    a\u{22EF}      ")
    #expect(Self.drawn("abcde", in: 4..<6, besides: [2..<4, 8..<10]) == "    ab\u{22EF}     ")
  }

  @Test func aLineKeepsABlankColumnBeforeTheViewItBorrowsTowards() {
    // Columns 1 and 9 stay blank.
    #expect(Self.drawn("abcdefgh", in: 3..<5, besides: [0..<1, 10..<12]) == "  abcdef\u{22EF}   ")
  }

  @Test func aLineBorrowsNoColumnOutsideTheClip() {
    // Widened to the clip's edge (where it is drawn against it), then on its left.
    #expect(Self.drawn("abcde", in: 7..<9, clip: 2..<10) == "     abcde  ")
    #expect(Self.drawn("abc", in: 3..<4, besides: [4..<10], clip: 2..<10) == "  a\u{22EF}        ")
  }

  @Test func aViewOnAnotherRowOrOfAnEarlierRegionDoesNotBlock() {
    var canvas = Self.canvas()
    canvas.occupy(row: 0, 6, 8)
    canvas.drawQueuedLines()  // The region that drew at 6..<8 of row 0 ends here.
    canvas.occupy(row: 1, 6, 12)
    Self.queue("abcd", in: 4..<6, on: &canvas)
    #expect(Self.drawn(&canvas) == "    abcd    ")
  }

  @Test func aLineWidenedBeforeKeepsTheColumnsItTook() {
    var canvas = Self.canvas()
    Self.queue("abcde", in: 4..<6, on: &canvas)
    Self.queue("wxyz", in: 9..<11, on: &canvas)
    // The first line keeps column 8 blank before the second, which may not take it back.
    #expect(Self.drawn(&canvas) == "   abcde wx\u{22EF}")
  }

  /// Every line width and place against every neighbour on its row (beside it or over it) and
  /// three clips: the line is drawn as it is when queued straight into the columns that
  /// borrowing a column at a time (right, then left, each past a blank column) finds, whenever
  /// it fits in them (drawn at once, nothing borrowed).
  @Test func borrowingFindsTheColumnsThatBorrowingAColumnAtATimeFinds() {
    var compared = 0
    var widened = 0
    for clip in [0..<Self.width, 2..<10, 5..<7] {
      for neighbour in Self.spans(within: 0..<Self.width) + [3..<3] {
        for columns in Self.spans(within: 1..<11) {
          for cells in 1...8 {
            let text = String("abcdefgh".prefix(cells))
            let borrowed = Self.borrowedAColumnAtATime(
              columns, cells: cells, clip: clip, neighbour: neighbour)
            guard borrowed.count >= cells else { continue }
            var queued = Self.canvas(clip: clip)
            queued.occupy(row: 0, neighbour.lowerBound, neighbour.upperBound)
            Self.queue(text, in: columns, on: &queued)
            var placed = Self.canvas(clip: clip)
            placed.occupy(row: 0, neighbour.lowerBound, neighbour.upperBound)
            Self.queue(text, in: borrowed, on: &placed)
            #expect(
              Self.drawn(&queued) == Self.drawn(&placed),
              "\(cells) cells in \(columns), neighbour \(neighbour), clip \(clip)")
            compared += 1
            if borrowed != columns { widened += 1 }
          }
        }
      }
    }
    #expect(compared > 1000)
    #expect(widened > 500)
  }

  /// A text of one-cell clusters cut to `cells` columns keeps its first `cells - 1` clusters
  /// (counted at once), then "⋯"; whatever its clusters are.
  @Test func aCutLineOfOneCellClustersKeepsAsManyAsFitBeforeTheElision() {
    for text in ["abcdefghij", "àéîõüçñ→·×"] {
      #expect(MeasuredText(text).isOneCellEach, "\(text)")
      for cells in 1...9 {
        var canvas = Self.canvas()
        canvas.occupy(row: 0, 0, 2)
        canvas.occupy(row: 0, 2 + cells, Self.width)
        Self.queue(text, in: 2..<2 + cells, on: &canvas)
        let kept = String(text.prefix(cells - 1))
        #expect(
          Self.drawn(&canvas) == "  \(kept)\u{22EF}" + String(repeating: " ", count: Self.width - 2 - cells))
      }
    }
  }

  /// A text with wide clusters cut keeps the clusters whose cells fit before the "⋯", summed
  /// a cluster at a time: a wide one that would reach the "⋯"'s cell is dropped.
  @Test func aCutLineOfWideClustersKeepsTheClustersWhoseCellsFit() {
    #expect(!MeasuredText("中文ab字").isOneCellEach)
    let expected = [
      1: "\u{22EF}", 2: "\u{22EF}", 3: "中\u{22EF}", 4: "中\u{22EF}", 5: "中文\u{22EF}", 6: "中文a\u{22EF}",
    ]
    for (cells, kept) in expected.sorted(by: { $0.key < $1.key }) {
      var canvas = Self.canvas()
      canvas.occupy(row: 0, 0, 2)
      canvas.occupy(row: 0, 2 + cells, Self.width)
      Self.queue("中文ab字", in: 2..<2 + cells, on: &canvas)
      #expect(Self.drawn(&canvas).hasPrefix("  \(kept)"), "\(cells) cells")
    }
  }

  /// Every non-empty range of columns within `bounds`.
  static func spans(within bounds: Range<Int>) -> [Range<Int>] {
    bounds.flatMap { start in (start + 1...bounds.upperBound).map { start..<$0 } }
  }

  /// The columns a line `cells` wide in `columns` borrows, one column at a time: to the right
  /// while it needs more and the next column is free with a free one (or the clip's edge) past
  /// it, then to the left.
  static func borrowedAColumnAtATime(
    _ columns: Range<Int>, cells: Int, clip: Range<Int>, neighbour: Range<Int>
  ) -> Range<Int> {
    func isFree(_ column: Int) -> Bool { clip.contains(column) && !neighbour.contains(column) }
    func isBorrowable(_ column: Int, before next: Int) -> Bool {
      isFree(column) && (!clip.contains(next) || isFree(next))
    }
    var (start, end) = (columns.lowerBound, columns.upperBound)
    while end - start < cells, isBorrowable(end, before: end + 1) { end += 1 }
    while end - start < cells, isBorrowable(start - 1, before: start - 2) { start -= 1 }
    return start..<end
  }
}
