import TestSupport
import Testing

@testable import IsletModel
@testable import IsletPush

/// The endpoint's channel management (iOS 18 broadcasts): channels created, read, listed and
/// deleted as Apple documents it, APNs's reasons for what it refuses, and broadcasts only to a
/// channel that exists.
@Suite struct ChannelManagementTests {
  static let app = "com.example.app"
  static let channelsPath = "/1/apps/\(app)/channels"
  static let create = #"{"message-storage-policy": 1, "push-type": "LiveActivity"}"#

  static func request(
    _ method: String, _ path: String = channelsPath, body: String = "", headers: [(String, String)] = [],
    authorization: String? = ProviderTokens.make(issuedAt: APNsEndpointTests.t0)
  ) -> APNsRequest {
    var all = headers.map { (name: $0.0, value: $0.1) }
    if let authorization { all.append((name: "authorization", value: authorization)) }
    return APNsRequest(
      method: method, path: path, headers: all, body: Array(body.utf8), arrival: APNsEndpointTests.arrival)
  }

  static func broadcast(_ body: String, channel: String, expiration: String? = nil) -> APNsRequest {
    var headers = [("apns-push-type", "liveactivity"), ("apns-channel-id", channel)]
    if let expiration { headers.append(("apns-expiration", expiration)) }
    return request("POST", "/4/broadcasts/apps/\(app)", body: body, headers: headers)
  }

  /// A start listening on `channel` (through the push-to-start token).
  static func start(listeningOn channel: String) -> APNsRequest {
    APNsEndpointTests.request(
      PushFixtures.start(extra: #","input-push-channel":"\#(channel)""#),
      path: "/3/device/\(ActivityTokens.pushToStart)")
  }

  @Test func aChannelIsCreatedReadListedBroadcastToAndDeletedAsAppleDocumentsIt() throws {
    var endpoint = APNsEndpointTests.endpoint()
    let requestID = "2288cf3f-70d8-46a6-97d7-dd5d00867127"
    let created = endpoint.judge(
      Self.request("POST", body: Self.create, headers: [("apns-request-id", requestID)]))
    #expect(created.response.status == 201)
    #expect(created.response.identifierHeader == "apns-request-id" && created.response.apnsID == requestID)
    #expect(created.response.body.isEmpty && created.verdict == nil)
    let channel = try #require(created.response.createdChannelID)
    #expect(channel.wholeMatch(of: /[A-Za-z0-9+\/]{22}==/) != nil, "\(channel)")

    let read = endpoint.judge(Self.request("GET", headers: [("apns-channel-id", channel)]))
    #expect(read.response.status == 200)
    #expect(
      String(decoding: read.response.body, as: UTF8.self)
        == #"{"message-storage-policy":1,"push-type":"LiveActivity"}"#)
    let list = endpoint.judge(Self.request("GET", "/1/apps/\(Self.app)/all-channels"))
    #expect(String(decoding: list.response.body, as: UTF8.self) == #"{"channels":["\#(channel)"]}"#)

    #expect(endpoint.judge(Self.start(listeningOn: channel)).verdict?.applied == true)
    let update = PushFixtures.update(at: 60, state: PushFixtures.state(["stopsAway": "1"]))
    let sent = endpoint.judge(Self.broadcast(update, channel: channel))
    #expect(sent.response.status == 200 && sent.response.identifierHeader == "apns-request-id")
    #expect(sent.verdict?.applied == true)

    let deleted = endpoint.judge(Self.request("DELETE", headers: [("apns-channel-id", channel)]))
    #expect(deleted.response.status == 204 && deleted.response.body.isEmpty)
    let late = endpoint.judge(Self.broadcast(PushFixtures.update(at: 90), channel: channel))
    #expect(late.response.summary == "400 ChannelNotRegistered" && late.verdict == nil)
    let again = endpoint.judge(Self.request("GET", headers: [("apns-channel-id", channel)]))
    #expect(again.response.summary == "400 ChannelNotRegistered")
    let empty = endpoint.judge(Self.request("GET", "/1/apps/\(Self.app)/all-channels"))
    #expect(String(decoding: empty.response.body, as: UTF8.self) == #"{"channels":[]}"#)
  }

  @Test func aBroadcastToAChannelNeverCreatedIsChannelNotRegistered() {
    var endpoint = APNsEndpointTests.endpoint()
    let exchange = endpoint.judge(
      Self.broadcast(PushFixtures.update(at: 60), channel: "dHN0LXNyY2gtY2hubA=="))
    #expect(exchange.response.summary == "400 ChannelNotRegistered")
    #expect(exchange.note?.contains("POST /1/apps/com.example.app/channels") == true)
    // Another app's channel is not this app's.
    let created = endpoint.judge(
      Self.request("POST", "/1/apps/com.example.other/channels", body: Self.create))
    let channel = created.response.createdChannelID ?? ""
    #expect(
      endpoint.judge(Self.broadcast(PushFixtures.update(at: 70), channel: channel)).response.status == 400)
  }

