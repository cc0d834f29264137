import IsletModel

/// How `Device.number(_:decimals:)` spells a value, as ASCII: the value rounded to `decimals`
/// places (at most 6) without trailing zeros or a trailing ".0". Written by whoever holds the
/// bytes (a `String`'s storage, the sheet's title bytes), so no string is built in between.
/// The digits are worked out on unsigned magnitudes: dividing one by ten is a multiply and a
/// shift, with no sign to correct and no digit to check on its way into a byte.
package struct NumberSpelling {
  /// The ASCII bytes the spelling takes.
  package let count: Int
  private let isNegative: Bool
  private let whole: UInt
  private let fraction: UInt
  private let wholeDigits: Int
  private let decimalDigits: Int

  /// Nil for values too large for whole-number arithmetic (a layout's budget of 1e300 pt) and
  /// non-finite ones: `Device.number` writes those as Swift does (`String(value)`).
  package init?(_ value: Double, decimals: Int) {
    let places = min(max(decimals, 0), 6)
    var power: UInt = 1
    for _ in 0..<places { power &*= 10 }
    guard value.isFinite, abs(value) < 1e12 else { return nil }
    // `Int((value * power).rounded())`, halves away from zero, without libm's `round`.
    let scaled = (value * Double(power)).nearestInteger
    let magnitude = scaled.magnitude
    whole = magnitude / power
    var fraction = magnitude % power
    var decimalDigits = fraction == 0 ? 0 : places
    while fraction != 0, fraction % 10 == 0 {
      fraction /= 10
      decimalDigits &-= 1
    }
    (self.fraction, self.decimalDigits) = (fraction, decimalDigits)
    var wholeDigits = 1
    var rest = whole / 10
    while rest > 0 {
      wholeDigits &+= 1
      rest /= 10
    }
    self.wholeDigits = wholeDigits
    isNegative = scaled < 0
    count = (isNegative ? 1 : 0) &+ wholeDigits &+ (decimalDigits > 0 ? decimalDigits &+ 1 : 0)
  }

  /// Writes the spelling into the first `count` bytes of `ascii`, right to left.
  package func write(into ascii: UnsafeMutableBufferPointer<UInt8>) {
    var (whole, fraction) = (whole, fraction)
    var index = count
    for _ in 0..<decimalDigits {
      index &-= 1
      ascii[index] = Self.digit(fraction % 10)
      fraction /= 10
    }
    if decimalDigits > 0 {
      index &-= 1
      ascii[index] = UInt8(ascii: ".")
    }
    for _ in 0..<wholeDigits {
      index &-= 1
      ascii[index] = Self.digit(whole % 10)
      whole /= 10
    }
    if isNegative { ascii[0] = UInt8(ascii: "-") }
  }

  /// The ASCII digit of `value`, below ten.
  private static func digit(_ value: UInt) -> UInt8 { UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: value) }
}
