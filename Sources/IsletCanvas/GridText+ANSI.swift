extension GridText {
  /// The grid with SGR escapes for its styles: rows joined by "\n", each row ending in a reset
  /// when a style is active. Only SGR (`ESC [ … m`) is ever emitted.
  ///
  /// Bold, dim, italic, underline, strikethrough and reverse are always drawn: they carry
  /// meaning (a `.dim` stale label) and NO_COLOR asks only that colours be left out. Colours
  /// are brought down to `depth` (`.none` drops them); `.primary` is the terminal's default.
  public static func ansi(_ grid: Grid, depth: ColorDepth) -> String {
    var rows: [String] = []
    rows.reserveCapacity(grid.height)
    for y in 0..<grid.height {
      var line = ""
      var active = Style.plain
      for x in 0..<grid.width where !grid[x, y].isContinuation {
        let cell = grid[x, y]
        var style = cell.style
        if depth == .none {
          style.foreground = nil
          style.background = nil
        }
        if style != active {
          line += selectGraphicRendition(style, depth: depth)
          active = style
        }
        line += glyph(of: cell)
      }
      if active != .plain { line += selectGraphicRendition(.plain, depth: depth) }
      rows.append(line)
    }
    return rows.joined(separator: "\n")
  }

  /// One SGR sequence that resets and then sets every attribute of `style`.
  static func selectGraphicRendition(_ style: Style, depth: ColorDepth) -> String {
    var parameters = ["0"]
    if style.bold { parameters.append("1") }
    if style.dim { parameters.append("2") }
    if style.italic { parameters.append("3") }
    if style.underline { parameters.append("4") }
    if style.reverse { parameters.append("7") }
    if style.strikethrough { parameters.append("9") }
    if let code = style.foreground.flatMap({ colorParameter($0, depth: depth, background: false) }) {
      parameters.append(code)
    }
    if let code = style.background.flatMap({ colorParameter($0, depth: depth, background: true) }) {
      parameters.append(code)
    }
    return "\u{1B}[" + parameters.joined(separator: ";") + "m"
  }

  /// The SGR colour parameter for `color` at `depth`, or nil for the terminal's default
  /// (`.primary`, or no colour at all).
  static func colorParameter(_ color: StyleColor, depth: ColorDepth, background: Bool) -> String? {
    guard let rgb = color.rgb else { return nil }
    switch depth {
    case .trueColor:
      return (background ? "48;2;" : "38;2;") + "\(rgb.red);\(rgb.green);\(rgb.blue)"
    case .xterm256:
      return (background ? "48;5;" : "38;5;") + String(ColorDepth.xterm256Index(of: rgb))
    case .ansi8:
      return String((background ? 40 : 30) + Int(ColorDepth.ansi8Index(of: rgb)))
    case .none:
      return nil
    }
  }
}
