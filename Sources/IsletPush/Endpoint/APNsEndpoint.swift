import IsletFindings
import IsletModel

/// APNs's provider API without the sockets: judges one request at a time as APNs would answer
/// it and as the phone would take the push. Requests APNs refuses before reading the push (a
/// method other than POST, a missing, malformed, expired or foreign provider token, a body far
/// over the limit, another app's topic, a broadcast to a channel it does not have) get their 4xx
/// at once. Every other request is checked by a `PushChecker` as the curl command the log writes
/// for it (`APNsRequestLog`) reads back, built from its parts without the text: the same header,
/// body, `aps` and lifecycle rules and finding codes as `check-push`, and the same verdicts, push
/// numbers and lines when the log is read back. A verdict APNs refuses becomes its status and
/// reason; an update to the token of an ended activity is 410 Unregistered with the end's
/// timestamp; anything else is 200, even when the phone drops the push (the verdict says why).
/// Channel requests (`/1/apps/…`, `ChannelManagement`) create, read, list and delete the
/// broadcast channels.
public struct APNsEndpoint: Sendable {
  /// The checker, and through it the simulated device.
  public private(set) var checker: PushChecker
  /// Where the logged curl commands send to (`http://127.0.0.1:2197`).
  public let origin: String
  private let verifier: ProviderTokenVerifier?
  /// The app served, when known: a push naming another app is refused.
  private let app: AppIdentity?
  /// Whether each exchange carries its log lines (written only for a request log).
  private let writesLog: Bool
  /// The lines of the log so far: the next command's line is one more.
  private var logLineCount = 0
  private var identifiers: SplitMix64
  private var channels = BroadcastChannels()
  /// The last authorization header read and what it gave: a backend sends one provider token
  /// for up to an hour, so its form and signature are checked once (its age every time).
  private var lastAuthorization: (header: String, token: Result<ProviderToken, APNsRefusal>)?

  /// What happened to one request.
  public struct Exchange: Sendable {
    public var response: APNsResponse
    /// The push's verdict; nil for a request that is no push (refused before it was read, or a
    /// channel request).
    public var verdict: PushVerdict?
    /// Why APNs refused it before reading the push (or refused a channel request).
    public var refusal: APNsRefusal?
    /// For a request that is no push: what happened, in islet's words.
    public var note: String?
    /// The request log's lines for it: the curl command (for a push) and a comment; empty when
    /// the endpoint writes no log.
    public var log: [UInt8]
  }

  /// `bundleID`: the app served (topics and paths must name it); nil checks their form only.
  /// `writesLog`: whether exchanges carry their log lines. `seed` makes the generated
  /// `apns-id`s and channel IDs differ between sessions.
  public init(
    schema: Schema, options: PushCheckOptions, origin: String, verifier: ProviderTokenVerifier? = nil,
    bundleID: String? = nil, writesLog: Bool, seed: UInt64 = 0
  ) {
    self.init(
      schemas: [schema], options: options, origin: origin, verifier: verifier, bundleID: bundleID,
      writesLog: writesLog, seed: seed)
  }

  /// An endpoint for several layouts (one per attributes type, as `PushChecker(schemas:)`): a
  /// backend serving several activity types points at one endpoint.
  public init(
    schemas: [Schema], options: PushCheckOptions, origin: String, verifier: ProviderTokenVerifier? = nil,
    bundleID: String? = nil, writesLog: Bool, seed: UInt64 = 0
  ) {
    self.checker = PushChecker(schemas: schemas, options: options)
    self.origin = origin
    self.verifier = verifier
    self.app = bundleID.map(AppIdentity.init(bundleID:))
    self.writesLog = writesLog
    self.identifiers = SplitMix64(seed: seed)
  }

  /// The device as it stands after the requests judged so far.
  public var simulator: ActivitySimulator { checker.simulator }

