import Testing

@testable import IsletModel

/// `nearestInteger` answers what `Int(rounded())` answers: halves away from zero, the doubles
/// next to every half, negatives, and sizes up to and past 2^52, to `Int`'s bounds.
@Suite struct NearestIntegerTests {
  @Test func isIntOfRoundedForHalvesTheirNeighboursAndLargeValues() {
    var values: [Double] = [0, -0.0, 0.25, -0.25, 1e6, -1e6, 4_503_599_627_370_495.5, 9_007_199_254_740_994]
    for whole in -40...40 {
      let half = Double(whole) + 0.5
      values += [
        Double(whole), half, half.nextUp, half.nextDown, Double(whole).nextUp, Double(whole).nextDown,
      ]
    }
    for exponent in 0...62 {
      let power = Double(sign: .plus, exponent: exponent, significand: 1)
      values += [power, power + 0.5, (power + 0.5).nextDown, -power - 0.5]
      values += [power.nextDown, -power.nextUp]
    }
    // Points a sheet rounds: lengths over a column's or row's width, across a few thousand.
    for step in 0..<10_000 { values.append(Double(step) * 0.400_3 / 8.72 - 229.7) }
    // Either side of `Int`'s bounds, which the rounding checks as `Int(_:)` does.
    values += [0x1p63.nextDown, -0x1p63.nextDown, -0x1p63]
    for value in values where value >= -0x1p63 && value < 0x1p63 {
      #expect(value.nearestInteger == Int(value.rounded()), "\(value)")
    }
  }
}
