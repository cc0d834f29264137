import Testing

@testable import IsletCanvas
@testable import IsletModel

@Suite struct GridTextTests {
  /// "ab中 " over one row, with "ab" bold and "中" orange, and a plain second row "x".
  static func sample() -> Grid {
    var grid = Grid(width: 5, height: 2)
    grid.write("ab", x: 0, y: 0, style: Style(bold: true))
    grid.write("中", x: 2, y: 0, style: Style(foreground: .orange))
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

  @Test func ansiEmitsSGRAndResetsAtLineEnd() {
    let expected = "\u{1B}[0;1mab\u{1B}[0;38;5;208m中\u{1B}[0m \nx    "
    #expect(GridText.ansi(Self.sample(), colors: true) == expected)
    let basic = "\u{1B}[0;1mab\u{1B}[0;33m中\u{1B}[0m \nx    "
    #expect(GridText.ansi(Self.sample(), colors: true, palette: .basic) == basic)
  }

  @Test func ansiWithoutColorsKeepsOnlyAttributes() {
    #expect(GridText.ansi(Self.sample(), colors: false) == "\u{1B}[0;1mab\u{1B}[0m中 \nx    ")
  }

  @Test func ansiColourParametersCoverEveryColour() {
    for color in NamedColor.allCases {
      let style = Style(foreground: color, background: color)
      let sequence = GridText.selectGraphicRendition(style, palette: .xterm256)
      #expect(sequence.hasPrefix("\u{1B}[0") && sequence.hasSuffix("m"))
      #expect(sequence.contains("38;5;") == (color != .primary))
      let basic = GridText.selectGraphicRendition(style, palette: .basic)
      #expect(basic.split(separator: ";").count == (color == .primary ? 1 : 3))
    }
  }

  /// A cell filled behind the grid's back with a control or a wrongly measured cluster is
  /// written as U+FFFD, so the output never carries an escape and rows keep their width.
  @Test func hostileCellsAreNeutralised() {
    var grid = Grid(size: Size(width: 4, height: 1), fill: Cell(text: "\u{1B}", width: 1))
    grid.put("中", x: 2, y: 0)
    let plain = GridText.plain(grid)
    #expect(plain == "\u{FFFD}\u{FFFD}中")
    let ansi = GridText.ansi(
      Grid(size: Size(width: 2, height: 1), fill: Cell(text: "\u{9B}2J", width: 1)), colors: true)
    #expect(!ansi.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
    let tagged = Grid(size: Size(width: 1, height: 1), fill: Cell(text: "a\u{E0041}", width: 1))
    #expect(GridText.plain(tagged) == "\u{FFFD}")
  }

  @Test func ansiOutputContainsNoEscapeButSGR() {
    var grid = Grid(width: 30, height: 2)
    grid.write(
      TerminalSafe.sanitizeForLayout("\u{1B}]52;c;x\u{7}\u{9B}31m"), x: 0, y: 0, style: Style(bold: true))
    grid.write("\u{202E}ok", x: 0, y: 1, style: Style(foreground: .red))
    let ansi = GridText.ansi(grid, colors: true)
    var rest = Substring(ansi)
    while let escape = rest.firstIndex(of: "\u{1B}") {
      let sequence = rest[escape...].prefix { $0 != "m" }
      #expect(sequence.dropFirst().allSatisfy { $0 == "[" || $0 == ";" || $0.isASCII && $0.isNumber })
      rest = rest[rest.index(after: escape)...]
    }
    #expect(!ansi.unicodeScalars.contains { (0x80...0x9F).contains($0.value) || $0.value == 0x202E })
  }
}
