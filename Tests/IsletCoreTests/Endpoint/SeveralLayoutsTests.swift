import TestSupport
import Testing

@testable import IsletFindings
@testable import IsletModel
@testable import IsletPush

/// One endpoint for an app with two activity types (`islet serve delivery.islet download.islet`):
/// a start's attributes-type picks the layout, an update token belongs to its activity's layout,
/// a broadcast is decoded against each listener's layout, and the log reads back the same.
@Suite struct SeveralLayoutsTests {
  static let schemas = [PushFixtures.delivery, PushFixtures.download]
  static let pushToStart = "/3/device/\(ActivityTokens.pushToStart)"

  static func endpoint() -> APNsEndpoint {
    APNsEndpoint(
      schemas: schemas, options: PushCheckOptions(), origin: "http://127.0.0.1:2197", writesLog: true)
  }

  /// A download content state as JSON text.
  static func downloadState(progress: String = "0.5") -> String {
    #"{"emoji":"📦","title":"Downloading","body":"islet.zip","progress":\#(progress)}"#
  }

  /// A start of the download activity at `t0 + offset`, with extra raw aps members appended.
  static func downloadStart(at offset: Int = 1, extra: String = "") -> String {
    #"{"aps":{"timestamp":\#(PushFixtures.t0 + offset),"event":"start","#
      + #""attributes-type":"LiveActivityDemoAttributes","attributes":{"name":"islet"},"#
      + #""content-state":\#(downloadState(progress: "0.1")),"alert":{"title":"Started"}\#(extra)}}"#
  }

  static func request(
    _ body: String, path: String = pushToStart, headers: [(String, String)]? = nil
  )
    -> APNsRequest
  {
    guard let headers else { return APNsEndpointTests.request(body, path: path) }
    return APNsEndpointTests.request(body, path: path, headers: headers)
  }

  @Test func eachStartPicksItsLayoutAndEachTokenTakesOnlyItsLayoutsState() throws {
    var endpoint = Self.endpoint()
    let delivery = endpoint.judge(Self.request(PushFixtures.start()))
    let download = endpoint.judge(Self.request(Self.downloadStart()))
    #expect(delivery.verdict?.applied == true && download.verdict?.applied == true)
    let activities = endpoint.simulator.activities
    try #require(activities.count == 2)
    #expect(activities.map(\.layout) == [0, 1])
    #expect(activities[1].attributes["name"] == .string("islet"))
    let deliveryToken = activities[0].updateToken
    let downloadToken = activities[1].updateToken

    let deliveryUpdate = PushFixtures.update(at: 60, state: PushFixtures.state(["stopsAway": "1"]))
    let updated = endpoint.judge(Self.request(deliveryUpdate, path: "/3/device/\(deliveryToken)"))
    #expect(updated.verdict?.applied == true && updated.response.status == 200)
    let downloadUpdate = PushFixtures.update(at: 61, state: Self.downloadState(progress: "0.75"))
    let progressed = endpoint.judge(Self.request(downloadUpdate, path: "/3/device/\(downloadToken)"))
    #expect(progressed.verdict?.applied == true)
    #expect(endpoint.simulator.activities[0].state["stopsAway"] == .int(1))
    #expect(endpoint.simulator.activities[1].state["progress"] == .double(0.75))

    // The download's state sent to the delivery's token: decoded as a Delivery, it lacks its keys.
    let crossed = endpoint.judge(
      Self.request(
        PushFixtures.update(at: 90, state: Self.downloadState()), path: "/3/device/\(deliveryToken)"))
    let verdict = try #require(crossed.verdict)
    #expect(verdict.outcome.word == "dropped" && crossed.response.status == 200)
    #expect(PushFixtures.codes(verdict).contains("P030"), "\(verdict.findings)")
    #expect(endpoint.simulator.activities[0].state["stopsAway"] == .int(1))
    // And the delivery's state to the download's token.
    let other = endpoint.judge(Self.request(deliveryUpdate, path: "/3/device/\(downloadToken)"))
    let otherVerdict = try #require(other.verdict)
    #expect(otherVerdict.outcome.word == "dropped" && PushFixtures.codes(otherVerdict).contains("P030"))
  }

  @Test func anUpdateToTheTokenOfAnEndedActivityIs410WhileTheOtherTypesActivityRuns() throws {
    var endpoint = Self.endpoint()
    _ = endpoint.judge(Self.request(PushFixtures.start()))
    _ = endpoint.judge(Self.request(Self.downloadStart()))
    let tokens = endpoint.simulator.activities.map(\.updateToken)
    let end =
      #"{"aps":{"timestamp":\#(PushFixtures.t0 + 60),"event":"end","content-state":\#(PushFixtures.state())}}"#
    #expect(endpoint.judge(Self.request(end, path: "/3/device/\(tokens[0])")).verdict?.applied == true)
    let late = endpoint.judge(Self.request(PushFixtures.update(at: 90), path: "/3/device/\(tokens[0])"))
    #expect(late.response.summary == "410 Unregistered", "\(late.response)")
    let running = endpoint.judge(
      Self.request(PushFixtures.update(at: 91, state: Self.downloadState()), path: "/3/device/\(tokens[1])"))
    #expect(running.verdict?.applied == true && running.response.status == 200)
  }

