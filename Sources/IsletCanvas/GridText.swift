import IsletModel

/// Text forms of a grid, for `render`, snapshots and tests. Pure functions of the grid.
///
/// Every form writes each cell's cluster as it is, with one guard: a cell whose text carries
/// control or invisible characters (see `TerminalSafe`) or whose measured width differs from
/// the cell's width is written as U+FFFD � padded with spaces to the cell's width. So no output
/// can drive a terminal and every row keeps its width, whoever filled the grid.
public enum GridText {
  /// Rows joined by "\n", trailing spaces kept, no final newline.
  public static func plain(_ grid: Grid) -> String {
    (0..<grid.height).map { glyphs(of: grid, row: $0) }.joined(separator: "\n")
  }

  /// Each row between `│` and `│`, under a `┌──┐` border and above a `└──┘` border, so
  /// trailing spaces survive editors and diffs. Used by snapshots.
  public static func framed(_ grid: Grid) -> String {
    let border = String(repeating: "─", count: grid.width)
    var lines = ["┌" + border + "┐"]
    for y in 0..<grid.height { lines.append("│" + glyphs(of: grid, row: y) + "│") }
    lines.append("└" + border + "┘")
    return lines.joined(separator: "\n")
  }

  /// The glyphs of one row, continuations skipped, each cell guarded.
  static func glyphs(of grid: Grid, row y: Int) -> String {
    var line = ""
    for x in 0..<grid.width where !grid[x, y].isContinuation { line += glyph(of: grid[x, y]) }
    return line
  }

  /// The text to write for one (non-continuation) cell.
  static func glyph(of cell: Cell) -> String {
    if !TerminalSafe.containsUnsafeCharacters(cell.text), DisplayWidth.of(cell.text) == cell.width {
      return cell.text
    }
    return "\u{FFFD}" + String(repeating: " ", count: max(0, cell.width - 1))
  }
}
