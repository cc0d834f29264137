import IsletFindings
import IsletModel

/// How a request read from a curl command or header lines authenticates, as far as its text
/// shows, judged by `ProviderToken` as `islet serve` judges a request: a curl command with no
/// `authorization` and no client certificate is 403 MissingProviderToken (header lines without
/// one are not judged: a pasted or logged request often leaves the token out), a bearer token that is no ES256 JWT with
/// `kid`, `iss` and `iat` is 403 InvalidProviderToken, and one over an hour old when the push
/// arrives is 403 ExpiredProviderToken. Whether the key is the team's needs the key
/// (`islet serve --auth-key`); a pushes file without a request shows no authentication at all.
enum RequestAuthentication: Sendable {
  /// Nothing to judge: the token is a shell variable (`bearer $AUTHENTICATION_TOKEN`).
  case unknown
  /// A client certificate (curl's `--cert` or `-E`), which islet cannot check.
  case certificate
  /// A provider token of the right form; its age is judged at the push's arrival.
  case token(ProviderToken)
  /// APNs's answer to a missing or malformed token.
  case refused(APNsRefusal)

  /// The authentication `request` shows.
  init(_ request: PushRequest) {
    if let header = request.headers.last(where: { $0.name.lowercased() == "authorization" }) {
      switch ProviderToken.read(authorization: header.value) {
      case .success(let token): self = .token(token)
      case .failure(let refusal): self = .refused(refusal)
      }
    } else if request.unresolvedHeaders.contains("authorization") {
      self = .unknown
    } else if request.usesCertificate {
      self = .certificate
    } else if request.origin == .curl {
      self = .refused(
        APNsRefusal(
          403, "MissingProviderToken",
          "the curl command sends no authorization header (bearer <JWT>) and no client certificate (--cert)"))
    } else {
      // Header lines are what someone pasted or logged, and the token is what they leave out
      // first: its absence says nothing about the request that was sent.
      self = .unknown
    }
  }

  /// Reports what the request shows before the push arrives: a missing or malformed token,
  /// or a certificate islet cannot check.
  func reportForm(sink: inout FindingSink) {
    switch self {
    case .unknown, .token: return
    case .certificate:
      sink.report(
        .pushProviderToken,
        "the request authenticates with a client certificate (--cert), which islet cannot check; Apple has "
          + "said Live Activity pushes need token authentication (authorization: bearer <JWT>)",
        keyPath: "headers.authorization", severity: .warning)
    case .refused(let refusal): Self.report(refusal, sink: &sink)
    }
  }

  /// Reports a token over an hour old at `arrival`: 403 ExpiredProviderToken.
  func reportAge(at arrival: Instant, sink: inout FindingSink) {
    guard case .token(let token) = self, let refusal = token.refusal(at: arrival) else { return }
    Self.report(refusal, sink: &sink)
  }

  private static func report(_ refusal: APNsRefusal, sink: inout FindingSink) {
    sink.report(
      .pushProviderToken, "\(refusal.message): \(refusal.status) \(refusal.reason)",
      keyPath: "headers.authorization")
  }
}
