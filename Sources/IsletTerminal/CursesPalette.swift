import CNcursesw
import IsletCanvas

/// Maps a grid `Style` to ncurses attributes and an extended colour pair, allocating pairs on
/// first use with `init_extended_pair` (pairs past 32767 work, unlike `init_pair`). ncurses has
/// no strikethrough attribute: struck text shows without its line in the preview.
final class CursesPalette {
  /// The colours drawn: the lesser of what the environment announces (`ColorDepth.announced`)
  /// and what the terminal's terminfo entry offers (`COLORS`: 2^24 for a direct-colour entry
  /// such as `xterm-direct`, 256, or 8). ncurses cannot send 24-bit colour through a 256-colour
  /// entry, so `COLORTERM=truecolor` under `TERM=xterm-256color` draws the nearest of 256.
  let depth: ColorDepth
  private var pairs: [Pair: Int32] = [:]
  private var nextPair: Int32 = 1
  private let pairLimit: Int32

  private struct Pair: Hashable {
    var foreground: Int32
    var background: Int32
  }

  /// Picks the depth for the current terminal and starts colour when it has any. Call after
  /// `newterm`.
  init(announced: ColorDepth) {
    if announced == .none || !has_colors() || start_color() == ERR {
      depth = .none
    } else {
      use_default_colors()
      let colors = islet_colors()
      let offered: ColorDepth = colors >= 1 << 24 ? .trueColor : colors >= 256 ? .xterm256 : .ansi8
      depth = ColorDepth.allCases.last { $0 == announced || $0 == offered } ?? .ansi8
    }
    pairLimit = depth == .none ? 0 : Int32(islet_color_pairs())
  }

  /// The attributes and colour pair for `style` (pair 0 = the terminal's default colours).
  func attributes(for style: Style) -> (attributes: attr_t, pair: Int32) {
    var attributes = islet_a_normal()
    if style.bold { attributes |= islet_a_bold() }
    if style.dim { attributes |= islet_a_dim() }
    if style.italic { attributes |= islet_a_italic() }
    if style.underline { attributes |= islet_a_underline() }
    if style.reverse { attributes |= islet_a_reverse() }
    guard depth != .none, style.foreground != nil || style.background != nil else {
      return (attributes, 0)
    }
    let key = Pair(foreground: color(style.foreground), background: color(style.background))
    if key == Pair(foreground: -1, background: -1) { return (attributes, 0) }
    if let pair = pairs[key] { return (attributes, pair) }
    guard nextPair < pairLimit, init_extended_pair(nextPair, key.foreground, key.background) != ERR else {
      return (attributes, 0)
    }
    pairs[key] = nextPair
    nextPair += 1
    return (attributes, nextPair - 1)
  }

  /// The terminal colour number for a colour; −1 is the terminal's default. A direct-colour
  /// entry takes `0xRRGGBB` itself, except that numbers below 8 are its ANSI colours.
  private func color(_ color: StyleColor?) -> Int32 {
    guard let rgb = color?.rgb else { return -1 }
    switch depth {
    case .trueColor: return Int32(max(8, rgb.packed))
    case .xterm256: return Int32(ColorDepth.xterm256Index(of: rgb))
    case .ansi8: return Int32(ColorDepth.ansi8Index(of: rgb))
    case .none: return -1
    }
  }
}
