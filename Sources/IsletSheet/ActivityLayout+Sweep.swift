import IsletCanvas
import IsletDevices
import IsletFindings
import IsletLanguage
import IsletModel
import IsletPlacement

extension ActivityLayout {
  /// One presentation on every device and Dynamic Type size at once — "does it fit on the
  /// smaller island at ax3?". Devices with the same island share budgets, so each island class
  /// is drawn once per text size, labelled with its first device and how many share it; the
  /// findings of every drawing follow in the same order. Everything else is `viewing`'s
  /// (orientation, scale, appearance, locale, time zone); its device and text size are swept.
  public func renderSweep(
    state: Record, attributes: Record, environment: RenderEnvironment, presentation: Presentation,
    viewing: ViewingConditions = .standard
  ) -> RenderedSheet {
    var blocks: [(label: String, grid: Grid)] = []
    var findings: [Finding] = []
    for islandClass in Device.IslandClass.allCases {
      let devices = Device.all.filter { $0.islandClass == islandClass }
      guard let device = devices.first else { continue }
      let others = devices.count > 1 ? " and \(devices.count - 1) more with its island" : ""
      for textSize in TextSize.allCases {
        var swept = viewing
        swept.device = device
        swept.textSize = textSize
        let sheet = renderSheet(
          state: state, attributes: attributes, environment: environment, viewing: swept,
          presentation: presentation)
        blocks.append(("text \(textSize.rawValue) · \(device.name)\(others)", sheet.grid))
        findings += sheet.findings.filter { !findings.contains($0) }
      }
    }
    // Each sheet's first row names its device and size; the block's label replaces it.
    let width = blocks.map { max(DisplayWidth.of($0.label), $0.grid.width) }.max() ?? 0
    let height = blocks.reduce(0) { $0 + $1.grid.height }
    var grid = Grid(width: width, height: height)
    var row = 0
    for block in blocks {
      grid.draw(block.grid, at: Point(x: 0, y: row))
      grid.fill(Rect(x: 0, y: row, width: width, height: 1))
      grid.write(block.label, x: 0, y: row, style: SheetRenderer.titleStyle)
      row += block.grid.height
    }
    return RenderedSheet(grid: grid, findings: findings)
  }
}
