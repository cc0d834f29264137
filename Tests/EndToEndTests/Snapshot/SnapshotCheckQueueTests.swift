import Dispatch
import IsletSnapshot
import Synchronization
import Testing

@testable import islet

@Suite struct SnapshotCheckQueueTests {
  /// Jobs added while three other threads already wait for them are each taken exactly once,
  /// every taker returns once the queue is closed, and each outcome is kept under its job's
  /// number.
  @Test func everyJobIsTakenOnceAndItsOutcomeKeptByNumber() {
    let queue = SnapshotCheckQueue<String, SnapshotOutcome>()
    let taken = Mutex<[Int]>([])
    @Sendable func takeEvery() {
      while let (number, job) = queue.take() {
        taken.withLock { $0.append(number) }
        queue.finish(number, with: SnapshotOutcome(name: job, path: "\(number).snap", status: .passed))
      }
    }
    let takers = DispatchGroup()
    for _ in 0..<3 { DispatchQueue.global().async(group: takers) { takeEvery() } }
    let numbers = (0..<200).map { queue.add("case \($0)") }
    queue.close(takers: 4)
    takeEvery()
    takers.wait()
    #expect(numbers == Array(0..<200))
    #expect(taken.withLock { $0.sorted() } == numbers)
    #expect(numbers.map { queue.outcome($0).name } == numbers.map { "case \($0)" })
    #expect(numbers.map { queue.outcome($0).path } == numbers.map { "\($0).snap" })
  }

  /// A queue closed with nothing in it lets every taker return at once.
  @Test func anEmptyClosedQueueLetsEveryTakerReturn() {
    let queue = SnapshotCheckQueue<String, SnapshotOutcome>()
    queue.close(takers: 2)
    #expect(queue.take() == nil)
    #expect(queue.take() == nil)
  }
}
