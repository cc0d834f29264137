import CNcursesw
import Foundation
import IsletCanvas
import TestSupport

@testable import IsletTerminal

/// A `newterm` screen on a temporary file (no tty needed, unicode.md §3.10) for painting grids
/// and reading the cells back with `mvwin_wch`. ncurses is global state: use it from one
/// serialized suite only.
final class CursesTestScreen {
  let directory: TemporaryDirectory
  let screen: CursesScreen
  let painter: GridPainter

  /// A screen of terminfo `type` drawing the colours `announced` (as the environment would).
  init(size: Size, type: String = "xterm-256color", announced: ColorDepth = .xterm256) throws {
    precondition(TerminalLocale.isUTF8)
    directory = try TemporaryDirectory()
    screen = try CursesScreen(
      terminal: .files(input: "/dev/null", output: directory.file("screen"), type: type, size: size))
    painter = GridPainter(palette: CursesPalette(announced: announced))
  }

  /// Paints `grid` and sends it to the output file.
  @discardableResult
  func paint(_ grid: Grid) -> Int {
    let drawn = painter.paint(grid, into: screen.window)
    screen.update()
    return drawn
  }

  /// The scalars ncurses holds at (x, y): its spacing character and combining marks.
  func cell(x: Int, y: Int) -> String {
    var complex = cchar_t()
    guard mvwin_wch(screen.window, Int32(y), Int32(x), &complex) != ERR else { return "<ERR>" }
    var characters = [wchar_t](repeating: 0, count: 8)
    var attributes: attr_t = 0
    var pair: Int16 = 0
    guard getcchar(&complex, &characters, &attributes, &pair, nil) != ERR else { return "<ERR>" }
    var text = ""
    for value in characters.prefix(while: { $0 != 0 }) {
      if let scalar = Unicode.Scalar(UInt32(value)) { text.unicodeScalars.append(scalar) }
    }
    return text
  }

  /// The attributes ncurses holds at (x, y).
  func attributes(x: Int, y: Int) -> attr_t {
    var complex = cchar_t()
    _ = mvwin_wch(screen.window, Int32(y), Int32(x), &complex)
    var characters = [wchar_t](repeating: 0, count: 8)
    var attributes: attr_t = 0
    var pair: Int16 = 0
    _ = getcchar(&complex, &characters, &attributes, &pair, nil)
    return attributes
  }

  /// Every byte ncurses wrote to the terminal so far.
  var emittedBytes: [UInt8] {
    fflush(nil)
    return (try? Array(Data(contentsOf: URL(fileURLWithPath: directory.file("screen"))))) ?? []
  }

  func close() {
    screen.close()
    directory.remove()
  }
}
