/// The device's side of Live Activities on a virtual clock: which activities exist, what
/// each shows, and which pushes it applies. A pure value type; time moves only through
/// `advance(to:)` and the pushes it receives.
///
/// Rules (docs/pushes.md): start creates an activity unless the concurrency limit is
/// reached; update and end apply only to a live activity and only when their timestamp is
/// newer than the last applied one; the stale-date passing makes it stale; 8 hours after
/// its start the system ends it; an ended activity stays on the Lock Screen until its
/// dismissal date (default and maximum 4 hours; a past date removes it at once).
public struct ActivitySimulator: Hashable, Sendable {
  /// Limits of the simulated device.
  public struct Configuration: Hashable, Sendable {
    /// Concurrent live activities per app (Apple publishes no number; vendors quote 5).
    public var maximumConcurrentActivities: Int
    /// Seconds an activity may stay active before the system ends it.
    public var maximumActiveDuration: Double
    /// Seconds an ended activity stays on the Lock Screen at most.
    public var maximumDismissalDelay: Double
    /// Dismissed activities kept for inspection (the oldest are forgotten beyond this, so
    /// memory stays flat on endless streams).
    public var retainedDismissedActivities: Int

    public init(
      maximumConcurrentActivities: Int = 5, maximumActiveDuration: Double = 8 * 3600,
      maximumDismissalDelay: Double = 4 * 3600, retainedDismissedActivities: Int = 16
    ) {
      self.maximumConcurrentActivities = maximumConcurrentActivities
      self.maximumActiveDuration = maximumActiveDuration
      self.maximumDismissalDelay = maximumDismissalDelay
      self.retainedDismissedActivities = retainedDismissedActivities
    }
  }

  /// What became of one push.
  public struct Receipt: Hashable, Sendable {
    /// The activity the push addressed or started, when one could be named.
    public var activityID: String?
    /// Lifecycle findings (`A…`).
    public var findings: [Finding]
    /// Whether the push changed the device.
    public var applied: Bool
  }

  public let configuration: Configuration
  /// The virtual clock; nil until the first `advance` or push.
  public private(set) var now: Instant?
  /// Every activity in start order, dismissed ones included (up to the retention limit).
  public private(set) var activities: [SimulatedActivity] = []
  private var startCount = 0
  /// How many of `activities` are dismissed, kept in step so pruning costs nothing per push.
  private var dismissedCount = 0

  public init(configuration: Configuration = Configuration()) {
    self.configuration = configuration
  }

  /// The activity the Dynamic Island shows: the live one with the highest relevance score,
  /// the first started on a tie.
  public var islandActivity: SimulatedActivity? { liveActivitiesByRelevance.first }

  /// Live (active or stale) activities in island order: relevance, then start order.
  public var liveActivitiesByRelevance: [SimulatedActivity] {
    activities.filter(\.isLive).sorted {
      ($0.relevanceScore, -$0.startOrder) > ($1.relevanceScore, -$1.startOrder)
    }
  }

  /// The most recently started activity named `id`.
  public func activity(named id: String) -> SimulatedActivity? {
    activities.last { $0.id == id }
  }

  /// Moves the clock forward to `instant` (never back) and returns the stale transitions,
  /// expiries and dismissals that happened on the way, in time order.
  public mutating func advance(to instant: Instant) -> [LifecycleEvent] {
    if let now, instant <= now { return [] }
    var events: [LifecycleEvent] = []
    while let (index, kind, at) = nextTransition(upTo: instant) {
      switch kind {
      case .becameStale: activities[index].phase = .stale
      case .endedBySystem: end(index, at: at, dismissAt: at.adding(configuration.maximumDismissalDelay))
      case .dismissed: dismiss(index)
      }
      events.append(LifecycleEvent(kind: kind, activityID: activities[index].id, at: at))
    }
    now = instant
    forgetOldDismissed()
    return events
  }

