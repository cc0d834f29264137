import CNcursesw
import IsletCanvas

/// Draws a `Grid` into an ncurses window cell by cell with `setcchar` + `mvwadd_wch` (never the
/// string functions), rewriting each cluster with `GlyphReconciler` so ncurses advances exactly
/// as the grid says. Cells equal to the previous frame's are skipped; ncurses then sends only
/// what changed on screen.
final class GridPainter {
  private let palette: CursesPalette
  private var previous: Grid?

  init(palette: CursesPalette) { self.palette = palette }

  /// The colours this painter draws.
  var depth: ColorDepth { palette.depth }

  /// Forgets the previous frame so the next paint draws every cell (after a resize, a
  /// suspend, or anything else that may have changed the window behind our back).
  func invalidate() { previous = nil }

  /// Paints `grid` into `window` at its top-left corner and returns how many cells were drawn.
  @discardableResult
  func paint(_ grid: Grid, into window: UnsafeMutablePointer<WINDOW>) -> Int {
    let last = previous?.size == grid.size ? previous : nil
    if last == nil { werase(window) }
    var drawn = 0
    for y in 0..<grid.height {
      for x in 0..<grid.width {
        let cell = grid[x, y]
        guard !cell.isContinuation, last?[x, y] != cell else { continue }
        draw(cell, x: x, y: y, rowWidth: grid.width, into: window)
        drawn += 1
      }
    }
    previous = grid
    return drawn
  }

  private func draw(_ cell: Cell, x: Int, y: Int, rowWidth: Int, into window: UnsafeMutablePointer<WINDOW>) {
    let (attributes, pair) = palette.attributes(for: cell.style)
    var column = x
    for glyph in GlyphReconciler.glyphs(for: cell.text, width: cell.width) {
      let glyphWidth = max(1, GlyphReconciler.libcWidth(glyph[0]))
      let drawable: GlyphReconciler.Glyph = column + glyphWidth > rowWidth ? [" "] : glyph
      put(drawable, attributes: attributes, pair: pair, x: column, y: y, into: window)
      column += drawable == glyph ? glyphWidth : 1
    }
  }

  /// One `mvwadd_wch`; its ERR at the bottom-right cell (the cursor cannot advance) is expected.
  private func put(
    _ glyph: GlyphReconciler.Glyph, attributes: attr_t, pair: Int32, x: Int, y: Int,
    into window: UnsafeMutablePointer<WINDOW>
  ) {
    var characters = glyph.map { wchar_t($0.value) } + [0]
    var colorPair = pair
    var complex = cchar_t()
    guard setcchar(&complex, &characters, attributes, 0, &colorPair) != ERR else { return }
    _ = mvwadd_wch(window, Int32(y), Int32(x), &complex)
  }
}
