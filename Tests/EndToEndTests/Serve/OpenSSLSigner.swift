import Foundation
import TestSupport

/// A team signing key made by the `openssl` command for a test, and provider tokens signed with
/// it (ES256), as a backend's JWT library makes them.
struct OpenSSLSigner {
  let keyPath: String
  let directory: TemporaryDirectory

  /// A new P-256 key in PKCS#8 PEM, like an `AuthKey_XXXXXXXXXX.p8` from Apple.
  init(directory: TemporaryDirectory) throws {
    self.directory = directory
    keyPath = directory.file("AuthKey_ABC123DEFG.p8")
    try Self.openssl(["genpkey", "-algorithm", "EC", "-pkeyopt", "ec_paramgen_curve:P-256", "-out", keyPath])
  }

  /// `bearer <JWT>` for `keyID` and `teamID`, issued at `issuedAt`, signed with the key.
  func token(keyID: String, teamID: String, issuedAt: Int) throws -> String {
    let header = ProviderTokens.encode(Array(#"{"alg":"ES256","kid":"\#(keyID)"}"#.utf8))
    let claims = ProviderTokens.encode(Array(#"{"iss":"\#(teamID)","iat":\#(issuedAt)}"#.utf8))
    let input = directory.file("jwt-input")
    let signature = directory.file("jwt-signature.der")
    try (header + "." + claims).write(toFile: input, atomically: false, encoding: .utf8)
    try Self.openssl(["dgst", "-sha256", "-sign", keyPath, "-out", signature, input])
    let der = try [UInt8](Data(contentsOf: URL(fileURLWithPath: signature)))
    return "bearer \(header).\(claims).\(ProviderTokens.encode(Self.rawSignature(der)))"
  }

  /// ECDSA's DER `SEQUENCE { INTEGER r, INTEGER s }` as JWS wants it: r and s, 32 bytes each.
  static func rawSignature(_ der: [UInt8]) -> [UInt8] {
    var index = 2  // SEQUENCE tag and (short) length
    var raw: [UInt8] = []
    for _ in 0..<2 {
      let length = Int(der[index + 1])
      var integer = Array(der[(index + 2)..<(index + 2 + length)])
      while integer.count > 32 && integer.first == 0 { integer.removeFirst() }
      raw += [UInt8](repeating: 0, count: 32 - integer.count) + integer
      index += 2 + length
    }
    return raw
  }

  private static func openssl(_ arguments: [String]) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/openssl")
    process.arguments = arguments
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { throw CocoaError(.executableLoad) }
  }
}
