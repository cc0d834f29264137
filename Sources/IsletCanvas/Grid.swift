import IsletModel

/// A rectangle of cells: the output of every renderer, before any front end.
///
/// The grid keeps the wide-glyph invariants a terminal needs: a 2-cell cluster owns its cell
/// and the next; writing over either half blanks the other half; a 2-cell cluster never starts
/// in the last column (a blank is written instead). Writes outside the grid are ignored.
///
/// Cells are stored compactly (`Packed`): a one-scalar cluster inline, anything else (clusters
/// of several scalars, unusual widths) in a side table, so filling, copying and freeing a grid
/// is plain memory work. Reading `grid[x, y]` rebuilds the `Cell`.
public struct Grid: Hashable, Sendable {
  public private(set) var size: Size
  private var cells: [Packed]
  /// The cells `Packed` cannot hold inline, by `Packed.glyph - Packed.firstComposite`.
  private var composites: [Composite] = []
  /// Where each composite sits in `composites`, so a repeated cluster is stored once.
  private var compositeIndex: [Composite: UInt32] = [:]

  public init(size: Size, fill: Cell) {
    self.size = Size(width: max(0, size.width), height: max(0, size.height))
    cells = []
    let packed = pack(fill)
    cells = Self.repeated(packed, count: self.size.width * self.size.height)
  }

  /// A grid of blank cells, packed as they are (`pack` would read the blank's text).
  public init(size: Size) {
    self.size = Size(width: max(0, size.width), height: max(0, size.height))
    cells = Self.repeated(.blank(.plain), count: self.size.width * self.size.height)
  }

  /// `count` copies of `cell` (a sheet's grid is thousands of cells, all filled before anything
  /// is drawn).
  private static func repeated(_ cell: Packed, count: Int) -> [Packed] {
    Array(unsafeUninitializedCapacity: count) { cells, initialized in
      store(cell, in: cells, 0..<count)
      initialized = count
    }
  }

  /// Writes `cell` into `run` of `cells` (cells are plain values: writing one initializes it),
  /// each as its two words in one store when the layout allows (`Packed.isTwoWords`), where a
  /// plain loop stores its three fields apart. Whole blocks of 32 cells first, 32 stores in a
  /// row: the compiler's own unrolling stored four cells a turn of its loop (1.75 instructions
  /// a cell, 1.2 so), and a sheet's grid, thousands of cells, is all filled blank first (−2.5 K
  /// instructions a sheet). Two blocks a turn while they last (1.1 a cell, −0.5 K): one loop of
  /// 64 stores was not unrolled (+3.5 K).
  private static func store(_ cell: Packed, in cells: UnsafeMutableBufferPointer<Packed>, _ run: Range<Int>) {
    guard Packed.isTwoWords, let base = cells.baseAddress else {
      for index in run { cells[index] = cell }
      return
    }
    let words = cell.words
    let block = 32
    @inline(__always) func storeBlock(at index: Int) {
      let raw = UnsafeMutableRawPointer(base + index)
      for offset in 0..<block {
        raw.storeBytes(of: words, toByteOffset: offset &* 16, as: SIMD2<UInt64>.self)
      }
    }
    var index = run.lowerBound
    while run.upperBound &- index >= 2 &* block {
      storeBlock(at: index)
      storeBlock(at: index &+ block)
      index &+= 2 &* block
    }
    if run.upperBound &- index >= block {
      storeBlock(at: index)
      index &+= block
    }
    let raw = UnsafeMutableRawPointer(base)
    for index in index..<run.upperBound {
      raw.storeBytes(of: words, toByteOffset: index &* 16, as: SIMD2<UInt64>.self)
    }
  }

  public init(width: Int, height: Int) { self.init(size: Size(width: width, height: height)) }

  public var width: Int { size.width }
  public var height: Int { size.height }

  public subscript(x: Int, y: Int) -> Cell {
    precondition(contains(x: x, y: y), "cell (\(x), \(y)) outside \(size)")
    return cell(cells[y * size.width + x])
  }

  public func contains(x: Int, y: Int) -> Bool { x >= 0 && y >= 0 && x < size.width && y < size.height }

  /// The cell's style, without building its text.
  package func style(x: Int, y: Int) -> Style {
    precondition(contains(x: x, y: y), "cell (\(x), \(y)) outside \(size)")
    return cells[y * size.width + x].style
  }

