import Testing

@testable import IsletTerminal

@Suite struct LibcWidthTests {
  @Test func asciiIsOneCellForLibc() {
    #expect(GlyphReconciler.libcWidth("A") == 1)
  }

  @Test func utf8LocaleMakesLibcKnowCJK() {
    #expect(TerminalLocale.isUTF8)
    #expect(GlyphReconciler.libcWidth("中") == 2)
  }
}
