import IsletCanvas
import IsletModel

/// A snapshot file's text written as UTF-8 into one buffer, in file order. A snapshot is
/// thousands of short pieces (a hundred cells a row, a hundred style runs): each piece is
/// written with the room for it reserved first, so a byte costs a store, not an array append.
/// `SnapshotDocument.utf8Text` writes a document with it;
/// `SnapshotDocument.utf8Text(header:grid:findings:includeStyles:)` writes a rendered grid's
/// rows and style runs straight from its cells.
struct SnapshotFileText: ~Copyable {
  private var start: UnsafeMutablePointer<UInt8>
  private var capacity: Int
  private var count = 0
  private let width: Int
  /// The styles met so far, each with where its part of a run line sits in `attributeBytes`
  /// (a sheet has a handful of styles in hundreds of runs): made once per style, found by
  /// comparing words.
  private var attributeTexts: [(bits: UInt64, start: Int, count: Int)] = []
  private var attributeBytes: [UInt8] = []
  private var hasStyleRuns = false

  /// Starts the file: the magic line, the header fields, a blank line and the grid frame's top
  /// edge, `width` cells across; `rows` (the grid's height) and `extraLines` (style runs and
  /// findings, when known) only size the buffer.
  init(formatVersion: Int, header: [(key: String, value: String)], width: Int, rows: Int, extraLines: Int = 0)
  {
    self.width = width
    capacity = 256 + (rows + 2) * (3 * width + 8) + extraLines * 48
    start = .allocate(capacity: capacity)
    line(SnapshotHeader.magicLine(version: formatVersion))
    for field in header {
      put(field.key)
      put(": ")
      line(field.value)
    }
    line("")
    frame(SnapshotDocument.topLeft, SnapshotDocument.topRight)
  }

  deinit { start.deallocate() }

  /// The file's bytes.
  consuming func finish() -> [UInt8] {
    [UInt8](unsafeUninitializedCapacity: count) { bytes, initialized in
      bytes.baseAddress!.initialize(from: start, count: count)
      initialized = count
    }
  }

  /// Makes room for `extra` more bytes.
  @inline(__always)
  private mutating func reserve(_ extra: Int) {
    if extra > capacity - count { grow(by: extra) }
  }

  private mutating func grow(by extra: Int) {
    let grown = max(2 * capacity, count + extra)
    let moved = UnsafeMutablePointer<UInt8>.allocate(capacity: grown)
    moved.initialize(from: start, count: count)
    start.deallocate()
    (start, capacity) = (moved, grown)
  }

  private mutating func put(_ piece: UnsafeBufferPointer<UInt8>) {
    guard let base = piece.baseAddress else { return }
    reserve(piece.count)
    (start + count).initialize(from: base, count: piece.count)
    count += piece.count
  }

  /// A string's bytes, copied from its contiguous storage.
  private mutating func put(_ piece: String) {
    var piece = piece
    piece.withUTF8 { put($0) }
  }

  @inline(__always)
  private mutating func put(byte: UInt8) {
    reserve(1)
    start[count] = byte
    count += 1
  }

  private mutating func line(_ text: String) {
    put(text)
    put(byte: UInt8(ascii: "\n"))
  }

  private mutating func frame(_ left: String, _ right: String) {
    put(left)
    let horizontal = Array(SnapshotDocument.horizontal.utf8)
    reserve(horizontal.count * width)
    for _ in 0..<width {
      for byte in horizontal {
        start[count] = byte
        count += 1
      }
    }
    line(right)
  }

  /// One grid row inside the frame, already escaped.
  mutating func row(_ text: String) {
    put(SnapshotDocument.vertical)
    put(text)
    line(SnapshotDocument.vertical)
  }

  /// Row `y` of `grid` inside the frame, escaped as `SnapshotDocument.escapedRows(of:)` escapes
  /// it, cell by cell. Cells that are empty or one scalar that escaping keeps (nearly every
  /// cell: ASCII, box drawing, `·`, `×`, `…`, lone pictographs) are written from their stored
  /// scalars; any other cell goes through `TerminalSafe.escape`.
  mutating func row(_ y: Int, of grid: Grid) {
    put(SnapshotDocument.vertical)
    var x = 0
    while x < grid.width {
      // A kept scalar is at most 4 bytes.
      reserve(4 * (grid.width - x))
      let destination = start + count
      var written = 0
      let end = grid.withStoredCells(inRow: y) { cells in
        Self.writeKeptCells(cells, from: x, at: destination, advancing: &written)
      }
      count += written
      if end < grid.width { put(TerminalSafe.escape(grid[end, y].text)) }
      x = end + 1
    }
    line(SnapshotDocument.vertical)
  }

