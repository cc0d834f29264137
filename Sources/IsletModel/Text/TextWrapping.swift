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
    guard !text.isEmpty else { return WrappedText(lines: [], isTruncated: false, neededLines: 0, width: 0) }
    if width > 0, lineLimit.map({ $0 > 0 }) ?? true, !text.contains(where: \.isNewline) {
      let textWidth = DisplayWidth.of(text)
      if textWidth <= width {
        return WrappedText(lines: [text], isTruncated: false, neededLines: 1, width: textWidth)
      }
    }
    let measured = MeasuredText(text)
    let wrapped = wrap(measured, width: width, lineLimit: lineLimit, mode: mode)
    return WrappedText(
      lines: (0..<wrapped.lineCount).map { wrapped.string($0, in: measured) },
      isTruncated: wrapped.isTruncated,
      neededLines: wrapped.neededLines, width: wrapped.width)
  }

  /// `wrap(_:width:lineLimit:mode:)` on measured clusters, the lines as cluster ranges.
  package static func wrap(
    _ text: MeasuredText, width: Int, lineLimit: Int?, mode: TruncationMode
  ) -> MeasuredText.Wrapped {
    let limit = lineLimit.map { max(0, $0) } ?? Int.max
    guard !text.isEmpty else { return MeasuredText.Wrapped(neededLines: 0) }
    if width > 0, limit > 0, !text.hasNewline, text.width <= width {
      return MeasuredText.Wrapped(oneLineOf: text.count, width: text.width)
    }
    let ranges = lineRanges(text, width: Double(max(1, width))) { Double(text.clusters[$0].width) }
    var wrapped = MeasuredText.Wrapped(neededLines: ranges.count)
    guard width > 0, limit > 0 else {
      wrapped.isTruncated = true
      return wrapped
    }
    for range in ranges.count <= limit ? ranges[...] : ranges.prefix(limit - 1) {
      wrapped.append(Truncation.fit(text, range, into: width, mode: .tail))
    }
    if ranges.count > limit {
      let rest = ranges[limit - 1].lowerBound..<text.count
      if text.containsNewline(in: rest) {
        // The breaks become spaces, which may join clusters: measure the remainder afresh.
        let remainder = MeasuredText(text.string(rest, breaksAsSpaces: true))
        wrapped.remainder = remainder
        wrapped.append(Truncation.fit(remainder, remainder.all, into: width, mode: mode))
      } else {
        wrapped.append(Truncation.fit(text, rest, into: width, mode: mode))
      }
    }
    return wrapped
  }

  /// The cluster ranges of each line (`LineBreaker`'s lines, all of them). Inlinable, so that a
  /// caller's `advance` is inlined into the loop.
  @inlinable package static func lineRanges(
    _ text: MeasuredText, width: Double, advance: (Int) -> Double
  ) -> [Range<Int>] {
    var ranges: [Range<Int>] = []
    // Room for a few lines at once: grown from empty, a text on two to four lines reallocated
    // the array once or twice (~690 instructions each).
    ranges.reserveCapacity(4)
    var breaker = LineBreaker()
    while let line = breaker.next(text, width: width, advance: advance) { ranges.append(line.range) }
    return ranges
  }
}

extension MeasuredText {
  /// A text broken into lines (`TextWrapping.wrap` on indices): each line a `Fit` of the
  /// text's clusters, except a last line drawn from `remainder` when there is one.
  package struct Wrapped {
    /// The first line, apart so that a text on one line needs no array.
    private var first: Fit?
    private var others: [Fit] = []
    /// The rest of the text with its line breaks as spaces, when the last line holds it.
    package var remainder: MeasuredText?
    package var isTruncated = false
    /// How many lines the whole text needs at this width with no line limit.
    package let neededLines: Int
    /// The widest line, in cells.
    package private(set) var width = 0

    init(neededLines: Int) {
      self.neededLines = neededLines
    }

    /// All `count` clusters of a text on one line `width` cells wide.
    package init(oneLineOf count: Int, width: Int) {
      self.init(neededLines: 1)
      append(MeasuredText.Fit(whole: 0..<count, width: width))
    }

    package var lineCount: Int { first == nil ? 0 : 1 + others.count }

    package func line(_ index: Int) -> Fit {
      if index == 0, let first { return first }
      return others[index - 1]
    }

    mutating func append(_ line: Fit) {
      if first == nil { first = line } else { others.append(line) }
      isTruncated = isTruncated || line.isTruncated
      width = max(width, line.width)
    }

    /// The clusters line `index` of the wrapped `text` is made of.
    func source(ofLine index: Int, in text: MeasuredText) -> MeasuredText {
      index == lineCount - 1 ? remainder ?? text : text
    }

    /// Line `index` of the wrapped `text` as a string.
    func string(_ index: Int, in text: MeasuredText) -> String {
      source(ofLine: index, in: text).string(line(index))
    }
  }
}
