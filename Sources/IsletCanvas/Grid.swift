import IsletModel

/// A rectangle of cells: the output of every renderer, before any front end.
///
/// The grid keeps the wide-glyph invariants a terminal needs: a 2-cell cluster owns its cell
/// and the next; writing over either half blanks the other half; a 2-cell cluster never starts
/// in the last column (a blank is written instead). Writes outside the grid are ignored.
///
/// Cells are stored compactly (`Packed`, one word): a one-scalar cluster inline, anything else
/// (clusters of several scalars, unusual widths) in a side table, and the style as its index in
/// the grid's table of styles (a sheet uses a handful), so filling, copying and freeing a grid
/// is plain memory work. Reading `grid[x, y]` rebuilds the `Cell`.
public struct Grid: Hashable, Sendable {
  public private(set) var size: Size
  private var cells: [Packed]
  /// The cells `Packed` cannot hold inline, by `Packed.glyph - Packed.firstComposite`.
  private var composites: [Composite] = []
  /// Where each composite sits in `composites`, so a repeated cluster is stored once.
  private var compositeIndex: [Composite: UInt32] = [:]
  /// The styles of the cells, by `Packed.styleIndex`, each once (so two cells of one grid have
  /// the same style exactly when they have the same index), `.plain` first: a blank grid's
  /// cells need no look-up. Room for a linear search's worth from the start (grown from one,
  /// the table was allocated four times a sheet).
  private var styles = Grid.plainFirst()
  /// Where each style sits in `styles`, once there are more than a linear search pays for
  /// (`styleLimitForSearch`); empty until then.
  private var styleIndex: [Style: UInt32] = [:]
  /// The styles looked up lately and their `Packed` fields: writers write runs of one style,
  /// switching among a handful.
  private var recentStyles = RecentStyles()
  /// How many styles `styles` may hold: `Packed.styleCapacity`, smaller only in tests of what
  /// happens when it is full.
  private let styleCapacity: Int

  public init(size: Size, fill: Cell) {
    self.size = Size(width: max(0, size.width), height: max(0, size.height))
    styleCapacity = Packed.styleCapacity
    cells = []
    let packed = pack(fill)
    cells = Self.repeated(packed, count: self.size.width * self.size.height)
  }

  /// A grid of blank cells, packed as they are (`pack` would read the blank's text).
  public init(size: Size) {
    self.init(size: size, styleCapacity: Packed.styleCapacity)
  }

  /// A grid of blank cells whose table holds at most `styleCapacity` styles (at least 2: the
  /// plain style and one more), for tests of a full table.
  package init(size: Size, styleCapacity: Int) {
    self.size = Size(width: max(0, size.width), height: max(0, size.height))
    self.styleCapacity = min(Packed.styleCapacity, max(2, styleCapacity))
    cells = Self.repeated(.blank(Packed.plainField), count: self.size.width * self.size.height)
  }

  /// A table of styles holding `.plain`, with room for `styleLimitForSearch`. (Reserved:
  /// `Array(unsafeUninitializedCapacity:)` allocates through an unspecialized call that looks
  /// the storage's type up at run time, ~750 instructions.)
  private static func plainFirst() -> [Style] {
    var styles: [Style] = []
    styles.reserveCapacity(styleLimitForSearch)
    styles.append(Style(bits: 0))
    return styles
  }

  /// `count` copies of `cell` (a sheet's grid is thousands of cells, all filled before anything
  /// is drawn), allocated and written at once (`RepeatedCell`).
  private static func repeated(_ cell: Packed, count: Int) -> [Packed] {
    var cells: [Packed] = []
    cells.append(contentsOf: RepeatedCell(cell: cell, count: count))
    return cells
  }

