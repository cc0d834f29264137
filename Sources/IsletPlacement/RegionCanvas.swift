import IsletCanvas
import IsletDevices
import IsletFindings
import IsletModel

/// Where a region draws: the grid, the rectangle it may not leave, the region's own style
/// (the island's black background), and the findings the drawing raises.
///
/// Not copyable: a sheet draws into one canvas, lent to each region, and its spans are a
/// `PlacementStorage.Buffer` the canvas owns (an array asked the runtime whether it was shared
/// at each of a sheet's ~40 spans recorded).
package struct RegionCanvas: ~Copyable {
  package var grid: Grid
  /// Cells outside this rectangle are never written: content beyond it is clipped.
  var clip: Rect
  /// The region's background and default foreground; views add bold, dim, italic and colour.
  package var base: Style {
    didSet { if base.bits != oldValue.bits { plainDrawn = Style.drawn(.plain, over: base) } }
  }
  /// `Style.drawn(.plain, over: base)`, worked out when the base changes (a few times a sheet;
  /// the small family's sizes share one): most views' own style is plain, and each asked
  /// `Style.drawn` (a call into another module) for it.
  private var plainDrawn: Style
  package var region: Region {
    didSet { sink.scope = .region(region) }
  }
  /// Which rendering of the region this is ("Watch 40 mm", "attached, detached"), for messages.
  package var variant: String?
  /// Whether drawing reports findings: a rendering drawn twice (the detached minimal) reports once.
  package var isReporting = true
  package private(set) var sink = FindingSink(.region(.lockScreen))
  /// The cell where the region's point (0, 0) is drawn.
  var origin = Point(x: 0, y: 0)
  /// How points become columns (and rows, for lengths).
  package var scale = Scale.standard
  /// The columns each view drawn so far covers, by row, those of the region being drawn from
  /// `regionSpans` on: text lines may borrow only columns no other view of their region covers.
  /// (Kept for the whole sheet, with room for a full sheet's from the start: emptying them
  /// after each region cost ~85 instructions.)
  private var occupied = PlacementStorage.Buffer<Span>(capacity: typicalSpans)
  /// Where the region being drawn starts in `occupied`.
  private var regionSpans = 0
  /// Text lines waiting to be drawn once every view of the region has claimed its columns,
  /// kept across the regions drawn (with room reserved once, not grown). A buffer, not an array:
  /// reserving an array's room went through the standard library's generic growth (~210
  /// instructions a canvas).
  private var queued = PlacementStorage.Buffer<QueuedLine>(capacity: typicalQueuedLines)

  /// Columns `start..<end` of a row. (Not private: other modules destroy a canvas, its spans
  /// with it, and a debug build of theirs named the type's descriptor, which a private type's
  /// module does not export; so with `QueuedLine`.)
  package struct Span {
    var row: Int
    var start: Int
    var end: Int
  }

  package struct QueuedLine {
    var line: TextLayout.Line
    var text: MeasuredText
    /// Its parts' cells, counted when it was queued.
    var widths: LineWidths
    /// Its index in `occupied`.
    var span: Int
    var style: Style
  }

  package init(grid: Grid) {
    self.grid = grid
    clip = Rect(x: 0, y: 0, width: grid.width, height: grid.height)
    base = .plain
    plainDrawn = Style.drawn(.plain, over: .plain)
    region = .lockScreen
  }

  /// About the views' spans a full sheet's regions claim (39 in the benchmark's), and no more
  /// than glibc keeps freed blocks of in its per-thread cache (1,032 bytes: 43 spans): 64 spans,
  /// 1.5 KB, were allocated and freed through its general bins (~280 instructions more).
  private static let typicalSpans = 42
  /// About the text lines a region of a full sheet queues at most.
  private static let typicalQueuedLines = 4

  /// Points per column in the region being drawn: its width in points over its columns, so the
  /// region's edges in points land on its edges in cells (a 52.33-pt slot is 6 columns of
  /// 8.72 pt, and trailing text reaches its last column).
  var pointsPerColumn = Scale.standard.pointsPerColumn

  /// The columns `rect` covers: its edges rounded to the nearest column, so neighbours that
  /// touch in points share an edge in cells and never overlap.
  /// (Always inlined: called on the placing functions' `inout` canvas, a call copied the whole
  /// canvas into a temporary first, ~40 instructions each time.)
  @inline(__always)
  func columns(_ rect: PointRect) -> (start: Int, end: Int) {
    let start = origin.x + (rect.x / pointsPerColumn).nearestInteger
    return (start, max(start, origin.x + (rect.maxX / pointsPerColumn).nearestInteger))
  }

  /// A length in points for messages, with the columns it is drawn in: "412 pt (52 cells)".
  func points(_ value: Double) -> String {
    "\(Device.number(value, decimals: 1)) pt (\(scale.columns(budget: value + 1e-9)) cells)"
  }

  /// The style a view with inherited style `own` draws with here.
  /// (`.primary` is the text colour of wherever it is drawn: the region's own.)
  /// (A plain style's bits are 0: `RegionCanvasTests`.)
  func style(_ own: Style) -> Style { own.bits == 0 ? plainDrawn : Style.drawn(own, over: base) }

  /// Paints `color` behind whatever is drawn in `rect`'s columns over `rows` rows from `row`
  /// (clipped), keeping the glyphs.
  mutating func fillBackground(_ rect: PointRect, row: Int, rows: Int, _ color: StyleColor) {
    let (start, end) = columns(rect)
    let cells = Rect(x: start, y: row, width: end - start, height: rows)
    grid.applyStyle({ $0.background = color }, in: cells.intersection(clip))
  }

  /// Draws cluster `index` of `text` at (x, y) if it lies wholly inside the clip; a wide cluster
  /// cut by the clip's right edge leaves a blank. Returns the cells advanced.
  @discardableResult
  mutating func put(_ text: MeasuredText, _ index: Int, x: Int, y: Int, style: Style) -> Int {
    let width = Int(text.clusters[index].width)
    if claim(width, x: x, y: y, style: style) { grid.put(text, index, x: x, y: y, style: style) }
    return width
  }

  /// Draws a cluster `width` cells wide, as `put(_:_:x:y:style:)`.
  @discardableResult
  mutating func put(_ cluster: Character, width: Int, x: Int, y: Int, style: Style) -> Int {
    if claim(width, x: x, y: y, style: style) { grid.put(cluster, width: width, x: x, y: y, style: style) }
    return width
  }

  /// Draws a one-scalar cluster `width` cells wide, as `put(_:_:x:y:style:)`.
  @discardableResult
  mutating func put(scalar: Unicode.Scalar, width: Int, x: Int, y: Int, style: Style) -> Int {
    if claim(width, x: x, y: y, style: style) {
      grid.put(scalar: scalar, width: width, x: x, y: y, style: style)
    }
    return width
  }

  /// Draws the one-cell scalar `scalar` in `columns` of `row`, as `put(scalar:width:x:y:style:)`
  /// would column by column (only inside the clip), in one go.
  mutating func fill(_ columns: Range<Int>, row: Int, with scalar: Unicode.Scalar, style: Style) {
    let cells = Rect(x: columns.lowerBound, y: row, width: columns.count, height: 1).intersection(clip)
    grid.fill(cells, with: scalar, style: style)
  }

  /// Records that a view covers `start..<end` of `row`.
  mutating func occupy(row: Int, _ start: Int, _ end: Int) {
    occupied.append(Span(row: row, start: start, end: end))
  }

  /// Draws a line of text in `start..<end` of `row` when it fits there; else queues it for
  /// `drawQueuedLines`, which lets it borrow blank columns once every view has claimed its own.
  /// (Always inlined into the places that queue a text's lines: as a call, each line paid for
  /// passing its text and line, ~70 instructions.)
  @inline(__always) mutating func queue(
    _ line: TextLayout.Line, of text: MeasuredText, row: Int, _ start: Int, _ end: Int, style: Style,
    alignment: HorizontalAlignment? = nil
  ) {
    let span = Span(row: row, start: start, end: end)
    let widths = LineWidths(line, of: text)
    if widths.cells <= end - start {
      let slack = end - start - widths.cells
      let x: Int =
        switch alignment {
        case .leading?: start
        case .center?: start + slack / 2
        case .trailing?: start + slack
        case nil: aligned(widths.cells, in: span)
        }
      draw(line, of: text, widths, x: x, cells: end - start, y: row, style: style)
    } else {
      queued.append(QueuedLine(line: line, text: text, widths: widths, span: occupied.count, style: style))
    }
    occupied.append(span)
  }

  /// The cells of a line's parts, counted once for all that places and draws it.
  struct LineWidths {
    var head: Int
    var tail: Int
    /// What the line needs: its clusters and its "…".
    var cells: Int

    init(_ line: TextLayout.Line, of text: MeasuredText) {
      // A line's tail is empty unless it is truncated in the middle: not asked of the text then.
      // A line of the whole text (most) is as wide as the text, which the text keeps: read in
      // place, where `width(of:)` is a call into the text's module (~25 instructions a line).
      let whole = line.head.lowerBound == 0 && line.head.upperBound == text.clusters.count
      head = whole ? text.width : text.width(of: line.head)
      tail = line.tail.isEmpty ? 0 : text.width(of: line.tail)
      cells = head + (line.hasEllipsis ? 1 : 0) + tail
    }
  }

  /// Where a line `cells` wide starts in `start..<end` of `row` when it is narrower
  /// (`aligned(_:in:)`): where a wrapped text's block of lines starts.
  func start(ofLine cells: Int, row: Int, _ start: Int, _ end: Int) -> Int {
    aligned(cells, in: Span(row: row, start: start, end: end))
  }

  /// Where a line `cells` wide, narrower than its columns, starts: where they start, unless it
  /// is on the trailing side (it starts after the region's first column and past its middle,
  /// or reaches its last column): then it ends where they end, so trailing values stay against
  /// the edge. (Always inlined, as `columns` is: a call copied the whole canvas first.)
  @inline(__always)
  private func aligned(_ cells: Int, in span: Span) -> Int {
    let slack = max(0, span.end - span.start - cells)
    let trailing =
      span.start > clip.minX && (span.end >= clip.maxX || span.start >= clip.minX + clip.size.width / 2)
    return trailing ? span.start + slack : span.start
  }

  /// Draws the queued lines. A line that needs more cells than its columns (text that fits on
  /// the phone, whose characters are narrower than a cell) first borrows the blank columns to
  /// its right, then to its left, inside the region and not covered by any other view; only what
  /// still does not fit is cut (`draw(_:of:x:cells:y:style:)`). Borrowing moves no decision:
  /// every view was measured and placed in points before. Always inlined: most regions queue
  /// nothing, which is checked without a call (the lines are drawn by `drawQueued`).
  @inline(__always) mutating func drawQueuedLines() {
    guard queued.isEmpty else {
      drawQueued()
      return
    }
    regionSpans = occupied.count
  }

  /// `drawQueuedLines` of a region that queued lines.
  private mutating func drawQueued() {
    // The queue taken out of the canvas while its lines are drawn (and put back empty, its
    // room kept), so each line is lent to the (mutating) drawing in place: read from the
    // canvas's own queue, each entry was copied (its text's buffers retained and released, ~210
    // instructions a line). Emptied from the end, each line destroyed by code made for it (an
    // array's `removeAll(keepingCapacity:)` went through a general `replaceSubrange`, ~220
    // instructions).
    var lines = PlacementStorage.Buffer<QueuedLine>()
    swap(&lines, &queued)
    for position in 0..<lines.count { draw(&lines[position]) }
    while !lines.isEmpty { lines.removeLast() }
    swap(&lines, &queued)
    regionSpans = occupied.count
  }

  /// Draws queued line `queued`, first borrowing blank columns when it needs more than its own.
  private mutating func draw(_ queued: inout QueuedLine) {
    let spanIndex = queued.span
    var span = occupied[spanIndex]
    let needed = queued.widths.cells
    func isFree(_ column: Int) -> Bool {
      guard column >= clip.minX, column < clip.maxX else { return false }
      for index in regionSpans..<occupied.count where index != spanIndex {
        let other = occupied[index]
        if other.row == span.row, other.start <= column, column < other.end { return false }
      }
      return true
    }
    // The free columns are borrowed up to the view beside the line but for the last one before
    // it: a blank column stays between them, as the points between them do (a stack's spacing,
    // a spacer's least length), so two texts never read as one word. Up to the region's edge,
    // all. (Given back after the scan: each column is asked once, and the one past the last.)
    var end = span.end
    while end - span.start < needed, isFree(end) { end += 1 }
    if end > span.end, end < clip.maxX, !isFree(end) { end -= 1 }
    span.end = end
    var start = span.start
    while span.end - start < needed, isFree(start - 1) { start -= 1 }
    if start < span.start, start > clip.minX, !isFree(start - 1) { start += 1 }
    span.start = start
    occupied[spanIndex] = span
    let x = aligned(needed, in: span)
    draw(
      queued.line, of: queued.text, queued.widths, x: x, cells: span.end - x, y: span.row, style: queued.style
    )
  }

  /// Draws a line the phone shows in `cells` columns from (x, y). A line wider in cells than
  /// its columns is cut: where the phone truncates it keeps the phone's "…"; where the phone
  /// shows it whole it ends in `elision` instead (the grid is too coarse, not the phone).
  /// (Always inlined into the few places that queue and draw lines: as a call, each line paid
  /// its entry and copies of the text, ~40 instructions.)
  @inline(__always) private mutating func draw(
    _ line: TextLayout.Line, of text: MeasuredText, _ widths: LineWidths, x: Int, cells: Int, y: Int,
    style: Style
  ) {
    var x = x
    if widths.cells <= cells {
      x = draw(line.head, of: text, width: widths.head, x: x, y: y, style: style)
      if line.hasEllipsis { x += put(scalar: Truncation.ellipsisScalar, width: 1, x: x, y: y, style: style) }
      draw(line.tail, of: text, width: widths.tail, x: x, y: y, style: style)
      return
    }
    guard cells > 0 else { return }
    let room = cells - 1
    let tailRoom = line.tail.isEmpty ? 0 : line.head.isEmpty ? room : room / 2
    x = draw(prefixOf: line.head, of: text, within: room - tailRoom, x: x, y: y, style: style)
    x += put(
      scalar: line.hasEllipsis ? Truncation.ellipsisScalar : Self.elision, width: 1, x: x, y: y, style: style)
    var start = line.tail.upperBound
    var used = 0
    while start > line.tail.lowerBound, used + Int(text.clusters[start - 1].width) <= tailRoom {
      used += Int(text.clusters[start - 1].width)
      start -= 1
    }
    draw(start..<line.tail.upperBound, of: text, width: used, x: x, y: y, style: style)
  }

  /// Ends a line the phone shows whole but the grid has too few columns for (no finding).
  package static let elision: Unicode.Scalar = "\u{22EF}"

  /// Draws the clusters of `range` that fit in `cells` columns from (x, y); returns where the
  /// next cluster goes.
  private mutating func draw(
    prefixOf range: Range<Int>, of text: MeasuredText, within cells: Int, x: Int, y: Int, style: Style
  ) -> Int {
    // A text of one-cell clusters (most) fits as many clusters as cells: counted at once, not
    // summed a cluster at a time (~13 instructions a cluster).
    if text.isOneCellEach {
      let count = min(range.count, max(0, cells))
      return draw(
        range.lowerBound..<range.lowerBound + count, of: text, width: count, x: x, y: y, style: style)
    }
    var end = range.lowerBound
    var used = 0
    while end < range.upperBound, used + Int(text.clusters[end].width) <= cells {
      used += Int(text.clusters[end].width)
      end += 1
    }
    return draw(range.lowerBound..<end, of: text, width: used, x: x, y: y, style: style)
  }

  /// Draws the clusters `range` of `text` (`width` cells in all) from (x, y), in one go when
  /// they lie inside the clip; returns where the next cluster goes.
  @discardableResult
  private mutating func draw(
    _ range: Range<Int>, of text: MeasuredText, width: Int, x: Int, y: Int, style: Style
  ) -> Int {
    // A line's tail is empty unless it is truncated in the middle: nothing to check or write.
    guard !range.isEmpty else { return x }
    // Most texts have no line break, which the text keeps: asked of its module only otherwise.
    let hasBreak = text.hasNewline && text.containsNewline(in: range)
    if !hasBreak, y >= clip.minY, y < clip.maxY, x >= clip.minX, x + width <= clip.maxX,
      grid.writeRun(text, range, width: width, x: x, y: y, style: style)
    {
      return x + width
    }
    var x = x
    for index in range {
      // A line break inside a last line that gathered the rest is shown as a space.
      x +=
        text.clusters[index].isNewline
        ? put(scalar: " ", width: 1, x: x, y: y, style: style) : put(text, index, x: x, y: y, style: style)
    }
    return x
  }

  /// Whether a cluster `width` cells wide at (x, y) lies wholly inside the clip. One that
  /// starts inside but is cut by the clip's right edge leaves a blank there instead.
  private mutating func claim(_ width: Int, x: Int, y: Int, style: Style) -> Bool {
    guard y >= clip.minY, y < clip.maxY, x >= clip.minX, x < clip.maxX else { return false }
    guard x + width <= clip.maxX else {
      grid.put(scalar: " ", width: 1, x: x, y: y, style: style)
      return false
    }
    return true
  }

  /// Records a finding located at this region, naming the variant when there is one. A
  /// finding about fitting decided `besideStandIn` (a view islet could not size shares the
  /// presentation) is a note that says islet cannot be sure.
  mutating func report(
    _ code: FindingCode, _ message: String, source: SourceSpan?, help: String? = nil,
    besideStandIn: Bool = false
  ) {
    guard isReporting else { return }
    let located = variant.map { "\(message) (\(region), \($0))" } ?? message
    guard besideStandIn else {
      sink.report(code, located, source: source, help: help)
      return
    }
    sink.report(code, located + Self.besideStandInCaveat, source: source, severity: .note, help: help)
  }

  /// What a fitting finding beside a stand-in adds.
  static let besideStandInCaveat =
    "; islet cannot be sure: the presentation holds a view it could not translate (W002), drawn "
    + "as a [stand-in] of unknown size, and the real view may take more or less room"
}
