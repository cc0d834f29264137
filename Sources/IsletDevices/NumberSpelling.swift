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
    guard value.isFinite, abs(value) < 1e12 else { return nil }
    var power: UInt = 1
    for _ in 0..<places { power &*= 10 }
    // `Int((value * power).rounded())`, halves away from zero, without libm's `round`.
    let scaled = (value * Double(power)).nearestInteger
    var digits = scaled.magnitude
    var decimals = digits == 0 ? 0 : places
    while decimals > 0, digits % 10 == 0 {
      digits /= 10
      decimals &-= 1
    }
    // Below 10^18 (10^12 at 6 places), so `bound` stays below 2^64.
    var length = 1
    var bound: UInt = 10
    while length < 19, digits >= bound {
      length &+= 1
      bound &*= 10
    }
    // A whole digit before the point ("0.05").
    length = max(length, decimals &+ 1)
    isNegative = scaled < 0
    count = (isNegative ? 1 : 0) &+ length &+ (decimals > 0 ? 1 : 0)
    (self.digits, self.decimals) = (digits, decimals)
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
