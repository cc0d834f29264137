import IsletModel

/// The `aps.event` of a Live Activity push.
public enum PushEvent: String, Hashable, Sendable, CaseIterable {
  case start, update, end
}

/// A push reduced to what the lifecycle needs, after payload validation and decoding.
///
/// Built with its memberwise initializer (every field but `event` and `timestamp` has a
/// default): with an initializer of its own, the optimizer built every push twice, an outlined
/// copy and destroy of the whole value through its value witnesses (~160 instructions a push).
public struct ActivityPush: Hashable, Sendable {
  public var event: PushEvent
  /// `aps.timestamp`, read as Unix seconds.
  public var timestamp: Instant
  /// The activity the push is addressed to (envelope `activity` or `token`); nil addresses
  /// the most recently started activity, or names a started one automatically.
  public var address: String?
  /// Whether `address` is a device token rather than an `activity` name: a token no start
  /// carried goes to the running activity, as on a phone (the token is that activity's).
  public var addressIsToken = false
  /// Decoded attributes (start only).
  public var attributes: Record?
  /// Decoded content state; nil on an end without one.
  public var state: Record?
  public var staleDate: Instant?
  public var dismissalDate: Instant?
  public var relevanceScore: Double?
  /// The broadcast channel the push concerns: for a start, the one the new activity listens
  /// on (`aps.input-push-channel`); for an update or end, the one it was broadcast to
  /// (`apns-channel-id`), which makes it go to every live activity listening there. Nil for
  /// a push to one device. (One field, not two: every push carries it, and a larger value
  /// cost each push a copy.)
  public var channel: String?
  /// For a start, which of the checker's layouts its `attributes-type` names (0 with one).
  public var layout = 0
}
