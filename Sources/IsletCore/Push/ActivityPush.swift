/// The `aps.event` of a Live Activity push.
public enum PushEvent: String, Hashable, Sendable, CaseIterable {
  case start, update, end
}

/// A push reduced to what the lifecycle needs, after payload validation and decoding.
public struct ActivityPush: Hashable, Sendable {
  public var event: PushEvent
  /// `aps.timestamp`, read as Unix seconds.
  public var timestamp: Instant
  /// The activity the push is addressed to (envelope `activity` or `token`); nil addresses
  /// the most recently started activity, or names a started one automatically.
  public var address: String?
  /// Decoded attributes (start only).
  public var attributes: Record?
  /// Decoded content state; nil on an end without one.
  public var state: Record?
  public var staleDate: Instant?
  public var dismissalDate: Instant?
  public var relevanceScore: Double?
  /// The broadcast channel an update or end was sent to (`apns-channel-id`); nil for a push
  /// to one device.
  public var channel: String?
  /// The channel a start subscribes the new activity to (`aps.input-push-channel`).
  public var inputPushChannel: String?

  public init(
    event: PushEvent, timestamp: Instant, address: String? = nil, attributes: Record? = nil,
    state: Record? = nil, staleDate: Instant? = nil, dismissalDate: Instant? = nil,
    relevanceScore: Double? = nil, channel: String? = nil, inputPushChannel: String? = nil
  ) {
    self.event = event
    self.timestamp = timestamp
    self.address = address
    self.attributes = attributes
    self.state = state
    self.staleDate = staleDate
    self.dismissalDate = dismissalDate
    self.relevanceScore = relevanceScore
    self.channel = channel
    self.inputPushChannel = inputPushChannel
  }
}