  /// Writes `cell` into `run` of `cells` (cells are plain values: writing one initializes it),
  /// two cells a store (a 16-byte word pair), where a plain loop stores one. Whole blocks of 32
  /// stores (64 cells) first, 32 stores in a row: the compiler's own unrolling stored four
  /// cells a turn of its loop, and a sheet's grid, thousands of cells, is all filled blank
  /// first. Two blocks a turn while they last: one loop of 64 stores was not unrolled. The
  /// rest (a border's side, a pill: most runs are shorter than a block) eight cells a turn,
  /// the last turn ending at the run's end over cells already written: every cell is the same,
  /// so stores may overlap, and no run needs a loop of single pairs and a last odd cell.
  static func store(_ cell: Packed, in cells: UnsafeMutableBufferPointer<Packed>, _ run: Range<Int>) {
    guard let base = cells.baseAddress else { return }
    let pair = SIMD2(repeating: cell.word)
    let block = 32
    /// Stores `block` pairs from cell `index`.
    @inline(__always) func storeBlock(at index: Int) {
      let raw = UnsafeMutableRawPointer(base + index)
      for offset in 0..<block {
        raw.storeBytes(of: pair, toByteOffset: offset &* 16, as: SIMD2<UInt64>.self)
      }
    }
    var index = run.lowerBound
    let end = run.upperBound
    while end &- index >= 4 &* block {
      storeBlock(at: index)
      storeBlock(at: index &+ 2 &* block)
      index &+= 4 &* block
    }
    if end &- index >= 2 &* block {
      storeBlock(at: index)
      index &+= 2 &* block
    }
    let raw = UnsafeMutableRawPointer(base)
    @inline(__always) func storePair(at index: Int) {
      raw.storeBytes(of: pair, toByteOffset: index &* 8, as: SIMD2<UInt64>.self)
    }
    let rest = index
    forEachPair(covering: end &- rest) {
      storePair(at: rest &+ $0)
    } single: {
      base[rest] = cell
    }
  }

