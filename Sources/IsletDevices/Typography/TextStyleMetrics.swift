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
    let entry = 2 * (style.tableRow * Self.sizesPerStyle + textSize.tableColumn)
    pointSize = Double(Self.table[entry])
    lineHeight = Double(Self.table[entry + 1])
    weight = style == .headline ? .semibold : .regular
  }

  /// Dynamic Type sizes per style in the table.
  private static let sizesPerStyle = 12

  /// Rows in `FontStyle` order (largeTitle, title, title2, title3, headline, subheadline, body,
  /// callout, footnote, caption, caption2), one flat array; in each row the 12 `TextSize`s in
  /// order (xSmall … xxxLarge, AX1 … AX5), each as point size then leading.
  private static let table: [UInt8] = [
    // largeTitle
    31, 38, 32, 39, 33, 40, 34, 41, 36, 43, 38, 46,
    40, 48, 44, 52, 48, 57, 52, 61, 56, 66, 60, 70,
    // title
    25, 31, 26, 32, 27, 33, 28, 34, 30, 37, 32, 39,
    34, 41, 38, 46, 43, 51, 48, 57, 53, 62, 58, 68,
    // title2
    19, 24, 20, 25, 21, 26, 22, 28, 24, 30, 26, 32,
    28, 34, 34, 41, 39, 47, 44, 52, 50, 59, 56, 66,
    // title3
    17, 22, 18, 23, 19, 24, 20, 25, 22, 28, 24, 30,
    26, 32, 31, 38, 37, 44, 43, 51, 49, 58, 55, 65,
    // headline
    14, 19, 15, 20, 16, 21, 17, 22, 19, 24, 21, 26,
    23, 29, 28, 34, 33, 40, 40, 48, 47, 56, 53, 62,
    // subheadline
    12, 16, 13, 18, 14, 19, 15, 20, 17, 22, 19, 24,
    21, 28, 25, 31, 30, 37, 36, 43, 42, 50, 49, 58,
    // body
    14, 19, 15, 20, 16, 21, 17, 22, 19, 24, 21, 26,
    23, 29, 28, 34, 33, 40, 40, 48, 47, 56, 53, 62,
    // callout
    13, 18, 14, 19, 15, 20, 16, 21, 18, 23, 20, 25,
    22, 28, 26, 32, 32, 39, 38, 46, 44, 52, 51, 60,
    // footnote
    12, 16, 12, 16, 12, 16, 13, 18, 15, 20, 17, 22,
    19, 24, 23, 29, 27, 33, 33, 40, 38, 46, 44, 52,
    // caption
    11, 13, 11, 13, 11, 13, 12, 16, 14, 19, 16, 21,
    18, 23, 22, 28, 26, 32, 32, 39, 37, 44, 43, 51,
    // caption2
    11, 13, 11, 13, 11, 13, 11, 13, 13, 18, 15, 20,
    17, 22, 20, 25, 24, 30, 29, 35, 34, 41, 40, 48,
  ]

}

extension FontStyle {
  /// The style's row in the table (the order of `allCases`, without building that array).
  fileprivate var tableRow: Int {
    switch self {
    case .largeTitle: 0
    case .title: 1
    case .title2: 2
    case .title3: 3
    case .headline: 4
    case .subheadline: 5
    case .body: 6
    case .callout: 7
    case .footnote: 8
    case .caption: 9
    case .caption2: 10
    }
  }
}

extension TextSize {
  /// The size's column in the table (the order of `allCases`).
  fileprivate var tableColumn: Int {
    switch self {
    case .xSmall: 0
    case .small: 1
    case .medium: 2
    case .large: 3
    case .xLarge: 4
    case .xxLarge: 5
    case .xxxLarge: 6
    case .ax1: 7
    case .ax2: 8
    case .ax3: 9
    case .ax4: 10
    case .ax5: 11
    }
  }
}
