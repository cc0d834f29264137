import Testing

@testable import IsletModel

@Suite struct MeasuredTextTests {
  /// Every scalar said to stand alone really is a cluster of its own next to any neighbour that
  /// grapheme rules could join it to (letters, CR LF, Hangul jamo, regional indicators, itself).
  @Test func scalarsThatStandAloneNeverJoinANeighbour() {
    let neighbours = ["a", "\n", "\u{1100}", "\u{1161}", "\u{11A8}", "\u{AC00}", "🇫", "🚲"]
    var checked = 0
    for value in UInt32(0)...0x1FFFF where MeasuredText.standsAlone(value) {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let alone = String(scalar)
      #expect((alone + alone).count == 2, "U+\(String(value, radix: 16)) twice")
      for neighbour in neighbours {
        #expect(
          (alone + neighbour).count == 2 && (neighbour + alone).count == 2, "U+\(String(value, radix: 16))")
      }
      #expect(!scalar.properties.isGraphemeExtend && scalar.properties.generalCategory != .spacingMark)
      checked += 1
    }
    #expect(checked > 20_000)
  }

  @Test func splitsIntoTheSameClustersAndWidthsAsCharacters() {
    let texts = [
      "Picked up", "Luigi's Trattoria → 221B Baker Street", "中文 · ✓ 🚲", "e\u{301}👍🏽 🇫🇷 a\r\nb",
      "⬇️ 1️⃣ क्षि", "", "tab\there\u{2028}next", "配達員さん ガ か\u{3099}",
    ]
    for text in texts {
      let measured = MeasuredText(text)
      let characters = Array(text)
      #expect(measured.count == characters.count, "\(text)")
      #expect(measured.width == DisplayWidth.of(text))
      for (index, character) in characters.enumerated() {
        #expect(measured.character(at: index) == character)
        #expect(Int(measured.clusters[index].width) == DisplayWidth.of(character))
        #expect(measured.clusters[index].isNewline == character.isNewline)
      }
      #expect(measured.string(measured.all) == text)
      #expect(measured.hasNewline == text.contains(where: \.isNewline))
      if measured.isPlainVisible { #expect(TerminalSafe.sanitizeForLayout(text) == text) }
    }
    #expect(texts.prefix(3).allSatisfy { MeasuredText($0).isPlainVisible })
    #expect(!MeasuredText("tab\there").isPlainVisible && !MeasuredText("a\u{200E}b").isPlainVisible)
  }

  @Test func decodesEveryScalarFromUTF8AndStopsWhenAsked() {
    let text = "a·→中🚲e\u{301}\u{10FFFF}"
    var decoded: [UInt32] = []
    #expect(
      MeasuredText.forEachScalar(of: text) { value in
        decoded.append(value)
        return true
      })
    #expect(decoded == text.unicodeScalars.map(\.value))
    var visited = 0
    #expect(
      !MeasuredText.forEachScalar(of: text[...]) { _ in
        visited += 1
        return visited < 3
      })
    #expect(visited == 3)
  }

  /// Printable ASCII takes a loop over its bytes (`standaloneClusters`): it must find what the
  /// scalar path finds, which this checks byte by byte and on whole texts (a text with one
  /// non-ASCII scalar more takes the scalar path for the same bytes).
  @Test func printableASCIIMeasuresAsTheScalarPathDoes() {
    let printable = (UInt8(0x20)...0x7E).map { String(UnicodeScalar($0)) }
    for byte in UInt32(0x20)...0x7E {
      #expect(MeasuredText.standsAlone(byte) && !MeasuredText.isNewlineStart(byte))
      #expect(DisplayWidth.scalarWidth(byte) == 1 && !TerminalSafe.isAlwaysEscaped(byte))
    }
    for text in printable + [printable.joined(), "Picked up", "12:34", ""] {
      let fast = MeasuredText(text)
      let general = MeasuredText(text + "é")
      #expect(fast.isPrintableASCII && !general.isPrintableASCII, "\(text)")
      #expect(fast.count == general.count - 1 && fast.width == general.width - 1)
      for index in fast.all {
        let (a, b) = (fast.clusters[index], general.clusters[index])
        #expect(a.scalar == b.scalar && a.width == b.width && a.isNewline == b.isNewline, "\(text)")
      }
      #expect(fast.isPlainVisible == general.isPlainVisible && !fast.hasNewline)
      #expect(fast.string(fast.all) == text)
    }
    for text in ["tab\there", "a\u{7F}", "line\nbreak", "caf\u{E9}"] {
      #expect(!MeasuredText(text).isPrintableASCII, "\(text)")
    }
  }
  /// A text measured into an arena (`MeasuredText(_:clustersIn:)`, the placement trees' texts)
  /// is the text measured on its own: every cluster and property alike, a text with clusters
  /// of several scalars too (it owns those). The arena starts in a block too small for the
  /// texts and goes on in blocks of its own, one of them for a text longer than a block: every
  /// text's clusters are compared after all were measured, so a block that moved or was
  /// written over would fail.
  @Test func aTextMeasuredIntoAnArenaIsTheTextMeasuredOnItsOwn() {
    let long = String(repeating: "Luigi's Trattoria → 221B Baker Street ", count: 12)
    let texts = [
      "Picked up", "12:34", "", "Luigi's Trattoria → 221B Baker Street", "中文 · ✓ 🚲", long,
      "e\u{301}👍🏽 🇫🇷 a\r\nb", "tab\there\u{2028}next", "Mario is on the way", "配達員さん ガ か\u{3099}",
    ]
    let firstCapacity = 8
    let first = UnsafeMutableRawPointer.allocate(
      byteCount: firstCapacity * MemoryLayout<MeasuredText.Cluster>.stride,
      alignment: MemoryLayout<MeasuredText.Cluster>.alignment)
    defer { first.deallocate() }
    var arena = ClusterArena(at: first, capacity: firstCapacity)
    let measured = texts.map { MeasuredText($0, clustersIn: &arena) }
    for (text, inArena) in zip(texts, measured) {
      let alone = MeasuredText(text)
      #expect(inArena.count == alone.count && inArena.width == alone.width, "\(text)")
      #expect(inArena.hasNewline == alone.hasNewline && inArena.hasComposites == alone.hasComposites)
      #expect(inArena.isPlainVisible == alone.isPlainVisible)
      #expect(inArena.isPrintableASCII == alone.isPrintableASCII)
      #expect(inArena.isOneCellEach == alone.isOneCellEach, "\(text)")
      for index in alone.all {
        let (a, b) = (inArena.clusters[index], alone.clusters[index])
        #expect(a.scalar == b.scalar && a.width == b.width && a.isNewline == b.isNewline, "\(text)")
        #expect(inArena.character(at: index) == alone.character(at: index))
      }
      let spaced = inArena.string(inArena.all, breaksAsSpaces: true)
      #expect(spaced == alone.string(alone.all, breaksAsSpaces: true), "\(text)")
    }
    #expect(measured[6].hasComposites && !measured[0].hasComposites)
  }
}
