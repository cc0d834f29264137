/// A colour given by its 8-bit sRGB components (`Color(red:green:blue:)`, `#FF9500`).
public struct RGBColor: Hashable, Sendable {
  public var red: UInt8
  public var green: UInt8
  public var blue: UInt8

  public init(red: UInt8, green: UInt8, blue: UInt8) {
    self.red = red
    self.green = green
    self.blue = blue
  }

  /// The colour from components in 0…1 (SwiftUI's `Color(red:green:blue:)`), each clamped and
  /// rounded to the nearest step; nil when one is not a number.
  public init?(unitRed red: Double, green: Double, blue: Double) {
    func byte(_ unit: Double) -> UInt8? {
      guard !unit.isNaN else { return nil }
      return UInt8((min(1, max(0, unit)) * 255).rounded())
    }
    guard let red = byte(red), let green = byte(green), let blue = byte(blue) else { return nil }
    self.init(red: red, green: green, blue: blue)
  }

  /// `#RRGGBB` or `RRGGBB` (either case), or the three-digit short form `#RGB`; nil otherwise.
  public init?(hex text: String) {
    var digits = Substring(text)
    if digits.first == "#" { digits = digits.dropFirst() }
    guard digits.count == 6 || digits.count == 3, digits.allSatisfy(\.isHexDigit),
      var value = UInt32(digits, radix: 16)
    else { return nil }
    if digits.count == 3 {
      let (r, g, b) = ((value >> 8) & 0xF, (value >> 4) & 0xF, value & 0xF)
      value = (r * 17) << 16 | (g * 17) << 8 | b * 17
    }
    self.init(packed: value)
  }

  /// The colour of `0xRRGGBB`.
  public init(packed value: UInt32) {
    self.init(
      red: UInt8(truncatingIfNeeded: value >> 16), green: UInt8(truncatingIfNeeded: value >> 8),
      blue: UInt8(truncatingIfNeeded: value))
  }

  /// `0xRRGGBB`.
  public var packed: UInt32 { UInt32(red) << 16 | UInt32(green) << 8 | UInt32(blue) }

  /// `#FF9500`: upper-case, as snapshots write it.
  public var hex: String {
    let digits = String(packed, radix: 16, uppercase: true)
    return "#" + String(repeating: "0", count: 6 - digits.count) + digits
  }

  /// This colour seen through `opacity` (0…1) over `backdrop`: SwiftUI's `.opacity` on a colour
  /// drawn over a background, mixed per component and rounded.
  public func blended(over backdrop: RGBColor, opacity: Double) -> RGBColor {
    let alpha = opacity.isNaN ? 1 : min(1, max(0, opacity))
    func mix(_ top: UInt8, _ bottom: UInt8) -> UInt8 {
      UInt8((Double(top) * alpha + Double(bottom) * (1 - alpha)).rounded())
    }
    return RGBColor(
      red: mix(red, backdrop.red), green: mix(green, backdrop.green), blue: mix(blue, backdrop.blue))
  }
}
