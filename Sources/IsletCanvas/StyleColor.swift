/// The colour of a cell's text or background: a system colour by name (snapshots keep the
/// name) or an exact sRGB value.
public enum StyleColor: Hashable, Sendable {
  case named(NamedColor)
  case rgb(RGBColor)

  /// The sRGB value a front end draws; nil for `.primary`, the terminal's default colour.
  public var rgb: RGBColor? {
    switch self {
    case .named(let name): name.rgb
    case .rgb(let value): value
    }
  }

  /// The snapshot spelling: `orange`, `#FF9500`.
  public var text: String {
    switch self {
    case .named(let name): name.rawValue
    case .rgb(let value): value.hex
    }
  }

  /// The colour a snapshot spells `text` (a system colour's name or `#RRGGBB`); nil otherwise.
  public init?(text: String) {
    if let name = NamedColor(rawValue: text) {
      self = .named(name)
    } else if text.first == "#", text.count == 7, let value = RGBColor(hex: text) {
      self = .rgb(value)
    } else {
      return nil
    }
  }
}
