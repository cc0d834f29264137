import IsletFindings
import IsletModel

/// Firebase Cloud Messaging messages, the way a backend hands a Live Activity push to FCM
/// instead of APNs: a v1 request body (`{"message": {…}}`, POSTed to `…/messages:send`) or the
/// admin SDKs' `Message` object (the same fields without the wrapper, what
/// `messaging().send()` takes). FCM passes `apns.payload` to APNs as the body and `apns.headers`
/// as its headers, and sends to `apns.live_activity_token` when it is given.
extension PushEnvelope {
  /// The spellings of the Live Activity token: the field's own name and the lowerCamelCase
  /// that protobuf's JSON mapping (FCM's v1 API, the admin SDKs) accepts as well.
  static let liveActivityTokenKeys = ["live_activity_token", "liveActivityToken"]

  /// The body of a curl command to FCM's `messages:send`: the message inside `"message"`.
  static func readFCMRequestBody(
    _ body: JSONElement, sink: inout FindingSink
  ) -> (envelope: PushEnvelope, aps: JSONElement)? {
    guard body.isObject, let message = body["message"], message.isObject else {
      sink.report(
        .pushMissingAps,
        "FCM's messages:send reads the message from {\"message\": {…}}, and the body has no \"message\" object",
        keyPath: "message")
      return nil
    }
    return readFCM(message, at: "message", sink: &sink)
  }

  /// Reads the FCM message `message`, which stands at `path` (`message` in a v1 request body,
  /// empty for the admin SDKs' object): the APNs body is its `apns.payload`, the headers
  /// `apns.headers`; FCM supplies `apns-topic` and `apns-push-type` itself, so their absence is
  /// fine. Without a Live Activity token FCM sends to the app's device token, and no activity
  /// gets the push (P050).
  static func readFCM(
    _ message: JSONElement, at path: String, sink: inout FindingSink
  ) -> (envelope: PushEnvelope, aps: JSONElement)? {
    func keyPath(_ rest: String) -> String { path.isEmpty ? rest : path + "." + rest }
    guard let apns = message["apns"], apns.isObject else {
      sink.report(
        .pushMissingAps, "an FCM message needs \"apns\" with the APNs \"payload\"", keyPath: keyPath("apns"))
      return nil
    }
    var headers = APNsHeaderRules.Reading()
    if let element = apns["headers"] {
      headers = APNsHeaderRules.check(element, assumed: .suppliedByFCM, sink: &sink)
    }
    let token = liveActivityTokenKeys.lazy.compactMap { key in apns[key].map { (key: key, value: $0) } }.first
    if let token, !(token.value.string.map(isHexToken) ?? false) {
      sink.report(
        .pushBadDeviceToken,
        "\(token.key) \(token.value.excerpt) is not a hexadecimal APNs token: APNs answers 400 BadDeviceToken",
        keyPath: keyPath("apns." + token.key))
    }
    guard let payload = apns["payload"], payload.isObject, let aps = payload["aps"], aps.isObject else {
      sink.report(
        .pushMissingAps, "no \(keyPath("apns.payload.aps")) dictionary", keyPath: keyPath("apns.payload.aps"))
      return nil
    }
    if token == nil, aps.contains("event") {
      sink.report(
        .pushFCMWithoutLiveActivityToken,
        "the FCM message has no \(keyPath("apns.live_activity_token")), so FCM sends the push to the app's "
          + "device token, not to a Live Activity: no activity gets it",
        keyPath: keyPath("apns.live_activity_token"))
    }
    let bodyByteCount = JSONCompactSize.compactByteCount(of: payload)
    if bodyByteCount > APNsHeaderRules.maximumBodyByteCount {
      sink.report(
        .pushPayloadTooLarge,
        "the APNs payload is \(bodyByteCount) bytes, over APNs's \(APNsHeaderRules.maximumBodyByteCount): "
          + "413 PayloadTooLarge")
    }
    let envelope = PushEnvelope(
      shape: .fcm, address: token?.value.string, addressIsToken: true, bodyByteCount: bodyByteCount,
      channelID: headers.channelID, expiration: headers.expiration)
    return (envelope, aps)
  }
}
