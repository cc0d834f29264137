import CNcursesw
import IsletCanvas

/// Maps a grid `Style` to ncurses attributes and an extended colour pair, allocating pairs on
/// first use with `init_extended_pair` (pairs past 32767 work, unlike `init_pair`).
final class CursesPalette {
  /// How much colour the terminal gets.
  enum Mode: Equatable {
    /// 256 colours: the named colours get close palette entries.
    case color256
    /// The eight ANSI colours.
    case color8
    /// Attributes only (no colour support, or `NO_COLOR`).
    case monochrome
  }

  let mode: Mode
  private var pairs: [Pair: Int32] = [:]
  private var nextPair: Int32 = 1
  private let pairLimit: Int32

  private struct Pair: Hashable {
    var foreground: Int32
    var background: Int32
  }

  /// Picks the mode for the current terminal and starts colour when it has any. Call after
  /// `newterm`. `noColor` is the `NO_COLOR` convention: attributes only.
  init(noColor: Bool) {
    if noColor || !has_colors() || start_color() == ERR {
      mode = .monochrome
    } else {
      use_default_colors()
      mode = islet_colors() >= 256 ? .color256 : .color8
    }
    pairLimit = mode == .monochrome ? 0 : Int32(islet_color_pairs())
  }

  /// The attributes and colour pair for `style` (pair 0 = the terminal's default colours).
  func attributes(for style: Style) -> (attributes: attr_t, pair: Int32) {
    var attributes = islet_a_normal()
    if style.bold { attributes |= islet_a_bold() }
    if style.dim { attributes |= islet_a_dim() }
    if style.italic { attributes |= islet_a_italic() }
    if style.underline { attributes |= islet_a_underline() }
    if style.reverse { attributes |= islet_a_reverse() }
    guard mode != .monochrome, style.foreground != nil || style.background != nil else {
      return (attributes, 0)
    }
    let key = Pair(foreground: color(style.foreground), background: color(style.background))
    if let pair = pairs[key] { return (attributes, pair) }
    guard nextPair < pairLimit, init_extended_pair(nextPair, key.foreground, key.background) != ERR else {
      return (attributes, 0)
    }
    pairs[key] = nextPair
    nextPair += 1
    return (attributes, nextPair - 1)
  }

  /// The terminal colour number for a named colour; −1 is the terminal's default.
  private func color(_ named: NamedColor?) -> Int32 {
    guard let named else { return -1 }
    if mode == .color256 {
      switch named {
      case .primary: return -1
      case .secondary, .gray: return 245
      case .black: return 16
      case .white: return 231
      case .red: return 196
      case .orange: return 208
      case .yellow: return 220
      case .green: return 40
      case .mint: return 121
      case .teal: return 37
      case .cyan: return 51
      case .blue: return 33
      case .indigo: return 63
      case .purple: return 129
      case .pink: return 205
      case .brown: return 130
      }
    }
    switch named {
    case .primary: return -1
    case .black: return Int32(COLOR_BLACK)
    case .red: return Int32(COLOR_RED)
    case .green, .mint: return Int32(COLOR_GREEN)
    case .yellow, .orange, .brown: return Int32(COLOR_YELLOW)
    case .blue, .indigo: return Int32(COLOR_BLUE)
    case .purple, .pink: return Int32(COLOR_MAGENTA)
    case .cyan, .teal: return Int32(COLOR_CYAN)
    case .white, .gray, .secondary: return Int32(COLOR_WHITE)
    }
  }
}
