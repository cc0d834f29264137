import CNcursesw
import Foundation
import IsletCanvas
import IsletModel
import IsletPreview

/// The ncurses screen the preview owns: opened with `newterm` (on /dev/tty, or on files for
/// tests), set up for key input, and always closed with `endwin` + `delscreen` — or, when the
/// process dies first, restored by `TerminalRescue`.
///
/// Not thread-safe, like ncurses itself: one thread creates, uses and closes it.
final class CursesScreen {
  /// What a key read returned.
  enum Input: Equatable {
    case key(PreviewKey)
    case resize
    /// The terminal went away (see `readKey`).
    case hangup
    /// A key the preview does not know (ignored).
    case other
  }

  let window: UnsafeMutablePointer<WINDOW>
  private let screen: OpaquePointer
  private let input: UnsafeMutablePointer<FILE>
  private let output: UnsafeMutablePointer<FILE>
  private var isOpen = true

  init(terminal: PreviewTerminal) throws {
    let (inputPath, outputPath, type, size): (String, String, String?, Size?) =
      switch terminal {
      case .controllingTerminal: ("/dev/tty", "/dev/tty", nil, nil)
      case .files(let input, let output, let type, let size): (input, output, type, size)
      }
    guard let output = fopen(outputPath, "w") else {
      throw PreviewError(description: "cannot open \(TerminalSafe.escape(outputPath)) for the screen")
    }
    guard let input = fopen(inputPath, "r") else {
      fclose(output)
      throw PreviewError(description: "cannot open \(TerminalSafe.escape(inputPath)) for the keyboard")
    }
    let shellModes = TerminalRescue.modes(of: fileno(output))
    guard let screen = newterm(type, output, input), let window = islet_stdscr() else {
      fclose(input)
      fclose(output)
      let name = type ?? ProcessInfo.processInfo.environment["TERM"] ?? "(unset)"
      throw PreviewError(description: "cannot start the terminal (TERM=\(TerminalSafe.escape(name)))")
    }
    self.screen = screen
    self.window = window
    self.input = input
    self.output = output
    if let size { resizeterm(Int32(size.height), Int32(size.width)) }
    cbreak()
    noecho()
    nonl()
    curs_set(0)
    keypad(window, true)
    set_escdelay(25)
    TerminalRescue.arm(descriptor: fileno(output), modes: shellModes)
  }

  /// The terminal size in cells.
  var size: Size { Size(width: Int(getmaxx(window)), height: Int(getmaxy(window))) }

  /// Waits up to `milliseconds` (0: just checks) for a key, or until `wakeUp` (another
  /// thread's news) is readable; nil when no key came. A terminal that went away (its input hung
  /// up: the window closed, the connection dropped) is `.hangup` once the keys it sent are read;
  /// reading it again would return at once, forever.
  func readKey(waitingUpTo milliseconds: Int, orUntilReadable wakeUp: Int32? = nil) -> Input? {
    var waits = [
      pollfd(fd: fileno(input), events: Int16(POLLIN), revents: 0),
      pollfd(fd: wakeUp ?? -1, events: Int16(POLLIN), revents: 0),
    ]
    _ = poll(&waits, 2, Int32(clamping: max(0, milliseconds)))
    wtimeout(window, 0)
    var character: wint_t = 0
    switch wget_wch(window, &character) {
    case OK: return Self.decode(character: character)
    case KEY_CODE_YES: return Self.decode(functionKey: Int32(character))
    default: return waits[0].revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0 ? .hangup : nil
    }
  }

  /// Sends the painted window to the terminal.
  func update() {
    wnoutrefresh(window)
    doupdate()
  }

  /// Makes the next update redraw the whole terminal (after a suspend or an outside write).
  func clearOnNextUpdate() { clearok(window, true) }

  /// Gives the terminal back to the shell for a suspend (`endwin`); the next `update` takes
  /// it again.
  func suspend() { endwin() }

  /// Restores the terminal and releases ncurses; safe to call twice.
  func close() {
    guard isOpen else { return }
    isOpen = false
    TerminalRescue.disarm()
    endwin()
    delscreen(screen)
    fclose(input)
    fclose(output)
  }

  deinit { close() }

  static func decode(character: wint_t) -> Input {
    guard character != 27 else { return .key(.escape) }
    if character == 9 { return .key(.character("\t")) }
    guard let scalar = Unicode.Scalar(UInt32(character)), scalar.properties.generalCategory != .control else {
      return .other
    }
    return .key(.character(Character(scalar)))
  }

  static func decode(functionKey code: Int32) -> Input {
    switch code {
    case islet_key_resize(): .resize
    case islet_key_up(): .key(.up)
    case islet_key_down(): .key(.down)
    case islet_key_left(): .key(.left)
    case islet_key_right(): .key(.right)
    case islet_key_ppage(): .key(.pageUp)
    case islet_key_npage(): .key(.pageDown)
    case islet_key_home(): .key(.home)
    case islet_key_end(): .key(.end)
    default: .other
    }
  }
}
