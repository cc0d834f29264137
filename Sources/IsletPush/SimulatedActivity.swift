import IsletModel

/// Where an activity is in its life, as `ActivityState` reports it.
public enum LifecyclePhase: String, Hashable, Sendable {
  /// Visible and accepting updates.
  case active
  /// Visible, its stale-date has passed; still accepts updates.
  case stale
  /// Ended (by a push or after 8 hours): on the Lock Screen until dismissed, no more updates.
  case ended
  /// Removed from the screen.
  case dismissed

  /// Whether an activity in this phase can still be updated (active or stale).
  public var isLive: Bool { self == .active || self == .stale }
}

/// One simulated Live Activity as the device holds it.
public struct SimulatedActivity: Hashable, Sendable {
  /// The activity's name: the envelope's `activity`/`token`, or `activity-N`.
  public var id: String
  public var attributes: Record
  /// The content state currently shown.
  public var state: Record
  public var phase: LifecyclePhase
  /// When the start push was applied.
  public var startedAt: Instant
  /// The timestamp of the last applied push; later pushes must be newer.
  public var lastPushTimestamp: Instant
  public var staleDate: Instant?
  public var relevanceScore: Double
  /// How many pushes were applied to it, the start included.
  public var pushCount: Int
  /// When it ended, once it has.
  public var endedAt: Instant?
  /// When an ended activity leaves the Lock Screen.
  public var dismissAt: Instant?
  /// 1 for the first activity started, 2 for the next…; breaks relevance ties.
  public var startOrder: Int
  /// The broadcast channel it listens on (its start's `input-push-channel`), if any.
  public var channel: String?
  /// Which of the checker's layouts it is (its start's `attributes-type`): 0 with one layout.
  public var layout = 0
  /// The update token the device handed out for it (`ActivityTokens.update(startOrder:)`).
  public var updateToken: String { ActivityTokens.update(startOrder: startOrder) }

  /// `context.isStale`: the stale-date has passed.
  public func isStale(at now: Instant) -> Bool {
    guard let staleDate else { return false }
    return staleDate <= now
  }

  /// Whether it can still be updated (active or stale).
  public var isLive: Bool { phase.isLive }
}
