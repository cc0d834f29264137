import IsletCanvas

extension Dashboard.Canvas {
  /// The sheet cropped to the panel at `scroll`, with the layout diagnostics (if any) below it.
  mutating func drawSheetPanel(_ content: DashboardContent, scroll: Point, in panel: Dashboard.Layout.Panel) {
    let sheet = content.sheet
    let interior = panel.interior
    let diagnostics = content.status.layoutDiagnostics
    let diagnosticRows =
      diagnostics.isEmpty ? 0 : min(diagnostics.count + 1, max(1, interior.size.height / 2))
    let viewport = Size(width: interior.size.width, height: interior.size.height - diagnosticRows)
    let offset = Dashboard.clampedScroll(scroll, sheet: sheet.size, viewport: viewport)
    var title = "sheet"
    if sheet.width > viewport.width || sheet.height > viewport.height {
      title += " \(sheet.size) at \(offset.x),\(offset.y) · ↑↓<> scroll"
    }
    box(panel, title: title)
    var visible = Grid(size: viewport)
    visible.draw(sheet, at: Point(x: -offset.x, y: -offset.y))
    grid.draw(visible, at: interior.origin)
    guard diagnosticRows > 0 else { return }
    let top = interior.maxY - diagnosticRows
    let width = interior.size.width
    text(
      "layout error — showing the last good layout", x: interior.minX, y: top, width: width,
      style: Dashboard.Theme.layoutError)
    for (index, line) in diagnostics.prefix(diagnosticRows - 1).enumerated() {
      text(line, x: interior.minX, y: top + 1 + index, width: width)
    }
  }
}
