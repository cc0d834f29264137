/// The word-at-a-time tests JSON is scanned with, eight (or four) bytes of text loaded at once,
/// the first byte in the lowest: shared by `JSONParser` and `UsualPushReader`, which read the
/// same bytes the same way.
enum JSONBytes {
  /// Whether all eight bytes of `word` are ASCII digits: each high nibble is 3, and adding 6
  /// pushes none of them past 9 (a byte that carries into the next has already failed).
  @inline(__always) static func isEightDigits(_ word: UInt64) -> Bool {
    let highNibbles: UInt64 = 0xF0F0_F0F0_F0F0_F0F0
    let zeros: UInt64 = 0x3030_3030_3030_3030
    return word & highNibbles == zeros && (word &+ 0x0606_0606_0606_0606) & highNibbles == zeros
  }

  /// The number the eight digits of `word` spell, the first (lowest) byte the most significant:
  /// neighbouring digits are combined into pairs, the pairs into fours, the fours into eight.
  @inline(__always) static func eightDigitsValue(_ word: UInt64) -> Int {
    let digits = word & 0x0F0F_0F0F_0F0F_0F0F
    let pairs = (digits &* (10 << 8 + 1)) >> 8 & 0x00FF_00FF_00FF_00FF
    let fours = (pairs &* (100 << 16 + 1)) >> 16 & 0x0000_FFFF_0000_FFFF
    return Int((fours &* (10_000 << 32 + 1)) >> 32)
  }

  /// The bytes of `word` (eight bytes of text, the first in the lowest) that may be a quote,
  /// a backslash, a control character or not ASCII, as their high bits. Flipping bit 1 turns
  /// a quote into 0x20 and keeps control characters below it, so one "below 0x21" test finds
  /// both. The zero-byte tricks can flag a byte after a real one (a borrow), never before it
  /// and never miss one: the lowest flagged byte is the first that needs attention. (A
  /// subtraction's `~word` mask is left out: a byte with its high bit set is flagged anyway.)
  @inline(__always) static func attentionBits(_ word: UInt64) -> UInt64 {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let quoteOrControl = word ^ (ones &* 0x02)
    let backslash = word ^ (ones &* 0x5C)
    return ((quoteOrControl &- ones &* 0x21) | (backslash &- ones) | word) & (ones &* 0x80)
  }

  /// The length of the UTF-8 sequence at `index` (lead byte ≥ 0x80) read as one word, when it
  /// is a valid 2-, 3- or 4-byte sequence; 0 when it is not (`multibyteLength` then says
  /// why). The four bytes at `index` must be readable: in the parser's copy of the text a
  /// sequence running into the zero bytes after it is not valid, so one found lies within the
  /// text. The bits a lead byte and the first continuation byte hold of
  /// the scalar rule out overlong forms, surrogates and scalars above U+10FFFF.
  @inline(__always) static func validSequenceLength(_ text: UnsafePointer<UInt8>, at index: Int) -> Int {
    let word = UInt32(littleEndian: UnsafeRawPointer(text + index).loadUnaligned(as: UInt32.self))
    let lead = word & 0xFF
    let second = word >> 8 & 0x3F
    if word & 0xC0E0 == 0x80C0 { return lead >= 0xC2 ? 2 : 0 }
    if word & 0xC0_C0F0 == 0x80_80E0 {
      // The scalar's bits above its last six: at least 0x20 (U+0800), not 0x360...0x37F (surrogates).
      let top = (lead & 0x0F) << 6 | second
      return top >= 0x20 && top & 0x3E0 != 0x360 ? 3 : 0
    }
    if word & 0xC0C0_C0F8 == 0x8080_80F0 {
      // The scalar's plane: 1...16.
      let plane = (lead & 0x07) << 2 | second >> 4
      return plane &- 1 < 16 ? 4 : 0
    }
    return 0
  }
}