  /// Applies `push` at the current clock (its timestamp if the clock has not started).
  /// With `payloadIsValid` false the push is already dropped for a payload reason: the
  /// lifecycle findings are still reported but nothing changes.
  public mutating func receive(_ push: ActivityPush, number: Int, payloadIsValid: Bool = true) -> Receipt {
    let clock = now ?? push.timestamp
    now = clock
    let receipt =
      switch push.event {
      case .start: start(push, number: number, at: clock, apply: payloadIsValid)
      case .update, .end: change(push, number: number, at: clock, apply: payloadIsValid)
      }
    forgetOldDismissed()
    return receipt
  }

  private mutating func start(_ push: ActivityPush, number: Int, at clock: Instant, apply: Bool) -> Receipt {
    let id = push.address ?? "activity-\(startCount + 1)"
    var live = 0
    // Reads the stored phase in place: calling a method on the element would copy it.
    for index in activities.indices where activities[index].phase.isLive { live += 1 }
    guard live < configuration.maximumConcurrentActivities else {
      let finding = Finding(
        .lifecycleTooManyActivities,
        "\(live) activities are already running (limit \(configuration.maximumConcurrentActivities)); "
          + "the start is dropped", at: .push(number: number, keyPath: nil))
      return Receipt(activityID: id, findings: [finding], applied: false)
    }
    var findings: [Finding] = []
    let stale = staleOnArrival(push, number: number, at: clock, findings: &findings)
    guard apply else { return Receipt(activityID: id, findings: findings, applied: false) }
    startCount += 1
    activities.append(
      SimulatedActivity(
        id: id, attributes: push.attributes ?? Record(), state: push.state ?? Record(),
        phase: stale ? .stale : .active, startedAt: clock, lastPushTimestamp: push.timestamp,
        staleDate: push.staleDate, relevanceScore: push.relevanceScore ?? 0, pushCount: 1, endedAt: nil,
        dismissAt: nil, startOrder: startCount))
    return Receipt(activityID: id, findings: findings, applied: true)
  }

  private mutating func change(_ push: ActivityPush, number: Int, at clock: Instant, apply: Bool) -> Receipt {
    let location = FindingLocation.push(number: number, keyPath: nil)
    let found =
      if let address = push.address {
        activities.lastIndex { $0.id == address }
      } else {
        activities.lastIndex { $0.phase != .dismissed }
      }
    guard let index = found else {
      let whom = push.address.map { "no activity named \"\(TerminalSafe.escape($0))\"" } ?? "no activity"
      let finding = Finding(
        .lifecycleNoActivity, "\(whom) is running; the \(push.event.rawValue) is dropped", at: location)
      return Receipt(activityID: push.address, findings: [finding], applied: false)
    }
    let id = activities[index].id
    guard activities[index].phase.isLive else {
      let when = activities[index].endedAt.map { " at \(SnapshotClockText.format($0))" } ?? ""
      let finding = Finding(
        .lifecycleActivityEnded,
        "\(TerminalSafe.escape(id)) ended\(when); iOS ignores pushes after the end", at: location)
      return Receipt(activityID: id, findings: [finding], applied: false)
    }
    let lastPushTimestamp = activities[index].lastPushTimestamp
    guard push.timestamp > lastPushTimestamp else {
      let finding = Finding(
        .lifecycleNotNewer,
        "timestamp \(unixText(push.timestamp)) is not newer than the last applied "
          + "\(unixText(lastPushTimestamp)); iOS ignores it",
        at: .push(number: number, keyPath: "aps.timestamp"))
      return Receipt(activityID: id, findings: [finding], applied: false)
    }
    var findings: [Finding] = []
    let stale = push.event == .update && staleOnArrival(push, number: number, at: clock, findings: &findings)
    guard apply else { return Receipt(activityID: id, findings: findings, applied: false) }
    if let state = push.state { activities[index].state = state }
    activities[index].staleDate = push.staleDate
    activities[index].relevanceScore = push.relevanceScore ?? 0
    activities[index].lastPushTimestamp = push.timestamp
    activities[index].pushCount += 1
    let isStale = stale || (activities[index].staleDate.map { $0 <= clock } ?? false)
    activities[index].phase = isStale ? .stale : .active
    if push.event == .end {
      end(index, at: clock, dismissAt: dismissal(push, number: number, at: clock, findings: &findings))
    }
    return Receipt(activityID: id, findings: findings, applied: true)
  }

