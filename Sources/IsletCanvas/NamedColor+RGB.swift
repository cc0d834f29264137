/// The colours a picture of the sheet uses (`GridPicture`): Apple's light-mode system colours,
/// the same the ANSI palette approximates, so a picture looks like the sheet in a colour terminal.
extension NamedColor {
  /// An sRGB colour as `#rrggbb`.
  public struct RGB: Hashable, Sendable {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8

    public init(_ red: UInt8, _ green: UInt8, _ blue: UInt8) {
      self.red = red
      self.green = green
      self.blue = blue
    }

    /// `#rrggbb`.
    public var hex: String {
      "#" + [red, green, blue].map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
    }
  }

  /// The colour's sRGB value; nil for `.primary`, the terminal's default colour.
  public var rgb: RGB? {
    switch self {
    case .primary: nil
    case .secondary, .gray: RGB(142, 142, 147)
    case .black: RGB(0, 0, 0)
    case .white: RGB(255, 255, 255)
    case .red: RGB(255, 59, 48)
    case .orange: RGB(255, 149, 0)
    case .yellow: RGB(255, 204, 0)
    case .green: RGB(52, 199, 89)
    case .mint: RGB(0, 199, 190)
    case .teal: RGB(48, 176, 199)
    case .cyan: RGB(50, 173, 230)
    case .blue: RGB(0, 122, 255)
    case .indigo: RGB(88, 86, 214)
    case .purple: RGB(175, 82, 222)
    case .pink: RGB(255, 45, 85)
    case .brown: RGB(162, 132, 94)
    }
  }
}
