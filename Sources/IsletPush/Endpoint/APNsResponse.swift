import IsletModel

/// What APNs answers a request: a status, the `apns-id` (the request's, else a new one) and,
/// for an error, a JSON body `{"reason": "…"}` (with the `timestamp` in milliseconds at which
/// the token stopped being valid, for 410).
public struct APNsResponse: Hashable, Sendable {
  public var status: Int
  public var apnsID: String
  /// APNs's reason string (`BadDeviceToken`, `ExpiredProviderToken`…); nil for 200.
  public var reason: String?
  /// For 410 Unregistered: when the token became invalid, milliseconds since 1970.
  public var timestampMilliseconds: Int64?

  public init(status: Int, apnsID: String, reason: String? = nil, timestampMilliseconds: Int64? = nil) {
    self.status = status
    self.apnsID = apnsID
    self.reason = reason
    self.timestampMilliseconds = timestampMilliseconds
  }

  /// The response body: empty for 200, else `{"reason":"…"}` (and `"timestamp"` for 410).
  public var body: [UInt8] {
    guard let reason else { return [] }
    var text = "{\"reason\":" + JSONWriter.quoted(reason)
    if let timestampMilliseconds { text += ",\"timestamp\":\(timestampMilliseconds)" }
    return Array((text + "}").utf8)
  }

  /// `200`, `400 BadDeviceToken`, `410 Unregistered`.
  public var summary: String {
    reason.map { "\(status) \($0)" } ?? "\(status)"
  }
}
