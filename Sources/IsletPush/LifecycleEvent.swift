import IsletModel

/// Something that happened to an activity on the clock, between pushes.
public struct LifecycleEvent: Hashable, Sendable, CustomStringConvertible {
  public enum Kind: String, Hashable, Sendable {
    /// The stale-date passed: `isStale` became true.
    case becameStale = "became stale"
    /// The 8-hour limit passed: the system ended the activity.
    case endedBySystem = "ended by the system after 8 h"
    /// The ended activity left the Lock Screen.
    case dismissed = "dismissed"
  }

  public var kind: Kind
  public var activityID: String
  public var at: Instant

  public init(kind: Kind, activityID: String, at: Instant) {
    self.kind = kind
    self.activityID = activityID
    self.at = at
  }

  /// `2026-06-21T10:30:00Z order-42 became stale` (the id escaped).
  public var description: String {
    "\(ISO8601Text.format(at)) \(TerminalSafe.escape(activityID)) \(kind.rawValue)"
  }
}
