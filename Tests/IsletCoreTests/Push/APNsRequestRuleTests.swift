import Testing

@testable import IsletFindings
@testable import IsletPush

/// The APNs request rules beyond one accepted and one rejected case: every accepted and
/// rejected form of a header, APNs's reason strings in the messages, and broadcast requests.
@Suite struct APNsRequestRuleTests {
  typealias Rules = PushRuleTests

  /// The findings of an update envelope with these extra raw header members, after a start,
  /// each arriving at its timestamp (an expiration is judged against the arrival).
  func findings(_ extraHeaders: String) -> [Finding] {
    let verdicts = PushFixtures.check(
      [Rules.start, Rules.envelope(Rules.headers + extraHeaders)],
      options: PushCheckOptions(arrival: .timestamps))
    return verdicts.last?.findings.filter { $0.severity > .note } ?? []
  }

  @Test(arguments: [#""0""#, "0", #""1782003600""#, "1782003600"])
  func expirationAcceptsWholeUnixSeconds(value: String) {
    #expect(findings(#","apns-expiration":\#(value)"#).isEmpty)
  }

  @Test(arguments: [
    #""""#, #""-1""#, "-1", "1782003600.5", "1.7e9", #""1782003600 ""#, #""99999999999999999999""#, "true",
  ])
  func expirationRejectsAnythingElse(value: String) {
    let found = findings(#","apns-expiration":\#(value)"#)
    #expect(found.map(\.code) == [.pushBadExpiration])
    #expect(found.first?.message.hasSuffix("400 BadExpirationDate") == true)
  }

  @Test func expirationInThePastIsAWarningNamingBothInstants() {
    let found = findings(#","apns-expiration":1781996400"#)
    #expect(found.map(\.severity) == [.warning])
    #expect(
      found.first?.message
        == "apns-expiration 2026-06-20T23:00:00Z is already past at 2026-06-21T00:01:00Z: APNs will not "
        + "store the push, so a device that is offline never gets it")
  }

  @Test func messageIDWithUppercaseDigitsIsOnlyAWarning() {
    let found = findings(#","apns-id":"123E4567-E89B-12D3-A456-4266554400A0""#)
    #expect(found.map(\.code) == [.pushBadMessageID])
    #expect(found.map(\.severity) == [.warning])
  }

  @Test(arguments: [
    "123e4567-e89b-12d3-a456-4266554400a", "123e4567-e89b-12d3-a456_4266554400a0",
    "g23e4567-e89b-12d3-a456-4266554400a0",
  ])
  func malformedMessageIDIsBadMessageId(id: String) {
    let found = findings(#","apns-id":"\#(id)""#)
    #expect(found.map(\.code) == [.pushBadMessageID])
    #expect(found.first?.message.hasSuffix("400 BadMessageId") == true)
  }

  @Test func collapseIDCountsBytesNotCharacters() {
    // 22 three-byte characters: 66 bytes, 22 characters.
    let found = findings(#","apns-collapse-id":"\#(String(repeating: "€", count: 22))""#)
    #expect(found.map(\.code) == [.pushBadCollapseID])
    #expect(found.first?.message == "apns-collapse-id is 66 bytes, over APNs's 64: 400 BadCollapseId")
  }

  @Test func repeatedHeaderIsReportedOnceWithItsFirstSpelling() {
    let found = findings(
      #","Apns-Priority":"5","apns-priority":"5","APNS-PRIORITY":"5""#)
    #expect(found.map(\.code) == [.pushDuplicateHeaders])
    #expect(
      found.first?.message
        == #"header apns-priority is sent twice (first as "Apns-Priority"); header names ignore case: "#
        + "400 DuplicateHeaders")
    #expect(found.first?.location == .push(number: 2, keyPath: "headers.apns-priority"))
  }

  /// Beyond a handful of headers the names are grouped rather than compared pairwise; the
  /// findings are the same.
  @Test func manyHeadersAreCheckedForRepeatsToo() {
    let filler = (0..<40).map { #","x-filler-\#($0)":"1""# }.joined()
    let found = findings(filler + #","APNS-Priority":"5","apns-priority":"5""#)
    #expect(found.map(\.code) == [.pushDuplicateHeaders])
    #expect(found.first?.message.contains(#"(first as "APNS-Priority")"#) == true)
  }

  @Test func exactDuplicateKeysAreDuplicateHeadersToo() {
    let found = findings(#","apns-topic":"com.example.app.push-type.liveactivity""#)
    #expect(found.map(\.code) == [.pushDuplicateHeaders])
    #expect(found.first?.message.contains("first as") == false)
  }

  /// A broadcast update after a start that listens on the channel, with extra raw headers.
  func broadcastFindings(headers: String = "", body: String = PushFixtures.update(at: 60)) -> [Finding] {
    let verdicts = PushFixtures.check([Rules.channelStart, Rules.broadcast(headers: headers, body: body)])
    return verdicts.last?.findings.filter { $0.severity > .note } ?? []
  }

  @Test func broadcastNeedsNoTopicAndAcceptsLiveActivityInAnyCase() {
    #expect(broadcastFindings().isEmpty)
    let verdicts = PushFixtures.check([
      Rules.channelStart,
      Rules.envelope(
        #""apns-push-type":"LiveActivity","apns-priority":"5","apns-channel-id":"\#(Rules.channel)""#),
    ])
    #expect(verdicts.last?.findings.isEmpty == true)
    #expect(verdicts.last?.activityID == "channel:\(Rules.channel)")
  }

  @Test func broadcastWithoutPushTypeIsMissingPushType() {
    let verdicts = PushFixtures.check([
      Rules.channelStart, Rules.envelope(#""apns-priority":"5","apns-channel-id":"\#(Rules.channel)""#),
    ])
    #expect(verdicts.last?.findings.map(\.code) == [.pushInvalidPushType])
    #expect(verdicts.last?.findings.first?.message.hasSuffix("400 MissingPushType") == true)
    #expect(verdicts.last?.applied == false)
  }

  @Test func broadcastBodyMayReach5120Bytes() {
    func update(padding: Int) -> String {
      PushFixtures.update(at: 60, extra: #","pad":"\#(String(repeating: "x", count: padding))""#)
    }
    let base = update(padding: 0).utf8.count
    let largest = update(padding: 5120 - base)
    #expect(largest.utf8.count == 5120)
    #expect(!broadcastFindings(body: largest).contains { $0.code == .pushPayloadTooLarge })
    let over = broadcastFindings(body: update(padding: 5121 - base))
    #expect(over.map(\.code).contains(.pushPayloadTooLarge))
    #expect(over.first { $0.code == .pushPayloadTooLarge }?.message.contains("5120 for broadcasts") == true)
    let device = PushFixtures.check([Rules.start, Rules.envelope(Rules.headers, body: largest)])
    #expect(device.last?.findings.map(\.code).contains(.pushPayloadTooLarge) == true)
  }

  @Test(arguments: [#""""#, #""not base64!""#, #""YQ===""#, #""YQ=a""#, "42"])
  func badChannelIDIsBadChannelId(channel: String) {
    let verdicts = PushFixtures.check([Rules.channelStart, Rules.broadcast(channel: channel)])
    let codes = verdicts.last?.findings.map(\.code) ?? []
    #expect(codes.contains(.pushBadChannelID))
    #expect(verdicts.last?.findings.first?.message.hasSuffix("400 BadChannelId") == true)
  }

  @Test func startListeningOnABadChannelFails() {
    let verdict = PushFixtures.check([PushFixtures.start(extra: #","input-push-channel":"""#)]).last
    #expect(verdict?.findings.map(\.code) == [.pushBadChannelID])
    #expect(verdict?.applied == false)
  }

  @Test func broadcastNamesTheChannelAndIgnoresADeviceAddress() {
    let verdicts = PushFixtures.check([
      Rules.channelStart,
      #"{"headers":{\#(Rules.broadcastHeaders)"\#(Rules.channel)"},"activity":"order-1","#
        + #""body":\#(PushFixtures.update(at: 60))}"#,
    ])
    #expect(verdicts.last?.findings.map(\.code) == [.pushBroadcastAddress])
    #expect(verdicts.last?.applied == true)
    #expect(verdicts.last?.activityID == "channel:\(Rules.channel)")
  }
}
