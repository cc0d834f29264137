/// Where text gives way when it does not fit (SwiftUI's `truncationMode`).
public enum TruncationMode: String, Hashable, Sendable, CaseIterable {
  case head, middle, tail
}

/// The result of fitting text into a number of cells.
public struct FittedText: Hashable, Sendable {
  /// The text to draw, at most the budget wide.
  public var text: String
  /// Its width in cells: the text's own width when it fits, else exactly the budget.
  public var width: Int
  /// Whether anything was cut (then `text` carries the "…" marker, budget permitting).
  public var isTruncated: Bool

  public init(text: String, width: Int, isTruncated: Bool) {
    self.text = text
    self.width = width
    self.isTruncated = isTruncated
  }
}

/// Truncation by grapheme cluster with an ellipsis.
///
/// Text that fits comes back unchanged with no marker. Otherwise one "…" (1 cell) marks the
/// cut and the kept clusters fill the remaining cells: the start (`.tail`), the end (`.head`),
/// or both (`.middle`: the start gets ⌈room/2⌉ cells, the end ⌊room/2⌋). Cuts fall only between
/// clusters, so combining marks stay with their base and emoji ZWJ sequences stay whole; when a
/// wide cluster straddles a cut a space takes its place, so a truncated result is always exactly
/// `budget` cells wide. A budget of 0 gives "" (truncated if the text was not empty), 1 gives "…".
public enum Truncation {
  /// The truncation marker, 1 cell wide (East Asian Ambiguous, narrow outside CJK terminals).
  public static let ellipsis = Character(ellipsisScalar)
  package static let ellipsisScalar: Unicode.Scalar = "\u{2026}"

  /// Fits `text` into `budget` cells, cutting at cluster boundaries in `mode`.
  public static func fit(_ text: String, into budget: Int, mode: TruncationMode = .tail) -> FittedText {
    guard budget > 0 else { return FittedText(text: "", width: 0, isTruncated: !text.isEmpty) }
    let width = DisplayWidth.of(text)
    if width <= budget { return FittedText(text: text, width: width, isTruncated: false) }
    let measured = MeasuredText(text)
    let fitted = fit(measured, measured.all, into: budget, mode: mode)
    return FittedText(text: measured.string(fitted), width: fitted.width, isTruncated: fitted.isTruncated)
  }

  /// `fit(_:into:mode:)` on the clusters `range` of `text`, without building strings.
  static func fit(
    _ text: MeasuredText, _ range: Range<Int>, into budget: Int, mode: TruncationMode
  ) -> MeasuredText.Fit {
    guard budget > 0 else { return MeasuredText.Fit(droppingAnything: !range.isEmpty, at: range.lowerBound) }
    let width = text.width(of: range)
    if width <= budget { return MeasuredText.Fit(whole: range, width: width) }
    let room = budget - 1
    let headCells: Int
    switch mode {
    case .tail: headCells = room
    case .head: headCells = 0
    case .middle: headCells = room - room / 2
    }
    var headEnd = range.lowerBound
    var headWidth = 0
    while headEnd < range.upperBound, headCells > 0 {
      let width = Int(text.clusters[headEnd].width)
      if headWidth + width > headCells { break }
      headWidth += width
      headEnd += 1
    }
    let tailCells = room - headCells
    var tailStart = range.upperBound
    var tailWidth = 0
    while tailStart > range.lowerBound, tailCells > 0 {
      let width = Int(text.clusters[tailStart - 1].width)
      if tailWidth + width > tailCells { break }
      tailWidth += width
      tailStart -= 1
    }
    return MeasuredText.Fit(
      head: range.lowerBound..<headEnd, headPadding: headCells - headWidth,
      tailPadding: tailCells - tailWidth, tail: tailStart..<range.upperBound, width: budget)
  }
}
