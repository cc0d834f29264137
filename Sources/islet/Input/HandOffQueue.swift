import Dispatch
import Synchronization

/// Values handed from one thread to one other, in order, at most `capacity` of them waiting:
/// the sender waits while the queue is full, so memory stays bounded however far it is ahead.
/// The sender ends the values with `finish` (an error, if it failed, reaches the receiver after
/// the values sent before it); a receiver that leaves early `close`s the queue, and the sender's
/// next `send` says so. One sender and one receiver.
final class HandOffQueue<Element: Sendable>: Sendable {
  private struct Contents {
    var waiting: [Element] = []
    /// How the sender ended: nil while it may send more.
    var end: Result<Void, any Error>?
    /// Whether the receiver left.
    var isClosed = false
  }

  private let contents = Mutex(Contents())
  /// One signal for each value sent, and one for the end.
  private let sent = DispatchSemaphore(value: 0)
  /// One signal for each free place, and one when the receiver leaves. Created at 0 and signalled
  /// up to `capacity`: a semaphore destroyed below the value it was created with traps, and the
  /// queue may go away with values in it.
  private let room = DispatchSemaphore(value: 0)

  init(capacity: Int) {
    precondition(capacity > 0, "a hand-off queue needs room for a value")
    for _ in 0..<capacity { room.signal() }
  }

  /// Adds `element` after the values sent before it, waiting while the queue is full; false
  /// (and the value dropped) once the receiver has left.
  func send(_ element: Element) -> Bool {
    room.wait()
    let isTaken = contents.withLock { contents in
      guard !contents.isClosed else { return false }
      contents.waiting.append(element)
      return true
    }
    if isTaken { sent.signal() } else { room.signal() }
    return isTaken
  }

  /// How many values are waiting for the receiver.
  var waitingCount: Int {
    contents.withLock { $0.waiting.count }
  }

  /// Ends the values: after the last one, `receive` returns nil, or throws `error`.
  func finish(throwing error: (any Error)? = nil) {
    contents.withLock { $0.end = error.map { .failure($0) } ?? .success(()) }
    sent.signal()
  }

  /// The next value, once there is one; nil after the last (every time, once the sender
  /// finished), or the sender's error instead of nil.
  func receive() throws -> Element? {
    sent.wait()
    let next: Result<Element?, any Error> = contents.withLock { contents in
      if !contents.waiting.isEmpty { return .success(contents.waiting.removeFirst()) }
      // Only the end's signal is left; it stays for the next call.
      sent.signal()
      return contents.end?.map { nil } ?? .success(nil)
    }
    if case .success(_?) = next { room.signal() }
    return try next.get()
  }

  /// Leaves: the sender's next `send`, or one waiting, returns false.
  func close() {
    contents.withLock { $0.isClosed = true }
    room.signal()
  }
}
