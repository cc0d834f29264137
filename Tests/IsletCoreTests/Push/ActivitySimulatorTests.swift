import Testing

@testable import IsletModel
@testable import IsletPush

@Suite struct ActivitySimulatorTests {
  static let t0 = Instant(unixSeconds: 1_782_000_000)

  func push(
    _ event: PushEvent, at offset: Double, _ address: String? = nil, stops: Int = 3, stale: Double? = nil,
    dismissal: Double? = nil, relevance: Double? = nil, channel: String? = nil
  ) -> ActivityPush {
    ActivityPush(
      event: event, timestamp: Self.t0.adding(offset), address: address,
      attributes: event == .start ? Record(["orderID": .string("A-1")]) : nil,
      state: Record(["stopsAway": .int(stops)]), staleDate: stale.map { Self.t0.adding($0) },
      dismissalDate: dismissal.map { Self.t0.adding($0) }, relevanceScore: relevance, channel: channel)
  }

  /// Advances to each push's timestamp, then applies it; returns the receipts.
  func run(_ simulator: inout ActivitySimulator, _ pushes: [ActivityPush]) -> [ActivitySimulator.Receipt] {
    pushes.enumerated().map { index, push in
      _ = simulator.advance(to: push.timestamp)
      return simulator.receive(push, number: index + 1)
    }
  }

  @Test func appliesInTimestampOrderAndDropsOlderPushes() {
    var simulator = ActivitySimulator()
    let receipts = run(
      &simulator, [push(.start, at: 0), push(.update, at: 60, stops: 2), push(.update, at: 30, stops: 9)])
    #expect(receipts.map(\.applied) == [true, true, false])
    #expect(receipts[2].findings.map(\.code) == [.lifecycleNotNewer])
    let activity = simulator.activities[0]
    #expect(activity.state["stopsAway"] == .int(2))
    #expect(activity.pushCount == 2)
    #expect(activity.lastPushTimestamp == Self.t0.adding(60))
  }

  @Test func lateUpdateAfterEndIsDropped() {
    var simulator = ActivitySimulator()
    let receipts = run(&simulator, [push(.start, at: 0), push(.end, at: 60), push(.update, at: 120)])
    #expect(receipts.map(\.applied) == [true, true, false])
    #expect(receipts[2].findings.map(\.code) == [.lifecycleActivityEnded])
    #expect(simulator.activities[0].phase == .ended)
  }

  @Test func becomesStaleBetweenPushesAndAnUpdateRefreshesIt() {
    var simulator = ActivitySimulator()
    _ = run(&simulator, [push(.start, at: 0, stale: 600)])
    let events = simulator.advance(to: Self.t0.adding(900))
    #expect(events == [LifecycleEvent(kind: .becameStale, activityID: "activity-1", at: Self.t0.adding(600))])
    #expect(simulator.activities[0].phase == .stale)
    _ = simulator.receive(push(.update, at: 900, stale: 1800), number: 2)
    #expect(simulator.activities[0].phase == .active)
    #expect(!simulator.activities[0].isStale(at: Self.t0.adding(900)))
  }

  @Test func endsAfterEightHoursThenDismissesAfterFourMore() {
    var simulator = ActivitySimulator()
    _ = run(&simulator, [push(.start, at: 0)])
    let events = simulator.advance(to: Self.t0.adding(13 * 3600))
    #expect(events.map(\.kind) == [.endedBySystem, .dismissed])
    #expect(events.map(\.at) == [Self.t0.adding(8 * 3600), Self.t0.adding(12 * 3600)])
    #expect(simulator.activities[0].phase == .dismissed)
    let late = simulator.receive(push(.update, at: 13 * 3600, "activity-1"), number: 2)
    #expect(late.findings.map(\.code) == [.lifecycleActivityEnded])
    let unaddressed = simulator.receive(push(.update, at: 13 * 3600), number: 3)
    #expect(unaddressed.findings.map(\.code) == [.lifecycleNoActivity])
  }

  @Test func dismissalFollowsTheDismissalDate() {
    var defaulted = ActivitySimulator()
    _ = run(&defaulted, [push(.start, at: 0), push(.end, at: 60)])
    #expect(defaulted.activities[0].dismissAt == Self.t0.adding(60 + 4 * 3600))

    var immediate = ActivitySimulator()
    let receipts = run(&immediate, [push(.start, at: 0), push(.end, at: 60, dismissal: -100)])
    #expect(immediate.activities[0].phase == .dismissed)
    #expect(receipts[1].findings.map(\.code) == [.lifecycleImmediateDismissal])

    var later = ActivitySimulator()
    _ = run(&later, [push(.start, at: 0), push(.end, at: 60, dismissal: 660)])
    #expect(later.advance(to: Self.t0.adding(700)).map(\.kind) == [.dismissed])

    var capped = ActivitySimulator()
    let cappedReceipts = run(&capped, [push(.start, at: 0), push(.end, at: 60, dismissal: 86_400)])
    #expect(capped.activities[0].dismissAt == Self.t0.adding(60 + 4 * 3600))
    #expect(cappedReceipts[1].findings.map(\.code) == [.lifecycleDismissalCapped])
  }

  @Test func islandShowsHighestRelevanceThenFirstStarted() {
    var simulator = ActivitySimulator()
    _ = run(&simulator, [push(.start, at: 0, "a"), push(.start, at: 10, "b")])
    #expect(simulator.islandActivity?.id == "a")
    _ = run(&simulator, [push(.update, at: 20, "b", relevance: 80)])
    #expect(simulator.islandActivity?.id == "b")
    #expect(simulator.liveActivitiesByRelevance.map(\.id) == ["b", "a"])
    _ = run(&simulator, [push(.end, at: 30, "b")])
    #expect(simulator.islandActivity?.id == "a")
  }

  @Test func pushesWithoutAddressGoToTheMostRecentActivity() {
    var simulator = ActivitySimulator()
    let receipts = run(&simulator, [push(.start, at: 0), push(.start, at: 10), push(.update, at: 20)])
    #expect(receipts.map(\.activityID) == ["activity-1", "activity-2", "activity-2"])
  }

  @Test func concurrencyLimitDropsExtraStarts() {
    var simulator = ActivitySimulator(configuration: .init(maximumConcurrentActivities: 2))
    let receipts = run(
      &simulator,
      [push(.start, at: 0), push(.start, at: 1), push(.start, at: 2), push(.end, at: 3), push(.start, at: 4)])
    #expect(receipts.map(\.applied) == [true, true, false, true, true])
    #expect(receipts[2].findings.map(\.code) == [.lifecycleTooManyActivities])
  }

  @Test func dismissedActivitiesAreForgottenBeyondTheRetentionLimit() {
    var simulator = ActivitySimulator(configuration: .init(retainedDismissedActivities: 2))
    for index in 0..<10 {
      _ = run(
        &simulator,
        [push(.start, at: Double(index * 10)), push(.end, at: Double(index * 10 + 5), dismissal: 0)])
    }
    #expect(simulator.activities.count == 2)
    #expect(simulator.activities.map(\.id) == ["activity-9", "activity-10"])
  }

  @Test func uncommittedPushChangesNothing() {
    var simulator = ActivitySimulator()
    _ = run(&simulator, [push(.start, at: 0)])
    let before = simulator
    let receipt = simulator.receive(push(.update, at: 60, stops: 0), number: 2, payloadIsValid: false)
    #expect(!receipt.applied)
    #expect(simulator.activities == before.activities)
  }
}
