/// A colour by name, as a layout names it (`.color(.orange)`), mapped to the terminal's
/// palette by each front end.
public enum NamedColor: String, Hashable, Sendable, CaseIterable {
  case primary, secondary
  case black, white, gray
  case red, orange, yellow, green, mint, teal, cyan, blue, indigo, purple, pink, brown
}

/// How a cell is drawn, kept apart from its glyph so snapshots can list styles separately.
public struct Style: Hashable, Sendable {
  public var bold: Bool
  public var dim: Bool
  public var italic: Bool
  public var underline: Bool
  public var reverse: Bool
  public var foreground: NamedColor?
  public var background: NamedColor?

  public init(
    bold: Bool = false, dim: Bool = false, italic: Bool = false, underline: Bool = false,
    reverse: Bool = false, foreground: NamedColor? = nil, background: NamedColor? = nil
  ) {
    self.bold = bold
    self.dim = dim
    self.italic = italic
    self.underline = underline
    self.reverse = reverse
    self.foreground = foreground
    self.background = background
  }

  public static let plain = Style()
}
