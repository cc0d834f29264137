import Testing

@testable import IsletCanvas
@testable import IsletModel

@Suite struct GridTextTests {
  /// "ab中 " over one row, with "ab" bold and "中" orange, and a plain second row "x".
  static func sample() -> Grid {
    var grid = Grid(width: 5, height: 2)
    grid.write("ab", x: 0, y: 0, style: Style(bold: true))
    grid.write("中", x: 2, y: 0, style: Style(foreground: .named(.orange)))
    grid.write("x", x: 0, y: 1)
    return grid
  }

  @Test func plainKeepsTrailingSpaces() {
    #expect(GridText.plain(Self.sample()) == "ab中 \nx    ")
    #expect(GridText.plain(Grid(width: 3, height: 0)) == "")
  }

  @Test func framedWrapsEveryRow() {
    #expect(GridText.framed(Self.sample()) == "┌─────┐\n│ab中 │\n│x    │\n└─────┘")
    #expect(GridText.framed(Grid(width: 0, height: 1)) == "┌┐\n││\n└┘")
  }

  /// The same grid at each colour depth: orange exactly, as the nearest of 256, as yellow of
  /// the eight, and not at all under NO_COLOR (bold stays).
  @Test func ansiEmitsSGRAtEachDepthAndResetsAtLineEnd() {
    let expected: [(ColorDepth, String)] = [
      (.trueColor, "38;2;255;149;0"), (.xterm256, "38;5;208"), (.ansi8, "33"),
    ]
    for (depth, orange) in expected {
      let ansi = GridText.ansi(Self.sample(), depth: depth)
      #expect(ansi == "\u{1B}[0;1mab\u{1B}[0;\(orange)m中\u{1B}[0m \nx    ")
    }
    #expect(GridText.ansi(Self.sample(), depth: .none) == "\u{1B}[0;1mab\u{1B}[0m中 \nx    ")
  }

  @Test func ansiColourParametersCoverEveryColourAtEveryDepth() {
    let colors =
      NamedColor.allCases.map { StyleColor.named($0) } + [.rgb(RGBColor(red: 1, green: 2, blue: 3))]
    for color in colors {
      let style = Style(foreground: color, background: color)
      let isDefault = color == .named(.primary)
      let direct = GridText.selectGraphicRendition(style, depth: .trueColor)
      #expect(direct.contains("38;2;") == !isDefault && direct.contains("48;2;") == !isDefault)
      let sequence = GridText.selectGraphicRendition(style, depth: .xterm256)
      #expect(sequence.hasPrefix("\u{1B}[0") && sequence.hasSuffix("m"))
      #expect(sequence.contains("38;5;") == !isDefault)
      let basic = GridText.selectGraphicRendition(style, depth: .ansi8)
      #expect(basic.split(separator: ";").count == (isDefault ? 1 : 3))
      #expect(GridText.selectGraphicRendition(style, depth: .none) == "\u{1B}[0m")
    }
  }

  @Test func strikethroughAndUnderlineAreAttributes() {
    let style = Style(underline: true, strikethrough: true)
    #expect(GridText.selectGraphicRendition(style, depth: .none) == "\u{1B}[0;4;9m")
  }

  /// A cell filled behind the grid's back with a control or a wrongly measured cluster is
  /// written as U+FFFD, so the output never carries an escape and rows keep their width.
  @Test func hostileCellsAreNeutralised() {
    var grid = Grid(size: Size(width: 4, height: 1), fill: Cell(text: "\u{1B}", width: 1))
    grid.put("中", x: 2, y: 0)
    let plain = GridText.plain(grid)
    #expect(plain == "\u{FFFD}\u{FFFD}中")
    let ansi = GridText.ansi(
      Grid(size: Size(width: 2, height: 1), fill: Cell(text: "\u{9B}2J", width: 1)), depth: .xterm256)
    #expect(!ansi.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
    let tagged = Grid(size: Size(width: 1, height: 1), fill: Cell(text: "a\u{E0041}", width: 1))
    #expect(GridText.plain(tagged) == "\u{FFFD}")
  }

  @Test func ansiOutputContainsNoEscapeButSGR() {
    var grid = Grid(width: 30, height: 2)
    grid.write(
      TerminalSafe.sanitizeForLayout("\u{1B}]52;c;x\u{7}\u{9B}31m"), x: 0, y: 0, style: Style(bold: true))
    grid.write("\u{202E}ok", x: 0, y: 1, style: Style(foreground: .named(.red)))
    let ansi = GridText.ansi(grid, depth: .xterm256)
    var rest = Substring(ansi)
    while let escape = rest.firstIndex(of: "\u{1B}") {
      let sequence = rest[escape...].prefix { $0 != "m" }
      #expect(sequence.dropFirst().allSatisfy { $0 == "[" || $0 == ";" || $0.isASCII && $0.isNumber })
      rest = rest[rest.index(after: escape)...]
    }
    #expect(!ansi.unicodeScalars.contains { (0x80...0x9F).contains($0.value) || $0.value == 0x202E })
  }
}