  @Test func aChannelThatStoresNoMessageTakesOnlyExpirationZero() throws {
    var endpoint = APNsEndpointTests.endpoint()
    let body = #"{"message-storage-policy": 0, "push-type": "LiveActivity"}"#
    let channel = try #require(endpoint.judge(Self.request("POST", body: body)).response.createdChannelID)
    let stored = endpoint.judge(
      Self.broadcast(PushFixtures.update(at: 60), channel: channel, expiration: "1782003600"))
    #expect(stored.response.summary == "400 BadExpirationDate")
    let once = endpoint.judge(Self.broadcast(PushFixtures.update(at: 60), channel: channel, expiration: "0"))
    #expect(once.response.status == 200)
  }

  @Test(arguments: [
    ("no channel ID", request("GET"), "400 MissingChannelId"),
    (
      "a channel ID that is not base64", request("DELETE", headers: [("apns-channel-id", "no!")]),
      "400 BadChannelId"
    ),
    ("a body that is not JSON", request("POST", body: "policy=1"), "400 BadRequestPayload"),
    (
      "an unknown key",
      request("POST", body: #"{"message-storage-policy":1,"push-type":"LiveActivity","x":1}"#),
      "400 BadRequestParams"
    ),
    (
      "a policy of 2", request("POST", body: #"{"message-storage-policy":2,"push-type":"LiveActivity"}"#),
      "400 BadRequestParams"
    ),
    ("no push type", request("POST", body: #"{"message-storage-policy":1}"#), "400 MissingPushType"),
    (
      "push type alert", request("POST", body: #"{"message-storage-policy":1,"push-type":"alert"}"#),
      "400 InvalidPushType"
    ),
    (
      "a bundle ID with the topic suffix",
      request("POST", "/1/apps/\(app).push-type.liveactivity/channels", body: create),
      "400 TopicDisallowed"
    ),
    ("PUT", request("PUT", body: create), "405 MethodNotAllowed"),
    (
      "POST to all-channels", request("POST", "/1/apps/\(app)/all-channels", body: create),
      "405 MethodNotAllowed"
    ),
    ("another path", request("GET", "/1/apps/\(app)/channel"), "404 BadPath"),
    ("no provider token", request("POST", body: create, authorization: nil), "403 MissingProviderToken"),
  ])
  func eachRefusedChannelRequestHasAPNsStatusAndReason(case: String, request: APNsRequest, answer: String) {
    var endpoint = APNsEndpointTests.endpoint()
    let exchange = endpoint.judge(request)
    #expect(exchange.response.summary == answer, "\(`case`)")
    #expect(exchange.response.identifierHeader == "apns-request-id")
    #expect(exchange.verdict == nil && exchange.refusal != nil)
  }

  @Test func anAppHasAtMostTenThousandChannels() {
    var endpoint = APNsEndpointTests.endpoint()
    for _ in 0..<BroadcastChannels.maximumPerApp {
      #expect(endpoint.judge(Self.request("POST", body: Self.create)).response.status == 201)
    }
    #expect(
      endpoint.judge(Self.request("POST", body: Self.create)).response.summary
        == "400 CannotCreateChannelConfig")
  }

  @Test func aSessionWithChannelRequestsReadsBackFromItsLogToTheSameVerdicts() throws {
    var endpoint = APNsEndpointTests.endpoint()
    let created = endpoint.judge(Self.request("POST", body: Self.create))
    let channel = try #require(created.response.createdChannelID)
    let (served, rest) = APNsEndpointTests.serve(
      [
        Self.request("POST", body: Self.create), Self.start(listeningOn: channel),
        Self.broadcast(PushFixtures.update(at: 60), channel: channel),
        Self.request("DELETE", headers: [("apns-channel-id", channel)]),
        Self.broadcast(PushFixtures.update(at: 90), channel: channel),
        APNsEndpointTests.request(PushFixtures.update(at: 120)),
      ], on: endpoint)
    let log = created.log + rest
    let text = String(decoding: log, as: UTF8.self)
    #expect(text.contains("→ 201 apns-request-id") && text.contains("apns-channel-id"))
    #expect(text.contains("→ 204 apns-request-id"))
    #expect(served.count == 3)
    #expect(PushChecker.verdicts(for: log, schema: PushFixtures.delivery) == served)
  }
}
