import IsletModel

/// Lines of text packed into a grid's cells once, in one buffer, each line by its range of
/// cells, so that a grid copies a line in (`Grid.write(_:of:x:y:)`) instead of decoding it.
///
/// Only text whose every scalar stands alone (`MeasuredText.standsAlone`) is packed: each
/// scalar is then a cluster, its cells known without a grid (a cluster of several scalars
/// would be interned in the grid's own side table). A line is as wide as its cells, so packing
/// it measures it too: the sheet packs its titles and labels as it composes them, before the
/// grid they are drawn in exists (its size depends on them), and copies each in once it does.
///
/// A line is in one style, kept whole in the cell before its first (its word the style's
/// `bits`): there is no grid yet to number it, so the line's cells hold no style (their style
/// field is 0) and a grid adds its own index of the style as it copies them.
///
/// The cells are written straight into a buffer the lines own (an array would take each line
/// through a scratch buffer and its generic `append(contentsOf:)`, ~250 instructions a line):
/// so the lines are not copyable, and `Sendable` because nothing else holds their buffer.
package struct PackedLines: ~Copyable, @unchecked Sendable {
  /// `capacity` cells, the first `count` of them packed, each line after the cell of its style
  /// (cells are plain values: writing one initializes it).
  private var cells: UnsafeMutablePointer<Grid.Packed>
  private var capacity: Int
  private var count = 0

  package init(capacity: Int) {
    self.capacity = max(1, capacity)
    cells = .allocate(capacity: self.capacity)
  }

  deinit { cells.deallocate() }

  /// Packs `text` (valid UTF-8) in `style` as a new line, the cells
  /// `Grid.write(standaloneScalarsOfUTF8:width:x:y:style:)` writes for it where it fits: a cell
  /// a scalar, two for a wide one, none for one of width 0. Nil, and nothing added, when one
  /// of its scalars does not stand alone.
  package mutating func append(
    standaloneScalarsOfUTF8 text: UnsafeBufferPointer<UInt8>, style: Style
  ) -> Range<Int>? {
    // A scalar takes at most a cell a byte (one of two bytes is one cell wide, a wide one has
    // three or four), and the line's style one more.
    reserve(text.count &+ 1)
    cells[count] = Grid.Packed(word: style.bits)
    let start = count &+ 1
    var cell = cells + start
    var index = 0
    while index < text.count {
      if MeasuredText.isPrintableASCII(text[index]), let base = text.baseAddress {
        // Printable ASCII, most of a title, is a cell a byte: eight bytes made cells at once
        // while eight are left, the cells of those up to the first that is not printable kept
        // (a run between " · " is short: one at a time, its end cost a test a byte), then one
        // at a time to the run's end. The cells after those kept are written over by the
        // next, or lie past the line: a cell is never further on than its byte, so eight cells
        // from a byte with eight bytes left stay inside the room `reserve` made.
        while index &+ 8 <= text.count {
          let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
          Self.store(eightBytesOf: word, at: cell)
          let printable = DisplayWidth.printableASCIIPrefix(word: word)
          (cell, index) = (cell + printable, index &+ printable)
          guard printable == 8 else { break }
        }
        while index < text.count, MeasuredText.isPrintableASCII(base[index]) {
          Self.store(UInt32(base[index]), width: 1, at: cell)
          (cell, index) = (cell + 1, index &+ 1)
        }
        continue
      }
      // Latin-1's printable half ("·" and "×" in every title): two bytes, a lead of 0xC3, or
      // 0xC2 before 0xA0 and up, a cell each that stands alone (`GridTests` checks the range),
      // read straight from the bytes without decoding the scalar and asking about it.
      let lead = text[index]
      if lead == 0xC3 || lead == 0xC2 && text[index &+ 1] >= 0xA0 {
        let value = UInt32(lead & 0x1F) << 6 | UInt32(text[index &+ 1] & 0x3F)
        Self.store(value, width: 1, at: cell)
        (cell, index) = (cell + 1, index &+ 2)
        continue
      }
      let (value, length) = MeasuredText.scalar(in: text, at: index)
      index &+= length
      // Dashes, quotes, bullets and the ellipsis ("–" in every budget's range of heights) are
      // a cell each and stand alone (`GridTests` checks the range against `DisplayWidth` and
      // `MeasuredText`): their width, past the Latin-1 block `DisplayWidth` answers at once,
      // took two binary searches of its tables, ~280 instructions a scalar.
      if Self.punctuation.contains(value) {
        Self.store(value, width: 1, at: cell)
        cell += 1
        continue
      }
      guard MeasuredText.standsAlone(value) else { return nil }
      switch DisplayWidth.scalarWidth(value) {
      case 0:
        break
      case 1:
        Self.store(value, width: 1, at: cell)
        cell += 1
      default:
        Self.store(value, width: 2, at: cell)
        Self.store(Grid.Packed.empty, width: 0, at: cell + 1)
        cell += 2
      }
    }
    count = cell - cells
    return start..<count
  }

  /// General Punctuation's dashes to its ellipsis and hyphenation point (U+2010–U+2027): one
  /// cell each, each a cluster of its own. (Computed: it folds when compiling, where a stored
  /// static is looked up through a once-token.)
  static var punctuation: ClosedRange<UInt32> { 0x2010...0x2027 }

  /// Writes the cell of `glyph` at `cell`, with no style (the line's is kept before it).
  @inline(__always)
  private static func store(_ glyph: UInt32, width: Int8, at cell: UnsafeMutablePointer<Grid.Packed>) {
    cell.pointee = Grid.Packed(glyph: glyph, width: width, styleField: 0)
  }

  /// Writes the cells of the eight bytes of `word` (in memory order), each a one-cell glyph,
  /// from `cell`, with no style: the bytes widened together (one at a time, each was a load, an
  /// "or" and a store).
  @inline(__always)
  private static func store(eightBytesOf word: UInt64, at cell: UnsafeMutablePointer<Grid.Packed>) {
    let bytes = unsafeBitCast(word, to: SIMD8<UInt8>.self)
    let oneCell = SIMD8(repeating: Grid.Packed(glyph: 0, width: 1, styleField: 0).word)
    UnsafeMutableRawPointer(cell).storeBytes(
      of: SIMD8<UInt64>(truncatingIfNeeded: bytes) | oneCell, as: SIMD8<UInt64>.self)
  }

  /// Adds a copy of `other`'s line `line` as a new line.
  package mutating func append(_ line: Range<Int>, of other: borrowing PackedLines) -> Range<Int> {
    reserve(line.count &+ 1)
    (cells + count).initialize(from: other.cells + line.lowerBound - 1, count: line.count + 1)
    count += line.count + 1
    return count - line.count..<count
  }

  /// The style of line `line`.
  func style(of line: Range<Int>) -> Style { Style(bits: cells[line.lowerBound - 1].word) }

  /// Calls `body` with the cells of line `line`.
  func withCells<Result>(of line: Range<Int>, _ body: (UnsafeBufferPointer<Grid.Packed>) -> Result) -> Result
  {
    body(UnsafeBufferPointer(start: cells + line.lowerBound, count: line.count))
  }

  /// Makes room for `extra` cells more. (The test inlined, the growing not: as a call, the
  /// test cost ~18 instructions a line, and a sheet's lines are reserved up front.)
  @inline(__always)
  private mutating func reserve(_ extra: Int) {
    if count + extra > capacity { grow(toHold: extra) }
  }

  /// `reserve(_:)` when the cells are full.
  @inline(never)
  private mutating func grow(toHold extra: Int) {
    let grown = max(2 * capacity, count + extra)
    let moved = UnsafeMutablePointer<Grid.Packed>.allocate(capacity: grown)
    moved.moveInitialize(from: cells, count: count)
    cells.deallocate()
    (cells, capacity) = (moved, grown)
  }
}
