/// One terminal cell: a whole grapheme cluster and its style.
///
/// A wide (2-cell) cluster lives in its left cell with `width == 2`; the cell to its right is
/// a continuation (`width == 0`, empty text) that front ends skip.
public struct Cell: Hashable, Sendable {
  /// The cluster drawn here; a single space for a blank cell, "" for a continuation.
  public var text: String
  /// 1 for a normal cell, 2 for the left half of a wide cluster, 0 for a continuation.
  public var width: Int
  public var style: Style

  public init(text: String, width: Int, style: Style = .plain) {
    self.text = text
    self.width = width
    self.style = style
  }

  public static let blank = Cell(text: " ", width: 1)

  public static func blank(_ style: Style) -> Cell { Cell(text: " ", width: 1, style: style) }

  public var isContinuation: Bool { width == 0 }
}
