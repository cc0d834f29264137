/// The lines of a text found one at a time (`TextWrapping.lineRanges` is all of them): greedy,
/// as many clusters as fit in a width (cells, or points when `advance` gives points), broken at
/// the last gap between words when the next cluster does not fit; a line break always breaks,
/// and one that ends the text leaves an empty last line. A single cluster wider than the line
/// gets a line of its own (the caller's fitting then truncates it).
///
/// A caller that lays the lines out as they come needs no array of them: a text's layout
/// allocated one for its ranges (~1 K instructions a wrapped text), only to read it once.
/// Inlinable, so that a caller's `advance` is inlined into the loop: called through the
/// closure, each cluster's advance was a call.
@usableFromInline package struct LineBreaker {
  /// Where the next line starts.
  @usableFromInline var start = 0
  /// Whether the next line starts a paragraph (its leading spaces are kept).
  @usableFromInline var startsParagraph = true
  /// Whether a line break ended the text: the empty line after it comes next.
  @usableFromInline var endsWithEmptyLine = false

  @inlinable package init() {}

  /// The clusters of the next line of `text`, at most `width` wide, or nil after the last.
  @inlinable package mutating func next(
    _ text: MeasuredText, width: Double, advance: (Int) -> Double
  ) -> Range<Int>? {
    let clusters = text.clusters
    if endsWithEmptyLine {
      endsWithEmptyLine = false
      return start..<start
    }
    guard start < clusters.count else { return nil }
    if !startsParagraph {
      while start < clusters.count, clusters[start].isSpace { start += 1 }
      if start == clusters.count { return nil }
    }
    var end = start
    var used = 0.0
    var lastGap: Int?
    while end < clusters.count, !clusters[end].isNewline {
      let step = advance(end)
      guard used + step <= width else { break }
      if clusters[end].isSpace, end > start, !clusters[end - 1].isSpace { lastGap = end }
      used += step
      end += 1
    }
    let line: Range<Int>
    if end == clusters.count || clusters[end].isNewline {
      line = start..<end
      start = end + 1
      startsParagraph = true
      endsWithEmptyLine = start == clusters.count
      return line
    }
    startsParagraph = false
    if clusters[end].isSpace {
      var trimmed = end
      while trimmed > start, clusters[trimmed - 1].isSpace { trimmed -= 1 }
      line = start..<trimmed
      start = end
    } else if let gap = lastGap {
      line = start..<gap
      start = gap
    } else {
      let stop = max(end, start + 1)
      line = start..<stop
      start = stop
    }
    return line
  }
}
