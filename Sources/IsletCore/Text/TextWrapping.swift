/// Text broken into lines for a width, the way a multi-line SwiftUI `Text` lays out.
public struct WrappedText: Hashable, Sendable {
  /// The lines to draw, each at most the wrap width; never more than the line limit.
  public var lines: [String]
  /// Whether anything was dropped (then the last line carries "…").
  public var isTruncated: Bool
  /// How many lines the whole text needs at this width with no line limit (for findings).
  public var neededLines: Int
  /// The widest line, in cells.
  public var width: Int

  public init(lines: [String], isTruncated: Bool, neededLines: Int, width: Int) {
    self.lines = lines
    self.isTruncated = isTruncated
    self.neededLines = neededLines
    self.width = width
  }
}

/// Word wrapping by cells, for `lineLimit` > 1 or no limit.
///
/// Lines break at spaces where possible (the spaces at a break are dropped), else between
/// clusters when a word is longer than the line; a newline cluster (LF, CR LF, U+2028…) always
/// breaks. When the text needs more lines than `lineLimit`, the last allowed line holds
/// everything that remains, with line breaks as spaces, fitted by `Truncation.fit` in `mode`:
/// SwiftUI's behaviour, where only the last line shows the "…". If that remainder fits once its
/// line breaks became spaces, nothing is lost and the result is not truncated.
/// Empty text has no lines (like an empty `Text`, it takes no room).
public enum TextWrapping {
  /// Breaks `text` into lines of at most `width` cells, at most `lineLimit` of them (nil: any).
  public static func wrap(
    _ text: String, width: Int, lineLimit: Int?, mode: TruncationMode = .tail
  ) -> WrappedText {
    let limit = lineLimit.map { max(0, $0) } ?? Int.max
    guard !text.isEmpty else { return WrappedText(lines: [], isTruncated: false, neededLines: 0, width: 0) }
    if width > 0, limit > 0, !text.contains(where: \.isNewline) {
      let textWidth = DisplayWidth.of(text)
      if textWidth <= width {
        return WrappedText(lines: [text], isTruncated: false, neededLines: 1, width: textWidth)
      }
    }
    let clusters = Array(text)
    let ranges = lineRanges(clusters, width: max(1, width))
    guard width > 0, limit > 0 else {
      return WrappedText(lines: [], isTruncated: true, neededLines: ranges.count, width: 0)
    }
    let shown = ranges.count <= limit ? ranges[...] : ranges.prefix(limit - 1)
    var fitted = shown.map { Truncation.fit(String(clusters[$0]), into: width) }
    if ranges.count > limit {
      let rest = clusters[ranges[limit - 1].lowerBound...].map { $0.isNewline ? " " : $0 }
      fitted.append(Truncation.fit(String(rest), into: width, mode: mode))
    }
    return WrappedText(
      lines: fitted.map(\.text), isTruncated: fitted.contains(where: \.isTruncated),
      neededLines: ranges.count, width: fitted.map(\.width).max() ?? 0)
  }

  /// The cluster ranges of each line, greedy: as many clusters as fit, broken at the last gap
  /// between words when the next cluster does not fit. A single cluster wider than the line gets
  /// a line of its own (`Truncation.fit` then replaces it).
  private static func lineRanges(_ clusters: [Character], width: Int) -> [Range<Int>] {
    let widths = clusters.map(DisplayWidth.of)
    var ranges: [Range<Int>] = []
    var start = 0
    var startsParagraph = true
    while start < clusters.count {
      if !startsParagraph {
        while start < clusters.count, clusters[start] == " " { start += 1 }
        if start == clusters.count { break }
      }
      var end = start
      var used = 0
      var lastGap: Int?
      while end < clusters.count, !clusters[end].isNewline, used + widths[end] <= width {
        if clusters[end] == " ", end > start, clusters[end - 1] != " " { lastGap = end }
        used += widths[end]
        end += 1
      }
      if end == clusters.count || clusters[end].isNewline {
        ranges.append(start..<end)
        start = end + 1
        startsParagraph = true
        if start == clusters.count { ranges.append(start..<start) }
        continue
      }
      startsParagraph = false
      if clusters[end] == " " {
        var trimmed = end
        while trimmed > start, clusters[trimmed - 1] == " " { trimmed -= 1 }
        ranges.append(start..<trimmed)
        start = end
      } else if let gap = lastGap {
        ranges.append(start..<gap)
        start = gap
      } else {
        let stop = max(end, start + 1)
        ranges.append(start..<stop)
        start = stop
      }
    }
    return ranges
  }
}