  /// Calls `pair` with the first of each two cells of `count` that a 16-byte access covers, so
  /// that together they cover all of them: eight cells a turn, the last turn ending at the end
  /// over cells already covered (a cell may be visited twice: `store` and `copyCells` write it the
  /// same both times, where a loop of single pairs and a last odd cell cost more); `single`
  /// when `count` is 1.
  @inline(__always)
  private static func forEachPair(covering count: Int, _ pair: (Int) -> Void, single: () -> Void) {
    switch count {
    case 8...:
      var index = 0
      while count &- index > 8 {
        for offset in stride(from: 0, to: 8, by: 2) { pair(index &+ offset) }
        index &+= 8
      }
      for offset in stride(from: 0, to: 8, by: 2) { pair(count &- 8 &+ offset) }
    case 4..<8:
      pair(0)
      pair(2)
      pair(count &- 4)
      pair(count &- 2)
    case 2..<4:
      pair(0)
      pair(count &- 2)
    case 1:
      single()
    default:
      break
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
    return styles[cells[y * size.width + x].styleIndex]
  }

  /// The style of `cell`, one of this grid's (`withStoredCells`). Cells of one grid have the
  /// same style exactly when they have the same `Packed.styleIndex`.
  package func style(of cell: Packed) -> Style { styles[cell.styleIndex] }

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
    let field = styleField(style)
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
          cells[row &+ column &+ run] = Packed(glyph: UInt32(text[index &+ run]), width: 1, styleField: field)
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
          cells[row + column] = Packed(glyph: value, width: 1, styleField: field)
          column += 1
        default:
          if column + 1 < rowEnd {
            cells[row + column] = Packed(glyph: value, width: 2, styleField: field)
            cells[row + column + 1] = Packed(glyph: Packed.empty, width: 0, styleField: field)
            column += 2
          } else {
            cells[row + column] = Packed(glyph: 0x20, width: 1, styleField: field)
            column += 1
          }
        }
      }
      return column - x
    }
  }

  /// Writes line `line` of `lines` from (x, y), as `write(standaloneScalarsOfUTF8:width:x:y:style:)`
  /// writes the text it was packed from (`GridTests` compares them at every column): its cells
  /// copied in one go with this grid's index of the line's style, as far as the right edge,
  /// where a wide scalar cut in two leaves a blank of its style. Nothing is written when it
  /// starts outside the grid.
  package mutating func write(_ line: Range<Int>, of lines: borrowing PackedLines, x: Int, y: Int) {
    // `size.width &- x` cannot overflow once `x` is at least 0 (`x + line.count` was checked).
    guard x >= 0, x < size.width, y >= 0, y < size.height, !line.isEmpty else { return }
    // Inside the grid, so the indices cannot overflow, nor can those below, inside the row.
    let copied = min(line.count, size.width &- x)
    let (start, rowEnd) = (y &* size.width &+ x, y &* size.width &+ size.width)
    let (last, next) = (start &+ copied &- 1, start &+ copied)
    let field = styleField(lines.style(of: line))
    lines.withCells(of: line) { source in
      cells.withUnsafeMutableBufferPointer { cells in
        // As `put` would: a wide cluster wholly inside the cells covered is overwritten whole,
        // so only one cut by their ends leaves a blank outside them.
        if cells[start].isContinuation, x > 0 { cells[start &- 1].blank() }
        if cells[last].width == 2, next < rowEnd { cells[next].blank() }
        // A packed line's cells hold no style (`PackedLines`): the field is added as they are copied.
        Self.copyCells(
          copied, from: UnsafeRawPointer(source.baseAddress!), to: cells.baseAddress! + start, keeping: .max,
          adding: field)
        if copied < line.count, cells[last].width == 2 { cells[last].blank() }
      }
    }
  }

  /// Copies `count` words from `source` to `target` (apart) as cells: each word's `kept` bits
  /// with `field` added, two a 16-byte load and store, as `store` fills (`forEachPair`: copied
  /// again, a cell is written as it was). The words are a packed line's cells, which hold no
  /// style (all their bits kept), or one-cell clusters (`oneCellClusterBits`). The compiler's
  /// own loop copied four cells a turn and the rest (a line's last one to three) one by one.
  @inline(__always)
  private static func copyCells(
    _ count: Int, from source: UnsafeRawPointer, to target: UnsafeMutablePointer<Packed>,
    keeping kept: UInt64, adding field: UInt64
  ) {
    let to = UnsafeMutableRawPointer(target)
    let (fields, keptBits) = (SIMD2(repeating: field), SIMD2(repeating: kept))
    @inline(__always) func copyPair(at index: Int) {
      let pair = source.loadUnaligned(fromByteOffset: index &* 8, as: SIMD2<UInt64>.self)
      to.storeBytes(of: pair & keptBits | fields, toByteOffset: index &* 8, as: SIMD2<UInt64>.self)
    }
    forEachPair(covering: count) {
      copyPair(at: $0)
    } single: {
      target.pointee.word = source.loadUnaligned(as: UInt64.self) & kept | field
    }
  }

  /// The bits of a one-cell cluster's word that are its cell's: its scalar and its width (a
  /// cluster's first five bytes are its cell's, its scalar and then its width, 1: the cell's
  /// layout, `GridTests` checks it).
  static var oneCellClusterBits: UInt64 { 0xFF_FFFF_FFFF }

  /// Writes the clusters `range` of `text` (`width` cells in all) from (x, y) in one go, as
  /// `put` would one by one, and returns true — when they lie wholly inside the grid and each
  /// is one scalar. Otherwise writes nothing and returns false.
  package mutating func writeRun(
    _ text: MeasuredText, _ range: Range<Int>, width: Int, x: Int, y: Int, style: Style
  ) -> Bool {
    // `size.width &- x` cannot overflow once `x` is at least 0 (`x + width` would trap on an
    // absurd width instead of refusing it).
    guard x >= 0, y >= 0, y < size.height, width <= size.width &- x else { return false }
    // Inside the grid, so its index cannot overflow, nor can the indices and columns below,
    // which stay inside the row (a sheet draws ~24 runs).
    let start = y &* size.width &+ x
    let rowWidth = size.width
    let field = styleField(style)
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
          if cells[start].isContinuation, x > 0 { cells[start &- 1].blank() }
          if cells[start &+ width &- 1].width == 2, x &+ width < rowWidth { cells[start &+ width].blank() }
        }
        // The clusters are read unchecked: a run of clusters the text has.
        guard range.lowerBound >= 0, range.upperBound <= clusters.count else { return false }
        if text.isOneCellEach {
          // Each cluster one scalar, one cell, never a composite: a plain copy, unchecked, of
          // `width` cells.
          guard range.count == width else { return false }
          blankCutClusters()
          // (No cells or no clusters: an empty run, nothing to copy.)
          guard let target = cells.baseAddress, let source = clusters.baseAddress else { return true }
          Self.copyCells(
            range.count, from: UnsafeRawPointer(source + range.lowerBound), to: target + start,
            keeping: Self.oneCellClusterBits, adding: field)
          return true
        }
        if text.hasComposites {
          for position in range where clusters[position].scalar == composite { return false }
        }
        blankCutClusters()
        var index = start
        for position in range where clusters[position].width > 0 {
          let cluster = clusters[position]
          cells[index] = Packed(glyph: cluster.scalar, width: cluster.width, styleField: field)
          if cluster.width == 2 {
            cells[index + 1] = Packed(glyph: Packed.empty, width: 0, styleField: field)
          }
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
        var style = styles[cells[y * size.width + x].styleIndex]
        transform(&style)
        // Looked up before the cell is read again: a full table is compacted by the look-up.
        let field = styleField(style)
        cells[y * size.width + x].styleField = field
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
    let cell = Packed(glyph: scalar.value, width: 1, styleField: styleField(style))
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
    let field = styleField(style)
    let (line, side) = (
      Packed(glyph: horizontal.value, width: 1, styleField: field),
      Packed(glyph: vertical.value, width: 1, styleField: field)
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
        cells[y &* width &+ left] = Packed(glyph: leftCorner.value, width: 1, styleField: line.styleField)
        cells[y &* width &+ right] = Packed(glyph: rightCorner.value, width: 1, styleField: line.styleField)
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
        Packed(glyph: scalar.value, width: 1, styleField: line.styleField), x: x, y: y, in: cells,
        width: width, height: height)
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
    let field = styleField(style)
    let (leftCell, rightCell) = (
      Packed(glyph: left.value, width: 1, styleField: field),
      Packed(glyph: right.value, width: 1, styleField: field)
    )
    cells.withUnsafeMutableBufferPointer { cells in
      Self.setSides(left: leftCell, right: rightCell, of: rect, in: cells, width: width, height: height)
    }
  }

  /// `sides(of:left:right:style:)` on the cells' buffer. The cells are distinct, so the order
  /// they are written in changes nothing. (Always inlined into `border` and `sides`: with their
  /// style look-ups they grew past the optimizer's limit, and the call cost +0.7 K
  /// instructions a sheet.)
  @inline(__always)
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
    // Most cells overwritten are one cell wide: a wide cluster's half (width 2 or 0) found by
    // one test, then told apart.
    if cells[index].isHalfOfWideCluster {
      if cells[index].width == 2, x &+ 1 < width {
        cells[index &+ 1].blank()
      } else if cells[index].isContinuation, x > 0 {
        cells[index &- 1].blank()
      }
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
        let field = styleField(other.style(of: cell))
        cell.styleField = field
        if cell.width == 2 {
          if target.x + 1 < size.width {
            setCell(cell, x: target.x, y: target.y)
            setCell(.continuation(field), x: target.x + 1, y: target.y)
          } else {
            setCell(.blank(field), x: target.x, y: target.y)
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

  /// Cells are equal as `Cell`s: the same cluster (by `String` equality), width and style,
  /// however each grid numbered its styles and composites.
  public static func == (left: Grid, right: Grid) -> Bool {
    guard left.size == right.size else { return false }
    let glyphAndWidth = ~Packed.styleMask
    for index in left.cells.indices {
      let (a, b) = (left.cells[index], right.cells[index])
      if a.word & glyphAndWidth == b.word & glyphAndWidth, a.glyph < Packed.firstComposite,
        left.style(of: a) == right.style(of: b)
      {
        continue
      }
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
    let field = styleField(style)
    return cells.withUnsafeMutableBufferPointer { cells in
      if width == 2 && x == columns - 1 {
        Self.set(.blank(field), at: index, x: x, in: cells, width: columns)
        return 1
      }
      let cell = Packed(glyph: glyph, width: Int8(clamping: width), styleField: field)
      Self.set(cell, at: index, x: x, in: cells, width: columns)
      if width == 2 {
        Self.set(.continuation(field), at: index &+ 1, x: x &+ 1, in: cells, width: columns)
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
    let field = styleField(cell.style)
    let scalars = cell.text.unicodeScalars
    if Int(width) == cell.width {
      if scalars.isEmpty { return Packed(glyph: Packed.empty, width: width, styleField: field) }
      if scalars.index(after: scalars.startIndex) == scalars.endIndex {
        return Packed(glyph: scalars[scalars.startIndex].value, width: width, styleField: field)
      }
    }
    return Packed(
      glyph: intern(Composite(text: cell.text, width: cell.width)), width: width, styleField: field)
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
      return Cell(text: composite.text, width: composite.width, style: style(of: packed))
    }
    return Cell(text: text(packed), width: Int(packed.width), style: style(of: packed))
  }

  /// The field (`Packed.styleField`) of `style` in this grid's table, adding it the first time.
  /// Writers look a style up once a run, not once a cell.
  @inline(__always)
  private mutating func styleField(_ style: Style) -> UInt64 {
    if let field = recentStyles.field(of: style) { return field }
    return lookUp(style)
  }

  /// `styleField(_:)` of a style not among the recent ones: a sheet uses seven, so a table
  /// that small is searched where the writer asks (always inlined: as a call, ~36
  /// instructions a look-up; with the table's other work in the same call, twice that),
  /// anything else left to `indexOrAdd`.
  @inline(__always)
  private mutating func lookUp(_ style: Style) -> UInt64 {
    let found = styles.withUnsafeBufferPointer { styles in
      guard styles.count <= Self.styleLimitForSearch else { return -1 }
      for index in styles.indices where styles[index].bits == style.bits { return index }
      return -1
    }
    let index = found >= 0 ? found : indexOrAdd(style)
    let field = Packed.styleField(index: index)
    recentStyles.remember(style, field: field)
    return field
  }

  /// The index of `style`, when `lookUp` did not find it: from `styleIndex` in a table too
  /// large to search, else added to the table.
  @inline(never)
  private mutating func indexOrAdd(_ style: Style) -> Int {
    if let index = styleIndex[style] { return Int(index) }
    if styles.count == styleCapacity { compactStyles() }
    // Compacted, the table holds `.plain` and the styles of cells, at most one a cell: full
    // again only for a grid of over `Packed.styleCapacity - 2` cells (16,777,214) each in a
    // style of its own, far beyond any grid islet draws (a sheet is some 5,000 cells in a
    // handful of styles).
    precondition(styles.count < styleCapacity, "more than \(styleCapacity) styles in one grid")
    let index = styles.count
    styles.append(style)
    if !styleIndex.isEmpty { styleIndex[style] = UInt32(index) } else { indexStylesWhenTooManyToSearch() }
    return index
  }

  /// Fills the empty `styleIndex` from the table when it holds more than a search pays for.
  private mutating func indexStylesWhenTooManyToSearch() {
    guard styles.count > Self.styleLimitForSearch else { return }
    for (index, style) in styles.enumerated() { styleIndex[style] = UInt32(index) }
  }

  /// The most styles found by a linear search of the table (a sheet's handful); a table of
  /// more is indexed by `styleIndex` (and, looked up there, never searched again).
  private static var styleLimitForSearch: Int { 16 }

  /// Leaves in the table only the styles some cell has, `.plain` still first, and renumbers
  /// the cells: a table full of styles written over is emptied of them.
  private mutating func compactStyles() {
    var renumbered = [UInt32](repeating: .max, count: styles.count)
    var kept = Self.plainFirst()
    renumbered[0] = 0
    for index in cells.indices {
      let old = cells[index].styleIndex
      if renumbered[old] == .max {
        renumbered[old] = UInt32(kept.count)
        kept.append(styles[old])
      }
      cells[index].styleField = Packed.styleField(index: Int(renumbered[old]))
    }
    styles = kept
    styleIndex = [:]
    indexStylesWhenTooManyToSearch()
    recentStyles = RecentStyles()
  }

  /// The text of a stored cell.
  private func text(_ packed: Packed) -> String {
    if let scalar = packed.scalar { return String(scalar) }
    if packed.glyph == Packed.empty { return "" }
    return composites[Int(packed.glyph - Packed.firstComposite)].text
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
