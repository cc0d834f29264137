/// A Double's exact decimal value, rounded as printf rounds it (`%.2f`): to the nearest, ties
/// to even, on the binary value itself, so `1.005` (really 1.00499…) gives `1.00` as on the
/// phone. A finite Double is `significand × 2^exponent`; with a negative exponent its exact
/// decimal is `significand × 5^k` shifted `k` places, computed in base-10⁹ limbs.
enum DecimalExpansion {
  private static let limbBase: UInt64 = 1_000_000_000

  /// `value` (finite, not negative) with exactly `fractionDigits` digits after the point.
  static func fixed(_ value: Double, fractionDigits: Int) -> String {
    let (integer, fraction) = digits(value)
    var kept = Array(integer + fraction.prefix(fractionDigits))
    kept += Array(repeating: 0, count: max(0, integer.count + fractionDigits - kept.count))
    let rest = fraction.dropFirst(fractionDigits)
    let roundsUp: Bool =
      switch rest.first ?? 0 {
      case 0...4: false
      case 5: rest.dropFirst().contains { $0 != 0 } || (kept.last.map { $0 % 2 == 1 } ?? false)
      default: true
      }
    var integerCount = integer.count
    if roundsUp {
      var index = kept.count - 1
      while index >= 0 && kept[index] == 9 {
        kept[index] = 0
        index -= 1
      }
      if index >= 0 {
        kept[index] += 1
      } else {
        kept.insert(1, at: 0)
        integerCount += 1
      }
    }
    let text = kept.map { Character(Unicode.Scalar($0 + 48)) }
    let whole = String(text[..<integerCount])
    return fractionDigits == 0 ? whole : whole + "." + String(text[integerCount...])
  }

  /// The integer digits (at least one) and the exact fraction digits of `value`.
  static func digits(_ value: Double) -> (integer: [UInt8], fraction: [UInt8]) {
    guard value != 0 else { return ([0], []) }
    let significand = value.significandBitPattern | (value.isNormal ? 1 << 52 : 0)
    let exponent = Int(value.isNormal ? value.exponent : Double.leastNormalMagnitude.exponent) - 52
    var limbs = [
      significand % limbBase, significand / limbBase % limbBase, significand / limbBase / limbBase,
    ]
    if exponent >= 0 {
      multiply(&limbs, by: 2, times: exponent)
      return (decimalDigits(limbs), [])
    }
    let places = -exponent
    multiply(&limbs, by: 5, times: places)
    var all = decimalDigits(limbs)
    if all.count <= places { all = Array(repeating: 0, count: places - all.count + 1) + all }
    let split = all.count - places
    return (Array(all[..<split]), Array(all[split...]))
  }

  /// `limbs × factor^count`, multiplying by the largest power of `factor` that fits a limb step.
  private static func multiply(_ limbs: inout [UInt64], by factor: UInt64, times count: Int) {
    var remaining = count
    let stepPower = factor == 2 ? 29 : 12
    var stepFactor: UInt64 = 1
    for _ in 0..<stepPower { stepFactor *= factor }
    while remaining > 0 {
      let power = min(remaining, stepPower)
      var multiplier: UInt64 = 1
      if power == stepPower {
        multiplier = stepFactor
      } else {
        for _ in 0..<power { multiplier *= factor }
      }
      var carry: UInt64 = 0
      for index in limbs.indices {
        let product = limbs[index] * multiplier + carry
        limbs[index] = product % limbBase
        carry = product / limbBase
      }
      while carry > 0 {
        limbs.append(carry % limbBase)
        carry /= limbBase
      }
      remaining -= power
    }
  }

  private static func decimalDigits(_ limbs: [UInt64]) -> [UInt8] {
    var digits: [UInt8] = []
    for limb in limbs.reversed() {
      let text = String(limb)
      if digits.isEmpty {
        if limb == 0 { continue }
        digits += text.utf8.map { $0 - 48 }
      } else {
        digits += Array(repeating: 0, count: 9 - text.count) + text.utf8.map { $0 - 48 }
      }
    }
    return digits.isEmpty ? [0] : digits
  }
}
