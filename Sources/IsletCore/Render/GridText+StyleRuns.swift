extension GridText {
  /// The styles of a grid as a run-length list, one line per row that has any style, for the
  /// style section of a snapshot (glyphs and styles kept apart, like ratatui's `styles:`):
  /// `row 0: 0-5 bold, 6-9 fg=orange`. Columns are inclusive and count cells (a wide glyph's
  /// continuation cell belongs to its run); plain runs are left out. "" when nothing is styled.
  public static func styleRuns(_ grid: Grid) -> String {
    var lines: [String] = []
    for y in 0..<grid.height {
      var runs: [String] = []
      var x = 0
      while x < grid.width {
        let style = grid[x, y].style
        var end = x
        while end + 1 < grid.width, grid[end + 1, y].style == style { end += 1 }
        if style != .plain { runs.append((end == x ? "\(x)" : "\(x)-\(end)") + " " + describe(style)) }
        x = end + 1
      }
      if !runs.isEmpty { lines.append("row \(y): " + runs.joined(separator: ", ")) }
    }
    return lines.joined(separator: "\n")
  }

  /// A style as words in a fixed order: `bold dim italic underline reverse fg=NAME bg=NAME`.
  public static func describe(_ style: Style) -> String {
    var words: [String] = []
    if style.bold { words.append("bold") }
    if style.dim { words.append("dim") }
    if style.italic { words.append("italic") }
    if style.underline { words.append("underline") }
    if style.reverse { words.append("reverse") }
    if let color = style.foreground { words.append("fg=\(color.rawValue)") }
    if let color = style.background { words.append("bg=\(color.rawValue)") }
    return words.joined(separator: " ")
  }
}
