import IsletCanvas
import IsletDevices
import IsletModel

/// Placing and drawing: the parent gives each view its rectangle in points and the rows it is
/// drawn in; the view draws itself into the grid there. Nothing here changes a size: columns
/// come from rounding the placed points, rows from counting lines (`PointSize.rows`).
extension PlacementTree {
  /// Draws item `index` in `rect` (its answered size, positioned by the parent) over `rows`
  /// rows from `row`.
  func place(_ index: Int, in rect: PointRect, row: Int, rows: Int, canvas: inout RegionCanvas) {
    // A plain view (most) is placed as `placePadded` places a view with no padding, nothing of
    // it checked on the way.
    if items[index].isPlain {
      let inner = Self.inset(rect, by: EdgeInsets())
      // A plain text or symbol, the commonest leaves, is drawn at once: through `placeContent` it
      // paid that function's entry and dispatch (and a text a call for its content proposal).
      switch items[index].content {
      case .text(let run):
        drawText(index, run, in: inner, row: row, canvas: &canvas)
      case .symbol(let glyph, let cells, _, _):
        drawSymbol(index, glyph, cells: cells, in: inner, row: row, canvas: &canvas)
      default: placeContent(index, in: inner, row: row, rows: max(0, rows), canvas: &canvas)
      }
      return
    }
    placeModified(index, in: rect, row: row, rows: rows, canvas: &canvas)
  }

  /// `place` of a view that is not plain (a clip, frame, padding, background or hidden: a few a
  /// sheet). Never inlined: `place` is inlined into the stacks' loops in `placeContent` and
  /// into the regions' placing, and this part with it took room and registers there from every
  /// plain view's placing (~500 instructions a sheet).
  @inline(never) private func placeModified(
    _ index: Int, in rect: PointRect, row: Int, rows: Int, canvas: inout RegionCanvas
  ) {
    guard items[index].clips else {
      placeFramed(index, in: rect, row: row, rows: rows, canvas: &canvas)
      return
    }
    // `.clipShape`: the view's cells bound what it draws.
    let saved = canvas.clip
    let (start, end) = canvas.columns(rect)
    canvas.clip = Rect(x: start, y: row, width: end - start, height: rows).intersection(saved)
    placeFramed(index, in: rect, row: row, rows: rows, canvas: &canvas)
    canvas.clip = saved
  }

  // `placeModified`, `placeFramed` and `placePadded` are one step of placing, written apart:
  // always inlined into `placeModified`, as the optimizer did until `placeContent` grew past
  // its threshold (out of line, each item paid two calls more).
  @inline(__always) private func placeFramed(
    _ index: Int, in rect: PointRect, row: Int, rows: Int, canvas: inout RegionCanvas
  ) {
    // Fields are read in place: a copy of the whole item is a few hundred bytes.
    guard !items[index].hidden else { return }
    if let background = items[index].background {
      canvas.fillBackground(rect, row: row, rows: rows, background)
    }
    guard items[index].hasFrame else {
      placePadded(index, in: rect, row: row, rows: rows, canvas: &canvas)
      return
    }
    let inner = frame(index, Proposal(width: rect.width, height: rect.height)).inner
    let content = measurePadded(index, inner)
    let alignment = items[index].frameAlignment
    let placed = Self.align(content, in: rect, alignment)
    let offset = Self.alignRows(content.rows, in: rows, alignment.vertical)
    placePadded(index, in: placed, row: row + offset, rows: content.rows, canvas: &canvas)
  }

  /// `size` positioned inside `rect` by `alignment` (it may stick out when larger).
  static func align(_ size: PointSize, in rect: PointRect, _ alignment: Alignment) -> PointRect {
    let x: Double =
      switch alignment.horizontal {
      case .leading: 0
      case .center: (rect.width - size.width) / 2
      case .trailing: rect.width - size.width
      }
    let y: Double =
      switch alignment.vertical {
      case .top: 0
      case .center: (rect.height - size.height) / 2
      case .bottom: rect.height - size.height
      }
    return PointRect(x: rect.x + x, y: rect.y + y, width: size.width, height: size.height)
  }

  /// The first row of `rows` rows aligned in `available` rows.
  static func alignRows(_ rows: Int, in available: Int, _ alignment: VerticalAlignment) -> Int {
    switch alignment {
    case .top: 0
    case .center: max(0, (available - rows) / 2)
    case .bottom: max(0, available - rows)
    }
  }

