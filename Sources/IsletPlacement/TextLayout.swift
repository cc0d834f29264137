import IsletModel

/// A text broken into lines at a width in points, the way a SwiftUI `Text` answers a proposal:
/// lines break at spaces (an over-long word between clusters), a line break always breaks, and
/// when the text needs more lines than it may have, the last line holds everything that remains
/// (line breaks as spaces) with "…" where `truncationMode` puts it.
///
/// A plain value: the lines after the first are kept in the tree's store of lines
/// (`PlacementTree.lines`, only ever appended to while the tree lives), so a layout copies,
/// caches and is kept for a region's drawing without reference counting.
struct TextLayout {
  /// One line: the clusters `head`, then "…" when `hasEllipsis`, then the clusters `tail`.
  struct Line {
    var head: Range<Int>
    var hasEllipsis = false
    var tail: Range<Int>
    /// Its advance in points, at the layout's scale.
    var width: Double

    init(head: Range<Int>, hasEllipsis: Bool = false, tail: Range<Int>, width: Double) {
      (self.head, self.hasEllipsis, self.tail, self.width) = (head, hasEllipsis, tail, width)
    }

    /// The whole of `run` on one line at full size (`TextRun.onlyLine`'s line), its clusters
    /// counted in place (`MeasuredText.count` is a call into the text's module).
    init(wholeOf run: borrowing PlacementTree.TextRun) {
      let count = run.text.clusters.count
      self.init(head: 0..<count, tail: count..<count, width: run.idealWidth)
    }
  }

  /// The first line apart, so a text on one line needs no store.
  private var first: Line?
  /// The lines after the first: a range of the store the layout was made with.
  private var others = 0..<0
  /// Whether anything was dropped: the phone shows "…".
  private(set) var isTruncated = false
  /// How many lines the whole text needs at this width with no limit.
  private(set) var neededLines = 0
  /// The widest line in points.
  private(set) var width = 0.0
  /// The size the text was set at, as a fraction of its font's (below 1 when it shrank).
  let scale: Double
  /// The width in points the text was laid out in.
  let proposedWidth: Double
  /// One line's height in points at this scale.
  let lineHeight: Double

  var lineCount: Int { first == nil ? 0 : 1 + others.count }
  var height: Double { Double(lineCount) * lineHeight }

  /// Line `index`, the lines after the first read from `store` (the one the layout was made with).
  func line(_ index: Int, in store: borrowing PlacementStorage.Buffer<Line>) -> Line {
    index == 0 ? first ?? Line(head: 0..<0, tail: 0..<0, width: 0) : store[others.lowerBound + index - 1]
  }

  /// Lays out `run` into `width` points and at most `lineLimit` lines (nil: any) at `scale`,
  /// the lines after the first appended to `store`.
  init(
    _ run: borrowing PlacementTree.TextRun, width: Double, lineLimit: Int?, scale: Double,
    store: inout PlacementStorage.Buffer<Line>
  ) {
    self.scale = scale
    proposedWidth = width
    lineHeight = run.font.lineHeight * scale
    let text = run.text
    guard !text.isEmpty else { return }
    let limit = max(0, lineLimit ?? Int.max)
    func advance(_ index: Int) -> Double { run.advance(index) * scale }
    if run.isOneParagraph, run.idealWidth * scale <= width + Self.tolerance, limit > 0 {
      neededLines = 1
      append(Line(head: 0..<text.count, tail: text.count..<text.count, width: run.idealWidth * scale), &store)
      return
    }
    // The lines are laid out as they are found (no array of them): those before the limit's
    // last as they are, the last held until it is known whether more follow.
    var breaker = LineBreaker()
    let ellipsis = run.font.ellipsisAdvance * scale
    var last: (range: Range<Int>, width: Double)?
    while let line = breaker.next(text, width: width + Self.tolerance, advance: advance) {
      neededLines += 1
      if neededLines < limit {
        append(
          Self.fit(
            text, line.range, advance, into: width, ellipsis: ellipsis, mode: .tail, whole: line.width),
          &store)
      } else if neededLines == limit {
        last = line
      }
    }
    guard limit > 0 else {
      isTruncated = true
      return
    }
    guard let last else { return }
    if neededLines == limit {
      append(
        Self.fit(text, last.range, advance, into: width, ellipsis: ellipsis, mode: .tail, whole: last.width),
        &store)
    } else {
      // The limit's last line holds the rest; when it fits once its line breaks are spaces,
      // nothing is lost.
      let rest = last.range.lowerBound..<text.count
      append(Self.fit(text, rest, advance, into: width, ellipsis: ellipsis, mode: run.truncation), &store)
    }
  }

  /// A paragraph whole on `line` (all its clusters, at its width at full size) in `width` points
  /// (at least the line's): what `init(_:width:lineLimit:scale:store:)` makes of it at scale 1
  /// with any line limit above 0 (`TextLayoutWholeLineTests`), without reading the run.
  init(wholeLine line: Line, lineHeight: Double, proposedWidth width: Double) {
    scale = 1
    proposedWidth = width
    self.lineHeight = lineHeight
    neededLines = 1
    first = line
    self.width = line.width
  }

  /// Points a line may exceed its width by and still count as fitting (floating-point noise).
  static let tolerance = 1e-6

  private mutating func append(_ line: Line, _ store: inout PlacementStorage.Buffer<Line>) {
    if first == nil {
      first = line
    } else {
      // The layout's lines after the first are appended one after another.
      if others.isEmpty { others = store.count..<store.count }
      store.append(line)
      others = others.lowerBound..<store.count
    }
    isTruncated = isTruncated || line.hasEllipsis
    width = max(width, line.width)
  }

  /// `range` of `text` fitted into `width` points: whole when it fits, else cut by `mode` with
  /// "…" (`ellipsis` points) where the cut is. Spaces next to the cut are dropped. `known` is
  /// the range's advance when the caller has it (its clusters' advances summed in order, as
  /// `LineBreaker` sums them), so they are not summed again.
  static func fit(
    _ text: MeasuredText, _ range: Range<Int>, _ advance: (Int) -> Double, into width: Double,
    ellipsis: Double, mode: TruncationMode, whole known: Double? = nil
  ) -> Line {
    var whole = 0.0
    if let known {
      whole = known
    } else {
      for index in range { whole += advance(index) }
    }
    if whole <= width + tolerance, width > 0 {
      return Line(head: range, tail: range.upperBound..<range.upperBound, width: whole)
    }
    let room = max(0, width - ellipsis)
    let headRoom: Double
    switch mode {
    case .tail: headRoom = room
    case .head: headRoom = 0
    case .middle: headRoom = room / 2
    }
    var headEnd = range.lowerBound
    var used = 0.0
    while headEnd < range.upperBound, used + advance(headEnd) <= headRoom + tolerance {
      used += advance(headEnd)
      headEnd += 1
    }
    while headEnd > range.lowerBound, text.clusters[headEnd - 1].isSpace {
      headEnd -= 1
      used -= advance(headEnd)
    }
    let tailRoom = room - used
    var tailStart = range.upperBound
    var tailUsed = 0.0
    if mode != .tail {
      while tailStart > headEnd, tailUsed + advance(tailStart - 1) <= tailRoom + tolerance {
        tailUsed += advance(tailStart - 1)
        tailStart -= 1
      }
      while tailStart < range.upperBound, text.clusters[tailStart].isSpace {
        tailUsed -= advance(tailStart)
        tailStart += 1
      }
    }
    return Line(
      head: range.lowerBound..<headEnd, hasEllipsis: true, tail: tailStart..<range.upperBound,
      width: used + ellipsis + tailUsed)
  }
}
