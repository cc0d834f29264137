import IsletModel

/// How `Device.number(_:decimals:)` spells a value, as ASCII: the value rounded to `decimals`
/// places (at most 6) without trailing zeros or a trailing ".0". Written by whoever holds the
/// bytes (a `String`'s storage, the sheet's title bytes), so no string is built in between.
///
/// The value is kept as one whole number of its digits, decimals included (a whole part and a
/// fraction apart took two divisions by the power of ten, and two loops to write), worked out
/// on its unsigned magnitude: dividing it by ten is a multiply and a shift, with no sign to
/// correct and no digit to check on its way into a byte.
package struct NumberSpelling {
  /// The ASCII bytes the spelling takes.
  package let count: Int
  /// The digits, the decimals last, without trailing zeros among them.
  private let digits: UInt
  /// How many of `digits` are decimals.
  private let decimals: Int
  private let isNegative: Bool

  /// Nil for values too large for whole-number arithmetic (a layout's budget of 1e300 pt) and
  /// non-finite ones: `Device.number` writes those as Swift does (`String(value)`).
  @inline(__always)
  package init?(_ value: Double, decimals places: Int) {
    let places = min(max(places, 0), 6)
    // Not below 1e12: NaN and the infinities neither.
    guard abs(value) < 1e12 else { return nil }
    let scaled: Int
    var digits: UInt
    var decimals: Int
    let whole = Int(value)
    if Double(whole) == value, abs(value) < Self.exactlyScaled {
      // A whole number (most lengths a sheet spells): its digits as they are, not scaled,
      // rounded and cut of their trailing zeros again (a division by ten a place).
      (scaled, digits, decimals) = (whole, whole.magnitude, 0)
    } else {
      // `Int((value * power).rounded())`, halves away from zero, without libm's `round`.
      scaled = (value * Double(Self.power(places))).nearestInteger
      digits = scaled.magnitude
      decimals = digits == 0 ? 0 : places
      while decimals > 0, digits % 10 == 0 {
        digits /= 10
        decimals &-= 1
      }
    }
    // A whole digit before the point ("0.05").
    let length = max(Self.digitCount(digits), decimals &+ 1)
    isNegative = scaled < 0
    count = (isNegative ? 1 : 0) &+ length &+ (decimals > 0 ? 1 : 0)
    (self.digits, self.decimals) = (digits, decimals)
  }

  /// Below this in size, a whole number times 10^6 is below 2^53, which a double holds exactly:
  /// scaling and rounding it would give its own digits and as many zeros. (Larger whole numbers
  /// are scaled as any other value, their product rounded as it always was.)
  private static let exactlyScaled = 0x1p53 / 1e6

  /// 10^`exponent`, for exponents 0...18 (a switch the compiler makes a table of: a loop of
  /// multiplications took one a place).
  @inline(__always)
  private static func power(_ exponent: Int) -> UInt {
    switch exponent {
    case 0: 1
    case 1: 10
    case 2: 100
    case 3: 1_000
    case 4: 10_000
    case 5: 100_000
    case 6: 1_000_000
    case 7: 10_000_000
    case 8: 100_000_000
    case 9: 1_000_000_000
    case 10: 10_000_000_000
    case 11: 100_000_000_000
    case 12: 1_000_000_000_000
    case 13: 10_000_000_000_000
    case 14: 100_000_000_000_000
    case 15: 1_000_000_000_000_000
    case 16: 10_000_000_000_000_000
    case 17: 100_000_000_000_000_000
    default: 1_000_000_000_000_000_000
    }
  }

  /// How many decimal digits `value` (below 10^18) has (none for 0: a spelling keeps a whole
  /// digit before the point anyway): its bits times log10(2) (1233/4096) is the count or one
  /// short, which one comparison settles (counting up through the powers of ten took a
  /// comparison a digit).
  @inline(__always)
  private static func digitCount(_ value: UInt) -> Int {
    let bits = UInt.bitWidth &- value.leadingZeroBitCount
    let estimate = (bits &* 1233) >> 12
    return estimate &+ (value >= power(estimate) ? 1 : 0)
  }

  /// Writes the spelling of `value` (as `init(_:decimals:)` makes it) into the first bytes of
  /// `ascii` and returns how many: one call where making the spelling and writing it took two,
  /// its fields passed from one to the other through memory (the sheet's titles spell ~20
  /// numbers, from another module, which calls these functions rather than inlining them).
  /// Nil, and nothing written, where `init` is nil or the spelling does not fit.
  package static func write(
    _ value: Double, decimals: Int, into ascii: UnsafeMutableBufferPointer<UInt8>
  ) -> Int? {
    guard let spelling = NumberSpelling(value, decimals: decimals), spelling.count <= ascii.count else {
      return nil
    }
    spelling.write(into: ascii)
    return spelling.count
  }

  /// Writes the spelling into the first `count` bytes of `ascii`, right to left.
  @inline(__always)
  package func write(into ascii: UnsafeMutableBufferPointer<UInt8>) {
    var digits = digits
    var index = count
    if decimals > 0 {
      for _ in 0..<decimals {
        index &-= 1
        ascii[index] = Self.digit(digits % 10)
        digits /= 10
      }
      index &-= 1
      ascii[index] = UInt8(ascii: ".")
    }
    let first = isNegative ? 1 : 0
    while index > first {
      index &-= 1
      ascii[index] = Self.digit(digits % 10)
      digits /= 10
    }
    if isNegative { ascii[0] = UInt8(ascii: "-") }
  }

  /// The ASCII digit of `value`, below ten.
  private static func digit(_ value: UInt) -> UInt8 { UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: value) }
}
