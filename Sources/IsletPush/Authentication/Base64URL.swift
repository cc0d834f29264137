/// Decodes base64url without padding (RFC 7515 §2), the encoding of a JWT's three parts.
enum Base64URL {
  /// The bytes `text` encodes, or nil when it holds a character outside the alphabet, padding,
  /// or a length no encoding has.
  static func decode(_ text: Substring) -> [UInt8]? {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.utf8.count * 3 / 4)
    var accumulator: UInt32 = 0
    var bits = 0
    for character in text.utf8 {
      guard let value = sextet(character) else { return nil }
      accumulator = accumulator << 6 | UInt32(value)
      bits += 6
      if bits >= 8 {
        bits -= 8
        bytes.append(UInt8(truncatingIfNeeded: accumulator >> UInt32(bits)))
      }
    }
    // A lone trailing character (6 bits) encodes no byte.
    return text.utf8.count % 4 == 1 ? nil : bytes
  }

  private static func sextet(_ character: UInt8) -> UInt8? {
    switch character {
    case UInt8(ascii: "A")...UInt8(ascii: "Z"): character - UInt8(ascii: "A")
    case UInt8(ascii: "a")...UInt8(ascii: "z"): character - UInt8(ascii: "a") + 26
    case UInt8(ascii: "0")...UInt8(ascii: "9"): character - UInt8(ascii: "0") + 52
    case UInt8(ascii: "-"): 62
    case UInt8(ascii: "_"): 63
    default: nil
    }
  }
}
