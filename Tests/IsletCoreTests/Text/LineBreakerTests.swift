import Testing

@testable import IsletModel

@Suite struct LineBreakerTests {
  /// Each line's advance is its clusters' advances summed in order from its first, bit for bit,
  /// however it ends (a word, spaces trimmed after one, a gap, a line break, a cluster wider than
  /// the line, spaces alone), with advances whose sums round.
  @Test func aLineAdvanceIsItsClustersAdvancesSummedFromItsFirst() {
    let texts = [
      "the quick  brown fox", "  lead and trail  ", "a    b", "one\ntwo  \n  three", "abcdefghij xy",
      "x  ", "   ", "w\u{301}ord  wo\u{308}rd   word", "a b c d e f g h",
    ]
    for string in texts {
      let text = MeasuredText(string)
      let advance = { (index: Int) -> Double in [0.1, 0.7, 0.3, 1.9, 0.2][index % 5] }
      for tenths in 1...60 {
        let width = Double(tenths) / 10
        var breaker = LineBreaker()
        var lines = 0
        while let line = breaker.next(text, width: width, advance: advance) {
          let summed = line.range.reduce(0.0) { $0 + advance($1) }
          #expect(line.width == summed, "\(string) in \(width): \(line.range)")
          lines += 1
          if lines > text.count + 2 { break }
        }
        #expect(lines <= text.count + 1, "\(string) in \(width)")
      }
    }
  }
}
