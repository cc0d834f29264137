import IsletCanvas

/// A horizontal run of cells in one grid row that share a non-plain style, as listed in a
/// snapshot's `styles:` section (`3:0-11 bold fg=orange`: row 3, columns 0 through 11).
///
/// Rows and columns are 0-based cell indices; a wide glyph's two cells are both counted.
public struct SnapshotStyleRun: Hashable, Sendable {
  public var row: Int
  public var firstColumn: Int
  public var lastColumn: Int
  public var style: Style

  public init(row: Int, firstColumn: Int, lastColumn: Int, style: Style) {
    self.row = row
    self.firstColumn = firstColumn
    self.lastColumn = lastColumn
    self.style = style
  }

  /// The runs of every non-plain style in `grid`, row by row, left to right.
  public static func runs(in grid: Grid) -> [SnapshotStyleRun] {
    var runs: [SnapshotStyleRun] = []
    forEachRun(in: grid) { row, first, last, bits in
      runs.append(SnapshotStyleRun(row: row, firstColumn: first, lastColumn: last, style: Style(bits: bits)))
    }
    return runs
  }

  /// Calls `body` with the row, the first and last column and the style's word of each run
  /// of a non-plain style in `grid`, in the order of `runs(in:)`, without building the runs.
  static func forEachRun(in grid: Grid, _ body: (Int, Int, Int, UInt64) -> Void) {
    for y in 0..<grid.height {
      grid.withStoredCells(inRow: y) { cells in
        var x = 0
        while x < cells.count {
          // Compared as their indices in the grid's styles: each style is there once.
          let index = cells[x].styleIndex
          var end = x
          while end + 1 < cells.count, cells[end + 1].styleIndex == index { end += 1 }
          let bits = grid.style(of: cells[x]).bits
          if bits != Style.plain.bits { body(y, x, end, bits) }
          x = end + 1
        }
      }
    }
  }

  /// The line form, e.g. `3:0-11 bold fg=orange`.
  public var text: String {
    var position = [UInt8](repeating: 0, count: Self.maximumPositionLength)
    let length = position.withUnsafeMutableBufferPointer {
      Self.writePosition(row: row, firstColumn: firstColumn, lastColumn: lastColumn, at: $0.baseAddress!)
    }
    return String(decoding: position[..<length], as: UTF8.self) + Self.attributeText(of: style)
  }

  /// The most bytes `writePosition` writes: three numbers of up to 20 characters, their
  /// separators and the space after them.
  static let maximumPositionLength = 3 * 20 + 3

  /// Writes the start of a run's line form (`3:0-11 `, the attributes follow) at
  /// `destination`, which has room for `maximumPositionLength` bytes; returns how many it wrote.
  static func writePosition(
    row: Int, firstColumn: Int, lastColumn: Int, at destination: UnsafeMutablePointer<UInt8>
  ) -> Int {
    var written = writeDecimal(row, at: destination)
    destination[written] = UInt8(ascii: ":")
    written += 1
    written += writeDecimal(firstColumn, at: destination + written)
    destination[written] = UInt8(ascii: "-")
    written += 1
    written += writeDecimal(lastColumn, at: destination + written)
    destination[written] = UInt8(ascii: " ")
    return written + 1
  }

  /// Writes `value` in decimal ASCII, as `String(value)` writes it; returns how many bytes.
  private static func writeDecimal(_ value: Int, at destination: UnsafeMutablePointer<UInt8>) -> Int {
    var written = 0
    if value < 0 {
      destination[0] = UInt8(ascii: "-")
      written = 1
    }
    let magnitude = value.magnitude
    var place: UInt = 1
    while place <= magnitude / 10 { place *= 10 }
    repeat {
      destination[written] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: magnitude / place % 10)
      written += 1
      place /= 10
    } while place > 0
    return written
  }

  /// The style's part of the line form: its attributes, separated by spaces.
  static func attributeText(of style: Style) -> String { attributes(of: style).joined(separator: " ") }

  /// Parses the line form; nil when it is not one.
  public init?(text: String) {
    let parts = text.split(separator: " ")
    guard let place = parts.first else { return nil }
    let position = place.split(separator: ":")
    guard position.count == 2, let row = Int(position[0]) else { return nil }
    let columns = position[1].split(separator: "-")
    guard columns.count == 2, let first = Int(columns[0]), let last = Int(columns[1]), row >= 0, first >= 0,
      last >= first
    else { return nil }
    var style = Style.plain
    for attribute in parts.dropFirst() {
      guard SnapshotStyleRun.apply(String(attribute), to: &style) else { return nil }
    }
    guard style != .plain else { return nil }
    self.init(row: row, firstColumn: first, lastColumn: last, style: style)
  }

  /// The style's attributes in a fixed order: flags, then `fg=`, then `bg=` (a system colour's
  /// name or `#RRGGBB`).
  private static func attributes(of style: Style) -> [String] {
    var names = flagBits.filter { style.bits & $0.bits != 0 }.map(\.name)
    if let foreground = style.foreground { names.append("fg=\(foreground.text)") }
    if let background = style.background { names.append("bg=\(background.text)") }
    return names
  }

  /// Sets one attribute on `style`; false when it is unknown.
  private static func apply(_ attribute: String, to style: inout Style) -> Bool {
    if let flag = flags.first(where: { $0.name == attribute }) {
      style[keyPath: flag.path] = true
      return true
    }
    let pair = attribute.split(separator: "=", maxSplits: 1)
    guard pair.count == 2, let color = StyleColor(text: String(pair[1])) else { return false }
    switch pair[0] {
    case "fg": style.foreground = color
    case "bg": style.background = color
    default: return false
    }
    return true
  }

  private static let flags: [(name: String, path: WritableKeyPath<Style, Bool> & Sendable)] = [
    ("bold", \.bold), ("dim", \.dim), ("italic", \.italic), ("underline", \.underline),
    ("reverse", \.reverse), ("strikethrough", \.strikethrough),
  ]

  /// Each flag's name with its bit in `Style.bits`, for reading a style without key paths.
  private static let flagBits: [(name: String, bits: UInt64)] = flags.map { flag in
    var style = Style.plain
    style[keyPath: flag.path] = true
    return (flag.name, style.bits)
  }
}