  /// Writes the cells from `start` on while each is empty or a scalar escaping keeps, at
  /// `destination` (room for 4 bytes a cell), adding the bytes written to `count`. Returns
  /// the index of the first cell it did not write (`cells.count` when none).
  private static func writeKeptCells(
    _ cells: UnsafeBufferPointer<Grid.Packed>, from start: Int, at destination: UnsafeMutablePointer<UInt8>,
    advancing count: inout Int
  ) -> Int {
    var written = 0
    defer { count += written }
    for index in start..<cells.count {
      let value = cells[index].glyph
      if value >= 0x20 && value <= 0x7E {
        destination[written] = UInt8(truncatingIfNeeded: value)
        written += 1
      } else if value >= 0x2500 && value <= 0x25BF {
        // Box drawing, block elements, geometric shapes (every frame and bar), without a
        // table lookup.
        written += writeBoxDrawing(value, at: destination + written)
      } else if value == Grid.Packed.empty {
        continue
      } else if let scalar = cells[index].scalar, TerminalSafe.isKeptAlone(value) {
        for byte in scalar.utf8 {
          destination[written] = byte
          written += 1
        }
      } else {
        return index
      }
    }
    return cells.count
  }

  /// A scalar of U+0800–U+FFFF (box drawing) in UTF-8: E0–EF, then two continuation bytes.
  private static func writeBoxDrawing(_ value: UInt32, at destination: UnsafeMutablePointer<UInt8>) -> Int {
    destination[0] = 0xE0 | UInt8(truncatingIfNeeded: value >> 12)
    destination[1] = 0x80 | UInt8(truncatingIfNeeded: (value >> 6) & 0x3F)
    destination[2] = 0x80 | UInt8(truncatingIfNeeded: value & 0x3F)
    return 3
  }

  private static let indent = Array(SnapshotDocument.indent.utf8)

  /// Ends the grid: the frame's bottom edge.
  mutating func endGrid() { frame(SnapshotDocument.bottomLeft, SnapshotDocument.bottomRight) }

  /// One line of the `styles:` section (the section's title before the first).
  mutating func styleRun(row: Int, firstColumn: Int, lastColumn: Int, styleBits: UInt64) {
    if !hasStyleRuns {
      hasStyleRuns = true
      line("")
      line(SnapshotDocument.stylesTitle)
    }
    var style = attributeTexts.endIndex
    for index in attributeTexts.indices where attributeTexts[index].bits == styleBits {
      style = index
      break
    }
    if style == attributeTexts.endIndex {
      let text = SnapshotStyleRun.attributeText(of: Style(bits: styleBits)).utf8
      attributeTexts.append((styleBits, attributeBytes.count, text.count))
      attributeBytes += text
    }
    let attributes = attributeTexts[style]
    reserve(Self.indent.count + SnapshotStyleRun.maximumPositionLength + attributes.count + 1)
    for byte in Self.indent {
      start[count] = byte
      count += 1
    }
    count += SnapshotStyleRun.writePosition(
      row: row, firstColumn: firstColumn, lastColumn: lastColumn, at: start + count)
    let destination = start + count
    attributeBytes.withUnsafeBufferPointer { bytes in
      destination.initialize(from: bytes.baseAddress! + attributes.start, count: attributes.count)
    }
    count += attributes.count
    put(byte: UInt8(ascii: "\n"))
  }

  /// Ends the file: the `findings:` section, `findings: none` when there are none.
  mutating func findings(_ lines: [String]) {
    line("")
    guard !lines.isEmpty else {
      line(SnapshotDocument.noFindingsTitle)
      return
    }
    line(SnapshotDocument.findingsTitle)
    for finding in lines {
      put(SnapshotDocument.indent)
      line(finding)
    }
  }
}