  @inline(__always) private func placePadded(
    _ index: Int, in rect: PointRect, row: Int, rows: Int, canvas: inout RegionCanvas
  ) {
    let padding = items[index].padding
    let inner = Self.inset(rect, by: padding)
    // Most views have no vertical padding, which adds no rows: not counted, then.
    guard padding.top != 0 || padding.bottom != 0 else {
      placeContent(index, in: inner, row: row, rows: max(0, rows), canvas: &canvas)
      return
    }
    let top = self.rows(padding.top)
    placeContent(
      index, in: inner, row: row + top, rows: max(0, rows - top - self.rows(padding.bottom)),
      canvas: &canvas)
  }

  /// `rect` less `padding`, no less than empty.
  @inline(__always) private static func inset(_ rect: PointRect, by padding: EdgeInsets) -> PointRect {
    PointRect(
      x: rect.x + padding.leading, y: rect.y + padding.top,
      width: max(0, rect.width - padding.leading - padding.trailing),
      height: max(0, rect.height - padding.top - padding.bottom))
  }

  private func placeContent(_ index: Int, in rect: PointRect, row: Int, rows: Int, canvas: inout RegionCanvas)
  {
    // A leaf's content proposal changes nothing it draws (a frame measures only the leaf
    // itself): it is worked out only for texts and containers.
    let children = items[index].children
    switch items[index].content {
    case .text(let run):
      drawText(index, run, in: rect, row: row, canvas: &canvas)
    case .symbol(let glyph, let cells, _, _):
      drawSymbol(index, glyph, cells: cells, in: rect, row: row, canvas: &canvas)
    case .spacer:
      break
    case .progress(let fraction, _):
      drawProgress(
        fraction, in: rect, row: row + max(0, rows - 1) / 2, style: canvas.style(items[index].style), &canvas)
    case .hstack(let spacing, let alignment):
      sizeStack(index)
      let gapEverywhere = hasGapEverywhere(index)
      var x = rect.x
      for (slot, position) in children.enumerated() {
        let child = slots[position].child
        if slot > 0, gapEverywhere || hasGap(before: position) { x += spacing }
        let size = self[answer: child].cachedSize
        let cell = PointRect(x: x, y: rect.y, width: size.width, height: rect.height)
        place(
          child, in: Self.align(size, in: cell, Alignment(horizontal: .leading, vertical: alignment)),
          row: row + Self.alignRows(size.rows, in: rows, alignment), rows: size.rows, canvas: &canvas)
        x += size.width
      }
    case .vstack(let spacing, let alignment):
      sizeStack(index)
      var y = rect.y
      var line = row
      let gapRows = spacing == 0 ? 0 : self.rows(spacing)
      let gapEverywhere = hasGapEverywhere(index)
      for (slot, position) in children.enumerated() {
        let child = slots[position].child
        if slot > 0, gapEverywhere || hasGap(before: position) {
          y += spacing
          line += gapRows
        }
        let size = self[answer: child].cachedSize
        let cell = PointRect(x: rect.x, y: y, width: rect.width, height: size.height)
        place(
          child, in: Self.align(size, in: cell, Alignment(horizontal: alignment, vertical: .top)), row: line,
          rows: size.rows, canvas: &canvas)
        y += size.height
        line += size.rows
      }
    case .zstack(let alignment):
      let proposal = contentProposal(index)
      for position in children {
        let child = slots[position].child
        let size = measure(child, proposal)
        place(
          child, in: Self.align(size, in: rect, alignment),
          row: row + Self.alignRows(size.rows, in: rows, alignment.vertical),
          rows: size.rows, canvas: &canvas)
      }
    case .fits:
      let proposal = contentProposal(index)
      let chosen = chosenChild(index, proposal)
      measure(chosen, proposal)
      place(chosen, in: rect, row: row, rows: rows, canvas: &canvas)
    case .layered(let base):
      // A frame's proposal is worked out by measuring the base view again: done as before, so
      // the base's caches are as placing it has always found them.
      if items[index].hasFrame { _ = contentProposal(index) }
      placeLayers(index, base: base, in: rect, row: row, rows: rows, canvas: &canvas)
    case .shape, .ring, .image:
      drawShapeLike(index, in: rect, row: row, rows: rows, canvas: &canvas)
    }
  }

