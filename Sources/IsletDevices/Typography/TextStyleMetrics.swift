/// A text style's size at one Dynamic Type size, in points, as Apple's Human Interface
/// Guidelines tabulate them ("Typography" › "Specifications" › "iOS, iPadOS Dynamic Type sizes",
/// https://developer.apple.com/design/human-interface-guidelines/typography): the font's point
/// size and its leading (the line height a line of that style takes).
public struct TextStyleMetrics: Hashable, Sendable {
  public let pointSize: Double
  public let lineHeight: Double
  /// The style's own weight (semibold for `headline`, regular for every other style).
  public let weight: FontWeight

  /// The HIG's numbers for `style` at `textSize`.
  public init(_ style: FontStyle, _ textSize: TextSize) {
    let (size, leading) = Self.table[style.tableRow][textSize.tableColumn]
    pointSize = Double(size)
    lineHeight = Double(leading)
    weight = style == .headline ? .semibold : .regular
  }

  /// Rows in `FontStyle` order (largeTitle, title, title2, title3, headline, subheadline, body,
  /// callout, footnote, caption, caption2); columns in `TextSize` order (xSmall … xxxLarge,
  /// AX1 … AX5); each entry (point size, leading).
  private static let table: [[(Int, Int)]] = [
    [
      (31, 38), (32, 39), (33, 40), (34, 41), (36, 43), (38, 46), (40, 48), (44, 52), (48, 57), (52, 61),
      (56, 66), (60, 70),
    ],
    [
      (25, 31), (26, 32), (27, 33), (28, 34), (30, 37), (32, 39), (34, 41), (38, 46), (43, 51), (48, 57),
      (53, 62), (58, 68),
    ],
    [
      (19, 24), (20, 25), (21, 26), (22, 28), (24, 30), (26, 32), (28, 34), (34, 41), (39, 47), (44, 52),
      (50, 59), (56, 66),
    ],
    [
      (17, 22), (18, 23), (19, 24), (20, 25), (22, 28), (24, 30), (26, 32), (31, 38), (37, 44), (43, 51),
      (49, 58), (55, 65),
    ],
    [
      (14, 19), (15, 20), (16, 21), (17, 22), (19, 24), (21, 26), (23, 29), (28, 34), (33, 40), (40, 48),
      (47, 56), (53, 62),
    ],
    [
      (12, 16), (13, 18), (14, 19), (15, 20), (17, 22), (19, 24), (21, 28), (25, 31), (30, 37), (36, 43),
      (42, 50), (49, 58),
    ],
    [
      (14, 19), (15, 20), (16, 21), (17, 22), (19, 24), (21, 26), (23, 29), (28, 34), (33, 40), (40, 48),
      (47, 56), (53, 62),
    ],
    [
      (13, 18), (14, 19), (15, 20), (16, 21), (18, 23), (20, 25), (22, 28), (26, 32), (32, 39), (38, 46),
      (44, 52), (51, 60),
    ],
    [
      (12, 16), (12, 16), (12, 16), (13, 18), (15, 20), (17, 22), (19, 24), (23, 29), (27, 33), (33, 40),
      (38, 46), (44, 52),
    ],
    [
      (11, 13), (11, 13), (11, 13), (12, 16), (14, 19), (16, 21), (18, 23), (22, 28), (26, 32), (32, 39),
      (37, 44), (43, 51),
    ],
    [
      (11, 13), (11, 13), (11, 13), (11, 13), (13, 18), (15, 20), (17, 22), (20, 25), (24, 30), (29, 35),
      (34, 41), (40, 48),
    ],
  ]
}

extension FontStyle {
  fileprivate var tableRow: Int { Self.allCases.firstIndex(of: self) ?? 0 }
}

extension TextSize {
  fileprivate var tableColumn: Int { Self.allCases.firstIndex(of: self) ?? 0 }
}
