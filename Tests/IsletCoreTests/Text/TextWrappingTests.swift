import Testing

@testable import IsletModel

@Suite struct TextWrappingTests {
  @Test func textThatFitsIsOneUnchangedLine() {
    let wrapped = TextWrapping.wrap("  hello  ", width: 10, lineLimit: nil)
    #expect(wrapped == WrappedText(lines: ["  hello  "], isTruncated: false, neededLines: 1, width: 9))
  }

  @Test func breaksAtSpacesAndDropsTheSpacesAtEachBreak() {
    let wrapped = TextWrapping.wrap("the quick  brown fox", width: 10, lineLimit: nil)
    #expect(wrapped.lines == ["the quick", "brown fox"])
    #expect(!wrapped.isTruncated && wrapped.neededLines == 2 && wrapped.width == 9)
  }

  @Test func breaksALongWordBetweenClusters() {
    #expect(
      TextWrapping.wrap("abcdefghij xy", width: 4, lineLimit: nil).lines == ["abcd", "efgh", "ij", "xy"])
    #expect(TextWrapping.wrap("東京大阪", width: 5, lineLimit: nil).lines == ["東京", "大阪"])
    #expect(
      TextWrapping.wrap("e\u{301}e\u{301}e\u{301}", width: 2, lineLimit: nil).lines == [
        "e\u{301}e\u{301}", "e\u{301}",
      ])
  }

  @Test func newlinesAlwaysBreak() {
    #expect(TextWrapping.wrap("ab\ncd", width: 10, lineLimit: nil).lines == ["ab", "cd"])
    #expect(TextWrapping.wrap("ab\r\n\ncd\n", width: 10, lineLimit: nil).lines == ["ab", "", "cd", ""])
  }

  @Test func lastAllowedLineIsTruncatedInEachMode() {
    let text = "one two three four five"
    #expect(TextWrapping.wrap(text, width: 9, lineLimit: 3).lines == ["one two", "three", "four five"])
    let tail = TextWrapping.wrap(text, width: 9, lineLimit: 2)
    #expect(
      tail == WrappedText(lines: ["one two", "three fo…"], isTruncated: true, neededLines: 3, width: 9))
    #expect(TextWrapping.wrap(text, width: 9, lineLimit: 2, mode: .head).lines == ["one two", "…our five"])
    #expect(TextWrapping.wrap(text, width: 9, lineLimit: 2, mode: .middle).lines == ["one two", "thre…five"])
  }

  @Test func lineLimitOneIsSingleLineTruncation() {
    let wrapped = TextWrapping.wrap("Pickup at 221B Baker St", width: 10, lineLimit: 1, mode: .middle)
    #expect(wrapped.lines == [Truncation.fit("Pickup at 221B Baker St", into: 10, mode: .middle).text])
    #expect(wrapped.isTruncated && wrapped.neededLines == 3)
  }

  @Test func collapsedLineBreakThatFitsLosesNothing() {
    let wrapped = TextWrapping.wrap("ab\ncd", width: 5, lineLimit: 1)
    #expect(wrapped.lines == ["ab cd"] && !wrapped.isTruncated && wrapped.neededLines == 2)
  }

  @Test func aClusterWiderThanTheLineIsReplaced() {
    let wrapped = TextWrapping.wrap("中a", width: 1, lineLimit: nil)
    #expect(wrapped.lines == ["…", "a"] && wrapped.isTruncated)
  }

  @Test func degenerateInputs() {
    #expect(
      TextWrapping.wrap("", width: 5, lineLimit: 2)
        == WrappedText(lines: [], isTruncated: false, neededLines: 0, width: 0))
    #expect(
      TextWrapping.wrap("abc", width: 0, lineLimit: nil)
        == WrappedText(lines: [], isTruncated: true, neededLines: 3, width: 0))
    #expect(TextWrapping.wrap("abc", width: 5, lineLimit: 0).lines.isEmpty)
    #expect(TextWrapping.wrap("abc", width: 5, lineLimit: 0).isTruncated)
  }

  @Test func everyLineFitsAndLimitsHold() {
    let text = "Your courier 山田 is 3 stops away 🚲 — arriving at the lobby of 1 Infinite Loop"
    for width in 1...30 {
      for limit in [1, 2, 3, nil] as [Int?] {
        let wrapped = TextWrapping.wrap(text, width: width, lineLimit: limit)
        #expect(wrapped.lines.allSatisfy { DisplayWidth.of($0) <= width })
        #expect(wrapped.lines.count <= (limit ?? Int.max))
        #expect(wrapped.isTruncated == (wrapped.neededLines > (limit ?? Int.max) || width == 1))
      }
    }
  }
}
