/// How many colours a terminal shows, and how a colour is brought down to them.
public enum ColorDepth: String, Hashable, Sendable, CaseIterable {
  /// 24-bit colour (`38;2;R;G;B`): every colour exactly.
  case trueColor = "24bit"
  /// The xterm 256-colour palette (`38;5;N`): the nearest entry of its 6×6×6 cube or grey ramp.
  case xterm256 = "256"
  /// The eight ANSI colours (`30`–`37`), chosen by hue.
  case ansi8 = "8"
  /// No colour (`NO_COLOR`): bold, dim, italic, underline, strikethrough and reverse still show.
  case none

  /// The depth a terminal announces in its environment: none when `NO_COLOR` is set and not
  /// empty (no-color.org); 24-bit when `COLORTERM` is `truecolor` or `24bit`; 256 when `TERM`
  /// says so (`…-256color`) or is unset (output for another program or a file); else 8.
  public static func announced(by environment: [String: String]) -> ColorDepth {
    if !(environment["NO_COLOR"] ?? "").isEmpty { return .none }
    if let colorTerm = environment["COLORTERM"]?.lowercased(),
      colorTerm == "truecolor" || colorTerm == "24bit"
    {
      return .trueColor
    }
    guard let term = environment["TERM"], !term.isEmpty else { return .xterm256 }
    return term.contains("256") || term.contains("direct") ? .xterm256 : .ansi8
  }

  /// The xterm-256 index nearest `color`: the closer (in squared sRGB distance) of the nearest
  /// cube entry (16–231, levels 0, 95, 135 … 255) and the nearest grey (232–255, 8 … 238).
  public static func xterm256Index(of color: RGBColor) -> UInt8 {
    let levels = [0, 95, 135, 175, 215, 255]
    func nearestLevel(_ value: UInt8) -> Int {
      levels.indices.min { abs(levels[$0] - Int(value)) < abs(levels[$1] - Int(value)) } ?? 0
    }
    let (r, g, b) = (nearestLevel(color.red), nearestLevel(color.green), nearestLevel(color.blue))
    let cube = RGBColor(red: UInt8(levels[r]), green: UInt8(levels[g]), blue: UInt8(levels[b]))
    let average = (Int(color.red) + Int(color.green) + Int(color.blue)) / 3
    let greyStep = min(23, max(0, (average - 3) / 10))
    let greyLevel = UInt8(8 + 10 * greyStep)
    let grey = RGBColor(red: greyLevel, green: greyLevel, blue: greyLevel)
    return distance(color, grey) < distance(color, cube)
      ? UInt8(232 + greyStep) : UInt8(16 + 36 * r + 6 * g + b)
  }

  /// The ANSI colour (0 black, 1 red, 2 green, 3 yellow, 4 blue, 5 magenta, 6 cyan, 7 white)
  /// of `color`'s hue: a colour with little saturation is black or white by its lightness, as
  /// a terminal's eight colours are meant by name rather than by exact value.
  public static func ansi8Index(of color: RGBColor) -> UInt8 {
    let (r, g, b) = (Double(color.red), Double(color.green), Double(color.blue))
    let high = max(r, g, b)
    let low = min(r, g, b)
    guard high > 0, (high - low) / high >= 0.25 else { return (high + low) / 2 >= 110 ? 7 : 0 }
    var hue: Double
    if high == r {
      hue = 60 * (g - b) / (high - low)
    } else if high == g {
      hue = 60 * (b - r) / (high - low) + 120
    } else {
      hue = 60 * (r - g) / (high - low) + 240
    }
    if hue < 0 { hue += 360 }
    // Sectors of 60° centred on red 0°, yellow 60°, green 120°, cyan 180°, blue 240°, magenta 300°.
    let sectors: [UInt8] = [1, 3, 2, 6, 4, 5]
    return sectors[Int((hue + 30) / 60) % 6]
  }

  private static func distance(_ a: RGBColor, _ b: RGBColor) -> Int {
    let (dr, dg, db) = (Int(a.red) - Int(b.red), Int(a.green) - Int(b.green), Int(a.blue) - Int(b.blue))
    return dr * dr + dg * dg + db * db
  }
}
