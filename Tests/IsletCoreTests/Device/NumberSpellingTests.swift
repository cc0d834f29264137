import Testing

@testable import IsletDevices

/// `NumberSpelling` writes what spelling the rounded whole number with `String` and putting the
/// point in by hand writes: over halves, negatives, values next to the 1e12 bound, every count
/// of digits and every number of places (clamped to 0…6).
@Suite struct NumberSpellingTests {
  /// The value rounded to `places` places (halves away from zero), spelt through `String`:
  /// the digits zero-padded to a whole digit, the point put in, trailing zeros and point cut.
  static func reference(_ value: Double, places: Int) -> String {
    let places = min(max(places, 0), 6)
    var power = 1.0
    for _ in 0..<places { power *= 10 }
    let scaled = Int((value * power).rounded())
    var digits = String(scaled.magnitude)
    if digits.count <= places { digits = String(repeating: "0", count: places + 1 - digits.count) + digits }
    var whole = String(digits.dropLast(places))
    var decimals = String(digits.suffix(places))
    while decimals.last == "0" { decimals.removeLast() }
    if !decimals.isEmpty { whole += "." + decimals }
    return scaled < 0 ? "-" + whole : whole
  }

  static var values: [Double] {
    var values: [Double] = [
      0, -0.0, 0.005, -0.005, 0.015, 0.0049, 0.995, 1.005, 9.995, 0.000_000_5, 1e-7, 52.33, 36.67, 69.5,
      125.34, 999_999.999, 1e12.nextDown, -1e12.nextDown, 999_999_999_999.995, 999_999_999_999.5,
    ]
    for whole in -120...120 {
      let half = Double(whole) / 2
      values += [half, half.nextUp, half.nextDown, Double(whole) / 8, Double(whole) / 100 + 0.005]
    }
    // Every count of digits, and the numbers either side of each power of ten.
    var power = 1.0
    for _ in 0...12 {
      values += [
        power, power.nextDown, power - 1, power + 1, power - 0.5, power / 3, -power / 7, power * 0.999_9,
      ]
      power *= 10
    }
    // A spread of lengths with fractions, from a simple deterministic sequence.
    var state: UInt64 = 0x2545_F491_4F6C_DD1D
    for _ in 0..<4_000 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      let magnitude = Double(state >> 11) / Double(1 << 53)
      let exponent = Int(state % 17) - 4
      var scale = 1.0
      for _ in 0..<abs(exponent) { scale *= 10 }
      let value = exponent < 0 ? magnitude / scale : magnitude * scale
      values.append(state & 1 == 0 ? value : -value)
    }
    return values.filter { abs($0) < 1e12 }
  }

  @Test func spellsAsStringFormattingDoes() {
    for value in Self.values {
      for places in -1...7 {
        let expected = Self.reference(value, places: places)
        #expect(Device.number(value, decimals: places) == expected, "\(value) to \(places)")
        #expect(
          NumberSpelling(value, decimals: places)?.count == expected.utf8.count, "\(value) to \(places)")
      }
    }
  }

  @Test func writesIntoBytesOnlyWhenTheSpellingFits() {
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 8) { ascii in
      ascii.initialize(repeating: 0)
      #expect(
        NumberSpelling.write(-125.34, decimals: 2, into: UnsafeMutableBufferPointer(rebasing: ascii[..<6]))
          == nil)
      #expect(ascii.allSatisfy { $0 == 0 })
      #expect(
        NumberSpelling.write(-125.34, decimals: 2, into: UnsafeMutableBufferPointer(rebasing: ascii[..<7]))
          == 7)
      #expect(Array(ascii[..<7]) == Array("-125.34".utf8))
      #expect(NumberSpelling.write(1e12, decimals: 2, into: ascii) == nil)
      #expect(NumberSpelling.write(.nan, decimals: 2, into: ascii) == nil)
    }
  }
}