  /// Draws glyph `glyph` (`cells` wide) of symbol item `index`, centred in `rect`'s columns.
  private func drawSymbol(
    _ index: Int, _ glyph: Int, cells: Int, in rect: PointRect, row: Int, canvas: inout RegionCanvas
  ) {
    // The style is read before the span is recorded: read after that call, the storage's
    // array was loaded and the item's bounds checked again.
    let style = canvas.style(items[index].style)
    let (start, end) = canvas.columns(rect)
    let x = start + max(0, (end - start - cells) / 2)
    canvas.occupy(row: row, start, end)
    // The glyph is lent in place, under an exclusive access: read from the array for the call,
    // it was copied (a retain and a release of its string).
    func put(_ glyph: inout Character) { canvas.put(glyph, width: cells, x: x, y: row, style: style) }
    put(&storage.glyphs[glyph])
  }

  /// A bar across its columns in thin block glyphs (`▄` filled, `▁` the rest): a linear progress
  /// view is a few points tall (4 by default), drawn in a row of its own, never over its
  /// neighbours.
  private func drawProgress(
    _ fraction: Double, in rect: PointRect, row: Int, style: Style, _ canvas: inout RegionCanvas
  ) {
    let (start, end) = canvas.columns(rect)
    let filled = Int((fraction * Double(end - start)).rounded())
    canvas.occupy(row: row, start, end)
    canvas.fill(start..<start + filled, row: row, with: "▄", style: style)
    canvas.fill(start + filled..<end, row: row, with: "▁", style: style)
  }

  /// Draws text `run` of item `index` as it answered its `contentProposal`.
  private func drawText(_ index: Int, _ run: Int, in rect: PointRect, row: Int, canvas: inout RegionCanvas) {
    let style = canvas.style(items[index].style)
    let (start, end) = canvas.columns(rect)
    // A text whose answer holds for every wider proposal (most) was measured whole on one line at
    // the width it was proposed (`Answer.holdsWider`): it is queued as that line, without working
    // out its proposal or asking the run whether it fits (~70 instructions a text).
    if self[answer: index].holdsWider {
      Self.queueWholeLine(of: &storage.texts[run], row: row, start, end, style: style, on: &canvas)
      return
    }
    let proposal = contentProposal(index)
    let lineLimit = items[index].lineLimit
    // A text whole on one line is queued as that line: its layout would be that line alone
    // (`TextRun.wholeLine`), not truncated, so nothing else of it is needed.
    func queueOnlyLine(of measured: inout TextRun) -> Bool {
      guard let line = measured.onlyLine(in: proposal.width ?? Self.unbounded, lineLimit: lineLimit) else {
        return false
      }
      canvas.queue(line, of: measured.text, row: row, start, end, style: style)
      return true
    }
    if queueOnlyLine(of: &storage.texts[run]) { return }
    let layout = textLayout(run, lineLimit: lineLimit, proposal)
    // The run is lent to the canvas in place, under an exclusive access: read from the array
    // for the calls, its text was copied (a retain and a release of each of its buffers).
    func queueLines(of measured: inout TextRun) {
      // The lines of a wrapped text stand as one block as wide as its widest line, placed in
      // the text's columns as one line that wide would be (against the edge on the region's
      // trailing side); inside it they are aligned as SwiftUI aligns them, by
      // `multilineTextAlignment`, leading unless it is set. One line is placed as before.
      var (blockStart, blockEnd, alignment) = (start, end, HorizontalAlignment?.none)
      if layout.lineCount > 1 {
        var widest = 0
        for offset in 0..<layout.lineCount {
          widest = max(
            widest, RegionCanvas.LineWidths(layout.line(offset, in: storage.lines), of: measured.text).cells)
        }
        blockStart = canvas.start(ofLine: min(end - start, widest), row: row, start, end)
        blockEnd = blockStart + min(end - start, widest)
        alignment = items[index].multilineAlignment ?? .leading
      }
      for offset in 0..<layout.lineCount {
        canvas.queue(
          layout.line(offset, in: storage.lines), of: measured.text, row: row + offset, blockStart, blockEnd,
          style: style, alignment: alignment)
      }
    }
    queueLines(of: &storage.texts[run])
    guard layout.isTruncated, !items[index].isStandIn else { return }
    let measured = storage.texts[run]
    let quoted = "“\(TerminalSafe.escape(measured.text.text))”"
    let shrink = measured.minimumScale < 1 ? " even at \(Self.percent(measured.minimumScale)) size" : ""
    let needed = measured.idealWidth * layout.scale
    let message =
      layout.lineCount <= 1
      ? "text \(quoted) truncated\(shrink): needs \(canvas.points(needed)), has \(canvas.points(layout.proposedWidth))"
        + Self.borderline(needed: needed, has: layout.proposedWidth)
      : "text \(quoted) truncated at \(layout.lineCount) lines\(shrink): needs \(layout.neededLines) lines "
        + "of \(canvas.points(layout.proposedWidth))"
    canvas.report(
      .truncatedText, message, source: storage.origins[index],
      help: "give it more room (frame, priority), shorten it, or offer a shorter form with fits { … }",
      besideStandIn: holdsStandIn)
  }

