import Testing

@testable import IsletCanvas

/// `Style.drawn(_:over:)` decides on the bits what the style properties decide, for every
/// combination of flags and of no colour, `.primary`, a named colour and an sRGB one.
@Suite struct StyleTests {
  /// The rule as the properties state it (RegionCanvas.style before it worked on the bits).
  static func reference(_ own: Style, over base: Style) -> Style {
    var style = base
    style.bold = style.bold || own.bold
    style.dim = style.dim || own.dim
    style.italic = style.italic || own.italic
    style.underline = own.underline
    style.strikethrough = own.strikethrough
    style.foreground =
      own.foreground == .named(.primary) ? base.foreground : own.foreground ?? base.foreground
    style.background = own.background ?? base.background
    return style
  }

  static let colors: [StyleColor?] = [
    nil, .named(.primary), .named(.white), .named(.black), .rgb(RGBColor(packed: 0xFF9500)),
  ]

  static func style(flags: Int, foreground: StyleColor?, background: StyleColor?) -> Style {
    Style(
      bold: flags & 1 != 0, dim: flags & 2 != 0, italic: flags & 4 != 0, underline: flags & 8 != 0,
      reverse: flags & 16 != 0, strikethrough: flags & 32 != 0, foreground: foreground, background: background
    )
  }

  @Test func drawnOverARegionAsThePropertiesDecide() {
    var compared = 0
    for ownFlags in 0..<64 {
      for baseFlags in [0, 0b01_0000, 0b11_1111, 0b00_1011] {
        for ownForeground in Self.colors {
          for ownBackground in Self.colors {
            for baseForeground in Self.colors {
              for baseBackground in [nil, StyleColor.named(.black)] {
                let own = Self.style(flags: ownFlags, foreground: ownForeground, background: ownBackground)
                let base = Self.style(
                  flags: baseFlags, foreground: baseForeground, background: baseBackground)
                #expect(
                  Style.drawn(own, over: base) == Self.reference(own, over: base), "\(own) over \(base)")
                compared += 1
              }
            }
          }
        }
      }
    }
    #expect(compared == 64 * 4 * 5 * 5 * 5 * 2)
  }
}
