import Testing

@testable import IsletModel

@Suite struct TerminalSafeTests {
  static let escapes: [(name: String, input: String, escaped: String)] = [
    ("CSI colour", "\u{1B}[31mred", "␛[31mred"),
    ("OSC 52 clipboard write", "\u{1B}]52;c;aGk=\u{7}", "␛]52;c;aGk=\\u{7}"),
    ("OSC 52 with ST", "\u{1B}]52;c;?\u{1B}\\", "␛]52;c;?␛\\"),
    ("DECRQSS", "\u{1B}P$qm\u{1B}\\", "␛P$qm␛\\"),
    ("title report", "\u{1B}[21t", "␛[21t"),
    ("C1 CSI", "\u{9B}31m", "\\u{9B}31m"),
    ("C1 OSC and ST", "\u{9D}0;x\u{9C}", "\\u{9D}0;x\\u{9C}"),
    ("RLO", "abc\u{202E}fed", "abc\\u{202E}fed"),
    ("bidi isolates", "\u{2066}x\u{2069}", "\\u{2066}x\\u{2069}"),
    ("ALM", "\u{61C}", "\\u{61C}"),
    ("CR overwrite", "safe\rEVIL", "safe\\u{D}EVIL"),
    ("CR LF", "a\r\nb", "a\\u{D}\\u{A}b"),
    ("TAB", "a\tb", "a\\u{9}b"),
    ("LF", "a\nb", "a\\u{A}b"),
    ("DEL and NUL", "\u{7F}\u{0}", "\\u{7F}\\u{0}"),
    ("line separator", "a\u{2028}b", "a\\u{2028}b"),
    ("zero width space", "pay\u{200B}pal", "pay\\u{200B}pal"),
    ("BOM", "\u{FEFF}key", "\\u{FEFF}key"),
    ("stray ZWJ at the start", "\u{200D}x", "\\u{200D}x"),
    ("tag smuggling", "hi\u{E0041}\u{E0042}", "hi\\u{E0041}\\u{E0042}"),
    ("Hangul filler", "\u{3164}", "\\u{3164}"),
  ]

