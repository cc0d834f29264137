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

  /// The clusters of the next line of `text`, at most `width` wide, or nil after the last, with
  /// the line's advance: its clusters' `advance`s summed from its first, as a caller summing
  /// them would find it (so a caller that fits the line need not sum them again).
  @inlinable package mutating func next(
    _ text: MeasuredText, width: Double, advance: (Int) -> Double
  ) -> (range: Range<Int>, width: Double)? {
    // Read in place: each index below is checked by the loop's own bounds, where the
    // collection's subscript checked it again on every read (a wrapped text reads each
    // cluster two or three times).
    text.clusters.withUnsafeBufferPointer { next(in: $0, width: width, advance: advance) }
  }

  /// `next(_:width:advance:)` on the text's clusters in place.
  @inlinable mutating func next(
    in clusters: UnsafeBufferPointer<MeasuredText.Cluster>, width: Double, advance: (Int) -> Double
  ) -> (range: Range<Int>, width: Double)? {
    if endsWithEmptyLine {
      endsWithEmptyLine = false
      return (start..<start, 0)
    }
    guard start < clusters.count else { return nil }
    if !startsParagraph {
      while start < clusters.count, clusters[start].isSpace { start += 1 }
      if start == clusters.count { return nil }
    }
    var end = start
    var used = 0.0
    var lastGap: Int?
    // The advance up to the last gap: up to the end of the word before it. (The advance up to
    // the end of the last word, which a line broken at a space needs, is `used` after a word and
    // `usedToGap` after the spaces that follow one: not kept apart for each cluster.)
    var usedToGap = 0.0
    while end < clusters.count, !clusters[end].isNewline {
      let step = advance(end)
      guard used + step <= width else { break }
      if clusters[end].isSpace, end > start, !clusters[end - 1].isSpace { (lastGap, usedToGap) = (end, used) }
      used += step
      end += 1
    }
    if end == clusters.count || clusters[end].isNewline {
      let line = start..<end
      start = end + 1
      startsParagraph = true
      endsWithEmptyLine = start == clusters.count
      return (line, used)
    }
    startsParagraph = false
    let line: (range: Range<Int>, width: Double)
    if clusters[end].isSpace {
      var trimmed = end
      while trimmed > start, clusters[trimmed - 1].isSpace { trimmed -= 1 }
      // Trimmed back over spaces after a word, the line ends at the last gap.
      line = (start..<trimmed, trimmed == end ? used : trimmed > start ? usedToGap : 0)
      start = end
    } else if let gap = lastGap {
      line = (start..<gap, usedToGap)
      start = gap
    } else if end > start {
      line = (start..<end, used)
      start = end
    } else {
      // A cluster wider than the line, alone on it.
      line = (start..<start + 1, 0 + advance(start))
      start += 1
    }
    return line
  }
}
