/// Where text gives way when it does not fit (SwiftUI's `truncationMode`).
public enum TruncationMode: String, Hashable, Sendable, CaseIterable {
  case head, middle, tail
}

/// The result of fitting text into a number of cells.
public struct FittedText: Hashable, Sendable {
  /// The text to draw, at most the budget wide.
  public var text: String
  /// Its width in cells.
  public var width: Int
  /// Whether anything was cut (then `text` carries the "…" marker).
  public var isTruncated: Bool
}

/// Truncation by grapheme cluster with an ellipsis.
///
/// PLACEHOLDER until the text module lands: tail mode only semantics for all modes.
public enum Truncation {
  public static let ellipsis: Character = "…"

  /// Fits `text` into `budget` cells, cutting at cluster boundaries in `mode`.
  public static func fit(_ text: String, into budget: Int, mode: TruncationMode = .tail) -> FittedText {
    let width = DisplayWidth.of(text)
    if width <= budget { return FittedText(text: text, width: width, isTruncated: false) }
    guard budget > 0 else { return FittedText(text: "", width: 0, isTruncated: true) }
    var kept = ""
    var used = 0
    for cluster in text {
      let w = DisplayWidth.of(cluster)
      if used + w > budget - 1 { break }
      kept.append(cluster)
      used += w
    }
    return FittedText(text: kept + String(ellipsis), width: used + 1, isTruncated: true)
  }
}
