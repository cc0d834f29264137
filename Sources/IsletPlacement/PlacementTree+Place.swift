import IsletCanvas
import IsletModel

/// Placing: the parent gives each view its rectangle; the view draws itself there.
extension PlacementTree {
  /// Draws item `index` in `rect` (its answered size, positioned by the parent).
  func place(_ index: Int, in rect: Rect, canvas: inout RegionCanvas) {
    let item = items[index]
    if let background = item.background { canvas.fillBackground(rect, background) }
    guard item.hasFrame else {
      placePadded(index, in: rect, canvas: &canvas)
      return
    }
    let inner = frame(index, Proposal(width: rect.size.width, height: rect.size.height)).inner
    let content = measurePadded(index, inner)
    placePadded(index, in: Self.align(content, in: rect, item.frameAlignment), canvas: &canvas)
  }

  /// `size` positioned inside `rect` by `alignment` (it may stick out when larger).
  static func align(_ size: Size, in rect: Rect, _ alignment: Alignment) -> Rect {
    let x: Int =
      switch alignment.horizontal {
      case .leading: 0
      case .center: (rect.size.width - size.width) / 2
      case .trailing: rect.size.width - size.width
      }
    let y: Int =
      switch alignment.vertical {
      case .top: 0
      case .center: (rect.size.height - size.height) / 2
      case .bottom: rect.size.height - size.height
      }
    return Rect(x: rect.minX + x, y: rect.minY + y, width: size.width, height: size.height)
  }

  private func placePadded(_ index: Int, in rect: Rect, canvas: inout RegionCanvas) {
    let padding = items[index].padding
    let inner = Rect(
      x: rect.minX + padding.leading, y: rect.minY + padding.top,
      width: max(0, rect.size.width - padding.leading - padding.trailing),
      height: max(0, rect.size.height - padding.top - padding.bottom))
    placeContent(index, in: inner, canvas: &canvas)
  }

  private func placeContent(_ index: Int, in rect: Rect, canvas: inout RegionCanvas) {
    let item = items[index]
    let proposal = Proposal(width: rect.size.width, height: rect.size.height)
    switch item.content {
    case .text(let run):
      drawText(index, run, in: rect, canvas: &canvas)
    case .symbol(let glyph, let width):
      let at = Self.align(Size(width: width, height: 1), in: rect, .center)
      canvas.put(
        glyphs[glyph], width: width, x: max(rect.minX, at.minX), y: at.minY, style: canvas.style(item.style))
    case .spacer:
      break
    case .progress(let fraction):
      let style = canvas.style(item.style)
      let filled = Int((fraction * Double(rect.size.width)).rounded())
      let y = rect.minY + max(0, rect.size.height - 1) / 2
      for column in 0..<rect.size.width {
        canvas.put(scalar: column < filled ? "█" : "░", width: 1, x: rect.minX + column, y: y, style: style)
      }
    case .hstack(let spacing, let alignment):
      stackSizes(index, proposal)
      var x = rect.minX
      for (slot, position) in item.children.enumerated() {
        let child = childList[position]
        if slot > 0, hasGap(before: position) { x += spacing }
        let size = childSizes[position]
        let cell = Rect(x: x, y: rect.minY, width: size.width, height: rect.size.height)
        place(
          child, in: Self.align(size, in: cell, Alignment(horizontal: .leading, vertical: alignment)),
          canvas: &canvas)
        x += size.width
      }
    case .vstack(let spacing, let alignment):
      stackSizes(index, proposal)
      var y = rect.minY
      for (slot, position) in item.children.enumerated() {
        let child = childList[position]
        if slot > 0, hasGap(before: position) { y += spacing }
        let size = childSizes[position]
        let cell = Rect(x: rect.minX, y: y, width: rect.size.width, height: size.height)
        place(
          child, in: Self.align(size, in: cell, Alignment(horizontal: alignment, vertical: .top)),
          canvas: &canvas)
        y += size.height
      }
    case .zstack(let alignment):
      for position in item.children {
        let child = childList[position]
        place(child, in: Self.align(measure(child, proposal), in: rect, alignment), canvas: &canvas)
      }
    case .fits:
      place(chosenChild(index, proposal), in: rect, canvas: &canvas)
    }
  }

  private func drawText(_ index: Int, _ text: Int, in rect: Rect, canvas: inout RegionCanvas) {
    let item = items[index]
    let layout = textLayout(index, text, Proposal(width: rect.size.width, height: rect.size.height))
    let style = canvas.style(item.style)
    let last = layout.lineCount - 1
    for row in 0..<layout.lineCount {
      let line = layout.line(row)
      let x = Self.align(
        Size(width: line.width, height: 1), in: rect,
        Alignment(horizontal: item.multilineAlignment, vertical: .top)
      ).minX
      if row == last, let remainder = layout.remainder {
        canvas.draw(line, of: remainder, x: x, y: rect.minY + row, style: style)
      } else {
        canvas.draw(line, of: texts[text].text, x: x, y: rect.minY + row, style: style)
      }
    }
    guard layout.isTruncated else { return }
    let quoted = "“\(TerminalSafe.escape(texts[text].text.text))”"
    let message =
      layout.lineCount <= 1
      ? "text \(quoted) truncated: needs \(texts[text].idealWidth) cells, has \(rect.size.width)"
      : "text \(quoted) truncated at \(layout.lineCount) lines: needs \(layout.neededLines) lines of "
        + "\(rect.size.width) cells"
    canvas.report(
      .truncatedText, message, source: origins[index],
      help: "give it more room (frame, priority), shorten it, or offer a shorter form with fits { … }")
  }
}
