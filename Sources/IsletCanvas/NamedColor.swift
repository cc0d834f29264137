/// A colour by name, as a layout names it (`.color(.orange)`): one of iOS's system colours.
public enum NamedColor: String, Hashable, Sendable, CaseIterable {
  case primary, secondary
  case black, white, gray
  case red, orange, yellow, green, mint, teal, cyan, blue, indigo, purple, pink, brown

  /// Apple's light-appearance value of the system colour (HIG, "Color": `systemRed` …), or nil
  /// for `.primary`, which is the text colour of wherever it is drawn (the terminal's default
  /// foreground outside a painted background). `.secondary` is drawn as `systemGray`. ANSI and
  /// ncurses output bring these down to the terminal's colours; pictures (`GridPicture`) draw
  /// them as they are.
  public var rgb: RGBColor? {
    switch self {
    case .primary: nil
    case .secondary, .gray: RGBColor(red: 142, green: 142, blue: 147)
    case .black: RGBColor(red: 0, green: 0, blue: 0)
    case .white: RGBColor(red: 255, green: 255, blue: 255)
    case .red: RGBColor(red: 255, green: 59, blue: 48)
    case .orange: RGBColor(red: 255, green: 149, blue: 0)
    case .yellow: RGBColor(red: 255, green: 204, blue: 0)
    case .green: RGBColor(red: 52, green: 199, blue: 89)
    case .mint: RGBColor(red: 0, green: 199, blue: 190)
    case .teal: RGBColor(red: 48, green: 176, blue: 199)
    case .cyan: RGBColor(red: 50, green: 173, blue: 230)
    case .blue: RGBColor(red: 0, green: 122, blue: 255)
    case .indigo: RGBColor(red: 88, green: 86, blue: 214)
    case .purple: RGBColor(red: 175, green: 82, blue: 222)
    case .pink: RGBColor(red: 255, green: 45, blue: 85)
    case .brown: RGBColor(red: 162, green: 132, blue: 94)
    }
  }
}
