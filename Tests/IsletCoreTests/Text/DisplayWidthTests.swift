import Testing

@testable import IsletModel

@Suite struct DisplayWidthTests {
  /// The golden cases of unicode.md §1.7 and the brief, by extended grapheme cluster.
  static let golden: [(name: String, text: String, width: Int)] = [
    ("down arrow + VS16 ⬇️", "\u{2B07}\u{FE0F}", 2),
    ("heart + VS16 ❤️", "\u{2764}\u{FE0F}", 2),
    ("heart alone, text default", "\u{2764}", 1),
    ("heart + VS15 stays text width", "\u{2764}\u{FE0E}", 1),
    ("watch + VS15 ⌚︎ keeps its wide width", "\u{231A}\u{FE0E}", 2),
    ("watch ⌚", "\u{231A}", 2),
    ("flag 🇩🇪", "\u{1F1E9}\u{1F1EA}", 2),
    ("lone regional indicator 🇦", "\u{1F1E6}", 2),
    ("wave + skin tone 👋🏽", "\u{1F44B}\u{1F3FD}", 2),
    ("family ZWJ 👨‍👩‍👧", "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}", 2),
    ("farmer ZWJ 🧑‍🌾", "\u{1F9D1}\u{200D}\u{1F33E}", 2),
    ("keycap 1️⃣", "1\u{FE0F}\u{20E3}", 2),
    ("Scotland tag flag", "\u{1F3F4}\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}", 2),
    ("Devanagari क्षि", "\u{0915}\u{094D}\u{0937}\u{093F}", 2),
    ("ellipsis …", "\u{2026}", 1),
    ("box drawing ─ (ambiguous)", "\u{2500}", 1),
    ("soft hyphen", "\u{00AD}", 1),
    ("CJK 中", "\u{4E2D}", 2),
    ("Hangul syllable 한", "\u{D55C}", 2),
    ("Hangul jamo L+V+T", "\u{1100}\u{1161}\u{11A8}", 2),
    ("Hangul medial vowel alone", "\u{1161}", 0),
    ("combining é as e + U+0301", "e\u{0301}", 1),
    ("e + ten combining marks", "e" + String(repeating: "\u{0301}", count: 10), 1),
    ("lone combining mark", "\u{0301}", 0),
    ("zero width space", "\u{200B}", 0),
    ("word joiner", "\u{2060}", 0),
    ("right-to-left override", "\u{202E}", 0),
    ("ESC", "\u{1B}", 0),
    ("CR LF is one control cluster", "\r\n", 0),
    ("C1 CSI U+009B", "\u{9B}", 0),
    ("Unicode 16 emoji 🫩", "\u{1FAE9}", 2),
    ("Unicode 17 emoji U+1F6D8", "\u{1F6D8}", 2),
    ("fullwidth A", "\u{FF21}", 2),
    ("halfwidth katakana", "\u{FF71}", 1),
    ("ideographic space", "\u{3000}", 2),
    ("Latin é precomposed", "\u{00E9}", 1),
    ("ASCII letter", "a", 1),
  ]

  @Test(arguments: golden.indices)
  func goldenCluster(_ index: Int) {
    let (name, text, width) = Self.golden[index]
    #expect(text.count == 1, "\(name) is one cluster")
    #expect(DisplayWidth.of(text) == width, "\(name)")
    if let cluster = text.first { #expect(DisplayWidth.of(cluster) == width, "\(name) as a Character") }
  }

  @Test func stringWidthIsTheSumOfItsClusters() {
    #expect(DisplayWidth.of("hello") == 5)
    #expect(DisplayWidth.of("") == 0)
    #expect(DisplayWidth.of("ab中c") == 5)
    #expect(DisplayWidth.of("🇩🇪🇫") == 4, "a flag then a lone regional indicator")
    #expect(DisplayWidth.of("a\u{200D}b") == 2, "a ZWJ after a letter joins nothing")
    #expect(DisplayWidth.of("Café ☕️ 東京") == 12)
    #expect(DisplayWidth.of("abc"[...]) == 3, "substrings measure too")
  }

  @Test func asciiFastPathAgreesWithTheClusterPath() {
    for byte in UInt8(0)...0x7F {
      let character = Character(Unicode.Scalar(byte))
      let expected = (0x20..<0x7F).contains(byte) ? 1 : 0
      #expect(DisplayWidth.of(character) == expected)
      #expect(DisplayWidth.of(String(character)) == expected)
      #expect(DisplayWidth.scalarWidth(UInt32(byte)) == expected)
    }
  }

  @Test func unicodeVersionIsPinned() {
    #expect(DisplayWidth.unicodeVersion == "17.0.0")
  }

  /// The eight-byte test agrees with the byte test for every byte at every position, and for
  /// every pair of neighbouring bytes (a borrow or carry from one must not hide the other), and
  /// so does the count of printable bytes before the first that is not.
  @Test func eightBytesArePrintableASCIIExactlyWhenEachIs() {
    func word(_ bytes: [UInt8]) -> UInt64 { bytes.withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) } }
    let printable = (0...255).map { DisplayWidth.isPrintableASCII(UInt8($0)) }
    var disagreeing: [[UInt8]] = []
    for position in 0..<7 {
      for first in 0...255 {
        for second in 0...255 {
          var bytes = [UInt8](repeating: 0x61, count: 8)
          (bytes[position], bytes[position + 1]) = (UInt8(first), UInt8(second))
          let prefix = printable[first] ? (printable[second] ? 8 : position + 1) : position
          if DisplayWidth.isPrintableASCII(word: word(bytes)) != (printable[first] && printable[second])
            || DisplayWidth.printableASCIIPrefix(word: word(bytes)) != prefix
          {
            disagreeing.append(bytes)
          }
        }
      }
    }
    #expect(disagreeing.isEmpty)
    #expect(DisplayWidth.widthOfStandaloneScalars("Expanded · 371×84 pt of 84–160 · leading 122.83") == 47)
  }

  @Test func scalarFastPathsAgreeWithTheTable() {
    let disagreeing = (UInt32(0)..<0x400).filter {
      DisplayWidth.scalarWidth($0) != DisplayWidth.tableWidth($0)
    }
    #expect(disagreeing.isEmpty)
  }
}
