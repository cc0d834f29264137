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
    for y in 0..<grid.height {
      var x = 0
      while x < grid.width {
        let style = grid.style(x: x, y: y)
        var end = x
        while end + 1 < grid.width, grid.style(x: end + 1, y: y) == style { end += 1 }
        if style != .plain {
          runs.append(SnapshotStyleRun(row: y, firstColumn: x, lastColumn: end, style: style))
        }
        x = end + 1
      }
    }
    return runs
  }

  /// The line form, e.g. `3:0-11 bold fg=orange`.
  public var text: String { text(attributes: Self.attributeText(of: style)) }

  /// The line form with the style's part already written by `attributeText(of:)`, for a
  /// writer that meets the same few styles in hundreds of runs.
  func text(attributes: String) -> String { "\(row):\(firstColumn)-\(lastColumn) " + attributes }

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
    var names = flags.filter { style[keyPath: $0.path] }.map(\.name)
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
}
