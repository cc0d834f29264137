import TestSupport
import Testing

@testable import IsletFindings
@testable import IsletModel
@testable import IsletPush

/// The authentication a curl command or header lines show, judged as `islet serve` judges it
/// (`ProviderToken`): no token and no certificate, a malformed token, a token over an hour old
/// at the push's arrival. Plain bodies show no request and are not judged.
@Suite struct RequestAuthenticationTests {
  static let t0 = PushFixtures.t0
  static let topic =
    #"-H "apns-topic: com.example.app.push-type.liveactivity" -H "apns-push-type: liveactivity""#

  static func curl(_ options: String, at offset: Int = 60) -> String {
    "curl \(topic) \(options) -d '\(PushFixtures.update(at: offset))' https://api.push.apple.com/3/device/80ab09"
  }

  static func verdicts(_ pushes: [String]) -> [PushVerdict] {
    PushFixtures.check([PushFixtures.start()] + pushes).dropFirst().map { $0 }
  }

  static func authentication(_ verdict: PushVerdict) -> [Finding] {
    verdict.findings.filter { $0.code == .pushProviderToken }
  }

  /// A curl command without a token or certificate is refused; header lines without one are
  /// not judged (whoever pasted or logged them may have left the token out).
  @Test func aCurlCommandWithNoAuthorizationAndNoCertificateIsMissingProviderToken() {
    let headerLines = """
      :path: /3/device/80ab09
      apns-topic: com.example.app.push-type.liveactivity
      apns-push-type: liveactivity
      \(PushFixtures.update(at: 62))
      """
    let verdicts = Self.verdicts([Self.curl(""), headerLines])
    #expect(verdicts.map(\.outcome) == [.rejected(status: 403, reason: "MissingProviderToken"), .applied])
    let finding = Self.authentication(verdicts[0]).first
    #expect(finding?.severity == .error)
    #expect(finding?.location == .push(number: 2, keyPath: "headers.authorization"))
    #expect(
      finding?.message
        == "the curl command sends no authorization header (bearer <JWT>) and no client certificate (--cert): "
        + "403 MissingProviderToken")
    #expect(Self.authentication(verdicts[1]).isEmpty)
  }

  @Test func aMalformedBearerTokenIsInvalidProviderToken() {
    let verdicts = Self.verdicts([
      Self.curl(#"-H "authorization: bearer abc.def""#),
      Self.curl(#"-H "authorization: Bearer OAUTH2_ACCESS_TOKEN""#),
      Self.curl("-H 'authorization: \(ProviderTokens.make(issuedAt: Self.t0, alg: "RS256"))'"),
      Self.curl("-H 'authorization: \(ProviderTokens.make(issuedAt: Self.t0, keyID: nil))'"),
    ])
    #expect(
      verdicts.map(\.outcome)
        == Array(repeating: .rejected(status: 403, reason: "InvalidProviderToken"), count: 4))
    #expect(
      verdicts.map { Self.authentication($0).first?.message ?? "" } == [
        "the provider token has 2 parts, not a JWT's 3: 403 InvalidProviderToken",
        "the provider token has 1 part, not a JWT's 3: 403 InvalidProviderToken",
        "the provider token's alg is not ES256: 403 InvalidProviderToken",
        "the provider token's header has no kid (key ID): 403 InvalidProviderToken",
      ])
  }

  /// The age is judged at the arrival (the start at t0, the update a second later), not at the
  /// payload's timestamp.
  @Test func aTokenOverAnHourOldAtTheArrivalIsExpiredProviderToken() {
    let fresh = Self.curl("-H 'authorization: \(ProviderTokens.make(issuedAt: Self.t0 - 3000))'")
    let stale = Self.curl("-H 'authorization: \(ProviderTokens.make(issuedAt: Self.t0 - 3600))'")
    let verdicts = Self.verdicts([fresh, stale])
    #expect(verdicts.map(\.outcome) == [.applied, .rejected(status: 403, reason: "ExpiredProviderToken")])
    #expect(Self.authentication(verdicts[0]).isEmpty)
    #expect(
      Self.authentication(verdicts[1]).first?.message
        == "the provider token was issued at 2026-06-20T23:00:00Z, 1h 00m before the request; APNs accepts one "
        + "for an hour: 403 ExpiredProviderToken")
  }

  /// A client certificate cannot be checked: a warning, the push applied. A token that is a
  /// shell variable (or a placeholder in header lines) is not judged, nor are plain bodies.
  @Test func certificatesVariablesAndPlainBodiesAreNotRejected() {
    let headerLines = """
      apns-topic: com.example.app.push-type.liveactivity
      apns-push-type: liveactivity
      authorization: bearer $TOKEN
      \(PushFixtures.update(at: 64))
      """
    let verdicts = Self.verdicts([
      Self.curl("--cert client.pem", at: 61), Self.curl("-Eclient.pem", at: 62),
      Self.curl(#"-H "authorization: bearer $AUTHENTICATION_TOKEN""#, at: 63), headerLines,
      PushFixtures.update(at: 65),
    ])
    #expect(verdicts.map(\.outcome) == Array(repeating: .applied, count: 5))
    #expect(verdicts[0...1].allSatisfy { Self.authentication($0).map(\.severity) == [.warning] })
    #expect(verdicts[2...].allSatisfy { Self.authentication($0).isEmpty })
  }
}
