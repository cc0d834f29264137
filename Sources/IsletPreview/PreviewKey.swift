/// A key press as the dashboard sees it, independent of any terminal library.
public enum PreviewKey: Hashable, Sendable, CustomStringConvertible {
  case character(Character)
  case up, down, left, right
  case pageUp, pageDown, home, end
  case escape

  public var description: String {
    switch self {
    case .character("\t"): "Tab"
    case .character(let character): String(character)
    case .up: "↑"
    case .down: "↓"
    case .left: "←"
    case .right: "→"
    case .pageUp: "PgUp"
    case .pageDown: "PgDn"
    case .home: "Home"
    case .end: "End"
    case .escape: "Esc"
    }
  }
}