  @Test func aStartOfATypeNotServedIsDroppedWithTheServedTypesListed() throws {
    var endpoint = Self.endpoint()
    let start = PushFixtures.start().replacingOccurrences(of: #""Delivery""#, with: #""Timer""#)
    let exchange = endpoint.judge(Self.request(start))
    let verdict = try #require(exchange.verdict)
    #expect(exchange.response.status == 200 && verdict.outcome.word == "dropped")
    let finding = try #require(verdict.findings.first { $0.code == .pushAttributesType })
    #expect(
      finding.message
        == #"attributes-type "Timer" is not one of Delivery, LiveActivityDemoAttributes; iOS starts nothing"#)
    #expect(endpoint.simulator.activities.isEmpty)
    let missing = endpoint.judge(
      Self.request(
        PushFixtures.start().replacingOccurrences(
          of: #""attributes-type":"Delivery","#, with: "")))
    #expect(
      missing.verdict?.findings.first { $0.code == .pushAttributesType }?.message
        == #"a start needs "attributes-type": one of Delivery, LiveActivityDemoAttributes"#)
  }

  @Test func aBroadcastReachesEachLayoutsActivitiesDecodedAgainstTheirOwnLayout() throws {
    var endpoint = Self.endpoint()
    let created = endpoint.judge(
      ChannelManagementTests.request("POST", body: ChannelManagementTests.create))
    let channel = try #require(created.response.createdChannelID)
    let listen = #","input-push-channel":"\#(channel)""#
    #expect(endpoint.judge(Self.request(PushFixtures.start(extra: listen))).verdict?.applied == true)
    #expect(endpoint.judge(Self.request(Self.downloadStart(extra: listen))).verdict?.applied == true)

    let deliveryUpdate = PushFixtures.update(at: 60, state: PushFixtures.state(["stopsAway": "2"]))
    let sent = endpoint.judge(ChannelManagementTests.broadcast(deliveryUpdate, channel: channel))
    let verdict = try #require(sent.verdict)
    #expect(verdict.applied && sent.response.status == 200)
    #expect(endpoint.simulator.activities[0].state["stopsAway"] == .int(2))
    #expect(endpoint.simulator.activities[1].state["progress"] == .double(0.1))
    let kept = verdict.findings.filter {
      $0.message.hasPrefix("LiveActivityDemoAttributes activities keep their state")
    }
    #expect(!kept.isEmpty && kept.allSatisfy { $0.severity == .warning }, "\(verdict.findings)")

    let downloadUpdate = PushFixtures.update(at: 61, state: Self.downloadState(progress: "0.9"))
    let second = endpoint.judge(ChannelManagementTests.broadcast(downloadUpdate, channel: channel))
    #expect(second.verdict?.applied == true)
    #expect(endpoint.simulator.activities[1].state["progress"] == .double(0.9))
    #expect(endpoint.simulator.activities[0].state["stopsAway"] == .int(2))

    // A state neither layout decodes: dropped, the findings errors.
    let neither = endpoint.judge(
      ChannelManagementTests.broadcast(PushFixtures.update(at: 62, state: "{}"), channel: channel))
    #expect(neither.verdict?.outcome.word == "dropped")
  }

  @Test func aSessionWithTwoLayoutsReadsBackFromItsLogToTheSameVerdicts() throws {
    var endpoint = Self.endpoint()
    let created = endpoint.judge(
      ChannelManagementTests.request("POST", body: ChannelManagementTests.create))
    let channel = try #require(created.response.createdChannelID)
    let listen = #","input-push-channel":"\#(channel)""#
    var log = created.log
    var served: [PushVerdict] = []
    func send(_ request: APNsRequest) {
      let exchange = endpoint.judge(request)
      log += exchange.log
      if let verdict = exchange.verdict { served.append(verdict) }
    }
    send(Self.request(PushFixtures.start(extra: listen)))
    send(Self.request(Self.downloadStart(extra: listen)))
    let tokens = endpoint.simulator.activities.map(\.updateToken)
    send(Self.request(PushFixtures.update(at: 60), path: "/3/device/\(tokens[0])"))
    send(
      Self.request(PushFixtures.update(at: 61, state: Self.downloadState()), path: "/3/device/\(tokens[1])"))
    send(
      Self.request(PushFixtures.update(at: 62, state: Self.downloadState()), path: "/3/device/\(tokens[0])"))
    send(ChannelManagementTests.broadcast(PushFixtures.update(at: 63), channel: channel))
    #expect(served.map(\.applied) == [true, true, true, true, false, true])
    #expect(PushChecker.verdicts(for: log, schemas: Self.schemas) == served)
  }
}
