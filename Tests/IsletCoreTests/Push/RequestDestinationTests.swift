import Testing

@testable import IsletFindings
@testable import IsletModel
@testable import IsletPush

/// Where a curl command sends its request: APNs, FCM's v1 API (the body an FCM message), or
/// another service, which islet names and does not judge.
@Suite struct RequestDestinationTests {
  @Test(arguments: [
    ("https://api.sandbox.push.apple.com/3/device/80ab09", RequestDestination.apns),
    ("https://api.push.apple.com:443/4/broadcasts/apps/com.example.app", .apns),
    ("https://API.Push.Apple.com./v1/nothing", .apns),
    ("https://${APNS_HOST_NAME}/3/device/$TOKEN", .apns),
    ("https://h/2/device/ab", .apns),
    ("http://localhost:8443/1/apps/com.example.app/channels", .apns),
    ("https://127.0.0.1/x", .apns),
    ("https://[::1]:8443/x", .apns),
    ("https://push-proxy.example.com/3/device/80ab09", .apns),
    ("https://fcm.googleapis.com/v1/projects/demo/messages:send", .fcm),
    ("fcm.googleapis.com/v1/projects/demo/messages:send", .fcm),
    ("https://user:secret@FCM.googleapis.com:443/v1/projects/demo/messages:send", .fcm),
    (
      "https://onesignal.com/api/v1/apps/app/live_activities/a/notifications",
      .elsewhere(host: "onesignal.com")
    ),
    ("https://api.example.com/3/devices/80ab09?x=1", .elsewhere(host: "api.example.com")),
  ])
  func theURLsHostAndPathTellTheService(url: String, destination: RequestDestination) {
    #expect(RequestDestination(url: url) == destination)
  }

  static let fcmBody = """
    {"message": {"token": "FCM_TOKEN", "apns": {"live_activity_token": "80ab09",
      "headers": {"apns-priority": "5"}, "payload": \(PushFixtures.update(at: 60))}}}
    """

  /// Firebase's documented command: its Authorization is FCM's OAuth token and its headers are
  /// FCM's, so neither is judged as APNs's; the body is read as the FCM message it is.
  @Test func aCurlCommandToFCMCarriesAnFCMMessage() {
    let curl = """
      curl -X POST -H "Authorization: Bearer OAUTH2_ACCESS_TOKEN" -H "Content-Type: application/json" -d '\(Self.fcmBody)' \\
        https://fcm.googleapis.com/v1/projects/PROJECT_ID/messages:send
      """
    let apnsBody =
      "curl -d '\(PushFixtures.update(at: 120))' https://fcm.googleapis.com/v1/projects/p/messages:send"
    let noBody = "curl -X POST https://fcm.googleapis.com/v1/projects/p/messages:send"
    let verdicts = PushFixtures.check([PushFixtures.start(), curl, apnsBody, noBody])
    #expect(verdicts.map(\.line) == [1, 2, 5, 6])
    #expect(verdicts[1].outcome == .applied && verdicts[1].findings.isEmpty)
    #expect(verdicts[1].lastLine == 4)
    #expect(verdicts[2].outcome == .dropped(reason: "P004 no aps dictionary"))
    #expect(
      verdicts[2].findings.map(\.message) == [
        #"FCM's messages:send reads the message from {"message": {…}}, and the body has no "message" object"#
      ])
    #expect(verdicts[3].outcome == .dropped(reason: "P004 no aps dictionary"))
    #expect(
      verdicts[3].findings.first?.message.hasPrefix("the curl command sends no body (no --data); FCM's")
        == true)
  }

  /// A command to another service gets one finding naming its host and what islet reads: no
  /// APNs header, authentication, path or body rule runs on it.
  @Test func aCurlCommandToAnotherServiceIsOneFindingNotAPNsRejections() {
    let oneSignal = """
      curl --location 'https://onesignal.com/api/v1/apps/app_id/live_activities/a/notifications' \\
           --header 'Authorization: Basic REST_API_KEY' \\
      --data '{"event": "update", "event_updates": {"data": {"message": "hi"}}, "priority": 10}'
      """
    let verdicts = PushFixtures.check([oneSignal])
    #expect(verdicts.count == 1 && verdicts[0].lastLine == 3)
    #expect(verdicts[0].outcome == .dropped(reason: "P051 not an APNs request"))
    #expect(verdicts[0].findings.map(\.code) == [.pushNotAnAPNsRequest])
    let message = verdicts[0].findings.first?.message ?? ""
    #expect(message.hasPrefix(#"the curl command sends to "onesignal.com", which is neither APNs"#))
    #expect(message.contains("islet reads APNs requests") && message.contains("FCM v1 messages"))
    #expect(verdicts[0].findings.first?.location == .push(number: 1, keyPath: "url"))
  }
}
