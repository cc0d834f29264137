/// Provider tokens (JWTs) for the tests of the APNs endpoint and `islet serve`: ES256-shaped, with a signature of 64 zero
/// bytes (no key checks it unless a verifier is given).
public enum ProviderTokens {
  public static func make(issuedAt: Int, alg: String = "ES256", keyID: String? = "ABC123DEFG") -> String {
    let header = "{\"alg\":\"\(alg)\"" + (keyID.map { ",\"kid\":\"\($0)\"" } ?? "") + "}"
    let claims = "{\"iss\":\"TEAM123456\",\"iat\":\(issuedAt)}"
    return "bearer " + encode(Array(header.utf8)) + "." + encode(Array(claims.utf8)) + "."
      + encode([UInt8](repeating: 0, count: 64))
  }

  /// base64url without padding.
  public static func encode(_ bytes: [UInt8]) -> String {
    let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")
    var text = ""
    var index = 0
    while index < bytes.count {
      let chunk = bytes[index..<min(index + 3, bytes.count)]
      var value = 0
      for byte in chunk { value = value << 8 | Int(byte) }
      value <<= 8 * (3 - chunk.count)
      for position in 0...chunk.count { text.append(alphabet[(value >> (18 - 6 * position)) & 63]) }
      index += 3
    }
    return text
  }
}
