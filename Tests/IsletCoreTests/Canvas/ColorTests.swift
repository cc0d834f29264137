import Testing

@testable import IsletCanvas

@Suite struct ColorTests {
  @Test func aStyleHoldsEveryFlagAndBothColoursInOneWord() {
    let orange = StyleColor.named(.orange)
    let ink = StyleColor.rgb(RGBColor(red: 0x1C, green: 0x3A, blue: 0x5E))
    var style = Style(
      bold: true, italic: true, strikethrough: true, foreground: orange, background: ink)
    #expect(style.bold && style.italic && style.strikethrough && !style.dim && !style.underline)
    #expect(style.foreground == orange && style.background == ink)
    style.foreground = nil
    style.bold = false
    #expect(style == Style(italic: true, strikethrough: true, background: ink))
    #expect(MemoryLayout<Style>.size == 8)
    for name in NamedColor.allCases {
      #expect(Style(foreground: .named(name)).foreground == .named(name))
    }
  }

  @Test func hexColoursParseInEveryFormAndRejectTheRest() {
    #expect(RGBColor(hex: "#FF9500") == RGBColor(red: 255, green: 149, blue: 0))
    #expect(RGBColor(hex: "ff9500") == RGBColor(red: 255, green: 149, blue: 0))
    #expect(RGBColor(hex: "#F90") == RGBColor(red: 255, green: 153, blue: 0))
    for bad in ["", "#", "#FF95", "#GG9500", "#FF95000", "+FF9500", "#-F9500"] {
      #expect(RGBColor(hex: bad) == nil, "\(bad)")
    }
    #expect(RGBColor(red: 0, green: 10, blue: 255).hex == "#000AFF")
    #expect(StyleColor(text: "#000AFF") == .rgb(RGBColor(red: 0, green: 10, blue: 255)))
    #expect(StyleColor(text: "orange") == .named(.orange))
    #expect(StyleColor(text: "#F90") == nil && StyleColor(text: "Orange") == nil)
  }

  @Test func unitComponentsClampAndRefuseNaN() {
    #expect(RGBColor(unitRed: 1, green: 0.5, blue: -3) == RGBColor(red: 255, green: 128, blue: 0))
    #expect(RGBColor(unitRed: .nan, green: 0, blue: 0) == nil)
    #expect(RGBColor(unitRed: .infinity, green: 0, blue: 0) == RGBColor(red: 255, green: 0, blue: 0))
  }

  @Test func opacityMixesWithTheBackdrop() {
    let orange = RGBColor(red: 255, green: 149, blue: 0)
    let black = RGBColor(red: 0, green: 0, blue: 0)
    #expect(orange.blended(over: black, opacity: 0.5) == RGBColor(red: 128, green: 75, blue: 0))
    #expect(orange.blended(over: black, opacity: 2) == orange)
    #expect(orange.blended(over: black, opacity: .nan) == orange)
  }

  /// The nearest xterm entry is the cube or the grey ramp, whichever is closer; the eight ANSI
  /// colours go by hue, so iOS blue is blue (not the nearer-by-distance cyan).
  @Test func coloursComeDownToTheTerminalsPalette() {
    #expect(ColorDepth.xterm256Index(of: RGBColor(red: 255, green: 59, blue: 48)) == 203)
    #expect(ColorDepth.xterm256Index(of: RGBColor(red: 255, green: 149, blue: 0)) == 208)
    #expect(ColorDepth.xterm256Index(of: RGBColor(red: 142, green: 142, blue: 147)) == 246)
    #expect(ColorDepth.xterm256Index(of: RGBColor(red: 0, green: 0, blue: 0)) == 16)
    #expect(ColorDepth.xterm256Index(of: RGBColor(red: 255, green: 255, blue: 255)) == 231)
    let expected: [(NamedColor, UInt8)] = [
      (.black, 0), (.red, 1), (.green, 2), (.orange, 3), (.yellow, 3), (.blue, 4), (.indigo, 4),
      (.purple, 5), (.cyan, 6), (.teal, 6), (.white, 7), (.gray, 7), (.brown, 3), (.pink, 1),
    ]
    for (name, index) in expected {
      #expect(name.rgb.map(ColorDepth.ansi8Index) == index, "\(name)")
    }
  }

  @Test func theEnvironmentAnnouncesTheDepth() {
    let cases: [([String: String], ColorDepth)] = [
      ([:], .xterm256),
      (["TERM": "xterm-256color"], .xterm256),
      (["TERM": "xterm"], .ansi8),
      (["TERM": "xterm", "COLORTERM": "truecolor"], .trueColor),
      (["COLORTERM": "24bit"], .trueColor),
      (["COLORTERM": "yes", "TERM": "linux"], .ansi8),
      (["NO_COLOR": "1", "COLORTERM": "truecolor"], .none),
      (["NO_COLOR": "", "TERM": "xterm-256color"], .xterm256),
    ]
    for (environment, depth) in cases {
      #expect(ColorDepth.announced(by: environment) == depth, "\(environment)")
    }
  }
}
