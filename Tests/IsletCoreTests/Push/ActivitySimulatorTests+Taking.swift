import Testing

@testable import IsletModel
@testable import IsletPush

/// `receive(taking:)`, the checker's way in: an applied push's records move into the device, a
/// refused push keeps them, and the device ends up as `receive` leaves it.
extension ActivitySimulatorTests {
  @Test func anAppliedPushGivesItsRecordsToTheDevice() {
    var simulator = ActivitySimulator()
    var start = push(.start, at: 0, "a")
    _ = simulator.receive(taking: &start, number: 1, payloadIsValid: true, statesByLayout: nil)
    #expect(start.attributes == nil && start.state == nil)
    var update = push(.update, at: 60, stops: 1)
    let receipt = simulator.receive(taking: &update, number: 2, payloadIsValid: true, statesByLayout: nil)
    #expect(receipt.applied && update.state == nil)
    #expect(simulator.activities.map { $0.state["stopsAway"] } == [.int(1)])
  }

  @Test func aRefusedPushKeepsItsState() {
    var simulator = ActivitySimulator()
    var start = push(.start, at: 60, "a")
    _ = simulator.receive(taking: &start, number: 1, payloadIsValid: true, statesByLayout: nil)
    var older = push(.update, at: 30, stops: 0)
    let receipt = simulator.receive(taking: &older, number: 2, payloadIsValid: true, statesByLayout: nil)
    #expect(!receipt.applied && older.state != nil)
    var invalid = push(.update, at: 90, stops: 0)
    _ = simulator.receive(taking: &invalid, number: 3, payloadIsValid: false, statesByLayout: nil)
    #expect(invalid.state != nil)
    #expect(simulator.activities.map { $0.state["stopsAway"] } == [.int(3)])
  }

  @Test func takingAndCopyingLeaveTheSameDevice() {
    let pushes = [
      push(.start, at: 0, "a", channel: "game"), push(.start, at: 1, "b", channel: "game"),
      push(.update, at: 60, stops: 0, channel: "game"), push(.update, at: 90, "a", stops: 2),
      push(.end, at: 120, "b", dismissal: 30),
    ]
    var copying = ActivitySimulator()
    var taking = ActivitySimulator()
    for (index, original) in pushes.enumerated() {
      var push = original
      let copied = copying.receive(original, number: index + 1)
      let taken = taking.receive(taking: &push, number: index + 1, payloadIsValid: true, statesByLayout: nil)
      #expect(copied == taken)
    }
    #expect(copying == taking)
  }
}
