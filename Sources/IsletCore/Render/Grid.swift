/// A rectangle of cells: the output of every renderer, before any front end.
///
/// The grid keeps the wide-glyph invariants a terminal needs: a 2-cell cluster owns its cell
/// and the next; writing over either half blanks the other half; a 2-cell cluster never starts
/// in the last column (a blank is written instead). Writes outside the grid are ignored.
public struct Grid: Hashable, Sendable {
  public private(set) var size: Size
  private var cells: [Cell]

  public init(size: Size, fill: Cell = .blank) {
    self.size = Size(width: max(0, size.width), height: max(0, size.height))
    cells = Array(repeating: fill, count: self.size.width * self.size.height)
  }

  public init(width: Int, height: Int) { self.init(size: Size(width: width, height: height)) }

  public var width: Int { size.width }
  public var height: Int { size.height }

  public subscript(x: Int, y: Int) -> Cell {
    precondition(contains(x: x, y: y), "cell (\(x), \(y)) outside \(size)")
    return cells[y * size.width + x]
  }

  public func contains(x: Int, y: Int) -> Bool { x >= 0 && y >= 0 && x < size.width && y < size.height }

  /// Writes one cluster at (x, y) and returns its width in cells (0 when nothing was written).
  ///
  /// The cluster's width comes from `DisplayWidth`; a cluster of width 0 is not written.
  @discardableResult
  public mutating func put(_ cluster: Character, x: Int, y: Int, style: Style = .plain) -> Int {
    put(cluster, width: DisplayWidth.of(cluster), x: x, y: y, style: style)
  }

  /// Writes one cluster whose display width the caller already has from `DisplayWidth` (renderers
  /// measure each cluster once and reuse it). Same rules as `put(_:x:y:style:)`.
  @discardableResult
  public mutating func put(_ cluster: Character, width: Int, x: Int, y: Int, style: Style = .plain) -> Int {
    guard width > 0, contains(x: x, y: y) else { return 0 }
    if width == 2 && x == size.width - 1 {
      setCell(Cell.blank(style), x: x, y: y)
      return 1
    }
    setCell(Cell(text: String(cluster), width: width, style: style), x: x, y: y)
    if width == 2 {
      setCell(Cell(text: "", width: 0, style: style), x: x + 1, y: y)
    }
    return width
  }

  /// Writes `text` cluster by cluster from (x, y), stopping at the right edge.
  /// Returns the number of cells advanced.
  @discardableResult
  public mutating func write(_ text: String, x: Int, y: Int, style: Style = .plain) -> Int {
    var column = x
    for cluster in text {
      guard column < size.width else { break }
      column += put(cluster, x: column, y: y, style: style)
    }
    return column - x
  }

  /// Paints `style` over every cell of `rect` that is inside the grid, keeping the glyphs.
  public mutating func applyStyle(_ transform: (inout Style) -> Void, in rect: Rect) {
    for y in max(0, rect.minY)..<min(size.height, rect.maxY) {
      for x in max(0, rect.minX)..<min(size.width, rect.maxX) {
        transform(&cells[y * size.width + x].style)
      }
    }
  }

  /// Fills `rect` with blank cells of `style`.
  public mutating func fill(_ rect: Rect, style: Style = .plain) {
    for y in max(0, rect.minY)..<min(size.height, rect.maxY) {
      for x in max(0, rect.minX)..<min(size.width, rect.maxX) {
        setCell(Cell.blank(style), x: x, y: y)
      }
    }
  }

  /// Copies `other` onto this grid with its top-left corner at `origin`, clipping at the edges.
  public mutating func draw(_ other: Grid, at origin: Point) {
    for y in 0..<other.height {
      for x in 0..<other.width {
        let cell = other[x, y]
        guard !cell.isContinuation else { continue }
        let target = Point(x: origin.x + x, y: origin.y + y)
        guard contains(x: target.x, y: target.y) else { continue }
        if cell.width == 2 {
          if target.x + 1 < size.width {
            setCell(cell, x: target.x, y: target.y)
            setCell(Cell(text: "", width: 0, style: cell.style), x: target.x + 1, y: target.y)
          } else {
            setCell(Cell.blank(cell.style), x: target.x, y: target.y)
          }
        } else {
          setCell(cell, x: target.x, y: target.y)
        }
      }
    }
  }

  /// The glyphs of row `y` as a string (continuations skipped), styles dropped.
  public func rowText(_ y: Int) -> String {
    var line = ""
    for x in 0..<size.width where !self[x, y].isContinuation {
      line += self[x, y].text
    }
    return line
  }

  /// All rows as plain text, one per line.
  public var plainText: String { (0..<size.height).map(rowText).joined(separator: "\n") }

  /// Sets a cell, blanking the other half of any wide cluster it overwrites.
  private mutating func setCell(_ cell: Cell, x: Int, y: Int) {
    let index = y * size.width + x
    let old = cells[index]
    if old.width == 2, x + 1 < size.width {
      cells[index + 1] = Cell.blank(cells[index + 1].style)
    } else if old.isContinuation, x > 0 {
      cells[index - 1] = Cell.blank(cells[index - 1].style)
    }
    cells[index] = cell
  }
}