  @Test(arguments: escapes.indices)
  func escapesHostileText(_ index: Int) {
    let (name, input, escaped) = Self.escapes[index]
    #expect(TerminalSafe.escape(input) == escaped, "\(name)")
    #expect(TerminalSafe.containsUnsafeCharacters(input), "\(name)")
    #expect(
      !TerminalSafe.escape(input).unicodeScalars.contains {
        $0.value < 0x20 || (0x7F...0x9F).contains($0.value)
      })
  }

  static let keptAsIs = [
    "plain ASCII", "Café", "e\u{301}", "東京", "👨‍👩‍👧", "⬇️", "1️⃣", "🇩🇪", "soft\u{AD}hyphen",
    "\u{1F3F4}\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}", "क्षि", "\u{0600}1", "",
    "配達員さん", "か\u{3099}ー", "Zoë 🚴",
  ]

  @Test(arguments: keptAsIs)
  func keepsOrdinaryText(_ text: String) {
    #expect(TerminalSafe.escape(text) == text)
    #expect(!TerminalSafe.containsUnsafeCharacters(text))
    #expect(TerminalSafe.sanitizeForLayout(text) == text)
  }

  @Test func loneCombiningMarkIsKeptByEscapeAndGivenABaseForLayout() {
    #expect(TerminalSafe.escape("\u{301}x") == "\u{301}x")
    #expect(!TerminalSafe.containsUnsafeCharacters("\u{301}x"))
    #expect(TerminalSafe.sanitizeForLayout("\u{301}x") == "\u{25CC}\u{301}x")
    #expect(TerminalSafe.sanitizeForLayout("\u{7}\u{301}") == "\\u{7}\u{25CC}\u{301}")
  }

  /// After sanitising, every cluster is 1 or 2 cells and no control or bidi scalar is left.
  @Test func sanitizedTextHasNoZeroWidthClustersAndNoControls() {
    let pieces = [
      "\u{1B}", "\u{9B}", "\r", "\n", "\t", "\u{202E}", "\u{200B}", "\u{200D}", "\u{FE0F}", "\u{301}",
      "\u{20DD}", "\u{1161}", "\u{11A8}", "\u{3164}", "\u{E0041}", "\u{2060}", "a", "中", "👋", "\u{1F3FD}",
      "\u{1F1E6}", "\u{0600}", "\u{AD}", "\u{93F}",
    ]
    for first in pieces {
      for second in pieces {
        for third in pieces {
          let text = first + second + third
          let safe = TerminalSafe.sanitizeForLayout(text)
          #expect(safe.allSatisfy { DisplayWidth.of($0) > 0 }, "\(TerminalSafe.escape(safe))")
          #expect(!TerminalSafe.containsUnsafeCharacters(safe), "\(TerminalSafe.escape(safe))")
        }
      }
    }
  }

  @Test func visibleEscapeUsesUppercaseHexWithoutPadding() {
    #expect(TerminalSafe.visibleEscape("\u{7}") == "\\u{7}")
    #expect(TerminalSafe.visibleEscape("\u{202E}") == "\\u{202E}")
    #expect(TerminalSafe.visibleEscape("\u{1B}") == "␛")
  }

  /// Issue 17.16: at most four marks stay on one character, in every form; the rest are
  /// dropped and the text counts as unsafe (worth a finding).
  @Test func keepsAtMostFourCombiningMarksOnACharacter() {
    let marks = { (count: Int) in String(repeating: "\u{301}", count: count) }
    #expect(TerminalSafe.escape("e" + marks(1000) + "x") == "e" + marks(4) + "x")
    #expect(TerminalSafe.sanitizeForLayout(marks(9)) == "\u{25CC}" + marks(4))
    #expect(TerminalSafe.escapeAllButControls("\n" + marks(6)) == "\n" + marks(4))
    #expect(TerminalSafe.containsUnsafeCharacters("e" + marks(5)))
    #expect(!TerminalSafe.containsUnsafeCharacters("e" + marks(4)))
    // Each spacing character of a conjunct carries its own marks; Hangul final jamo count too.
    #expect(TerminalSafe.escape("क्\u{94D}\u{94D}\u{94D}ष्\u{94D}") == "क्\u{94D}\u{94D}\u{94D}ष्\u{94D}")
    #expect(
      TerminalSafe.escape("\u{1100}\u{1161}" + String(repeating: "\u{11A8}", count: 5)).unicodeScalars.count
        == 5)
  }

  @Test func escapeAllButControlsLeavesOnlyControlsForTheCaller() {
    #expect(
      TerminalSafe.escapeAllButControls("a\u{1B}b\n\u{9B}\u{202E}\u{2028}")
        == "a\u{1B}b\n\u{9B}\\u{202E}\\u{2028}")
  }

  @Test func plainVisibleBytesAreTextEscapeLeavesAlone() {
    let texts = [
      "Sam", "Zoë 🚴", "配達員さん", "", "tab\there", "a\u{200E}b", "e\u{301}", "\u{200B}x", "🏴\u{E0067}",
      "a\u{85}",
    ]
    for text in texts {
      var copy = text
      let plain = copy.withUTF8 { TerminalSafe.isPlainVisible(utf8: $0) }
      #expect(
        !plain || (!TerminalSafe.containsUnsafeCharacters(text) && TerminalSafe.escape(text) == text),
        "\(text)")
    }
    let plain = texts.map { text in
      text.utf8.withContiguousStorageIfAvailable(TerminalSafe.isPlainVisible(utf8:))
    }
    #expect(plain == [true, true, true, true, false, false, false, false, false, false])
  }

  @Test func keptAloneFastRangesAgreeWithTheWidthTables() {
    let disagreeing = (UInt32(0)..<0x20000).filter {
      TerminalSafe.isKeptAlone($0)
        != (MeasuredText.standsAlone($0) && !TerminalSafe.isAlwaysEscaped($0)
          && DisplayWidth.tableWidth($0) > 0)
    }
    #expect(disagreeing.isEmpty)
  }
}
