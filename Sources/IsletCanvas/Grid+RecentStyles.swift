extension Grid {
  /// The fields (`Packed.styleField`) of the styles a grid looked up lately, each in a slot of
  /// its own chosen by a hash of its bits: writers switch among a handful of styles (a sheet,
  /// some fifty times among seven), and a switch back to one of them is a hash and a compare,
  /// where the last style alone missed most switches and searched the table (~30 instructions).
  ///
  /// Every slot pairs a style's bits with its field in the grid's table, which stays true as
  /// the table only grows; compacting it renumbers the styles, and the grid then starts again
  /// from `init()`, whose slots all hold `.plain`, first in every table.
  struct RecentStyles {
    /// The bits and the field of each slot's style, in turn (inline, so a look-up reads them
    /// where the grid is, with no array to check or follow).
    private var words:
      (
        UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64,
        UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64
      ) = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)

    /// The slot of a style's bits, one of eight (`words` holds two words a slot): the top three
    /// bits of their product with 2⁶⁴ / φ (Fibonacci hashing), which depend on every bit, so
    /// styles differing only in a colour spread too.
    @inline(__always)
    private static func slot(_ bits: UInt64) -> Int {
      Int(truncatingIfNeeded: (bits &* 0x9E37_79B9_7F4A_7C15) >> 61)
    }

    /// The field of `style` when its slot holds it, else nil.
    @inline(__always)
    mutating func field(of style: Style) -> UInt64? {
      let offset = Self.slot(style.bits) &* 16
      return withUnsafeMutableBytes(of: &words) { words in
        words.load(fromByteOffset: offset, as: UInt64.self) == style.bits
          ? words.load(fromByteOffset: offset &+ 8, as: UInt64.self) : nil
      }
    }

    /// Puts `style`, whose field is `field`, in its slot.
    @inline(__always)
    mutating func remember(_ style: Style, field: UInt64) {
      let offset = Self.slot(style.bits) &* 16
      withUnsafeMutableBytes(of: &words) { words in
        words.storeBytes(of: style.bits, toByteOffset: offset, as: UInt64.self)
        words.storeBytes(of: field, toByteOffset: offset &+ 8, as: UInt64.self)
      }
    }
  }
}
