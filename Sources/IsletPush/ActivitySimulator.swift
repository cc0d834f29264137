import IsletFindings
import IsletModel

/// The device's side of Live Activities on a virtual clock: which activities exist, what
/// each shows, and which pushes it applies. A pure value type; time moves only through
/// `advance(to:)` and the pushes it receives.
///
/// Rules (docs/pushes.md): start creates an activity unless the concurrency limit is
/// reached; update and end apply only to a live activity and only when their timestamp is
/// newer than the last applied one; the stale-date passing makes it stale; 8 hours after
/// its start the system ends it; an ended activity stays on the Lock Screen until its
/// dismissal date (default and maximum 4 hours; a past date removes it at once). A start
/// with `input-push-channel` listens on that broadcast channel, and a broadcast update or end
/// goes to every live activity listening on its channel. More than about 10 starts within an
/// hour exceed the push-to-start budget (a warning: the threshold is approximate).
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
    /// Push-to-starts the device accepts within `pushToStartWindow` before it logs "Push-to-start
    /// budget exceeded" (about 10 by observation; Apple documents no number; 0 turns it off).
    public var pushToStartBudget: Int
    /// The window of the push-to-start budget, in seconds (undocumented; 1 hour assumed).
    public var pushToStartWindow: Double
    /// When set, an update or end that arrives before any start goes to an activity assumed
    /// to be running with these attributes (the layout's preview) and this content state, as
    /// when a single payload is checked on its own; nil answers A003 as a device would.
    public var assumedActivity: AssumedActivity?

    /// The activity assumed to be running when the input has no start.
    public struct AssumedActivity: Hashable, Sendable {
      public var attributes: Record
      public var state: Record

      public init(attributes: Record, state: Record) {
        self.attributes = attributes
        self.state = state
      }
    }

    public init(
      maximumConcurrentActivities: Int = 5, maximumActiveDuration: Double = 8 * 3600,
      maximumDismissalDelay: Double = 4 * 3600, retainedDismissedActivities: Int = 16,
      pushToStartBudget: Int = 10, pushToStartWindow: Double = 3600
    ) {
      self.maximumConcurrentActivities = maximumConcurrentActivities
      self.maximumActiveDuration = maximumActiveDuration
      self.maximumDismissalDelay = maximumDismissalDelay
      self.retainedDismissedActivities = retainedDismissedActivities
      self.pushToStartBudget = pushToStartBudget
      self.pushToStartWindow = pushToStartWindow
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
  /// The clock at the latest applied starts, oldest first, at most `pushToStartBudget` of them.
  private var recentStarts: [Instant] = []
  /// No transition is pending before this instant (a lower bound, lowered whenever an activity
  /// changes): moving the clock short of it skips the scan of every activity, so a device with
  /// hundreds of ended activities waiting for their dismissal still costs nothing per push.
  private var earliestTransition = Instant(secondsSinceReferenceDate: -.infinity)

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
    guard instant >= earliestTransition else {
      now = instant
      return []
    }
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
    earliestTransition = Instant(secondsSinceReferenceDate: .infinity)
    for index in activities.indices { noteChange(of: index) }
    forgetOldDismissed()
    return events
  }

  /// Lowers the bound on the next transition after activity `index` changed.
  private mutating func noteChange(of index: Int) {
    if let at = pendingTransition(of: index)?.at, at < earliestTransition { earliestTransition = at }
  }

  /// Applies `push` at the current clock (its timestamp if the clock has not started).
  /// With `payloadIsValid` false the push is already dropped for a payload reason: the
  /// lifecycle findings are still reported but nothing changes.
  /// `statesByLayout`, for a broadcast to the activities of several layouts: the content state
  /// each layout decoded the push to; an activity of a layout not in it is left as it is.
  public mutating func receive(
    _ push: ActivityPush, number: Int, payloadIsValid: Bool = true, statesByLayout: [Int: Record]? = nil
  ) -> Receipt {
    var push = push
    return receive(
      taking: &push, number: number, payloadIsValid: payloadIsValid, statesByLayout: statesByLayout)
  }

  /// `receive`, for a caller done with the push: an applied push's records move out of it into
  /// the device instead of being copied (a retain and a release each), and the push is not
  /// copied on its way in.
  mutating func receive(
    taking push: inout ActivityPush, number: Int, payloadIsValid: Bool, statesByLayout: [Int: Record]?
  ) -> Receipt {
    let clock = now ?? push.timestamp
    now = clock
    let receipt =
      switch push.event {
      case .start: start(&push, number: number, at: clock, apply: payloadIsValid)
      case .update, .end:
        change(&push, number: number, at: clock, apply: payloadIsValid, statesByLayout: statesByLayout)
      }
    forgetOldDismissed()
    return receipt
  }

  private mutating func start(
    _ push: inout ActivityPush, number: Int, at clock: Instant, apply: Bool
  ) -> Receipt {
    let id = push.address ?? "activity-\(startCount + 1)"
    var live = 0
    // Reads the stored phase in place: calling a method on the element would copy it.
    for index in activities.indices where activities[index].phase.isLive { live += 1 }
    var sink = FindingSink(.push(number: number))
    guard live < configuration.maximumConcurrentActivities else {
      sink.report(
        .lifecycleTooManyActivities,
        "\(live) activities are already running (limit \(configuration.maximumConcurrentActivities)); "
          + "the start is dropped")
      return Receipt(activityID: id, findings: sink.take(), applied: false)
    }
    let stale = staleOnArrival(push, at: clock, sink: &sink)
    guard apply else { return Receipt(activityID: id, findings: sink.take(), applied: false) }
    spendStartBudget(at: clock, sink: &sink)
    startCount += 1
    activities.append(
      SimulatedActivity(
        id: id, attributes: push.attributes.take() ?? Record(), state: push.state.take() ?? Record(),
        phase: stale ? .stale : .active, startedAt: clock, lastPushTimestamp: push.timestamp,
        staleDate: push.staleDate, relevanceScore: push.relevanceScore ?? 0, pushCount: 1, endedAt: nil,
        dismissAt: nil, startOrder: startCount, channel: push.channel, layout: push.layout))
    noteChange(of: activities.count - 1)
    return Receipt(activityID: id, findings: sink.take(), applied: true)
  }

  /// Whether an activity was assumed running because an update or end came before any start.
  public private(set) var assumedActivityStarted = false

  /// Starts the assumed activity just before `push`, under the name it addresses.
  private mutating func assumeRunningActivity(
    _ assumed: Configuration.AssumedActivity, for push: ActivityPush, at clock: Instant
  ) {
    assumedActivityStarted = true
    activities.append(
      SimulatedActivity(
        id: push.address ?? "activity-1", attributes: assumed.attributes, state: assumed.state,
        phase: .active,
        startedAt: clock, lastPushTimestamp: Instant(unixSeconds: push.timestamp.unixSeconds - 1),
        staleDate: nil,
        relevanceScore: 0, pushCount: 0, endedAt: nil, dismissAt: nil, startOrder: 0, channel: nil))
    noteChange(of: activities.count - 1)
  }

  /// Counts an applied start against the push-to-start budget; a warning when it is one more
  /// than the budget within the window.
  private mutating func spendStartBudget(at clock: Instant, sink: inout FindingSink) {
    let budget = configuration.pushToStartBudget
    guard budget > 0 else { return }
    defer {
      if recentStarts.count == budget { recentStarts.removeFirst() }
      recentStarts.append(clock)
    }
    guard recentStarts.count == budget, let oldest = recentStarts.first,
      clock.seconds(since: oldest) < configuration.pushToStartWindow
    else { return }
    sink.report(
      .lifecyclePushToStartBudget,
      "\(budget + 1) starts within \(PushDateText.duration(configuration.pushToStartWindow)) (the first of them at "
        + "\(ISO8601Text.format(oldest))); devices log \"Push-to-start budget exceeded … not starting "
        + "activity\" after about \(budget), an approximate threshold")
  }

  private mutating func change(
    _ push: inout ActivityPush, number: Int, at clock: Instant, apply: Bool, statesByLayout: [Int: Record]?
  ) -> Receipt {
    if let channel = push.channel {
      return broadcast(
        push, on: channel, number: number, at: clock, apply: apply, statesByLayout: statesByLayout)
    }
    if startCount == 0, !assumedActivityStarted, let assumed = configuration.assumedActivity {
      assumeRunningActivity(assumed, for: push, at: clock)
    }
    let found = target(address: push.address, isToken: push.addressIsToken)
    var sink = FindingSink(.push(number: number))
    guard let index = found else {
      let whom = push.address.map { "no activity named \"\(TerminalSafe.escape($0))\"" } ?? "no activity"
      sink.report(.lifecycleNoActivity, "\(whom) is running; the \(push.event.rawValue) is dropped")
      return Receipt(activityID: push.address, findings: sink.take(), applied: false)
    }
    let id = activities[index].id
    let accepted = deliver(&push, to: index, at: clock, apply: apply, naming: false, sink: &sink)
    return Receipt(activityID: id, findings: sink.take(), applied: accepted && apply)
  }

  /// The activity an update or end to `address` goes to (nil: the latest not dismissed).
  private func target(address: String?, isToken: Bool) -> Int? {
    guard let address else { return lastIndex { activities[$0].phase != .dismissed } }
    return lastIndex { activities[$0].id == address } ?? (isToken ? activityIndex(token: address) : nil)
  }

  /// The last index of `activities` that `matches`, which reads the stored fields in place:
  /// `Array.lastIndex(where:)` copied each activity it passed (a retain of every field).
  private func lastIndex(where matches: (Int) -> Bool) -> Int? {
    var index = activities.endIndex
    while index > activities.startIndex {
      index -= 1
      if matches(index) { return index }
    }
    return nil
  }

  /// The activity an update or end to `address` (an activity name, or a device token when
  /// `isToken`) goes to; nil when there is none (before any start, the assumed activity).
  public func activity(addressedBy address: String?, isToken: Bool) -> SimulatedActivity? {
    target(address: address, isToken: isToken).map { activities[$0] }
  }

  /// The layouts of the live activities listening on `channel`, each once, in start order.
  public func layouts(listeningOn channel: String) -> [Int] {
    var layouts: [Int] = []
    for activity in activities where activity.channel == channel && activity.isLive {
      if !layouts.contains(activity.layout) { layouts.append(activity.layout) }
    }
    return layouts
  }

  /// The activity a device token no start carried addresses: the one the device handed that
  /// update token to, else the running one (a token from a real phone belongs to the activity
  /// that runs there).
  private func activityIndex(token: String) -> Int? {
    if token.utf8.count == 64, let index = lastIndex(where: { activities[$0].updateToken == token }) {
      return index
    }
    return lastIndex { activities[$0].phase != .dismissed }
  }

  /// How a verdict names the target of a broadcast: `channel:<channel ID>`.
  static func broadcastName(_ channel: String) -> String { "channel:\(channel)" }

  /// Delivers an update or end to the activity at `index` under the lifecycle rules and
  /// returns whether the activity takes it (it then changes when applying, and the push's state
  /// moves into it); a refusal (A001, A002) or the remarks go into `sink`. With `naming`, a
  /// refusal names the activity (a broadcast reaches several). Inlined: as a call it cost the
  /// common update a copy of the push.
  @inline(__always)
  private mutating func deliver(
    _ push: inout ActivityPush, to index: Int, at clock: Instant, apply: Bool, naming: Bool,
    sink: inout FindingSink
  ) -> Bool {
    guard activities[index].phase.isLive else {
      let id = activities[index].id
      let when = activities[index].endedAt.map { " at \(ISO8601Text.format($0))" } ?? ""
      sink.report(
        .lifecycleActivityEnded, "\(TerminalSafe.escape(id)) ended\(when); iOS ignores pushes after the end")
      return false
    }
    let lastPushTimestamp = activities[index].lastPushTimestamp
    guard push.timestamp > lastPushTimestamp else {
      let whose = naming ? "\(TerminalSafe.escape(activities[index].id)): " : ""
      sink.report(
        .lifecycleNotNewer,
        push.timestamp == lastPushTimestamp
          ? "\(whose)timestamp \(unixText(push.timestamp)) equals the last applied one; Apple documents "
            + "only that older updates are ignored, and islet treats an equal one as not newer (dropped): "
            + "stamp each push with a later second"
          : "\(whose)timestamp \(unixText(push.timestamp)) is not newer than the last applied "
            + "\(unixText(lastPushTimestamp)); iOS ignores it", keyPath: "aps.timestamp")
      return false
    }
    let stale = push.event == .update && staleOnArrival(push, at: clock, sink: &sink)
    guard apply else { return true }
    if let state = push.state.take() { activities[index].state = state }
    activities[index].staleDate = push.staleDate
    activities[index].relevanceScore = push.relevanceScore ?? 0
    activities[index].lastPushTimestamp = push.timestamp
    activities[index].pushCount += 1
    let isStale = stale || (activities[index].staleDate.map { $0 <= clock } ?? false)
    activities[index].phase = isStale ? .stale : .active
    if push.event == .end {
      end(index, at: clock, dismissAt: dismissal(push, at: clock, sink: &sink))
    }
    noteChange(of: index)
    return true
  }

  /// A broadcast update or end: every live activity listening on `channel` gets it under the
  /// usual rules. It counts as applied when at least one activity takes it; an activity that
  /// refuses it is then a warning, and an error when none takes it. Remarks that depend only
  /// on the push (stale-date, dismissal-date) are reported once.
  private mutating func broadcast(
    _ push: ActivityPush, on channel: String, number: Int, at clock: Instant, apply: Bool,
    statesByLayout: [Int: Record]?
  ) -> Receipt {
    let id = Self.broadcastName(channel)
    var listeners = 0
    var refusals: [Finding] = []
    var remarks: [Finding]? = nil
    for index in activities.indices where activities[index].channel == channel {
      listeners += 1
      guard activities[index].phase.isLive else { continue }
      var delivery = FindingSink(.push(number: number))
      let takes: Bool
      // Each listener gets its own copy of the push: delivering moves the state out of it.
      var own = push
      if let statesByLayout {
        guard let state = statesByLayout[activities[index].layout] else { continue }
        own.state = state
      }
      takes = deliver(&own, to: index, at: clock, apply: apply, naming: true, sink: &delivery)
      if takes {
        remarks = remarks ?? delivery.take()
      } else {
        refusals += delivery.take()
      }
    }
    guard let remarks else {
      guard refusals.isEmpty else { return Receipt(activityID: id, findings: refusals, applied: false) }
      let name = TerminalSafe.escape(channel)
      let why =
        listeners == 0
        ? "no activity listens on channel \"\(name)\" (a start subscribes with input-push-channel)"
        : "every activity on channel \"\(name)\" has ended"
      var sink = FindingSink(.push(number: number))
      sink.report(.lifecycleBroadcastUnheard, "\(why); the broadcast \(push.event.rawValue) reaches nothing")
      return Receipt(activityID: id, findings: sink.take(), applied: false)
    }
    for index in refusals.indices { refusals[index].severity = .warning }
    return Receipt(activityID: id, findings: remarks + refusals, applied: apply)
  }

  private func staleOnArrival(_ push: ActivityPush, at clock: Instant, sink: inout FindingSink) -> Bool {
    guard let staleDate = push.staleDate, staleDate <= clock else { return false }
    sink.report(
      .lifecycleStaleOnArrival,
      "stale-date \(ISO8601Text.format(staleDate)) is not after the push's arrival at "
        + "\(ISO8601Text.format(clock)); the activity is stale at once", keyPath: "aps.stale-date")
    return true
  }

  private func dismissal(_ push: ActivityPush, at clock: Instant, sink: inout FindingSink) -> Instant {
    let latest = clock.adding(configuration.maximumDismissalDelay)
    guard let date = push.dismissalDate else { return latest }
    if date <= clock {
      sink.report(
        .lifecycleImmediateDismissal,
        "dismissal-date \(ISO8601Text.format(date)) is not in the future; the activity leaves the "
          + "Lock Screen at once", keyPath: "aps.dismissal-date")
      return clock
    }
    if date > latest {
      sink.report(
        .lifecycleDismissalCapped,
        "dismissal-date \(ISO8601Text.format(date)) is \(PushDateText.duration(date.seconds(since: clock))) "
          + "after the end; iOS removes the activity after 4 h, at \(ISO8601Text.format(latest))",
        keyPath: "aps.dismissal-date")
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
    for index in activities.indices {
      guard let (kind, at) = pendingTransition(of: index), at <= limit else { continue }
      if best == nil || at < best!.2 { best = (index, kind, at) }
    }
    return best
  }

  /// The next transition of activity `index` on the clock: becoming stale, the system's end
  /// after 8 hours, or the dismissal of an ended one; nil once dismissed.
  private func pendingTransition(of index: Int) -> (kind: LifecycleEvent.Kind, at: Instant)? {
    let expiry = activities[index].startedAt.adding(configuration.maximumActiveDuration)
    switch activities[index].phase {
    case .active:
      if let stale = activities[index].staleDate, stale <= expiry { return (.becameStale, stale) }
      return (.endedBySystem, expiry)
    case .stale: return (.endedBySystem, expiry)
    case .ended: return activities[index].dismissAt.map { (.dismissed, $0) }
    case .dismissed: return nil
    }
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

  private func unixText(_ instant: Instant) -> String { PlainNumberText.text(instant.unixSeconds) }
}
