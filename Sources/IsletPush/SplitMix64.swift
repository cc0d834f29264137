/// A small deterministic bit generator (SplitMix64): the simulated device's push tokens and the
/// endpoint's generated `apns-id`s come from it, so the same session gives the same values.
struct SplitMix64: Sendable {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return value ^ (value >> 31)
  }

  /// `count` lowercase hex digits.
  mutating func hexDigits(_ count: Int) -> String {
    let digits = Array("0123456789abcdef".utf8)
    var text: [UInt8] = []
    text.reserveCapacity(count)
    var bits = next()
    var left = 16
    for _ in 0..<count {
      if left == 0 {
        bits = next()
        left = 16
      }
      text.append(digits[Int(bits & 0xF)])
      bits >>= 4
      left -= 1
    }
    return String(decoding: text, as: UTF8.self)
  }
}
