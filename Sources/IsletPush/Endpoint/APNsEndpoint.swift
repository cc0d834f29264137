import IsletFindings
import IsletModel

/// APNs's provider API without the sockets: judges one request at a time as APNs would answer
/// it and as the phone would take the push. Requests APNs refuses before reading the push (a
/// method other than POST, a missing, malformed, expired or foreign provider token, a body far
/// over the limit) get their 4xx at once. Every other request is written as a curl command
/// (`APNsRequestLog`) and checked by a `PushChecker` reading exactly that text: the same header,
/// body, `aps` and lifecycle rules and finding codes as `check-push`, and the same verdicts when
/// the log is read back. A verdict APNs refuses becomes its status and reason; an update to the
/// token of an ended activity is 410 Unregistered with the end's timestamp; anything else is 200,
/// even when the phone drops the push (the verdict says why).
public struct APNsEndpoint: Sendable {
  /// The checker, and through it the simulated device.
  public private(set) var checker: PushChecker
  /// Where the logged curl commands send to (`http://127.0.0.1:2197`).
  public let origin: String
  private let verifier: ProviderTokenVerifier?
  private var identifiers: SplitMix64
  /// The last authorization header read and what it gave: a backend sends one provider token
  /// for up to an hour, so its form and signature are checked once (its age every time).
  private var lastAuthorization: (header: String, token: Result<ProviderToken, APNsRefusal>)?
  private var verdicts: [PushVerdict] = []

  /// What happened to one request.
  public struct Exchange: Sendable {
    public var response: APNsResponse
    /// The push's verdict; nil when APNs refused the request before reading the push.
    public var verdict: PushVerdict?
    /// Why APNs refused it before reading the push.
    public var refusal: APNsRefusal?
    /// The request log's lines for it: the curl command (unless refused) and a comment.
    public var log: [UInt8]
  }

  /// `seed` makes the generated `apns-id`s differ between sessions.
  public init(
    schema: Schema, options: PushCheckOptions, origin: String, verifier: ProviderTokenVerifier? = nil,
    seed: UInt64 = 0
  ) {
    self.checker = PushChecker(schema: schema, options: options)
    self.origin = origin
    self.verifier = verifier
    self.identifiers = SplitMix64(seed: seed)
  }

  /// The device as it stands after the requests judged so far.
  public var simulator: ActivitySimulator { checker.simulator }

  /// Judges one request.
  public mutating func judge(_ request: APNsRequest) -> Exchange {
    let apnsID = request.header("apns-id") ?? newIdentifier()
    if let refusal = refusal(of: request) {
      let response = APNsResponse(status: refusal.status, apnsID: apnsID, reason: refusal.reason)
      let comment = APNsRequestLog.comment(request, response: response, refusal: refusal)
      // The checker reads the comment too, so its line numbers are the log's.
      checker.consume(comment) { _ in }
      return Exchange(response: response, verdict: nil, refusal: refusal, log: comment)
    }
    let command = APNsRequestLog.curlCommand(request, origin: origin)
    verdicts.removeAll(keepingCapacity: true)
    checker.consume(command) { verdicts.append($0) }
    // One command line is one push; ending the input there makes sure nothing stays open.
    if verdicts.isEmpty { checker.finish { verdicts.append($0) } }
    guard let verdict = verdicts.first else {
      let response = APNsResponse(status: 500, apnsID: apnsID, reason: "InternalServerError")
      let comment = APNsRequestLog.comment(request, response: response, refusal: nil)
      checker.consume(comment) { _ in }
      return Exchange(response: response, verdict: nil, refusal: nil, log: command + comment)
    }
    let response = answer(verdict, request: request, apnsID: apnsID)
    let comment = APNsRequestLog.comment(request, response: response, refusal: nil)
    checker.consume(comment) { _ in }
    return Exchange(response: response, verdict: verdict, refusal: nil, log: command + comment)
  }

  /// APNs's refusal of a request before it reads the push, or nil.
  private mutating func refusal(of request: APNsRequest) -> APNsRefusal? {
    guard request.method == "POST" else {
      return APNsRefusal(
        405, "MethodNotAllowed", "the method is \(TerminalSafe.escape(request.method)), not POST")
    }
    switch providerToken(request.header("authorization")) {
    case .failure(let refusal): return refusal
    case .success(let token):
      if let refusal = token.refusal(at: request.arrival) { return refusal }
    }
    guard !request.bodyOverflowed else {
      return APNsRefusal(
        413, "PayloadTooLarge", "the body is over \(request.body.count) bytes, far over APNs's limit")
    }
    return nil
  }

  /// The provider token of an authorization header, checked in form and, with a verifier,
  /// signature; the last header's result is kept.
  private mutating func providerToken(_ header: String?) -> Result<ProviderToken, APNsRefusal> {
    if let header, let last = lastAuthorization, last.header == header { return last.token }
    var token = ProviderToken.read(authorization: header)
    if case .success(let read) = token, let refusal = verifier?(read) { token = .failure(refusal) }
    if let header { lastAuthorization = (header, token) }
    return token
  }

  /// The answer to a checked push.
  private func answer(_ verdict: PushVerdict, request: APNsRequest, apnsID: String) -> APNsResponse {
    switch verdict.outcome {
    case .rejected(let status, let reason):
      return APNsResponse(status: status, apnsID: apnsID, reason: reason)
    case .dropped:
      let ended = verdict.findings.first { $0.severity == .error }?.code == .lifecycleActivityEnded
      if ended, request.path.hasPrefix("/3/device/"), let id = verdict.activityID,
        let endedAt = checker.simulator.activity(named: id)?.endedAt
      {
        return APNsResponse(
          status: 410, apnsID: apnsID, reason: "Unregistered",
          timestampMilliseconds: Int64(exactly: (endedAt.unixSeconds * 1000).rounded(.down)))
      }
      return APNsResponse(status: 200, apnsID: apnsID)
    case .applied:
      return APNsResponse(status: 200, apnsID: apnsID)
    }
  }

  /// A new lowercase UUID (version 4 form) for a request without `apns-id`.
  private mutating func newIdentifier() -> String {
    var text: [UInt8] = []
    text.reserveCapacity(36)
    for (index, digit) in identifiers.hexDigits(32).utf8.enumerated() {
      if index == 8 || index == 12 || index == 16 || index == 20 { text.append(UInt8(ascii: "-")) }
      // The version (4) and variant (a) digits of a random UUID.
      text.append(index == 12 ? UInt8(ascii: "4") : index == 16 ? UInt8(ascii: "a") : digit)
    }
    return String(decoding: text, as: UTF8.self)
  }
}
