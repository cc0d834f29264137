import CNcursesw
import Foundation
import IsletCanvas
import TestSupport
import Testing

@testable import IsletTerminal

extension CursesSuite {
  @Suite struct GridPainterTests {
    /// A one-row grid with `cluster` at column 0 followed by "X".
    func paintCluster(_ cluster: Character, on screen: CursesTestScreen) -> Int {
      var grid = Grid(width: 10, height: 1)
      let width = grid.put(cluster, x: 0, y: 0)
      grid.put("X", x: width, y: 0)
      screen.paint(grid)
      return width
    }

    @Test func ncursesAdvancesExactlyAsTheGridForEveryKindOfCluster() throws {
      let screen = try CursesTestScreen(size: Size(width: 10, height: 3))
      defer { screen.close() }
      let cases: [(Character, [String])] = [
        ("A", ["A"]), ("中", ["中"]), ("👋", ["👋"]), ("👋🏽", ["👋"]), ("👨‍👩‍👧", ["👨"]),
        ("🇩🇪", ["🇩", "🇪"]), ("❤️", ["❤", " "]), ("🫨", ["\u{FFFD}", " "]), ("e\u{301}", ["e\u{301}"]),
      ]
      for (cluster, expected) in cases {
        let width = paintCluster(cluster, on: screen)
        #expect(screen.cell(x: width, y: 0) == "X", "advance after \(cluster)")
        if expected.count == 2 {
          #expect([screen.cell(x: 0, y: 0), screen.cell(x: 1, y: 0)] == expected, "\(cluster)")
        } else {
          #expect(screen.cell(x: 0, y: 0) == expected[0], "\(cluster)")
        }
      }
    }

    @Test func noZWJOrVariationSelectorOrRawControlReachesTheTerminal() throws {
      let screen = try CursesTestScreen(size: Size(width: 20, height: 2))
      defer { screen.close() }
      var grid = Grid(width: 20, height: 2)
      grid.write("👨‍👩‍👧 ❤️ 🇩🇪 a\u{202E}b", x: 0, y: 0)
      screen.paint(grid)
      let output = String(decoding: screen.emittedBytes, as: UTF8.self)
      #expect(output.contains("👨"))
      #expect(!output.unicodeScalars.contains { [0x200D, 0xFE0F, 0x202E].contains($0.value) })
    }

    @Test func unchangedCellsAreNotRedrawnAndAResizeRedrawsAll() throws {
      let screen = try CursesTestScreen(size: Size(width: 20, height: 4))
      defer { screen.close() }
      var grid = Grid(width: 20, height: 4)
      grid.write("hello 中文", x: 0, y: 1)
      #expect(screen.paint(grid) == 78)
      grid.write("J", x: 0, y: 1)
      #expect(screen.paint(grid) == 1)
      #expect(screen.cell(x: 0, y: 1) == "J")
      screen.painter.invalidate()
      #expect(screen.paint(grid) == 78)
    }

    @Test func aWideGlyphReplacedByNarrowOnesLeavesNoOrphanHalf() throws {
      let screen = try CursesTestScreen(size: Size(width: 6, height: 1))
      defer { screen.close() }
      var grid = Grid(width: 6, height: 1)
      grid.write("中中", x: 0, y: 0)
      screen.paint(grid)
      grid.write("ab", x: 1, y: 0)
      screen.paint(grid)
      #expect((0..<4).map { screen.cell(x: $0, y: 0) } == [" ", "a", "b", " "])
    }

    @Test func theBottomRightCellIsDrawnDespiteNcursesERR() throws {
      let screen = try CursesTestScreen(size: Size(width: 4, height: 2))
      defer { screen.close() }
      var grid = Grid(width: 4, height: 2)
      grid.write("abcd", x: 0, y: 1)
      screen.paint(grid)
      #expect(screen.cell(x: 3, y: 1) == "d")
    }

    @Test func stylesBecomeAttributesAndNoColorKeepsOnlyAttributes() throws {
      let screen = try CursesTestScreen(size: Size(width: 4, height: 1), announced: .none)
      defer { screen.close() }
      var grid = Grid(width: 4, height: 1)
      grid.write("B", x: 0, y: 0, style: Style(bold: true, foreground: .named(.red)))
      screen.paint(grid)
      #expect(screen.attributes(x: 0, y: 0) & islet_a_bold() != 0)
      let output = String(decoding: screen.emittedBytes, as: UTF8.self)
      #expect(!output.contains("\u{1B}[31m") && !output.contains("\u{1B}[38;5;196m"))
    }

    @Test func anUnknownTerminalTypeIsAClearErrorNotAnExit() throws {
      let directory = try TemporaryDirectory()
      defer { directory.remove() }
      #expect(throws: PreviewError.self) {
        try CursesScreen(
          terminal: .files(
            input: "/dev/null", output: directory.file("screen"), type: "no-such-terminal\u{1B}",
            size: Size(width: 10, height: 5)))
      }
    }

    @Test func coloursUseExtendedPairsWhenAllowed() throws {
      let screen = try CursesTestScreen(size: Size(width: 4, height: 1))
      defer { screen.close() }
      let palette = CursesPalette(announced: .xterm256)
      #expect(palette.depth == .xterm256)
      let red = palette.attributes(for: Style(foreground: .named(.red)))
      #expect(red.pair >= 1)
      #expect(palette.attributes(for: Style(foreground: .named(.red))).pair == red.pair)
      #expect(palette.attributes(for: Style(bold: true)).pair == 0)
      #expect(palette.attributes(for: Style(foreground: .named(.primary))).pair == 0)
    }

    /// COLORTERM=truecolor under a 256-colour terminfo entry draws the nearest of 256 (ncurses
    /// sends only what the entry describes); an 8-colour entry draws the eight by hue.
    @Test func theDepthIsTheLesserOfTheAnnouncedAndTheTerminals() throws {
      for (type, announced, expected, sequence) in [
        ("xterm-256color", ColorDepth.trueColor, ColorDepth.xterm256, "38;5;208"),
        ("xterm", .trueColor, .ansi8, "\u{1B}[33m"), ("xterm-256color", .ansi8, .ansi8, "\u{1B}[33m"),
      ] {
        let screen = try CursesTestScreen(size: Size(width: 4, height: 1), type: type, announced: announced)
        defer { screen.close() }
        #expect(screen.painter.depth == expected)
        var grid = Grid(width: 4, height: 1)
        grid.write("O", x: 0, y: 0, style: Style(foreground: .named(.orange)))
        screen.paint(grid)
        #expect(
          String(decoding: screen.emittedBytes, as: UTF8.self).contains(sequence), "\(type) \(announced)")
      }
    }
  }
}
