import IsletModel
import Testing

@testable import IsletTerminal

@Suite struct GlyphReconcilerTests {
  init() { precondition(TerminalLocale.isUTF8, "the tests need a UTF-8 locale") }

  /// The glyphs for `cluster` at its grid width, each glyph as a string.
  func glyphs(_ cluster: String, width: Int? = nil) -> [String] {
    let width = width ?? DisplayWidth.of(Character(cluster))
    return GlyphReconciler.glyphs(for: cluster, width: width).map { glyph in
      var text = ""
      text.unicodeScalars.append(contentsOf: glyph)
      return text
    }
  }

  func libcAdvance(_ glyphs: [String]) -> Int {
    glyphs.reduce(0) { $0 + GlyphReconciler.libcWidth($1.unicodeScalars.first!) }
  }

  @Test func plainAndCJKClustersPassThrough() {
    #expect(glyphs("A") == ["A"])
    #expect(glyphs("中") == ["中"])
    #expect(glyphs("👋") == ["👋"])
  }

  @Test func libcWidthsAlwaysSumToTheGridWidth() {
    for cluster in ["A", "中", "👋", "👋🏽", "👨‍👩‍👧", "🇩🇪", "❤️", "🫨", "e\u{301}", "1️⃣", "\u{1F1E6}"] {
      let width = DisplayWidth.of(Character(cluster))
      #expect(libcAdvance(glyphs(cluster)) == width, "\(cluster)")
    }
  }

  @Test func emojiSequencesAreRewrittenToWhatLibcMeasures() {
    #expect(glyphs("👋🏽") == ["👋"])
    #expect(glyphs("👨‍👩‍👧") == ["👨"])
    #expect(glyphs("🇩🇪") == ["🇩", "🇪"])
    #expect(glyphs("❤️") == ["❤", " "])
    #expect(glyphs("\u{1F1E6}", width: 2) == ["\u{FFFD}", " "])
  }

  @Test func scalarsLibcDoesNotKnowBecomeReplacementCharacters() {
    #expect(glyphs("🫨", width: 2) == ["\u{FFFD}", " "])
    #expect(glyphs("\u{1B}", width: 1) == ["\u{FFFD}"])
    #expect(glyphs("\u{202E}", width: 1) == ["\u{FFFD}"])
  }

  @Test func combiningMarksStayButAtMostFourAndNeverFormatCharacters() {
    #expect(glyphs("e\u{301}") == ["e\u{301}"])
    let stacked = "a" + String(repeating: "\u{301}", count: 6)
    #expect(glyphs(stacked, width: 1).first?.unicodeScalars.count == 5)
    #expect(glyphs("a\u{202E}\u{FE0F}", width: 1) == ["a"])
  }

  @Test func aNarrowCellNeverGetsAWideGlyph() {
    #expect(glyphs("中", width: 1) == ["\u{FFFD}"])
    #expect(glyphs("x", width: 0) == [])
    #expect(glyphs("", width: 2) == [" ", " "])
  }
}
