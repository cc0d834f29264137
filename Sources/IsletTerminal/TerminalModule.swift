import CNcursesw
import IsletCore

/// The ncurses front end. Placeholder until the terminal module lands.
public enum IsletTerminal {
  /// ncursesw's own idea of a character's width (glibc `wcwidth`), for draw-time reconciliation.
  public static func libcWidth(_ scalar: Unicode.Scalar) -> Int { Int(wcwidth(wchar_t(scalar.value))) }
}