  private func staleOnArrival(
    _ push: ActivityPush, number: Int, at clock: Instant, findings: inout [Finding]
  ) -> Bool {
    guard let staleDate = push.staleDate, staleDate <= clock else { return false }
    findings.append(
      Finding(
        .lifecycleStaleOnArrival,
        "stale-date \(SnapshotClockText.format(staleDate)) is not after the push's arrival at "
          + "\(SnapshotClockText.format(clock)); the activity is stale at once",
        at: .push(number: number, keyPath: "aps.stale-date")))
    return true
  }

  private func dismissal(
    _ push: ActivityPush, number: Int, at clock: Instant, findings: inout [Finding]
  ) -> Instant {
    let latest = clock.adding(configuration.maximumDismissalDelay)
    let location = FindingLocation.push(number: number, keyPath: "aps.dismissal-date")
    guard let date = push.dismissalDate else { return latest }
    if date <= clock {
      findings.append(
        Finding(
          .lifecycleImmediateDismissal,
          "dismissal-date \(SnapshotClockText.format(date)) is not in the future; the activity leaves the "
            + "Lock Screen at once", at: location))
      return clock
    }
    if date > latest {
      findings.append(
        Finding(
          .lifecycleDismissalCapped,
          "dismissal-date \(SnapshotClockText.format(date)) is \(PushDateText.duration(date.seconds(since: clock))) "
            + "after the end; iOS removes the activity after 4 h, at \(SnapshotClockText.format(latest))",
          at: location))
      return latest
    }
    return date
  }

  private mutating func end(_ index: Int, at instant: Instant, dismissAt: Instant) {
    activities[index].endedAt = instant
    if dismissAt <= instant {
      dismiss(index)
      activities[index].dismissAt = instant
    } else {
      activities[index].phase = .ended
      activities[index].dismissAt = dismissAt
    }
  }

  /// The earliest pending transition at or before `limit`.
  private func nextTransition(upTo limit: Instant) -> (Int, LifecycleEvent.Kind, Instant)? {
    var best: (Int, LifecycleEvent.Kind, Instant)? = nil
    for index in activities.indices where activities[index].phase != .dismissed {
      let expiry = activities[index].startedAt.adding(configuration.maximumActiveDuration)
      let candidate: (LifecycleEvent.Kind, Instant)?
      switch activities[index].phase {
      case .active:
        if let stale = activities[index].staleDate, stale <= expiry {
          candidate = (.becameStale, stale)
        } else {
          candidate = (.endedBySystem, expiry)
        }
      case .stale: candidate = (.endedBySystem, expiry)
      case .ended: candidate = activities[index].dismissAt.map { (.dismissed, $0) }
      case .dismissed: candidate = nil
      }
      guard let (kind, at) = candidate, at <= limit else { continue }
      if best == nil || at < best!.2 { best = (index, kind, at) }
    }
    return best
  }

  private mutating func dismiss(_ index: Int) {
    activities[index].phase = .dismissed
    dismissedCount += 1
  }

  private mutating func forgetOldDismissed() {
    var excess = dismissedCount - configuration.retainedDismissedActivities
    guard excess > 0 else { return }
    dismissedCount -= excess
    // Oldest first, one at a time: `remove(at:)` slides the rest down without copying them.
    var index = 0
    while excess > 0 && index < activities.count {
      if activities[index].phase == .dismissed {
        activities.remove(at: index)
        excess -= 1
      } else {
        index += 1
      }
    }
  }

  private func unixText(_ instant: Instant) -> String {
    let seconds = instant.unixSeconds
    return seconds == seconds.rounded() && abs(seconds) < 1e18 ? String(Int(seconds)) : String(seconds)
  }
}
