extension GridText {
  /// The colour palette ANSI output maps `NamedColor` to.
  public enum Palette: Hashable, Sendable {
    /// The xterm 256-colour palette (`38;5;N`): the nearest entry to each iOS system colour.
    case xterm256
    /// The 16 basic colours (`30`–`37`, `90`–`97`), for terminals without 256 colours.
    case basic
  }

  /// The grid with SGR escapes for its styles: rows joined by "\n", each row ending in a reset
  /// when a style is active. Only SGR (`ESC [ … m`) is ever emitted.
  ///
  /// Bold, dim, italic, underline and reverse are always drawn: they carry meaning (a `.dim`
  /// stale label) and NO_COLOR asks only that colours be left out. With `colors` false the
  /// foreground and background colours are dropped; `.primary` is the terminal's default colour.
  public static func ansi(_ grid: Grid, colors: Bool, palette: Palette = .xterm256) -> String {
    var rows: [String] = []
    rows.reserveCapacity(grid.height)
    for y in 0..<grid.height {
      var line = ""
      var active = Style.plain
      for x in 0..<grid.width where !grid[x, y].isContinuation {
        let cell = grid[x, y]
        var style = cell.style
        if !colors {
          style.foreground = nil
          style.background = nil
        }
        if style != active {
          line += selectGraphicRendition(style, palette: palette)
          active = style
        }
        line += glyph(of: cell)
      }
      if active != .plain { line += selectGraphicRendition(.plain, palette: palette) }
      rows.append(line)
    }
    return rows.joined(separator: "\n")
  }

  /// One SGR sequence that resets and then sets every attribute of `style`.
  static func selectGraphicRendition(_ style: Style, palette: Palette) -> String {
    var parameters = ["0"]
    if style.bold { parameters.append("1") }
    if style.dim { parameters.append("2") }
    if style.italic { parameters.append("3") }
    if style.underline { parameters.append("4") }
    if style.reverse { parameters.append("7") }
    if let color = style.foreground, let code = colorParameter(color, palette: palette, background: false) {
      parameters.append(code)
    }
    if let color = style.background, let code = colorParameter(color, palette: palette, background: true) {
      parameters.append(code)
    }
    return "\u{1B}[" + parameters.joined(separator: ";") + "m"
  }

  /// The SGR colour parameter for `color`, or nil for the terminal's default (`.primary`).
  static func colorParameter(_ color: NamedColor, palette: Palette, background: Bool) -> String? {
    guard let entry = paletteEntry(color) else { return nil }
    switch palette {
    case .xterm256:
      return (background ? "48;5;" : "38;5;") + String(entry.xterm)
    case .basic:
      let base = entry.basic < 8 ? (background ? 40 : 30) : (background ? 100 : 90)
      return String(base + Int(entry.basic % 8))
    }
  }

  /// The palette entries of each colour: the xterm-256 index nearest Apple's light-mode system
  /// colour (RGB in the comment) and a basic colour 0–15. nil means the terminal default.
  private static func paletteEntry(_ color: NamedColor) -> (xterm: UInt8, basic: UInt8)? {
    switch color {
    case .primary: nil
    case .secondary: (245, 8)  // secondaryLabel ≈ gray, bright black
    case .black: (16, 0)
    case .white: (231, 15)
    case .gray: (245, 8)  // 142 142 147
    case .red: (203, 1)  // 255 59 48
    case .orange: (208, 3)  // 255 149 0
    case .yellow: (220, 11)  // 255 204 0
    case .green: (77, 2)  // 52 199 89
    case .mint: (43, 10)  // 0 199 190
    case .teal: (38, 6)  // 48 176 199
    case .cyan: (39, 14)  // 50 173 230
    case .blue: (33, 4)  // 0 122 255
    case .indigo: (62, 12)  // 88 86 214
    case .purple: (134, 5)  // 175 82 222
    case .pink: (197, 13)  // 255 45 85
    case .brown: (137, 3)  // 162 132 94
    }
  }
}
