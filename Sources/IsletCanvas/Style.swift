/// How a cell is drawn, kept apart from its glyph so snapshots can list styles separately.
///
/// Stored in one word (`bits`) so grids copy and compare cells as integers: six flags in the
/// low byte, then the foreground and the background colour, 26 bits each (`ColorCode`).
public struct Style: Hashable, Sendable {
  /// The whole style; equal styles have equal bits.
  package private(set) var bits: UInt64

  package init(bits: UInt64) { self.bits = bits }

  public init(
    bold: Bool = false, dim: Bool = false, italic: Bool = false, underline: Bool = false,
    reverse: Bool = false, strikethrough: Bool = false, foreground: StyleColor? = nil,
    background: StyleColor? = nil
  ) {
    bits = 0
    self.bold = bold
    self.dim = dim
    self.italic = italic
    self.underline = underline
    self.reverse = reverse
    self.strikethrough = strikethrough
    self.foreground = foreground
    self.background = background
  }

  public static let plain = Style()

  public var bold: Bool {
    get { flag(0) }
    set { setFlag(0, newValue) }
  }
  public var dim: Bool {
    get { flag(1) }
    set { setFlag(1, newValue) }
  }
  public var italic: Bool {
    get { flag(2) }
    set { setFlag(2, newValue) }
  }
  public var underline: Bool {
    get { flag(3) }
    set { setFlag(3, newValue) }
  }
  public var reverse: Bool {
    get { flag(4) }
    set { setFlag(4, newValue) }
  }
  public var strikethrough: Bool {
    get { flag(5) }
    set { setFlag(5, newValue) }
  }

  public var foreground: StyleColor? {
    get { ColorCode.color(of: field(at: Self.foregroundShift)) }
    set { setField(at: Self.foregroundShift, ColorCode.code(of: newValue)) }
  }
  public var background: StyleColor? {
    get { ColorCode.color(of: field(at: Self.backgroundShift)) }
    set { setField(at: Self.backgroundShift, ColorCode.code(of: newValue)) }
  }

  /// `own`, the style of a view, drawn over `base`, a region's: bold, dim and italic from either,
  /// underline and strikethrough from `own`, reverse from `base`; `own`'s colours, but `base`'s
  /// where `own` has none, and its foreground where `own`'s is `.primary` (the text colour of
  /// wherever it is drawn). Decided on the bits, as the colour properties would decide it
  /// (`StyleTests`): a sheet draws each view's style over its region's.
  package static func drawn(_ own: Style, over base: Style) -> Style {
    let either: UInt64 = 0b0111
    let fromOwn: UInt64 = 0b10_1000
    var bits = (base.bits | own.bits & either) & ~fromOwn | own.bits & fromOwn
    let ownForeground = own.field(at: foregroundShift)
    if ownForeground != 0, ownForeground != primaryCode {
      bits = withField(bits, foregroundShift, ownForeground)
    }
    let ownBackground = own.field(at: backgroundShift)
    if ownBackground != 0 { bits = withField(bits, backgroundShift, ownBackground) }
    return Style(bits: bits)
  }

  /// `.primary`'s colour code.
  private static let primaryCode = ColorCode.code(of: .named(.primary))

  private static func withField(_ bits: UInt64, _ shift: UInt64, _ code: UInt64) -> UInt64 {
    (bits & ~(ColorCode.mask << shift)) | (code << shift)
  }

  private static let foregroundShift: UInt64 = 8
  private static let backgroundShift: UInt64 = 36

  private func flag(_ bit: UInt64) -> Bool { bits & (1 << bit) != 0 }

  private mutating func setFlag(_ bit: UInt64, _ on: Bool) {
    bits = on ? bits | (1 << bit) : bits & ~(1 << bit)
  }

  private func field(at shift: UInt64) -> UInt64 { (bits >> shift) & ColorCode.mask }

  private mutating func setField(at shift: UInt64, _ code: UInt64) {
    bits = Self.withField(bits, shift, code)
  }

  /// A colour as 26 bits: a 2-bit kind (0 none, 1 named, 2 sRGB) above 24 bits of value (the
  /// name's place in `names`, or `0xRRGGBB`).
  private enum ColorCode {
    static let mask: UInt64 = (1 << 26) - 1
    static let named: UInt64 = 1 << 24
    static let rgb: UInt64 = 2 << 24
    /// Built once: `allCases` makes a new array at every use, and styles are read per cell.
    static let names = NamedColor.allCases

    static func code(of color: StyleColor?) -> UInt64 {
      switch color {
      case nil: 0
      case .named(let name)?: named | UInt64(names.firstIndex(of: name) ?? 0)
      case .rgb(let value)?: rgb | UInt64(value.packed)
      }
    }

    static func color(of code: UInt64) -> StyleColor? {
      let value = code & 0xFF_FFFF
      switch code & ~0xFF_FFFF {
      case named: return .named(names[Int(value)])
      case rgb: return .rgb(RGBColor(packed: UInt32(value)))
      default: return nil
      }
    }
  }
}
