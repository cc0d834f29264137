import IsletModel

/// The provider authentication token of an `authorization: bearer <JWT>` header, as APNs reads
/// it: a JWT signed with ES256 whose header names the key (`kid`) and whose claims name the team
/// (`iss`) and when it was made (`iat`). `read` checks the form; whether the signature is the
/// team's key is for a `ProviderTokenVerifier` at the edge (OpenSSL). Messages never quote the
/// token.
public struct ProviderToken: Sendable {
  /// `kid`: the 10-character key ID of the signing key.
  public var keyID: String
  /// `iss`: the team ID.
  public var issuer: String
  /// `iat`.
  public var issuedAt: Instant
  /// `<header>.<claims>` as sent: the bytes the signature covers.
  public var signingInput: [UInt8]
  /// The signature: ES256's raw `r‖s`, 64 bytes.
  public var signature: [UInt8]

  /// APNs refuses a token older than this (seconds): 403 ExpiredProviderToken.
  public static let lifetime: Double = 3600

  /// Reads the token of an `authorization` header: its form, not its age (`refusal(at:)`).
  public static func read(authorization: String?) -> Result<ProviderToken, APNsRefusal> {
    guard let authorization else {
      return .failure(APNsRefusal(403, "MissingProviderToken", "no authorization header (bearer <JWT>)"))
    }
    let words = authorization.split(separator: " ", omittingEmptySubsequences: true)
    guard words.count == 2, words[0].lowercased() == "bearer" else {
      return .failure(
        APNsRefusal(403, "MissingProviderToken", "the authorization header is not \"bearer <JWT>\""))
    }
    let parts = words[1].split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count == 3 else {
      let count = parts.count
      return .failure(invalid("the provider token has \(count) part\(count == 1 ? "" : "s"), not a JWT's 3"))
    }
    guard let headerBytes = Base64URL.decode(parts[0]), let header = try? JSONDocument(parsing: headerBytes),
      header.root.isObject
    else { return .failure(invalid("the provider token's header is not base64url JSON")) }
    guard header.root["alg"]?.isString(equalTo: "ES256") == true else {
      return .failure(invalid("the provider token's alg is not ES256"))
    }
    guard let keyID = header.root["kid"]?.string, !keyID.isEmpty else {
      return .failure(invalid("the provider token's header has no kid (key ID)"))
    }
    guard let claimBytes = Base64URL.decode(parts[1]), let claims = try? JSONDocument(parsing: claimBytes),
      claims.root.isObject
    else { return .failure(invalid("the provider token's claims are not base64url JSON")) }
    guard let issuer = claims.root["iss"]?.string, !issuer.isEmpty else {
      return .failure(invalid("the provider token's claims have no iss (team ID)"))
    }
    guard let issued = claims.root["iat"]?.doubleValue, issued.isFinite else {
      return .failure(invalid("the provider token's claims have no numeric iat (issued at)"))
    }
    guard let signature = Base64URL.decode(parts[2]), signature.count == 64 else {
      return .failure(invalid("the provider token's signature is not ES256's 64 bytes"))
    }
    let signed = words[1].utf8.prefix(parts[0].utf8.count + 1 + parts[1].utf8.count)
    return .success(
      ProviderToken(
        keyID: keyID, issuer: issuer, issuedAt: Instant(unixSeconds: issued), signingInput: Array(signed),
        signature: signature))
  }

  /// 403 ExpiredProviderToken when the token is more than an hour old at `arrival`, else nil.
  public func refusal(at arrival: Instant) -> APNsRefusal? {
    let age = arrival.seconds(since: issuedAt)
    guard age > Self.lifetime else { return nil }
    return APNsRefusal(
      403, "ExpiredProviderToken",
      "the provider token was issued at \(ISO8601Text.format(issuedAt)), "
        + "\(PushDateText.duration(age)) before the request; APNs accepts one for an hour")
  }

  private static func invalid(_ why: String) -> APNsRefusal {
    APNsRefusal(403, "InvalidProviderToken", why)
  }
}

/// Checks a provider token's key, team and signature (given `--auth-key`, `--team-id` and
/// `--key-id`); nil when it is the team's, else APNs's refusal.
public typealias ProviderTokenVerifier = @Sendable (ProviderToken) -> APNsRefusal?
