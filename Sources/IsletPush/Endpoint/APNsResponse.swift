import IsletModel

/// What APNs answers a request: a status, the request's identifier (the request's, else a new
/// one), and, for an error, a JSON body `{"reason": "…"}` (with the `timestamp` in milliseconds
/// at which the token stopped being valid, for 410). A channel request's answer may carry the new
/// channel's ID or a JSON body of its own.
public struct APNsResponse: Hashable, Sendable {
  public var status: Int
  /// The identifier: the request's, else a new lowercase UUID.
  public var apnsID: String
  /// The header the identifier goes in: `apns-id` for a device push, `apns-request-id` for a
  /// broadcast or a channel request.
  public var identifierHeader: String
  /// APNs's reason string (`BadDeviceToken`, `ExpiredProviderToken`…); nil for 2xx.
  public var reason: String?
  /// For 410 Unregistered: when the token became invalid, milliseconds since 1970.
  public var timestampMilliseconds: Int64?
  /// For 201 to a channel create: the new channel's ID (`apns-channel-id`).
  public var createdChannelID: String?
  /// The JSON body of a success that has one (a channel's configuration, the list of channels).
  public var content: [UInt8]

  public init(
    status: Int, apnsID: String, identifierHeader: String = "apns-id", reason: String? = nil,
    timestampMilliseconds: Int64? = nil, createdChannelID: String? = nil, content: [UInt8] = []
  ) {
    self.status = status
    self.apnsID = apnsID
    self.identifierHeader = identifierHeader
    self.reason = reason
    self.timestampMilliseconds = timestampMilliseconds
    self.createdChannelID = createdChannelID
    self.content = content
  }

  /// The identifier's header for a request on `path`: `apns-request-id` on the broadcast
  /// (`/4/…`) and channel (`/1/…`) paths, as Apple documents them, else `apns-id`.
  public static func identifierHeader(forPath path: String) -> String {
    path.hasPrefix("/4/") || path.hasPrefix("/1/") ? "apns-request-id" : "apns-id"
  }

  /// The response body: `content` for a success, else `{"reason":"…"}` (and `"timestamp"` for 410).
  public var body: [UInt8] {
    guard let reason else { return content }
    var text = "{\"reason\":" + JSONWriter.quoted(reason)
    if let timestampMilliseconds { text += ",\"timestamp\":\(timestampMilliseconds)" }
    return Array((text + "}").utf8)
  }

  /// `200`, `400 BadDeviceToken`, `410 Unregistered`.
  public var summary: String {
    reason.map { "\(status) \($0)" } ?? "\(status)"
  }

  /// The summary and the headers that identify it: `200 apns-id 3f0c…`,
  /// `201 apns-request-id 1d2c… apns-channel-id dHN0…`.
  public var line: String {
    var text = "\(summary) \(identifierHeader) \(TerminalSafe.escape(apnsID))"
    if let createdChannelID { text += " apns-channel-id \(createdChannelID)" }
    return text
  }
}
