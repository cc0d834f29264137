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
  public static let ellipsis: Character = "…"

  /// Fits `text` into `budget` cells, cutting at cluster boundaries in `mode`.
  public static func fit(_ text: String, into budget: Int, mode: TruncationMode = .tail) -> FittedText {
    guard budget > 0 else { return FittedText(text: "", width: 0, isTruncated: !text.isEmpty) }
    let width = DisplayWidth.of(text)
    if width <= budget { return FittedText(text: text, width: width, isTruncated: false) }
    let room = budget - 1
    let headCells: Int
    switch mode {
    case .tail: headCells = room
    case .head: headCells = 0
    case .middle: headCells = room - room / 2
    }
    let head = leadingClusters(of: text, within: headCells)
    let tail = leadingClusters(of: text.reversed(), within: room - headCells)
    var result = String(head.clusters)
    result += String(repeating: " ", count: headCells - head.width)
    result.append(ellipsis)
    result += String(repeating: " ", count: room - headCells - tail.width)
    result += String(tail.clusters.reversed())
    return FittedText(text: result, width: budget, isTruncated: true)
  }

  /// The longest run of clusters from the start of `clusters` that fits in `cells`, and its width.
  private static func leadingClusters<C: Sequence<Character>>(
    of clusters: C, within cells: Int
  ) -> (clusters: [Character], width: Int) {
    guard cells > 0 else { return ([], 0) }
    var kept: [Character] = []
    var used = 0
    for cluster in clusters {
      let width = DisplayWidth.of(cluster)
      if used + width > cells { break }
      kept.append(cluster)
      used += width
    }
    return (kept, used)
  }
}
