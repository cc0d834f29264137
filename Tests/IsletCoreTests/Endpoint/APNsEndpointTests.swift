import TestSupport
import Testing

@testable import IsletFindings
@testable import IsletModel
@testable import IsletPush

/// The request judge of `islet serve`: APNs's answers (status, apns-id, reason) for requests,
/// the phone's verdicts behind a 200, device tokens, and a log that reads back to the same
/// verdicts.
@Suite struct APNsEndpointTests {
  static let t0 = PushFixtures.t0
  static let arrival = Instant(unixSeconds: Double(t0 + 30))
  static let topic = "com.example.app.push-type.liveactivity"
  static let token = String(repeating: "ab", count: 32)

  /// A request with APNs's usual headers, a fresh provider token and `body`.
  static func request(
    _ body: String, path: String = "/3/device/\(token)", method: String = "POST",
    headers: [(String, String)] = [("apns-topic", topic), ("apns-push-type", "liveactivity")],
    authorization: String? = ProviderTokens.make(issuedAt: t0)
  ) -> APNsRequest {
    var all = headers.map { (name: $0.0, value: $0.1) }
    if let authorization { all.append((name: "authorization", value: authorization)) }
    return APNsRequest(method: method, path: path, headers: all, body: Array(body.utf8), arrival: arrival)
  }

  static func endpoint(
    verifier: ProviderTokenVerifier? = nil, options: PushCheckOptions = PushCheckOptions(),
    writesLog: Bool = true
  ) -> APNsEndpoint {
    APNsEndpoint(
      schema: PushFixtures.delivery, options: options, origin: "http://127.0.0.1:2197", verifier: verifier,
      writesLog: writesLog)
  }

  /// The verdicts the endpoint gives `requests` and the log it writes.
  static func serve(_ requests: [APNsRequest], on endpoint: APNsEndpoint) -> ([PushVerdict], [UInt8]) {
    var endpoint = endpoint
    var verdicts: [PushVerdict] = []
    var log: [UInt8] = []
    for request in requests {
      let exchange = endpoint.judge(request)
      log += exchange.log
      if let verdict = exchange.verdict { verdicts.append(verdict) }
    }
    return (verdicts, log)
  }

  /// The answer to one request on a fresh endpoint.
  static func answer(_ request: APNsRequest) -> APNsResponse {
    var endpoint = endpoint()
    return endpoint.judge(request).response
  }

  @Test func anAppliedStartIs200WithItsApnsIDEchoedAndAnEmptyBody() {
    var endpoint = Self.endpoint()
    let id = "123e4567-e89b-12d3-a456-4266554400a0"
    let exchange = endpoint.judge(
      Self.request(
        PushFixtures.start(),
        headers: [("apns-topic", Self.topic), ("apns-push-type", "liveactivity"), ("apns-id", id)]))
    #expect(exchange.response == APNsResponse(status: 200, apnsID: id))
    #expect(exchange.response.body.isEmpty)
    #expect(exchange.verdict?.outcome == .applied)
    #expect(endpoint.simulator.activities.count == 1)
  }

