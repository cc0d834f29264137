import Testing

@testable import IsletFindings
@testable import IsletPush

/// Rules found missing or wrong on real failure reports (issue 14), and the verdict classes
/// they fall into.
@Suite struct ReportedRuleTests {
  typealias Rules = PushRuleTests

  @Test func aDoubledTopicSuffixIsTopicDisallowedAndRejected() {
    let topic = "com.example.app.push-type.liveactivity.push-type.liveactivity"
    let verdict = PushFixtures.check([
      Rules.start, Rules.envelope(#""apns-push-type":"liveactivity","apns-topic":"\#(topic)""#),
    ])[1]
    #expect(verdict.findings.filter { $0.severity == .error }.map(\.code) == [.pushBadTopic])
    #expect(verdict.outcome == .rejected(status: 400, reason: "TopicDisallowed"))
    // One suffix is right, and a bundle ID that merely contains the words is not doubled.
    let single = PushFixtures.check([Rules.start, Rules.envelope(Rules.headers)])[1]
    #expect(single.outcome == .applied)
  }

  @Test(arguments: ["stale-date", "dismissal-date"])
  func aMillisecondDateSaysMilliseconds(key: String) {
    let event = key == "stale-date" ? "update" : "end"
    let push =
      #"{"aps":{"timestamp":\#(PushFixtures.t0 + 60),"event":"\#(event)","content-state":\#(PushFixtures.state()),"\#(key)":1782006660000}}"#
    let verdict = PushFixtures.check([PushFixtures.start(), push])[1]
    let finding = verdict.findings.first { $0.code == .pushMillisecondTimestamp }
    #expect(finding?.message.contains("\(key) 1782006660000 is in milliseconds") == true)
    #expect(verdict.applied)
  }

  @Test func startOnlyKeysOnAnUpdateAreKnownButIgnoredNotUnknown() {
    let verdict = PushFixtures.check([
      PushFixtures.start(),
      PushFixtures.update(at: 60, extra: #","attributes-type":"Delivery","attributes":{},"stale_date":1"#),
    ])[1]
    #expect(verdict.findings.map(\.code) == [.pushStartOnlyKey, .pushStartOnlyKey, .pushUnknownApsKey])
    #expect(verdict.findings[0].message.contains("read only on start; the update ignores it"))
    #expect(verdict.findings[2].message.contains("is not a Live Activity key"))
  }

  /// `sound`, `badge` and the other keys of ordinary notifications are real APNs keys: islet
  /// cannot know that a Live Activity ignores them, so it says so (and where Apple puts sound).
  @Test func aNotificationKeyIsUnverifiedNotIgnored() {
    let verdict = PushFixtures.check([
      PushFixtures.start(), PushFixtures.update(at: 60, extra: #","sound":"default","badge":1"#),
    ])[1]
    #expect(verdict.findings.map(\.code) == [.pushUnknownApsKey, .pushUnknownApsKey])
    #expect(verdict.findings.allSatisfy { !$0.message.contains("iOS ignores it") })
    #expect(verdict.findings[0].message.contains("aps.sound is a regular notification key"))
    #expect(verdict.findings[0].message.contains("unverified"))
    #expect(verdict.findings[0].help?.contains("inside alert") == true)
    #expect(verdict.findings[1].help == nil)
    #expect(verdict.applied)
  }

  @Test func anEqualTimestampIsDroppedAndTheMessageSaysWhy() {
    let verdicts = PushFixtures.check([
      PushFixtures.start(), PushFixtures.update(at: 60), PushFixtures.update(at: 60),
      PushFixtures.update(at: 30),
    ])
    #expect(verdicts.map(\.applied) == [true, true, false, false])
    #expect(verdicts[2].findings.first?.message.contains("equals the last applied one") == true)
    #expect(verdicts[3].findings.first?.message.contains("is not newer than the last applied") == true)
    #expect(verdicts[2].outcome == .dropped(reason: "A002 timestamp not newer"))
  }

  @Test func rejectionsReadAPNsAnswerAndTheFirstOneWins() {
    #expect(
      APNsRejection.statusAndReason(in: "the body is 5000 bytes, over APNs's 4096: 413 PayloadTooLarge")! == (
        413, "PayloadTooLarge"
      ))
    #expect(APNsRejection.statusAndReason(in: "no activity named \"x\" is running") == nil)
    // The last answer in the message; its reason ends at the first byte that is no letter.
    #expect(
      APNsRejection.statusAndReason(in: "a 404 BadPath, then  400 BadDeviceToken.")! == (
        400, "BadDeviceToken"
      ))
    #expect(APNsRejection.statusAndReason(in: "4000 BadPath, 399 BadPath, 404 Bad, 404 badPath, 404") == nil)
    // A bad token and a decoding error: APNs refuses before the device could decode.
    let verdict = PushFixtures.check([
      Rules.start,
      Rules.envelope(
        Rules.headers, token: "zz",
        body: PushFixtures.update(at: 60, state: PushFixtures.state(["stopsAway": "\"1\""]))),
    ])[1]
    #expect(verdict.outcome == .rejected(status: 400, reason: "BadDeviceToken"))
  }
}
