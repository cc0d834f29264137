import COpenSSL
import IsletPush

/// Checks provider tokens against the team's signing key (`--auth-key AuthKey_XXXXXXXXXX.p8
/// --team-id … --key-id …`) as APNs does: the `kid` must be the key's ID, the `iss` the team's,
/// and the ES256 signature the key's. The key stays in OpenSSL; nothing of it is printed.
public final class ProviderKeyVerifier: @unchecked Sendable {
  // The key is only read after init (EVP_DigestVerify on a shared key is thread-safe).
  private let key: OpaquePointer
  private let teamID: String
  private let keyID: String

  public init(keyFile: String, teamID: String, keyID: String) throws(ServerError) {
    var message = [CChar](repeating: 0, count: 256)
    guard let key = islet_es256_read_key(keyFile, &message, message.count) else {
      throw ServerError("cannot read the signing key \(keyFile)", openSSLMessage: message)
    }
    self.key = key
    self.teamID = teamID
    self.keyID = keyID
  }

  deinit { EVP_PKEY_free(key) }

  /// The refusal APNs gives the token, or nil when it is the team's.
  public func refusal(of token: ProviderToken) -> APNsRefusal? {
    guard token.keyID == keyID else {
      return APNsRefusal(
        403, "InvalidProviderToken", "the provider token's kid is not the key given by --key-id")
    }
    guard token.issuer == teamID else {
      return APNsRefusal(
        403, "InvalidProviderToken", "the provider token's iss is not the team given by --team-id")
    }
    let valid = token.signingInput.withUnsafeBufferPointer { input in
      token.signature.withUnsafeBufferPointer { signature in
        islet_es256_verify(key, input.baseAddress, input.count, signature.baseAddress)
      }
    }
    return valid == 1
      ? nil
      : APNsRefusal(403, "InvalidProviderToken", "the provider token's signature is not the --auth-key's")
  }
}
