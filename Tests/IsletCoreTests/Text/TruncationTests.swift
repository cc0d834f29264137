import Testing

@testable import IsletModel

@Suite struct TruncationTests {
  typealias Case = (text: String, budget: Int, mode: TruncationMode, expected: String)

  static let cases: [Case] = [
    // Exact fit and one over, each mode.
    ("abcdef", 6, .tail, "abcdef"), ("abcdef", 6, .head, "abcdef"), ("abcdef", 6, .middle, "abcdef"),
    ("abcdefg", 6, .tail, "abcde…"), ("abcdefg", 6, .head, "…cdefg"), ("abcdefg", 6, .middle, "abc…fg"),
    // Budgets 0, 1 and 2.
    ("abc", 0, .tail, ""), ("abc", 1, .tail, "…"), ("abc", 1, .head, "…"), ("abc", 1, .middle, "…"),
    ("abc", 2, .tail, "a…"), ("abc", 2, .head, "…c"), ("abc", 2, .middle, "a…"),
    ("abcd", 3, .middle, "a…d"),
    // A wide glyph straddling the cut becomes a space; the result fills the budget exactly.
    ("中文字幕", 4, .tail, "中 …"), ("中文字幕", 4, .head, "… 幕"), ("中文字幕", 6, .middle, "中 …幕"),
    ("a中文", 4, .tail, "a中…"), ("a中文", 3, .tail, "a …"), ("中文b", 3, .head, "… b"),
    ("中文字幕", 5, .middle, "中…幕"),
    // Combining marks stay with their base; ZWJ and flag clusters are never split.
    ("e\u{301}e\u{301}e\u{301}e\u{301}", 3, .tail, "e\u{301}e\u{301}…"),
    ("e\u{301}e\u{301}e\u{301}e\u{301}", 3, .head, "…e\u{301}e\u{301}"),
    ("👨‍👩‍👧👨‍👩‍👧👨‍👩‍👧", 5, .tail, "👨‍👩‍👧👨‍👩‍👧…"),
    ("👨‍👩‍👧👨‍👩‍👧👨‍👩‍👧", 4, .tail, "👨‍👩‍👧 …"),
    ("👨‍👩‍👧👨‍👩‍👧👨‍👩‍👧", 4, .head, "… 👨‍👩‍👧"),
    ("🇩🇪🇫🇷🇮🇹", 4, .middle, "🇩🇪… "),
  ]

  @Test(arguments: cases.indices)
  func fitsAtClusterBoundaries(_ index: Int) {
    let (text, budget, mode, expected) = Self.cases[index]
    let fitted = Truncation.fit(text, into: budget, mode: mode)
    #expect(fitted.text == expected, "\(text) into \(budget) \(mode)")
    #expect(fitted.width == DisplayWidth.of(fitted.text))
    #expect(fitted.isTruncated == (expected != text))
    if fitted.isTruncated { #expect(fitted.width == budget) }
  }

  @Test func emptyTextAlwaysFits() {
    for budget in 0...2 {
      #expect(Truncation.fit("", into: budget) == FittedText(text: "", width: 0, isTruncated: false))
    }
  }

  @Test func zeroOrNegativeBudgetDropsEverything() {
    #expect(Truncation.fit("a", into: 0) == FittedText(text: "", width: 0, isTruncated: true))
    #expect(Truncation.fit("a", into: -3) == FittedText(text: "", width: 0, isTruncated: true))
  }

  /// Invariants over many inputs: width ≤ budget, the marker is present exactly when cut, and
  /// every kept cluster appears whole in the original.
  @Test func invariantsHoldForEveryBudgetAndMode() {
    let texts = ["Ünïcödé façade", "東京 → 大阪 ✈️", "👋🏽 hi 🇯🇵 क्षि e\u{301}", "a b c", "中a中a中a"]
    for text in texts {
      let total = DisplayWidth.of(text)
      for budget in 0...(total + 1) {
        for mode in TruncationMode.allCases {
          let fitted = Truncation.fit(text, into: budget, mode: mode)
          #expect(fitted.width <= budget && fitted.width == DisplayWidth.of(fitted.text))
          #expect(fitted.isTruncated == (total > budget))
          #expect(fitted.text.contains(Truncation.ellipsis) == (fitted.isTruncated && budget > 0))
          let kept = fitted.text.filter { $0 != Truncation.ellipsis && $0 != " " }
          #expect(kept.allSatisfy { text.contains($0) }, "\(text) \(budget) \(mode): \(fitted.text)")
        }
      }
    }
  }
}