  @Test func aRequestWithoutApnsIDGetsAGeneratedLowercaseUUID() {
    var endpoint = Self.endpoint()
    let first = endpoint.judge(Self.request(PushFixtures.start())).response.apnsID
    let second = endpoint.judge(Self.request(PushFixtures.update(at: 60))).response.apnsID
    let form = /[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-a[0-9a-f]{3}-[0-9a-f]{12}/
    #expect(first.wholeMatch(of: form) != nil, "\(first)")
    #expect(second.wholeMatch(of: form) != nil && second != first)
  }

  @Test(arguments: [
    ("a non-hex token", request(PushFixtures.start(), path: "/3/device/zz-not-hex"), 400, "BadDeviceToken"),
    ("no token", request(PushFixtures.start(), path: "/3/device/"), 400, "MissingDeviceToken"),
    ("a bad path", request(PushFixtures.start(), path: "/3/devices/abc"), 404, "BadPath"),
    ("GET", request(PushFixtures.start(), method: "GET"), 405, "MethodNotAllowed"),
    (
      "no topic", request(PushFixtures.start(), headers: [("apns-push-type", "liveactivity")]), 400,
      "MissingTopic"
    ),
    (
      "the app's plain topic",
      request(
        PushFixtures.start(),
        headers: [("apns-topic", "com.example.app"), ("apns-push-type", "liveactivity")]),
      400, "DeviceTokenNotForTopic"
    ),
    (
      "the suffix twice",
      request(
        PushFixtures.start(),
        headers: [("apns-topic", topic + ".push-type.liveactivity"), ("apns-push-type", "liveactivity")]),
      400, "TopicDisallowed"
    ),
    (
      "the suffix alone",
      request(
        PushFixtures.start(),
        headers: [("apns-topic", ".push-type.liveactivity"), ("apns-push-type", "liveactivity")]),
      400, "BadTopic"
    ),
    (
      "push type alert",
      request(PushFixtures.start(), headers: [("apns-topic", topic), ("apns-push-type", "alert")]), 400,
      "InvalidPushType"
    ),
    (
      "priority 7",
      request(
        PushFixtures.start(),
        headers: [("apns-topic", topic), ("apns-push-type", "liveactivity"), ("apns-priority", "7")]),
      400, "BadPriority"
    ),
    (
      "expiration in milliseconds",
      request(
        PushFixtures.start(),
        headers: [("apns-topic", topic), ("apns-push-type", "liveactivity"), ("apns-expiration", "soon")]),
      400, "BadExpirationDate"
    ),
    (
      "an apns-id that is no UUID",
      request(
        PushFixtures.start(),
        headers: [("apns-topic", topic), ("apns-push-type", "liveactivity"), ("apns-id", "42")]),
      400, "BadMessageId"
    ),
    (
      "a 65-byte collapse id",
      request(
        PushFixtures.start(),
        headers: [
          ("apns-topic", topic), ("apns-push-type", "liveactivity"),
          ("apns-collapse-id", String(repeating: "c", count: 65)),
        ]),
      400, "BadCollapseId"
    ),
    (
      "the topic twice",
      request(
        PushFixtures.start(),
        headers: [("apns-topic", topic), ("apns-push-type", "liveactivity"), ("apns-topic", topic)]),
      400, "DuplicateHeaders"
    ),
    ("an empty body", request(""), 400, "PayloadEmpty"),
    (
      "a 5 KB body",
      request(PushFixtures.start(extra: #","pad":""# + String(repeating: "x", count: 5000) + "\"")),
      413, "PayloadTooLarge"
    ),
    ("no authorization", request(PushFixtures.start(), authorization: nil), 403, "MissingProviderToken"),
    (
      "a basic authorization", request(PushFixtures.start(), authorization: "basic abc"), 403,
      "MissingProviderToken"
    ),
    (
      "a bearer that is no JWT", request(PushFixtures.start(), authorization: "bearer abc"), 403,
      "InvalidProviderToken"
    ),
    (
      "an HS256 token",
      request(PushFixtures.start(), authorization: ProviderTokens.make(issuedAt: t0, alg: "HS256")),
      403, "InvalidProviderToken"
    ),
    (
      "a token without kid",
      request(PushFixtures.start(), authorization: ProviderTokens.make(issuedAt: t0, keyID: nil)),
      403, "InvalidProviderToken"
    ),
    (
      "a token from two hours ago",
      request(PushFixtures.start(), authorization: ProviderTokens.make(issuedAt: t0 - 7200)),
      403, "ExpiredProviderToken"
    ),
    (
      "a broadcast to a bad channel",
      request(
        PushFixtures.update(at: 60), path: "/4/broadcasts/apps/com.example.app",
        headers: [("apns-push-type", "liveactivity"), ("apns-channel-id", "not base64!")]),
      400, "BadChannelId"
    ),
  ])
  func eachRefusalHasAPNsStatusAndReason(case: String, request: APNsRequest, status: Int, reason: String) {
    let response = Self.answer(request)
    #expect(response.status == status, "\(`case`)")
    #expect(response.reason == reason, "\(`case`)")
    #expect(String(decoding: response.body, as: UTF8.self) == #"{"reason":"\#(reason)"}"#)
  }

  @Test func aPushThePhoneDropsIs200AndItsVerdictSaysWhy() {
    var endpoint = Self.endpoint()
    _ = endpoint.judge(Self.request(PushFixtures.start()))
    let wrongType = PushFixtures.update(at: 60, state: PushFixtures.state(["stopsAway": "\"four\""]))
    let exchange = endpoint.judge(Self.request(wrongType))
    #expect(exchange.response.status == 200)
    #expect(exchange.response.reason == nil)
    #expect(exchange.verdict?.outcome.word == "dropped")
    #expect(exchange.verdict?.findings.first { $0.severity == .error }?.code == .pushTypeMismatch)
  }

  @Test func anUpdateToTheTokenOfAnEndedActivityIs410UnregisteredWithTheEndsTimestamp() {
    var endpoint = Self.endpoint()
    let start = Self.request(PushFixtures.start(), path: "/3/device/\(ActivityTokens.pushToStart)")
    #expect(endpoint.judge(start).response.status == 200)
    let updateToken = try! #require(endpoint.simulator.activities.first?.updateToken)
    let end =
      #"{"aps":{"timestamp":\#(Self.t0 + 60),"event":"end","content-state":\#(PushFixtures.state())}}"#
    #expect(endpoint.judge(Self.request(end, path: "/3/device/\(updateToken)")).response.status == 200)
    let late = endpoint.judge(Self.request(PushFixtures.update(at: 120), path: "/3/device/\(updateToken)"))
    #expect(late.response.status == 410)
    #expect(late.response.reason == "Unregistered")
    // When the end reached the server: the device's clock is the requests' arrival.
    let ended = Int64(Self.arrival.unixSeconds * 1000)
    #expect(late.response.timestampMilliseconds == ended)
    #expect(
      String(decoding: late.response.body, as: UTF8.self)
        == #"{"reason":"Unregistered","timestamp":\#(ended)}"#)
  }

  @Test func eachStartedActivityHasItsOwnUpdateToken() {
    var endpoint = Self.endpoint()
    let pushToStart = "/3/device/\(ActivityTokens.pushToStart)"
    _ = endpoint.judge(Self.request(PushFixtures.start(), path: pushToStart))
    _ = endpoint.judge(Self.request(PushFixtures.start(at: 10), path: pushToStart))
    let tokens = endpoint.simulator.activities.map(\.updateToken)
    #expect(tokens.count == 2 && tokens[0] != tokens[1])
    #expect(tokens.allSatisfy { $0.utf8.count == 64 && $0.allSatisfy(\.isHexDigit) })
    // An update to the first activity's token goes to the first, not the most recent.
    let update = PushFixtures.update(at: 60, state: PushFixtures.state(["stopsAway": "1"]))
    _ = endpoint.judge(Self.request(update, path: "/3/device/\(tokens[0])"))
    #expect(endpoint.simulator.activities[0].state != endpoint.simulator.activities[1].state)
    #expect(endpoint.simulator.activities[0].pushCount == 2)
  }

  @Test func theSameProviderTokenExpiresAnHourAfterItWasIssued() {
    var endpoint = Self.endpoint()
    #expect(endpoint.judge(Self.request(PushFixtures.start())).response.status == 200)
    var later = Self.request(PushFixtures.update(at: 60))
    later.arrival = Instant(unixSeconds: Double(Self.t0 + 3601))
    #expect(endpoint.judge(later).response.summary == "403 ExpiredProviderToken")
  }

  @Test func withTheAppsBundleIDAnotherAppsTopicOrPathIsRefusedAsAPNsRefusesIt() {
    var endpoint = APNsEndpoint(
      schema: PushFixtures.delivery, options: PushCheckOptions(), origin: "http://127.0.0.1:2197",
      bundleID: "com.example.app", writesLog: false)
    let other = [
      ("apns-topic", "com.example.other.push-type.liveactivity"), ("apns-push-type", "liveactivity"),
    ]
    let wrongTopic = endpoint.judge(Self.request(PushFixtures.start(), headers: other))
    #expect(wrongTopic.response.summary == "400 DeviceTokenNotForTopic" && wrongTopic.verdict == nil)
    #expect(endpoint.judge(Self.request(PushFixtures.start())).response.status == 200)
    let broadcast = Self.request(
      PushFixtures.update(at: 60), path: "/4/broadcasts/apps/com.example.other",
      headers: [("apns-push-type", "liveactivity"), ("apns-channel-id", "dHN0LXNyY2gtY2hubA==")])
    #expect(endpoint.judge(broadcast).response.summary == "400 TopicDisallowed")
    let channel = Self.request(
      #"{"message-storage-policy":0,"push-type":"LiveActivity"}"#, path: "/1/apps/com.example.other/channels")
    #expect(endpoint.judge(channel).response.summary == "400 TopicDisallowed")
    // A topic of another form is the header rules' (the plain bundle ID: DeviceTokenNotForTopic with a finding).
    let plain = endpoint.judge(
      Self.request(
        PushFixtures.update(at: 90),
        headers: [("apns-topic", "com.example.app"), ("apns-push-type", "liveactivity")]))
    #expect(plain.verdict?.findings.contains { $0.code == .pushBadTopic } == true)
  }

  @Test func aSignatureTheVerifierRefusesIsItsRefusal() {
    var endpoint = Self.endpoint(verifier: { token in
      token.keyID == "ABC123DEFG" ? nil : APNsRefusal(403, "InvalidProviderToken", "not the key")
    })
    let foreign = Self.request(
      PushFixtures.start(), authorization: ProviderTokens.make(issuedAt: Self.t0, keyID: "OTHER"))
    #expect(endpoint.judge(foreign).response.summary == "403 InvalidProviderToken")
    #expect(endpoint.judge(Self.request(PushFixtures.start())).response.status == 200)
  }

  /// Requests whose parts the log writes differently from how they came: blanks around and CR or
  /// LF inside header values, a quote, bytes that are not UTF-8, no body, a path without its
  /// slash, and a refusal before the first command.
  static let awkwardRequests: [APNsRequest] = [
    request(PushFixtures.update(at: 5), authorization: nil),
    request(
      PushFixtures.start(),
      headers: [("apns-topic", "  \(topic)\t"), ("apns-push-type", "live\r\nactivity"), ("x-other", "1")]),
    request(
      PushFixtures.start(),
      headers: [
        ("apns-topic", topic), ("apns-push-type", "liveactivity"), ("Apns-Priority", "5"),
        ("apns-collapse-id", " caf\u{E9}\t"), ("apns-\u{301}x", "1"),
      ]),
    request(
      PushFixtures.update(at: 10),
      headers: [("apns-topic", topic), ("apns-push-type", "liveactivity"), ("apns-collapse-id", "\u{301}c ")]),
    request("{\"aps\":{\"timestamp\":\(t0 + 20),\"event\":\"update\",\"it's\":\"\u{FF}\"}}"),
    APNsRequest(
      method: "POST", path: "/3/device/\(token)",
      headers: [
        (name: "apns-topic", value: topic), (name: "authorization", value: ProviderTokens.make(issuedAt: t0)),
      ],
      body: Array(#"{"aps":{"alert":""#.utf8) + [0xC3, 0x28, 0xFF] + Array(#""}}"#.utf8), arrival: arrival),
    request(""),
    request(PushFixtures.update(at: 40), path: "3/device/\(token)"),
    request(PushFixtures.update(at: 50), path: "/3/device/\(token)?x=1\nz"),
    request(PushFixtures.update(at: 52), path: "/3/device/\u{301}\(token)"),
    request(PushFixtures.update(at: 54), path: "/3/device/\(token)/more"),
    request(PushFixtures.update(at: 60), headers: [("apns-topic", topic), ("apns-topic", topic)]),
  ]

  @Test func awkwardRequestsReadBackFromTheLogToTheVerdictsServed() {
    let (served, log) = Self.serve(Self.awkwardRequests, on: Self.endpoint())
    #expect(served.count == Self.awkwardRequests.count - 1)
    #expect(PushChecker.verdicts(for: log, schema: PushFixtures.delivery) == served)
    // Without a log the verdicts are the same, and nothing is written.
    let (unlogged, nothing) = Self.serve(Self.awkwardRequests, on: Self.endpoint(writesLog: false))
    #expect(unlogged == served)
    #expect(nothing.isEmpty)
  }

  @Test func aCommandOverTheCheckersLineLimitIsThatLinesVerdictAsWhenReadBack() {
    var options = PushCheckOptions()
    options.maximumLineLength = 600
    let long = PushFixtures.start(extra: #","pad":""# + String(repeating: "x", count: 400) + "\"")
    let requests = [
      Self.request(PushFixtures.start()), Self.request(long), Self.request(PushFixtures.update(at: 9)),
    ]
    let (served, log) = Self.serve(requests, on: Self.endpoint(options: options))
    #expect(served.map { $0.findings.contains { $0.code == .pushLineTooLong } } == [false, true, false])
    #expect(PushChecker.verdicts(for: log, schema: PushFixtures.delivery, options: options) == served)
    let (unlogged, _) = Self.serve(requests, on: Self.endpoint(options: options, writesLog: false))
    #expect(unlogged == served)
  }

  @Test func theLogReadsBackToTheSameVerdictsAndNeverHoldsTheToken() {
    let requests = [
      Self.request(PushFixtures.start()),
      Self.request(PushFixtures.update(at: 60, state: PushFixtures.state(["stopsAway": "\"four\""]))),
      Self.request(PushFixtures.update(at: 30)),  // newer than the start: the dropped one did not count
      Self.request(PushFixtures.update(at: 90), authorization: ProviderTokens.make(issuedAt: Self.t0 - 7200)),
      Self.request("{\"aps\":\n{\"timestamp\":\(Self.t0 + 120),\r\n\"event\":\"update\",'it''s':1}}"),
      Self.request(PushFixtures.update(at: 150), path: "/3/device/zz"),
    ]
    let (served, log) = Self.serve(requests, on: Self.endpoint())
    let text = String(decoding: log, as: UTF8.self)
    #expect(!text.contains(ProviderTokens.make(issuedAt: Self.t0)))
    #expect(text.contains("$AUTHENTICATION_TOKEN"))
    #expect(text.contains("403 ExpiredProviderToken"))
    let replayed = PushChecker.verdicts(for: log, schema: PushFixtures.delivery)
    #expect(replayed == served)
    #expect(served.map(\.outcome.word) == ["applied", "dropped", "applied", "dropped", "rejected"])
  }
}
