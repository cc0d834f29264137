import IsletCanvas
import IsletModel

extension Dashboard {
  /// The screen being composed, with the few drawing primitives the panels share. Every
  /// string drawn through it is escaped with `TerminalSafe.escape` and fitted to its room.
  struct Canvas {
    var grid: Grid

    init(size: Size) { grid = Grid(size: size) }

    /// Draws `text` escaped and cut to `width` cells; returns the cells used.
    @discardableResult
    mutating func text(
      _ text: String, x: Int, y: Int, width: Int, style: Style = .plain, mode: TruncationMode = .tail
    ) -> Int {
      guard width > 0 else { return 0 }
      let fitted = Truncation.fit(TerminalSafe.escape(text), into: width, mode: mode)
      return grid.write(fitted.text, x: x, y: y, style: style)
    }

    /// A box-drawn border around `panel` with a bold title in the top edge; clears inside.
    mutating func box(_ panel: Layout.Panel, title: String) {
      let frame = panel.frame
      guard frame.size.width >= 2, frame.size.height >= 2 else { return }
      grid.fill(frame)
      let right = frame.maxX - 1
      let bottom = frame.maxY - 1
      for x in frame.minX + 1..<right {
        grid.put("─", x: x, y: frame.minY, style: Theme.border)
        grid.put("─", x: x, y: bottom, style: Theme.border)
      }
      for y in frame.minY + 1..<bottom {
        grid.put("│", x: frame.minX, y: y, style: Theme.border)
        grid.put("│", x: right, y: y, style: Theme.border)
      }
      grid.put("┌", x: frame.minX, y: frame.minY, style: Theme.border)
      grid.put("┐", x: right, y: frame.minY, style: Theme.border)
      grid.put("└", x: frame.minX, y: bottom, style: Theme.border)
      grid.put("┘", x: right, y: bottom, style: Theme.border)
      text(" \(title) ", x: frame.minX + 1, y: frame.minY, width: frame.size.width - 2, style: Theme.title)
    }

    /// Splits escaped `text` into at most `maxLines` lines of `width` cells, breaking after a
    /// space where possible; the last line ends with "…" when text is left over.
    static func wrap(_ text: String, width: Int, maxLines: Int) -> [String] {
      guard width > 0, maxLines > 0 else { return [] }
      var lines: [String] = []
      var rest = Substring(TerminalSafe.escape(text))
      while !rest.isEmpty, lines.count < maxLines {
        if DisplayWidth.of(rest) <= width {
          lines.append(String(rest))
          return lines
        }
        var used = 0
        var end = rest.startIndex
        var lastSpace: Substring.Index?
        while end < rest.endIndex, used + DisplayWidth.of(rest[end]) <= width {
          used += DisplayWidth.of(rest[end])
          if rest[end] == " " { lastSpace = end }
          end = rest.index(after: end)
        }
        if end == rest.startIndex { end = rest.index(after: end) }
        if let space = lastSpace, space > rest.startIndex, end < rest.endIndex { end = space }
        lines.append(String(rest[..<end]))
        rest = rest[end...].drop(while: { $0 == " " })
      }
      if !rest.isEmpty, let last = lines.popLast() {
        lines.append(Truncation.fit(last + " " + rest, into: width).text)
      }
      return lines
    }
  }
}
