import IsletCanvas
import IsletFindings
import IsletModel

/// Where a region draws: the grid, the rectangle it may not leave, the region's own style
/// (the island's black background), and the findings the drawing raises.
package struct RegionCanvas {
  package var grid: Grid
  /// Cells outside this rectangle are never written: content beyond it is clipped.
  var clip: Rect
  /// The region's background and default foreground; views add bold, dim, italic and colour.
  package var base: Style
  package var region: Region {
    didSet { sink.scope = .region(region) }
  }
  /// Which rendering of the region this is ("Watch 40 mm", "attached, detached"), for messages.
  package var variant: String?
  /// Whether drawing reports findings: a rendering drawn twice (the detached minimal) reports once.
  package var isReporting = true
  package private(set) var sink = FindingSink(.region(.lockScreen))

  package init(grid: Grid) {
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
    style.underline = own.underline
    style.strikethrough = own.strikethrough
    // `.primary` is the text colour of wherever it is drawn: the region's own.
    style.foreground =
      own.foreground == .named(.primary) ? base.foreground : own.foreground ?? base.foreground
    style.background = own.background ?? base.background
    return style
  }

  /// Paints `color` behind whatever is drawn in `rect` (clipped), keeping the glyphs.
  mutating func fillBackground(_ rect: Rect, _ color: StyleColor) {
    grid.applyStyle({ $0.background = color }, in: rect.intersection(clip))
  }

  /// Draws cluster `index` of `text` at (x, y) if it lies wholly inside the clip; a wide cluster
  /// cut by the clip's right edge leaves a blank. Returns the cells advanced.
  @discardableResult
  mutating func put(_ text: MeasuredText, _ index: Int, x: Int, y: Int, style: Style) -> Int {
    let width = Int(text.clusters[index].width)
    if claim(width, x: x, y: y, style: style) { grid.put(text, index, x: x, y: y, style: style) }
    return width
  }

  /// Draws a cluster `width` cells wide, as `put(_:_:x:y:style:)`.
  @discardableResult
  mutating func put(_ cluster: Character, width: Int, x: Int, y: Int, style: Style) -> Int {
    if claim(width, x: x, y: y, style: style) { grid.put(cluster, width: width, x: x, y: y, style: style) }
    return width
  }

  /// Draws a one-scalar cluster `width` cells wide, as `put(_:_:x:y:style:)`.
  @discardableResult
  mutating func put(scalar: Unicode.Scalar, width: Int, x: Int, y: Int, style: Style) -> Int {
    if claim(width, x: x, y: y, style: style) {
      grid.put(scalar: scalar, width: width, x: x, y: y, style: style)
    }
    return width
  }

  /// Draws a fitted line of `text` from (x, y).
  mutating func draw(_ line: MeasuredText.Fit, of text: MeasuredText, x: Int, y: Int, style: Style) {
    var x = draw(line.head, of: text, x: x, y: y, style: style)
    for _ in 0..<line.headPadding { x += put(scalar: " ", width: 1, x: x, y: y, style: style) }
    if line.hasEllipsis { x += put(scalar: Truncation.ellipsisScalar, width: 1, x: x, y: y, style: style) }
    for _ in 0..<line.tailPadding { x += put(scalar: " ", width: 1, x: x, y: y, style: style) }
    draw(line.tail, of: text, x: x, y: y, style: style)
  }

  /// Draws the clusters `range` of `text` from (x, y), in one go when they lie inside the clip;
  /// returns where the next cluster goes.
  @discardableResult
  private mutating func draw(_ range: Range<Int>, of text: MeasuredText, x: Int, y: Int, style: Style) -> Int
  {
    let width = text.width(of: range)
    if y >= clip.minY, y < clip.maxY, x >= clip.minX, x + width <= clip.maxX,
      grid.writeRun(text, range, width: width, x: x, y: y, style: style)
    {
      return x + width
    }
    var x = x
    for index in range { x += put(text, index, x: x, y: y, style: style) }
    return x
  }

  /// Whether a cluster `width` cells wide at (x, y) lies wholly inside the clip. One that
  /// starts inside but is cut by the clip's right edge leaves a blank there instead.
  private mutating func claim(_ width: Int, x: Int, y: Int, style: Style) -> Bool {
    guard y >= clip.minY, y < clip.maxY, x >= clip.minX, x < clip.maxX else { return false }
    guard x + width <= clip.maxX else {
      grid.put(scalar: " ", width: 1, x: x, y: y, style: style)
      return false
    }
    return true
  }

  /// Records a finding located at this region, naming the variant when there is one.
  mutating func report(_ code: FindingCode, _ message: String, source: SourceSpan?, help: String? = nil) {
    guard isReporting else { return }
    let located = variant.map { "\(message) (\(region), \($0))" } ?? message
    sink.report(code, located, source: source, help: help)
  }
}