  /// Judges one request.
  public mutating func judge(_ request: APNsRequest) -> Exchange {
    let identifierHeader = APNsResponse.identifierHeader(forPath: request.path)
    let id = request.header(identifierHeader) ?? newIdentifier()
    if ChannelManagement.handles(request.path) {
      return manageChannels(request, id: id, identifierHeader: identifierHeader)
    }
    if let refusal = refusal(of: request) {
      let response = APNsResponse(
        status: refusal.status, apnsID: id, identifierHeader: identifierHeader, reason: refusal.reason)
      return noPush(
        request, response, refusal: refusal, note: "refused before the push was read: " + refusal.message)
    }
    let line = logLineCount + 1
    logLineCount += 2
    let limit = checker.options.maximumLineLength
    let mayBeTooLong = APNsRequestLog.commandByteBound(request, origin: origin) > limit
    let command = writesLog || mayBeTooLong ? APNsRequestLog.curlCommand(request, origin: origin) : []
    // The command's length without its newline, as the checker's line splitter counts it.
    let verdict =
      command.count - 1 > limit
      ? checker.check(.tooLong(line: line))
      : checker.check(APNsRequestLog.readBack(request, origin: origin, line: line), line: line)
    var response = answer(verdict, request: request, apnsID: id)
    response.identifierHeader = identifierHeader
    let log = writesLog ? command + APNsRequestLog.comment(request, response: response, note: nil) : []
    return Exchange(response: response, verdict: verdict, refusal: nil, note: nil, log: log)
  }

  /// A channel request: refused as APNs refuses it, or done.
  private mutating func manageChannels(
    _ request: APNsRequest, id: String, identifierHeader: String
  ) -> Exchange {
    let outcome: Result<ChannelManagement.Outcome, APNsRefusal>
    if let refusal = ChannelManagement.routingRefusal(request) ?? authenticationRefusal(of: request)
      ?? app?.refusal(of: request)
    {
      outcome = .failure(refusal)
    } else {
      outcome = ChannelManagement.judge(request, channels: &channels, identifiers: &identifiers)
    }
    switch outcome {
    case .failure(let refusal):
      let response = APNsResponse(
        status: refusal.status, apnsID: id, identifierHeader: identifierHeader, reason: refusal.reason)
      return noPush(request, response, refusal: refusal, note: "refused: " + refusal.message)
    case .success(let done):
      let response = APNsResponse(
        status: done.status, apnsID: id, identifierHeader: identifierHeader,
        createdChannelID: done.createdChannelID, content: done.content)
      return noPush(request, response, refusal: nil, note: done.action)
    }
  }

  /// The exchange of a request that is no push: the log has only its comment, so the checker's
  /// next line is one further.
  private mutating func noPush(
    _ request: APNsRequest, _ response: APNsResponse, refusal: APNsRefusal?, note: String
  ) -> Exchange {
    logLineCount += 1
    let log = writesLog ? APNsRequestLog.comment(request, response: response, note: note) : []
    return Exchange(response: response, verdict: nil, refusal: refusal, note: note, log: log)
  }

  /// APNs's refusal of a push request before it reads the push, or nil.
  private mutating func refusal(of request: APNsRequest) -> APNsRefusal? {
    guard request.method == "POST" else {
      return APNsRefusal(
        405, "MethodNotAllowed", "the method is \(TerminalSafe.escape(request.method)), not POST")
    }
    if let refusal = authenticationRefusal(of: request) { return refusal }
    guard !request.bodyOverflowed else {
      return APNsRefusal(
        413, "PayloadTooLarge", "the body is over \(request.body.count) bytes, far over APNs's limit")
    }
    return app?.refusal(of: request) ?? ChannelManagement.broadcastRefusal(request, channels: channels)
  }

  /// APNs's refusal of the request's provider token (missing, malformed, foreign or expired), or nil.
  private mutating func authenticationRefusal(of request: APNsRequest) -> APNsRefusal? {
    switch providerToken(request.header("authorization")) {
    case .failure(let refusal): return refusal
    case .success(let token): return token.refusal(at: request.arrival)
    }
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
      // The activity the token addressed: several started through the push-to-start token share
      // their name (it), so the token, not the verdict's name, says which one ended.
      let ended = verdict.findings.first { $0.severity == .error }?.code == .lifecycleActivityEnded
      let devicePath = "/3/device/"
      if ended, request.path.hasPrefix(devicePath),
        let endedAt = checker.simulator.activity(
          addressedBy: String(request.path.dropFirst(devicePath.count)), isToken: true)?.endedAt
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

  /// A new lowercase UUID (version 4 form) for a request without `apns-id` (or `apns-request-id`).
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