  /// The cell's text when it is one scalar, without building a `String` (nil otherwise: an
  /// empty or continuation cell, or a cluster of several scalars).
  package func scalar(x: Int, y: Int) -> Unicode.Scalar? {
    precondition(contains(x: x, y: y), "cell (\(x), \(y)) outside \(size)")
    return cells[y * size.width + x].scalar
  }

  /// Calls `body` with row `y`'s cells as stored, for readers that visit every cell (a snapshot
  /// file's rows and style runs) without building a `Cell` or checking each position.
  package func withStoredCells<Result>(
    inRow y: Int, _ body: (UnsafeBufferPointer<Packed>) throws -> Result
  ) rethrows -> Result {
    precondition(y >= 0 && y < size.height, "row \(y) outside \(size)")
    return try cells.withUnsafeBufferPointer {
      try body(UnsafeBufferPointer(rebasing: $0[y * size.width..<(y + 1) * size.width]))
    }
  }

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
    // One scalar when its UTF-8 is all the cluster's, read from the bytes (the scalar view's
    // indices are validated at every step) in place: a `String` made of the cluster first
    // retained and released its storage.
    func soleScalar(_ utf8: UnsafeBufferPointer<UInt8>) -> UInt32? {
      let (value, length) = MeasuredText.scalar(in: utf8, at: 0)
      return length == utf8.count ? value : nil
    }
    let scalar =
      cluster.utf8.withContiguousStorageIfAvailable(soleScalar)
      ?? {
        var text = String(cluster)
        return text.withUTF8(soleScalar)
      }()
    if let scalar, width <= Int(Int8.max) {
      return put(glyph: scalar, width: width, x: x, y: y, style: style)
    }
    return put(
      glyph: intern(Composite(text: String(cluster), width: width)), width: width, x: x, y: y, style: style)
  }

  /// Writes one single-scalar cluster (its width measured by the caller). Same rules as
  /// `put(_:x:y:style:)`.
  @discardableResult
  package mutating func put(scalar: Unicode.Scalar, width: Int, x: Int, y: Int, style: Style) -> Int {
    guard width > 0, contains(x: x, y: y) else { return 0 }
    let glyph =
      width <= Int(Int8.max) ? scalar.value : intern(Composite(text: String(scalar), width: width))
    return put(glyph: glyph, width: width, x: x, y: y, style: style)
  }

  /// Writes `text` cluster by cluster from (x, y), stopping at the right edge.
  /// Returns the number of cells advanced.
  @discardableResult
  public mutating func write(_ text: String, x: Int, y: Int, style: Style = .plain) -> Int {
    if let width = DisplayWidth.widthOfStandaloneScalars(text) {
      return write(standaloneScalarsOf: text, width: width, x: x, y: y, style: style)
    }
    var column = x
    for cluster in text {
      guard column < size.width else { break }
      column += put(cluster, x: column, y: y, style: style)
    }
    return column - x
  }

  /// `write(_:x:y:style:)` for a text `width` cells wide whose every scalar stands alone
  /// (`MeasuredText.standsAlone`), so each scalar is a cluster. When it starts inside the grid,
  /// the cells it covers are written in one go.
  @discardableResult
  package mutating func write(
    standaloneScalarsOf text: String, width: Int, x: Int, y: Int, style: Style
  ) -> Int {
    text.utf8.withContiguousStorageIfAvailable {
      write(standaloneScalarsOfUTF8: $0, width: width, x: x, y: y, style: style)
    } ?? 0
  }

  /// `write(standaloneScalarsOf:width:x:y:style:)` for valid UTF-8 bytes (text the sheet
  /// writes without a `String`).
  @discardableResult
  package mutating func write(
    standaloneScalarsOfUTF8 text: UnsafeBufferPointer<UInt8>, width: Int, x: Int, y: Int, style: Style
  ) -> Int {
    var column = x
    let end = min(size.width, x + width)
    guard x >= 0, x < end, y >= 0, y < size.height else {
      _ = MeasuredText.forEachScalar(ofUTF8: text) { value in
        guard column < size.width, let scalar = Unicode.Scalar(value) else { return false }
        column += put(scalar: scalar, width: DisplayWidth.scalarWidth(value), x: column, y: y, style: style)
        return true
      }
      return column - x
    }
    let row = y * size.width
    let rowEnd = size.width
    let bits = style.bits
    return cells.withUnsafeMutableBufferPointer { buffer in
      // Locals, not the (inout) buffer and a captured counter, so the loops keep them in
      // registers. Positions stay inside the row and the text (each loop is bound by both),
      // so their arithmetic cannot overflow.
      let cells = buffer
      // As `put` would write them one by one: a wide cluster wholly inside the cells covered
      // is overwritten whole, so only one cut by their ends leaves a blank outside them.
      if cells[row + x].isContinuation, x > 0 { cells[row + x - 1].blank() }
      if cells[row + end - 1].width == 2, end < rowEnd { cells[row + end].blank() }
      var column = x
      var index = 0
      while index < text.count, column < rowEnd {
        // A run of printable ASCII, most of a sheet's titles, is written a byte at a time, its
        // one bound worked out first: as far as both the text and the row go.
        let room = min(text.count &- index, rowEnd &- column)
        var run = 0
        while run < room, MeasuredText.isPrintableASCII(text[index &+ run]) {
          cells[row &+ column &+ run] = Packed(glyph: UInt32(text[index &+ run]), width: 1, styleBits: bits)
          run &+= 1
        }
        (index, column) = (index &+ run, column &+ run)
        guard run < room else { continue }
        let (value, length) = MeasuredText.scalar(in: text, at: index)
        index += length
        switch DisplayWidth.scalarWidth(value) {
        case 0:
          break
        case 1:
          cells[row + column] = Packed(glyph: value, width: 1, styleBits: bits)
          column += 1
        default:
          if column + 1 < rowEnd {
            cells[row + column] = Packed(glyph: value, width: 2, styleBits: bits)
            cells[row + column + 1] = Packed(glyph: Packed.empty, width: 0, styleBits: bits)
            column += 2
          } else {
            cells[row + column] = Packed(glyph: 0x20, width: 1, styleBits: bits)
            column += 1
          }
        }
      }
      return column - x
    }
  }

  /// Writes line `line` of `lines` from (x, y), as `write(standaloneScalarsOfUTF8:width:x:y:style:)`
  /// writes the text it was packed from (`GridTests` compares them at every column): its cells
  /// copied in one go, as far as the right edge, where a wide scalar cut in two leaves a blank
  /// of its style. Nothing is written when it starts outside the grid.
  package mutating func write(_ line: Range<Int>, of lines: borrowing PackedLines, x: Int, y: Int) {
    let end = min(size.width, x + line.count)
    guard x >= 0, x < end, y >= 0, y < size.height else { return }
    // Inside the grid, so the indices cannot overflow.
    let (start, rowEnd, copied) = (y &* size.width &+ x, y &* size.width &+ size.width, end &- x)
    lines.withCells(of: line) { source in
      cells.withUnsafeMutableBufferPointer { cells in
        // As `put` would: a wide cluster wholly inside the cells covered is overwritten whole,
        // so only one cut by their ends leaves a blank outside them.
        if cells[start].isContinuation, x > 0 { cells[start - 1].blank() }
        if cells[start + copied - 1].width == 2, start + copied < rowEnd { cells[start + copied].blank() }
        (cells.baseAddress! + start).update(from: source.baseAddress!, count: copied)
        if copied < line.count, cells[start + copied - 1].width == 2 { cells[start + copied - 1].blank() }
      }
    }
  }

  /// Writes the clusters `range` of `text` (`width` cells in all) from (x, y) in one go, as
  /// `put` would one by one, and returns true — when they lie wholly inside the grid and each
  /// is one scalar. Otherwise writes nothing and returns false.
  package mutating func writeRun(
    _ text: MeasuredText, _ range: Range<Int>, width: Int, x: Int, y: Int, style: Style
  ) -> Bool {
    guard x >= 0, x + width <= size.width, y >= 0, y < size.height else { return false }
    // Inside the grid, so its index cannot overflow (a sheet draws ~24 runs).
    let start = y &* size.width &+ x
    let rowWidth = size.width
    let bits = style.bits
    let composite = MeasuredText.composite
    // One pass each over the cells and the clusters, under one access to each buffer (the
    // inout one copied, so its address stays in a register).
    return text.clusters.withUnsafeBufferPointer { clusters in
      cells.withUnsafeMutableBufferPointer { buffer in
        let cells = buffer
        // As `put` would: a wide cluster wholly inside the cells covered is overwritten whole,
        // so only one cut by their ends leaves a blank outside them.
        func blankCutClusters() {
          guard width > 0 else { return }
          if cells[start].isContinuation, x > 0 { cells[start - 1].blank() }
          if cells[start + width - 1].width == 2, x + width < rowWidth { cells[start + width].blank() }
        }
        if text.isOneCellEach {
          blankCutClusters()
          // Each cluster one scalar, one cell, never a composite: a plain copy.
          for position in range {
            cells[start &+ position &- range.lowerBound] = Packed(
              glyph: clusters[position].scalar, width: 1, styleBits: bits)
          }
          return true
        }
        if text.hasComposites {
          for position in range where clusters[position].scalar == composite { return false }
        }
        blankCutClusters()
        var index = start
        for position in range where clusters[position].width > 0 {
          let cluster = clusters[position]
          cells[index] = Packed(glyph: cluster.scalar, width: cluster.width, styleBits: bits)
          if cluster.width == 2 { cells[index + 1] = Packed(glyph: Packed.empty, width: 0, styleBits: bits) }
          index += Int(cluster.width)
        }
        return true
      }
    }
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
    fill(rect, with: " ", style: style)
  }

  /// Writes the one-cell scalar `scalar` into every cell of `rect` that is inside the grid, as
  /// `put` would cell by cell, a row at a time (`fillRow`).
  package mutating func fill(_ rect: Rect, with scalar: Unicode.Scalar, style: Style) {
    let (minY, maxY) = (max(0, rect.minY), min(size.height, rect.maxY))
    guard minY < maxY else { return }
    let cell = Packed(glyph: scalar.value, width: 1, style: style)
    let (width, columns) = (size.width, rect.minX..<max(rect.minX, rect.maxX))
    cells.withUnsafeMutableBufferPointer { buffer in
      // A copy of the (inout) buffer, so its address stays in a register from row to row.
      let cells = buffer
      for y in minY..<maxY { Self.fillRow(cell, columns, y: y, in: cells, width: width) }
    }
  }

  /// Draws a border one cell outside `rect` in one-cell scalars, as `put` would cell by cell
  /// (cells outside the grid are skipped): `corners` (top left, top right, bottom left, bottom
  /// right), `horizontal` along the top and the bottom, `vertical` down the sides; the top and
  /// bottom as runs (`fillRow`), all in one access to the cells (a `put` for each corner and a
  /// `fill` for each side cost several times their writes, and a sheet draws nine boxes). Its
  /// cells are distinct, so the order they are written in changes nothing.
  package mutating func border(
    around rect: Rect, corners: (Unicode.Scalar, Unicode.Scalar, Unicode.Scalar, Unicode.Scalar),
    horizontal: Unicode.Scalar, vertical: Unicode.Scalar, style: Style
  ) {
    let (left, right, top, bottom) = (rect.minX - 1, rect.maxX, rect.minY - 1, rect.maxY)
    let (width, height) = (size.width, size.height)
    let (line, side) = (
      Packed(glyph: horizontal.value, width: 1, style: style),
      Packed(glyph: vertical.value, width: 1, style: style)
    )
    cells.withUnsafeMutableBufferPointer { cells in
      // A border wholly inside the grid (every box of a sheet): its top and bottom rows written
      // as runs of the line from corner to corner, the corners then put over their ends. The
      // runs' ends are blanked as the corners' own writes would blank them, and a corner over a
      // one-cell line needs nothing blanked: the cells end as `clippedBorder`'s corners and runs
      // leave them (four checked writes a box fewer).
      guard left >= 0, right < width, top >= 0, bottom < height, left < right, top < bottom else {
        Self.clippedBorder(
          around: rect, corners: corners, line: line, side: side, in: cells, width: width, height: height)
        return
      }
      func edge(_ y: Int, _ leftCorner: Unicode.Scalar, _ rightCorner: Unicode.Scalar) {
        Self.fillRow(line, left..<right &+ 1, y: y, in: cells, width: width)
        cells[y &* width &+ left] = Packed(glyph: leftCorner.value, width: 1, styleBits: line.styleBits)
        cells[y &* width &+ right] = Packed(glyph: rightCorner.value, width: 1, styleBits: line.styleBits)
      }
      edge(top, corners.0, corners.1)
      edge(bottom, corners.2, corners.3)
      Self.setSides(left: side, right: side, of: rect, in: cells, width: width, height: height)
    }
  }

  /// `border(around:corners:horizontal:vertical:style:)` of a border not wholly inside the
  /// grid, cell by cell where it is. Never inlined: kept out of the common case, which the
  /// optimizer otherwise moved out of line whole (a call with its many arguments a box).
  @inline(never)
  private static func clippedBorder(
    around rect: Rect, corners: (Unicode.Scalar, Unicode.Scalar, Unicode.Scalar, Unicode.Scalar),
    line: Packed, side: Packed, in cells: UnsafeMutableBufferPointer<Packed>, width: Int, height: Int
  ) {
    let (left, right, top, bottom) = (rect.minX - 1, rect.maxX, rect.minY - 1, rect.maxY)
    func set(_ scalar: Unicode.Scalar, _ x: Int, _ y: Int) {
      Self.set(
        Packed(glyph: scalar.value, width: 1, styleBits: line.styleBits), x: x, y: y, in: cells, width: width,
        height: height)
    }
    set(corners.0, left, top)
    set(corners.1, right, top)
    set(corners.2, left, bottom)
    set(corners.3, right, bottom)
    let columns = rect.minX..<max(rect.minX, rect.maxX)
    if top >= 0, top < height { fillRow(line, columns, y: top, in: cells, width: width) }
    if bottom >= 0, bottom < height { fillRow(line, columns, y: bottom, in: cells, width: width) }
    setSides(left: side, right: side, of: rect, in: cells, width: width, height: height)
  }

  /// Writes the one-cell scalar `left` in the column left of `rect` and `right` in the column
  /// right of it, on each of its rows, as `put` would (cells outside the grid are skipped), in
  /// one access to the cells.
  package mutating func sides(of rect: Rect, left: Unicode.Scalar, right: Unicode.Scalar, style: Style) {
    let (width, height) = (size.width, size.height)
    let (leftCell, rightCell) = (
      Packed(glyph: left.value, width: 1, style: style), Packed(glyph: right.value, width: 1, style: style)
    )
    cells.withUnsafeMutableBufferPointer { cells in
      Self.setSides(left: leftCell, right: rightCell, of: rect, in: cells, width: width, height: height)
    }
  }

  /// `sides(of:left:right:style:)` on the cells' buffer. The cells are distinct, so the order
  /// they are written in changes nothing.
  private static func setSides(
    left: Packed, right: Packed, of rect: Rect, in cells: UnsafeMutableBufferPointer<Packed>, width: Int,
    height: Int
  ) {
    let first = max(0, rect.minY)
    let rows = first..<max(first, min(height, rect.maxY))
    let (leftX, rightX) = (rect.minX - 1, rect.maxX)
    // Both columns inside the grid, as in every box and pill of a sheet: each row's two cells
    // set without checking their positions again (the check cost as much as the rest).
    guard leftX >= 0, leftX < width, rightX >= 0, rightX < width else {
      for y in rows {
        set(left, x: leftX, y: y, in: cells, width: width, height: height)
        set(right, x: rightX, y: y, in: cells, width: width, height: height)
      }
      return
    }
    for y in rows {
      set(left, at: y &* width &+ leftX, x: leftX, in: cells, width: width)
      set(right, at: y &* width &+ rightX, x: rightX, in: cells, width: width)
    }
  }

  /// Writes the one-cell `cell` into `columns` of row `y` (inside the grid, `width` columns
  /// wide), those inside the grid, as `put` would cell by cell: a wide cluster wholly inside
  /// them is overwritten whole, so only one cut by their ends leaves a blank outside them (the
  /// rule `setCell` keeps). The indices are clipped first, so their arithmetic cannot overflow.
  private static func fillRow(
    _ cell: Packed, _ columns: Range<Int>, y: Int, in cells: UnsafeMutableBufferPointer<Packed>, width: Int
  ) {
    let (minX, maxX) = (max(0, columns.lowerBound), min(width, columns.upperBound))
    guard minX < maxX else { return }
    let run = y &* width &+ minX..<y &* width &+ maxX
    if cells[run.lowerBound].isContinuation, minX > 0 { cells[run.lowerBound - 1].blank() }
    if cells[run.upperBound - 1].width == 2, maxX < width { cells[run.upperBound].blank() }
    store(cell, in: cells, run)
  }

  /// Sets cell (x, y) of `cells` (the grid's, `width` by `height`) when it is inside them,
  /// blanking the other half of any wide cluster it overwrites (`setCell`, for callers that
  /// write several cells in one access). The index is checked first, so its arithmetic cannot
  /// overflow.
  @inline(__always)
  private static func set(
    _ cell: Packed, x: Int, y: Int, in cells: UnsafeMutableBufferPointer<Packed>, width: Int, height: Int
  ) {
    guard x >= 0, y >= 0, x < width, y < height else { return }
    set(cell, at: y &* width &+ x, x: x, in: cells, width: width)
  }

  /// `set(_:x:y:in:width:height:)` of a cell inside the grid: at `index` of `cells`, in column
  /// `x`.
  @inline(__always)
  private static func set(
    _ cell: Packed, at index: Int, x: Int, in cells: UnsafeMutableBufferPointer<Packed>, width: Int
  ) {
    if cells[index].width == 2, x &+ 1 < width {
      cells[index &+ 1].blank()
    } else if cells[index].isContinuation, x > 0 {
      cells[index &- 1].blank()
    }
    cells[index] = cell
  }

  /// Copies `other` onto this grid with its top-left corner at `origin`, clipping at the edges.
  public mutating func draw(_ other: Grid, at origin: Point) {
    for y in 0..<other.height {
      for x in 0..<other.width {
        var cell = other.cells[y * other.width + x]
        guard !cell.isContinuation else { continue }
        let target = Point(x: origin.x + x, y: origin.y + y)
        guard contains(x: target.x, y: target.y) else { continue }
        if cell.glyph >= Packed.firstComposite {
          cell.glyph = intern(other.composites[Int(cell.glyph - Packed.firstComposite)])
        }
        if cell.width == 2 {
          if target.x + 1 < size.width {
            setCell(cell, x: target.x, y: target.y)
            setCell(.continuation(cell.style), x: target.x + 1, y: target.y)
          } else {
            setCell(.blank(cell.style), x: target.x, y: target.y)
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
    for packed in cells[y * size.width..<(y + 1) * size.width] where !packed.isContinuation {
      if let scalar = packed.scalar {
        line.unicodeScalars.append(scalar)
      } else {
        line += text(packed)
      }
    }
    return line
  }

  /// All rows as plain text, one per line.
  public var plainText: String { (0..<size.height).map(rowText).joined(separator: "\n") }

  /// Cells are equal as `Cell`s: the same cluster (by `String` equality), width and style.
  public static func == (left: Grid, right: Grid) -> Bool {
    guard left.size == right.size else { return false }
    for index in left.cells.indices {
      let (a, b) = (left.cells[index], right.cells[index])
      if a == b, a.glyph < Packed.firstComposite { continue }
      guard left.cell(a) == right.cell(b) else { return false }
    }
    return true
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(size)
    for packed in cells { hasher.combine(cell(packed)) }
  }

  /// Writes a measured glyph code (see `Packed`) at (x, y), inside the grid, `width` > 0, in
  /// one access to the cells. Inside the grid, so the cells are set without checking their
  /// positions again (a wide glyph's second half is too: it is not in the last column).
  private mutating func put(glyph: UInt32, width: Int, x: Int, y: Int, style: Style) -> Int {
    let columns = size.width
    let index = y &* columns &+ x
    return cells.withUnsafeMutableBufferPointer { cells in
      if width == 2 && x == columns - 1 {
        Self.set(.blank(style), at: index, x: x, in: cells, width: columns)
        return 1
      }
      let cell = Packed(glyph: glyph, width: Int8(clamping: width), style: style)
      Self.set(cell, at: index, x: x, in: cells, width: columns)
      if width == 2 {
        Self.set(.continuation(style), at: index &+ 1, x: x &+ 1, in: cells, width: columns)
      }
      return width
    }
  }

  /// Sets a cell, blanking the other half of any wide cluster it overwrites.
  private mutating func setCell(_ cell: Packed, x: Int, y: Int) {
    let (width, height) = (size.width, size.height)
    cells.withUnsafeMutableBufferPointer { Self.set(cell, x: x, y: y, in: $0, width: width, height: height) }
  }

  /// `cell` in stored form, its text interned when it is not one scalar.
  private mutating func pack(_ cell: Cell) -> Packed {
    let width = Int8(clamping: cell.width)
    let scalars = cell.text.unicodeScalars
    if Int(width) == cell.width {
      if scalars.isEmpty { return Packed(glyph: Packed.empty, width: width, style: cell.style) }
      if scalars.index(after: scalars.startIndex) == scalars.endIndex {
        return Packed(glyph: scalars[scalars.startIndex].value, width: width, style: cell.style)
      }
    }
    return Packed(
      glyph: intern(Composite(text: cell.text, width: cell.width)), width: width, style: cell.style)
  }

  /// The glyph code of `composite`, adding it to the side table the first time.
  private mutating func intern(_ composite: Composite) -> UInt32 {
    if let index = compositeIndex[composite] { return Packed.firstComposite + index }
    let index = UInt32(composites.count)
    composites.append(composite)
    compositeIndex[composite] = index
    return Packed.firstComposite + index
  }

  /// The public form of a stored cell.
  private func cell(_ packed: Packed) -> Cell {
    if packed.glyph >= Packed.firstComposite {
      let composite = composites[Int(packed.glyph - Packed.firstComposite)]
      return Cell(text: composite.text, width: composite.width, style: packed.style)
    }
    return Cell(text: text(packed), width: Int(packed.width), style: packed.style)
  }

  /// The text of a stored cell.
  private func text(_ packed: Packed) -> String {
    if let scalar = packed.scalar { return String(scalar) }
    if packed.glyph == Packed.empty { return "" }
    return composites[Int(packed.glyph - Packed.firstComposite)].text
  }

  /// A cell as stored: a plain value, so arrays of them copy and free without reference counting.
  ///
  /// `glyph` is a Unicode scalar value for a one-scalar cluster, `empty` for no text, or
  /// `firstComposite + i` for `composites[i]` (whose width then is the exact one; `width` here
  /// is clamped, which keeps 0 and 2 — the values the wide-glyph rules test — exact).
  package struct Packed: Equatable {
    package internal(set) var glyph: UInt32
    var width: Int8
    /// The style's word (`Style.bits`), so that cells copy and compare as integers.
    package internal(set) var styleBits: UInt64

    init(glyph: UInt32, width: Int8, styleBits: UInt64) {
      self.glyph = glyph
      self.width = width
      self.styleBits = styleBits
    }

    init(glyph: UInt32, width: Int8, style: Style) {
      self.init(glyph: glyph, width: width, styleBits: style.bits)
    }

    package var style: Style {
      get { Style(bits: styleBits) }
      set { styleBits = newValue.bits }
    }

    /// Makes the cell a blank, keeping its style.
    mutating func blank() { (glyph, width) = (0x20, 1) }

    /// Whether a cell is stored as two little-endian words, its glyph and width in the first
    /// (bytes 0 and 4) and its style in the second, so `words` writes one whole.
    /// (Computed: the layout is known when compiling, so the test folds away, where a stored
    /// static is looked up through a once-token on every row a fill writes.)
    static var isTwoWords: Bool {
      MemoryLayout<Packed>.stride == 16 && MemoryLayout<Packed>.offset(of: \Packed.glyph) == 0
        && MemoryLayout<Packed>.offset(of: \Packed.width) == 4
        && MemoryLayout<Packed>.offset(of: \Packed.styleBits) == 8 && UInt32(1).littleEndian == 1
    }

    /// The cell's bytes as two words (the padding zero), as `isTwoWords` lays them out.
    var words: SIMD2<UInt64> { SIMD2(UInt64(glyph) | UInt64(UInt8(bitPattern: width)) << 32, styleBits) }

    package static let empty: UInt32 = 0x11_0000
    static let firstComposite: UInt32 = 0x11_0001

    static func blank(_ style: Style) -> Packed { Packed(glyph: 0x20, width: 1, style: style) }
    static func continuation(_ style: Style) -> Packed { Packed(glyph: empty, width: 0, style: style) }

    var isContinuation: Bool { width == 0 }
    package var scalar: Unicode.Scalar? { glyph < Packed.empty ? Unicode.Scalar(glyph) : nil }
  }

  /// A cell text `Packed` cannot hold inline, compared and hashed by its exact scalars (not by
  /// canonical equivalence), so interning never changes a cell's text.
  private struct Composite: Hashable {
    var text: String
    var width: Int

    static func == (left: Composite, right: Composite) -> Bool {
      left.width == right.width && left.text.unicodeScalars.elementsEqual(right.text.unicodeScalars)
    }

    func hash(into hasher: inout Hasher) {
      hasher.combine(width)
      for scalar in text.unicodeScalars { hasher.combine(scalar.value) }
    }
  }
}
