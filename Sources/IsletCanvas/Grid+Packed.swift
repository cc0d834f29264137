extension Grid {
  /// A cell as stored: one word, so arrays of them fill, copy and free as plain memory (a 16-byte
  /// store fills two) and cells compare as integers.
  ///
  /// Bits 0–31 are the glyph: a Unicode scalar value for a one-scalar cluster, `empty` for no
  /// text, or `firstComposite + i` for the grid's composite `i` (whose width then is the exact
  /// one). Bits 32–39 are the width as an `Int8`, clamped, which keeps 0 and 2 — the values the
  /// wide-glyph rules test — exact. Bits 40–63 are the style's index in the grid's table of
  /// styles (its *field*: the index shifted into place, so a writer works it out once a run).
  package struct Packed: Equatable {
    var word: UInt64

    init(word: UInt64) { self.word = word }

    init(glyph: UInt32, width: Int8, styleField: UInt64) {
      word = UInt64(glyph) | UInt64(UInt8(bitPattern: width)) << 32 | styleField
    }

    package internal(set) var glyph: UInt32 {
      get { UInt32(truncatingIfNeeded: word) }
      set { word = word & ~0xFFFF_FFFF | UInt64(newValue) }
    }

    var width: Int8 { Int8(truncatingIfNeeded: word >> 32) }

    /// The style's index in its grid's table.
    package var styleIndex: Int { Int(truncatingIfNeeded: word >> Self.styleShift) }

    /// The style's bits of the word, in place.
    var styleField: UInt64 {
      get { word & Self.styleMask }
      set { word = word & ~Self.styleMask | newValue }
    }

    /// Makes the cell a blank, keeping its style.
    mutating func blank() { word = word & Self.styleMask | Self.blank(0).word }

    /// Where the style's index starts in the word, and how many styles a table can number.
    /// (Computed: they fold when compiling, where a stored static is looked up through a
    /// once-token.)
    static var styleShift: UInt64 { 40 }
    static var styleCapacity: Int { 1 << (64 - Int(styleShift)) }
    static var styleMask: UInt64 { ~0 << styleShift }

    /// The field of the style at `index` of a table.
    static func styleField(index: Int) -> UInt64 { UInt64(index) << styleShift }

    /// The field of `.plain`, first in every table.
    static var plainField: UInt64 { 0 }

    package static let empty: UInt32 = 0x11_0000
    static let firstComposite: UInt32 = 0x11_0001

    static func blank(_ styleField: UInt64) -> Packed {
      Packed(glyph: 0x20, width: 1, styleField: styleField)
    }
    static func continuation(_ styleField: UInt64) -> Packed {
      Packed(glyph: empty, width: 0, styleField: styleField)
    }

    var isContinuation: Bool { width == 0 }
    /// Whether the cell is either half of a wide cluster (width 2 or 0), in one test.
    var isHalfOfWideCluster: Bool { width & ~2 == 0 }
    package var scalar: Unicode.Scalar? { glyph < Packed.empty ? Unicode.Scalar(glyph) : nil }
  }
}
