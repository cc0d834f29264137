/// Lays out one region's view in its budget and draws it: SwiftUI's contract in cells — the
/// region proposes its budget, the view answers with the size it needs, the region places it.
///
/// Use `SheetRenderer` for every presentation at once; this renders a single region.
public enum LayoutEngine {
  /// Renders `view` for `region` in `budget`. The grid is `budget.width` wide and as tall as
  /// the content within the budget's height range. Findings: truncation (R001), clipping
  /// (R002, R003), unknown symbols (R004), all located at `region` and the view's source.
  public static func render(
    _ view: ViewNode, region: Region, budget: CellBudget, scale: Scale = .standard,
    alignment: Alignment = .center, style: Style = .plain
  ) -> RenderedRegion {
    let tree = LayoutTree(view, scale: scale)
    let layout = RegionLayout(tree: tree, budget: budget, alignment: alignment)
    var canvas = RegionCanvas(grid: Grid(size: layout.size, fill: .blank(style)))
    canvas.region = region
    canvas.base = style
    tree.reportContentFindings(&canvas)
    layout.draw(in: Rect(x: 0, y: 0, width: layout.size.width, height: layout.size.height), canvas: &canvas)
    return RenderedRegion(grid: canvas.grid, findings: canvas.findings)
  }
}

/// A region drawn into its own grid, with what did not fit.
public struct RenderedRegion: Hashable, Sendable {
  public var grid: Grid
  public var findings: [Finding]
}
