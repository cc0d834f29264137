import Testing

@testable import IsletFindings
@testable import IsletModel
@testable import IsletPush

/// Firebase Cloud Messaging messages in the shapes backends hand them over: the v1 request body
/// (`{"message": {…}}`) and the admin SDKs' `Message` object without the wrapper, their Live
/// Activity token in either of protobuf's JSON spellings, and a message without one.
@Suite struct FCMMessageTests {
  static let token = "80ab09f3c2d1"

  /// The `apns` member of a message: the token under `tokenKey` (none when nil), priority 5.
  static func apns(_ aps: String, tokenKey: String? = "live_activity_token", token: String = token) -> String
  {
    let member = tokenKey.map { #""\#($0)":"\#(token)","# } ?? ""
    return #"{\#(member)"headers":{"apns-priority":"5"},"payload":\#(aps)}"#
  }

  static func wrapped(_ apns: String) -> String {
    #"{"message":{"token":"fcm-registration","apns":\#(apns)}}"#
  }
  static func adminSDK(_ apns: String) -> String { #"{"token":"fcm-registration","apns":\#(apns)}"# }

  static func keyPaths(_ verdict: PushVerdict, _ code: FindingCode) -> [String?] {
    verdict.findings.filter { $0.code == code }.map {
      guard case .push(_, let keyPath) = $0.location else { return nil }
      return keyPath
    }
  }

  /// The admin SDK's object (what `messaging().send()` takes) is the message itself: read as
  /// the wrapped form is, pretty-printed too, its findings located without `message.`.
  @Test func theAdminSDKsMessageObjectIsReadAsTheWrappedMessage() {
    let update = PushFixtures.update(at: 60)
    let pretty = """
      {
        "token": "fcm-registration",
        "android": {"priority": "high"},
        "apns": {
          "live_activity_token": "\(Self.token)",
          "payload": \(PushFixtures.update(at: 120))
        }
      }
      """
    let verdicts = PushFixtures.check([
      PushFixtures.start(), Self.adminSDK(Self.apns(update)), pretty,
      Self.adminSDK(Self.apns(update, token: "not-hex")), Self.adminSDK(#"{"headers":{}}"#),
    ])
    #expect(verdicts.map(\.outcome.word) == ["applied", "applied", "applied", "rejected", "dropped"])
    #expect(verdicts[1].findings.isEmpty && verdicts[2].findings.isEmpty)
    #expect(verdicts[2].line == 3 && verdicts[2].lastLine == 10)
    #expect(verdicts[1].activityID == "activity-1")
    #expect(Self.keyPaths(verdicts[3], .pushBadDeviceToken) == ["apns.live_activity_token"])
    #expect(
      verdicts[4].findings.filter { $0.code == .pushMissingAps }.map(\.message) == [
        "no apns.payload.aps dictionary"
      ])
    let wrapped = PushFixtures.check([PushFixtures.start(), Self.wrapped(Self.apns(update))])
    #expect(wrapped[1].findings.isEmpty && wrapped[1].outcome == .applied)
  }

  /// Protobuf's JSON mapping accepts `liveActivityToken` as well as `live_activity_token`: it
  /// addresses the push and is checked the same way.
  @Test func theLowerCamelCaseTokenIsTheSameField() {
    let update = PushFixtures.update(at: 60)
    let start = PushFixtures.start(at: 0)
    let verdicts = PushFixtures.check([
      Self.wrapped(Self.apns(start, tokenKey: "liveActivityToken")),
      Self.wrapped(Self.apns(update, tokenKey: "liveActivityToken")),
      Self.adminSDK(Self.apns(PushFixtures.update(at: 120), tokenKey: "liveActivityToken", token: "token")),
    ])
    #expect(verdicts[0...1].map(\.activityID) == [Self.token, Self.token])
    #expect(verdicts[0].outcome == .applied && verdicts[1].outcome == .applied)
    #expect(verdicts[2].outcome == .rejected(status: 400, reason: "BadDeviceToken"))
    #expect(
      verdicts[2].findings.first?.message
        == #"liveActivityToken "token" is not a hexadecimal APNs token: APNs answers 400 BadDeviceToken"#)
    #expect(Self.keyPaths(verdicts[2], .pushBadDeviceToken) == ["apns.liveActivityToken"])
  }

  /// Without a Live Activity token FCM sends to the app's device token: a start, update or end
  /// reaches no activity (dropped, P050); the running activity keeps its state. A payload with
  /// no event is not a Live Activity push and gets P013 alone.
  @Test func aLiveActivityEventWithoutTheTokenIsDropped() {
    let verdicts = PushFixtures.check([
      PushFixtures.start(),
      Self.wrapped(Self.apns(PushFixtures.update(at: 60), tokenKey: nil)),
      Self.adminSDK(
        Self.apns(PushFixtures.update(at: 60, state: PushFixtures.state(["stopsAway": "2"])), tokenKey: nil)),
      Self.wrapped(Self.apns(#"{"aps":{"timestamp":\#(PushFixtures.t0 + 90),"alert":"hi"}}"#, tokenKey: nil)),
      PushFixtures.update(at: 60),
    ])
    let reason = "P050 FCM message without live_activity_token"
    #expect(
      verdicts[1].outcome == .dropped(reason: reason) && verdicts[2].outcome == .dropped(reason: reason))
    #expect(
      Self.keyPaths(verdicts[1], .pushFCMWithoutLiveActivityToken) == ["message.apns.live_activity_token"])
    #expect(Self.keyPaths(verdicts[2], .pushFCMWithoutLiveActivityToken) == ["apns.live_activity_token"])
    #expect(
      verdicts[1].findings.first?.message
        == "the FCM message has no message.apns.live_activity_token, so FCM sends the push to the app's device "
        + "token, not to a Live Activity: no activity gets it")
    #expect(PushFixtures.codes(verdicts[3]) == ["P013"])
    // Neither dropped update was applied: an update with their timestamp is still newer.
    #expect(verdicts[4].outcome == .applied)
  }
}
