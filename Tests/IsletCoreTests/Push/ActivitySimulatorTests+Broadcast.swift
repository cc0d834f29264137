import Testing

@testable import IsletPush

/// Broadcast channels (iOS 18+) and the push-to-start budget on the simulated device.
extension ActivitySimulatorTests {
  @Test func broadcastReachesEveryLiveActivityOnItsChannel() {
    var simulator = ActivitySimulator()
    let receipts = run(
      &simulator,
      [
        push(.start, at: 0, "a", channel: "game"), push(.start, at: 1, "b", channel: "game"),
        push(.start, at: 2, "c", channel: "other"), push(.start, at: 3, "d"),
        push(.update, at: 60, stops: 0, channel: "game"),
      ])
    #expect(receipts.map(\.applied) == [true, true, true, true, true])
    #expect(receipts[4].activityID == "channel:game")
    #expect(receipts[4].findings.isEmpty)
    #expect(simulator.activities.map { $0.state["stopsAway"] } == [.int(0), .int(0), .int(3), .int(3)])
    #expect(simulator.activities.map(\.pushCount) == [2, 2, 1, 1])
    #expect(simulator.activities.map(\.channel) == ["game", "game", "other", nil])
  }

  @Test func broadcastEndEndsEverySubscriberAndLaterBroadcastsReachNothing() {
    var simulator = ActivitySimulator()
    let receipts = run(
      &simulator,
      [
        push(.start, at: 0, "a", channel: "game"), push(.start, at: 1, "b", channel: "game"),
        push(.end, at: 60, dismissal: 30, channel: "game"), push(.update, at: 120, channel: "game"),
      ])
    #expect(receipts.map(\.applied) == [true, true, true, false])
    // The immediate dismissal is one remark about the push, not one per activity.
    #expect(receipts[2].findings.map(\.code) == [.lifecycleImmediateDismissal])
    #expect(simulator.activities.map(\.phase) == [.dismissed, .dismissed])
    #expect(receipts[3].findings.map(\.code) == [.lifecycleBroadcastUnheard])
    #expect(
      receipts[3].findings.first?.message.contains("every activity on channel \"game\" has ended") == true)
  }

  @Test func broadcastToAChannelNobodyListensOnIsAnError() {
    var simulator = ActivitySimulator()
    let receipts = run(&simulator, [push(.start, at: 0, "a"), push(.update, at: 60, channel: "game")])
    #expect(!receipts[1].applied)
    #expect(receipts[1].findings.map(\.severity) == [.error])
    #expect(receipts[1].findings.first?.message.contains("no activity listens on channel \"game\"") == true)
    #expect(simulator.activities[0].pushCount == 1)
  }

  /// An activity that refuses the broadcast (its last push is newer) is a warning while
  /// another takes it, and an error when none does.
  @Test func subscriberThatRefusesABroadcastIsNamed() {
    var simulator = ActivitySimulator()
    let receipts = run(
      &simulator,
      [
        push(.start, at: 0, "a", channel: "game"), push(.start, at: 100, "b", channel: "game"),
        push(.update, at: 50, channel: "game"), push(.update, at: 40, channel: "game"),
      ])
    #expect(receipts[2].applied)
    #expect(receipts[2].findings.map(\.code) == [.lifecycleNotNewer])
    #expect(receipts[2].findings.map(\.severity) == [.warning])
    #expect(receipts[2].findings.first?.message.hasPrefix("b: timestamp") == true)
    #expect(!receipts[3].applied)
    #expect(receipts[3].findings.map(\.severity) == [.error, .error])
  }

  @Test func pushToStartBudgetWarnsFromTheEleventhStartWithinAnHour() {
    var simulator = ActivitySimulator()
    var pushes: [ActivityPush] = []
    for index in 0..<12 {
      pushes.append(push(.start, at: Double(index * 300)))
      pushes.append(push(.end, at: Double(index * 300 + 1), dismissal: 0))
    }
    let receipts = run(&simulator, pushes)
    let starts = stride(from: 0, to: receipts.count, by: 2).map { receipts[$0] }
    #expect(starts.allSatisfy { $0.applied })
    #expect(
      starts.map { $0.findings.map(\.code) } == Array(repeating: [], count: 10) + [
        [.lifecyclePushToStartBudget], [.lifecyclePushToStartBudget],
      ])
    #expect(starts[10].findings.first?.message.contains("approximate") == true)
    // An hour after the first start the window has moved on.
    let later = run(&simulator, [push(.start, at: 4200)])
    #expect(later.map(\.findings) == [[]])
  }

  @Test func pushToStartBudgetCanBeTurnedOff() {
    var simulator = ActivitySimulator(configuration: .init(pushToStartBudget: 0))
    let pushes = (0..<12).flatMap { [push(.start, at: Double($0 * 2)), push(.end, at: Double($0 * 2 + 1))] }
    #expect(run(&simulator, pushes).allSatisfy { $0.findings.isEmpty })
  }
}
