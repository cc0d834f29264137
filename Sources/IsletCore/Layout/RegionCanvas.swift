/// Where a region draws: the grid, the rectangle it may not leave, the region's own style
/// (the island's black background), and the findings the drawing raises.
struct RegionCanvas {
  var grid: Grid
  /// Cells outside this rectangle are never written: content beyond it is clipped.
  var clip: Rect
  /// The region's background and default foreground; views add bold, dim, italic and colour.
  var base: Style
  var region: Region
  /// Which rendering of the region this is ("Watch 40 mm", "attached, detached"), for messages.
  var variant: String?
  var findings: [Finding] = []

  init(grid: Grid) {
    self.grid = grid
    clip = Rect(x: 0, y: 0, width: grid.width, height: grid.height)
    base = .plain
    region = .lockScreen
  }

  /// The style a view with inherited style `own` draws with here.
  func style(_ own: Style) -> Style {
    var style = base
    style.bold = style.bold || own.bold
    style.dim = style.dim || own.dim
    style.italic = style.italic || own.italic
    style.foreground = own.foreground ?? base.foreground
    return style
  }

  /// Draws one measured cluster at (x, y) if it lies wholly inside the clip; a wide cluster cut
  /// by the clip's right edge leaves a blank. Returns the cells advanced.
  @discardableResult
  mutating func put(_ cluster: Character, width: Int, x: Int, y: Int, style: Style) -> Int {
    guard y >= clip.minY, y < clip.maxY, x >= clip.minX, x < clip.maxX else { return width }
    if x + width > clip.maxX {
      grid.put(" ", width: 1, x: x, y: y, style: style)
    } else {
      grid.put(cluster, width: width, x: x, y: y, style: style)
    }
    return width
  }

  /// Records a finding located at this region, naming the variant when there is one.
  mutating func report(_ code: FindingCode, _ message: String, source: SourceSpan?, help: String? = nil) {
    let located = variant.map { "\(message) (\(region), \($0))" } ?? message
    findings.append(Finding(code, located, at: .region(region, source: source), help: help))
  }
}
