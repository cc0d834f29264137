import Dispatch
import Synchronization

/// The cases of a run on their way from the thread that prepares their states, in order, to
/// every core that checks them: a case is checked as soon as its state is prepared, while
/// later states are still being prepared. Each job's outcome is kept under the number `add`
/// gave it.
final class SnapshotCheckQueue<Job: Sendable, Outcome: Sendable>: Sendable {
  private struct Contents {
    var jobs: [Job] = []
    /// The number of the next job to take.
    var next = 0
    var outcomes: [Outcome?] = []
  }

  private let contents = Mutex(Contents())
  /// One signal for each job added, and one for each taker when the queue closes.
  private let available = DispatchSemaphore(value: 0)

  /// Adds a job; returns its number.
  func add(_ job: Job) -> Int {
    let number = contents.withLock { contents in
      contents.jobs.append(job)
      contents.outcomes.append(nil)
      return contents.jobs.count - 1
    }
    available.signal()
    return number
  }

  /// Says that no more jobs come, to each of the `takers` calling `take()`.
  func close(takers: Int) {
    for _ in 0..<takers { available.signal() }
  }

  /// The next job and its number, once there is one; nil when the queue is closed and every
  /// job taken. (A signal is a job added or a closing: when the jobs run out, only closings
  /// are left, so a taker never leaves while a job is still to come.)
  func take() -> (number: Int, job: Job)? {
    available.wait()
    return contents.withLock { contents in
      guard contents.next < contents.jobs.count else { return nil }
      defer { contents.next += 1 }
      return (contents.next, contents.jobs[contents.next])
    }
  }

  /// Keeps the outcome of job `number`.
  func finish(_ number: Int, with outcome: Outcome) {
    contents.withLock { $0.outcomes[number] = outcome }
  }

  /// The outcome of job `number`, once every taker has returned.
  func outcome(_ number: Int) -> Outcome {
    guard let outcome = contents.withLock({ $0.outcomes[number] }) else {
      preconditionFailure("snapshot job \(number) was never checked")
    }
    return outcome
  }
}
