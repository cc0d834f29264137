import Dispatch
import Foundation
import Synchronization
import Testing

@testable import islet

@Suite struct HandOffQueueTests {
  struct Failure: Error, Equatable {}

  /// Values sent from another thread, many more than the queue holds, arrive all and in order.
  @Test func valuesArriveInOrderThroughAFullQueue() throws {
    let queue = HandOffQueue<Int>(capacity: 2)
    Thread.detachNewThread {
      for value in 0..<10_000 { _ = queue.send(value) }
      queue.finish()
    }
    var received: [Int] = []
    while let value = try queue.receive() { received.append(value) }
    #expect(received == Array(0..<10_000))
    // Once ended, the queue stays ended.
    #expect(try queue.receive() == nil)
  }

  /// The sender's error reaches the receiver after every value sent before it, and again on
  /// every later call.
  @Test func anErrorComesAfterTheValuesSentBeforeIt() throws {
    let queue = HandOffQueue<String>(capacity: 4)
    #expect(queue.send("a") && queue.send("b"))
    queue.finish(throwing: Failure())
    #expect(try queue.receive() == "a")
    #expect(try queue.receive() == "b")
    #expect(throws: Failure.self) { try queue.receive() }
    #expect(throws: Failure.self) { try queue.receive() }
  }

  /// The values waiting are counted as they are sent and taken (the read-ahead's pace).
  @Test func theValuesWaitingAreCounted() throws {
    let queue = HandOffQueue<Int>(capacity: 4)
    #expect(queue.waitingCount == 0)
    #expect(queue.send(1) && queue.send(2))
    #expect(queue.waitingCount == 2)
    #expect(try queue.receive() == 1)
    #expect(queue.waitingCount == 1)
  }

  /// A sender waiting for room in a full queue is let go when the receiver leaves: its send
  /// returns false, as does every later one, so the sending thread can end.
  @Test func aSenderWaitingOnAFullQueueIsLetGoWhenTheReceiverLeaves() {
    let queue = HandOffQueue<Int>(capacity: 1)
    #expect(queue.send(1))
    let outcomes = Mutex<[Bool]>([])
    let done = DispatchSemaphore(value: 0)
    Thread.detachNewThread {
      let waited = queue.send(2)
      let later = queue.send(3)
      outcomes.withLock { $0 = [waited, later] }
      done.signal()
    }
    queue.close()
    #expect(done.wait(timeout: .now() + 10) == .success, "the sender still waits")
    #expect(outcomes.withLock { $0 } == [false, false])
  }
}
