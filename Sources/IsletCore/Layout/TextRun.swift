extension LayoutTree {
  /// A text view's string split into clusters once, with each cluster's display width, and
  /// the line breaking SwiftUI's `Text` does: wrap at spaces, break an over-long word between
  /// clusters, honour hard newlines, and stop at `lineLimit` with the rest truncated into the
  /// last line.
  struct TextRun {
    let text: String
    let clusters: [Character]
    /// `offsets[i]` is the width of `clusters[..<i]`.
    let offsets: [Int]
    /// The widest hard line: the text's width on one line per paragraph.
    private(set) var idealWidth: Int
    /// The last layout asked for, by width and line limit.
    var cache: (width: Int?, lines: Int?, layout: Layout)?

    init(_ text: String) {
      self.text = text
      clusters = Array(text)
      var offsets = [0]
      offsets.reserveCapacity(clusters.count + 1)
      var total = 0
      for cluster in clusters {
        total += cluster.isNewline ? 0 : CellWidth.of(cluster)
        offsets.append(total)
      }
      self.offsets = offsets
      idealWidth = 0
      idealWidth = lines(width: nil).map(\.width).max() ?? 0
    }

    /// One drawn line: clusters `start..<end`, or, for the last line of truncated text, the
    /// fitted rest.
    struct Line {
      var start: Int
      var end: Int
      var width: Int
      var fitted: FittedText?
    }

    /// The lines drawn at one width.
    struct Layout {
      var lines: [Line]
      var width: Int
      /// Lines the text would need without `lineLimit` (more than `lines.count` when truncated).
      var neededLines: Int
      var isTruncated: Bool
    }

    /// Breaks into lines no wider than `width` (nil: only at hard newlines), then applies
    /// `lineLimit`, truncating the rest into the last allowed line with `mode`.
    func layout(width: Int?, lineLimit: Int?, mode: TruncationMode) -> Layout {
      var lines = self.lines(width: width)
      let neededLines = lines.count
      let limit = max(1, lineLimit ?? Int.max)
      guard lines.count > limit else {
        return Layout(
          lines: lines, width: lines.map(\.width).max() ?? 0, neededLines: neededLines, isTruncated: false)
      }
      let start = lines[limit - 1].start
      lines.removeSubrange((limit - 1)...)
      let rest = String(clusters[start...].map { $0.isNewline ? " " : $0 })
      let fitted = Truncation.fit(rest, into: width ?? idealWidth, mode: mode)
      lines.append(Line(start: start, end: clusters.count, width: fitted.width, fitted: fitted))
      return Layout(
        lines: lines, width: lines.map(\.width).max() ?? 0, neededLines: neededLines,
        isTruncated: fitted.isTruncated)
    }

    /// Greedy line breaking; every line holds at least one cluster, so a cluster wider than
    /// `width` gets a line of its own (and overflows it).
    func lines(width: Int?) -> [Line] {
      var result: [Line] = []
      var start = 0
      var index = 0
      var lastSpace: Int?
      while index < clusters.count {
        let cluster = clusters[index]
        if cluster.isNewline {
          result.append(line(start, index))
          index += 1
          start = index
          lastSpace = nil
          continue
        }
        if let width, cluster != " ", index > start, offsets[index + 1] - offsets[start] > width {
          if let space = lastSpace, space > start {
            result.append(line(start, space))
            start = space + 1
            while start < index, clusters[start] == " " { start += 1 }
          } else {
            result.append(line(start, index))
            start = index
          }
          lastSpace = nil
          continue
        }
        if cluster == " " { lastSpace = index }
        index += 1
      }
      result.append(line(start, clusters.count))
      return result
    }

    /// Clusters `start..<end` without trailing spaces.
    private func line(_ start: Int, _ end: Int) -> Line {
      var last = end
      while last > start, clusters[last - 1] == " " { last -= 1 }
      return Line(start: start, end: last, width: offsets[last] - offsets[start], fitted: nil)
    }
  }
}