  /// Queues the whole of `measured` on one line in `start..<end` of `row`, the run lent in place
  /// (`drawText`). Always inlined: as a call of its own, each text paid ~20 instructions more.
  /// (Static, with the canvas passed: a local function of `drawText` that captured the canvas,
  /// which is not copyable, was called, not inlined, ~25 instructions a text.)
  @inline(__always) private static func queueWholeLine(
    of measured: inout TextRun, row: Int, _ start: Int, _ end: Int, style: Style,
    on canvas: inout RegionCanvas
  ) {
    canvas.queue(TextLayout.Line(wholeOf: measured), of: measured.text, row: row, start, end, style: style)
  }

  /// What a truncation message adds when the text misses its room by less than the stand-in
  /// font's error: islet cannot know which way the phone decides, and says so.
  private static func borderline(needed: Double, has available: Double) -> String {
    guard needed <= available * (1 + TextFont.widthUncertainty) else { return "" }
    return
      "; within the ±\(percent(TextFont.widthUncertainty)) error of islet's stand-in font, so the phone may fit it"
  }

  /// Whether stack `index` puts spacing between every two neighbours (no spacer among its
  /// children, the usual case): its gap count, kept from its building, says so without asking
  /// each pair (`hasGap(before:)`, a call a child). Always inlined: as a call, it cost what it
  /// saves.
  @inline(__always) private func hasGapEverywhere(_ index: Int) -> Bool {
    items[index].gapCount == items[index].children.count - 1
  }

  /// Leaves stack `index`'s children answering its content proposal (their `cachedSize`, what
  /// placing reads), sizing the stack again only when its last sizing was for another one.
  /// Always inlined: a plain stack (most) sized by its measuring last needs nothing, its
  /// children answer as placing reads them (`Answer.sizedAsCached`), two flags without a call.
  @inline(__always) private func sizeStack(_ index: Int) {
    if items[index].isPlain, self[answer: index].sizedAsCached { return }
    resizeStack(index)
  }

  /// `sizeStack` of a stack its measuring did not size last: sized again unless its last
  /// sizing was for its content proposal.
  private func resizeStack(_ index: Int) {
    // A plain stack's proposal is worked out here, without a call.
    let proposal = items[index].isPlain ? plainContentProposal(index) : contentProposal(index)
    if let sized = self[answer: index].sizedProposal, sized == proposal { return }
    stackSizes(index, proposal)
  }

  /// What item `index`'s content was last proposed: the proposal its parent last measured it
  /// with (a stack measures its children just before placing them), through its frame and
  /// padding. A view is placed as it answered that proposal, never re-laid out for the
  /// rectangle it answered: a truncated text answers narrower than its proposal, and its stack
  /// would then hand it less room and cut more.
  private func contentProposal(_ index: Int) -> Proposal {
    if items[index].isPlain { return plainContentProposal(index) }
    var proposal = self[answer: index].cachedProposal ?? Proposal(width: nil, height: nil)
    if items[index].hasFrame { proposal = frame(index, proposal).inner }
    let padding = items[index].padding
    return Proposal(
      width: proposal.width.map { max(0, $0 - padding.leading - padding.trailing) },
      height: proposal.height.map { max(0, $0 - padding.top - padding.bottom) })
  }

  /// `contentProposal` of a plain view: what the view was proposed, as measuring proposes it.
  @inline(__always) private func plainContentProposal(_ index: Int) -> Proposal {
    Self.clamped(self[answer: index].cachedProposal ?? Proposal(width: nil, height: nil))
  }

  /// `fraction` as a whole percentage.
  static func percent(_ fraction: Double) -> String { "\(Int((fraction * 100).rounded())) %" }
}
