/// Display width in terminal cells, by extended grapheme cluster.
///
/// PLACEHOLDER until the generated width table lands: treats emoji presentation and the main
/// CJK blocks as 2 cells, combining-only clusters as 0, everything else as 1.
public enum DisplayWidth {
  /// The cells one cluster occupies: 0, 1 or 2.
  public static func of(_ cluster: Character) -> Int {
    guard let first = cluster.unicodeScalars.first else { return 0 }
    let properties = first.properties
    switch properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format, .control: return 0
    default: break
    }
    if properties.isEmojiPresentation || cluster.unicodeScalars.contains(where: { $0.value == 0xFE0F }) {
      return 2
    }
    switch first.value {
    case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
      0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
      0xFFE0...0xFFE6, 0x20000...0x3FFFD:
      return 2
    default:
      return 1
    }
  }

  /// The cells a string occupies: the sum of its clusters' widths.
  public static func of<S: StringProtocol>(_ text: S) -> Int {
    text.reduce(0) { $0 + of($1) }
  }
}
