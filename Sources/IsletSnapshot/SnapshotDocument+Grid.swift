import IsletCanvas

extension SnapshotDocument {
  /// The stored sheet as a grid again: its rows (as stored, escaped) with its style runs, for
  /// drawing a stored snapshot as a picture (`snapshot --images`: the old side of a change).
  public var grid: Grid {
    var grid = Grid(width: width, height: rows.count)
    for (y, row) in rows.enumerated() { _ = grid.write(row, x: 0, y: y) }
    for run in styleRuns {
      let style = run.style
      grid.applyStyle(
        { $0 = style },
        in: Rect(x: run.firstColumn, y: run.row, width: run.lastColumn - run.firstColumn + 1, height: 1))
    }
    return grid
  }
}
