import Foundation
import IsletPush
import Synchronization

/// `check-push`'s files read on a thread of their own, split into lines and their usual pushes
/// read (`PushReadAhead`), while the caller's thread checks the batches in order: the work that
/// depends only on the bytes on one core, the device, the verdicts and the output on the other
/// (with the usual pushes the reading thread leaves it, so both are as busy: the queue's length
/// when a batch is sent tells the read-ahead which waits). Each chunk read goes out at once (a
/// slow pipe's lines are checked as they come); at most `capacity` batches wait, and the
/// checked ones come back (`recycle`), so memory stays flat.
final class PushLineStream: Sendable {
  /// What the reading thread hands over, in order.
  enum Event: Sendable {
    /// The lines of the current file read next.
    case lines(PushLineBatch)
    /// The current file ended: its last line without a newline was in the batches before.
    case fileEnd
  }

  /// How many batches wait at most: enough to keep the reader busy while the checker takes one.
  static let capacity = 4
  /// How many bytes of regular files pay for a thread: below it the stream is checked on the
  /// caller's thread alone (`pays`).
  static let threadedByteCount = 2 * StreamInput.chunkSize

  /// What the two threads share.
  private final class Shared: Sendable {
    let events = HandOffQueue<Event>(capacity: PushLineStream.capacity)
    /// Checked batches, for the reader to fill again. Batches are made only when none is here,
    /// so there are at most `capacity` + 2: those waiting, the one being checked and the one
    /// being filled.
    let recycled = Mutex<[PushLineBatch]>([])

    /// A batch to fill: a checked one, emptied here (its records are freed on this thread, the
    /// one that made them, as their slots are filled again), else a new one.
    func spareBatch() -> PushLineBatch {
      guard var batch = recycled.withLock({ $0.popLast() }) else {
        return PushLineBatch(capacity: StreamInput.chunkSize)
      }
      batch.removeAll()
      return batch
    }

    /// Keeps `batch` for `spareBatch`.
    func recycle(_ batch: PushLineBatch) {
      recycled.withLock { $0.append(batch) }
    }
  }

  private let shared = Shared()

  /// Starts reading `paths` (`-` is standard input) in order, ahead of the checker.
  init(paths: [String], readAhead: PushReadAhead) {
    // The thread holds what is shared, not the stream: when the stream goes away (its checker
    // stopped early), the queue is closed and the thread ends at its next send.
    let shared = self.shared
    Thread.detachNewThread { Self.read(paths, readAhead: readAhead, shared: shared) }
  }

  deinit {
    shared.events.close()
  }

  /// A stream reading `paths` ahead for `checker`, or nil where a thread would not pay: one core,
  /// a checker with no usual reader (several layouts), or regular files of fewer than
  /// `threadedByteCount` bytes in all. A pipe or a terminal (its length unknown) pays.
  static func readingAhead(_ paths: [String], for checker: PushChecker) -> PushLineStream? {
    // The cores online, counted by `sysconf` after the files are looked at: Foundation's
    // `activeProcessorCount` reads the cgroup's CPU quota through its file APIs, ~0.5 M
    // instructions of every start. (A process held to one core by a quota or its affinity
    // takes two threads, then: the same verdicts, the reading shared as the two keep up.)
    guard pays(for: paths), sysconf(Int32(_SC_NPROCESSORS_ONLN)) > 1,
      let readAhead = PushReadAhead(for: checker)
    else { return nil }
    return PushLineStream(paths: paths, readAhead: readAhead)
  }

  /// Whether `paths` are worth a thread: a pipe or a terminal, or regular files of
  /// `threadedByteCount` bytes or more in all.
  static func pays(for paths: [String]) -> Bool {
    var byteCount = 0
    for path in paths {
      var status = stat()
      let found = path == "-" ? fstat(STDIN_FILENO, &status) == 0 : stat(path, &status) == 0
      // A missing file's error comes from reading it, on either path.
      guard found else { continue }
      guard status.st_mode & S_IFMT == S_IFREG else { return true }
      byteCount += Int(status.st_size)
    }
    return byteCount >= threadedByteCount
  }

  /// The next event; nil after the last file's end. Throws the reader's error (a file missing,
  /// a read failing) once the events before it are taken.
  func next() throws -> Event? {
    try shared.events.receive()
  }

  /// Gives a checked batch back, for the reader to fill again.
  func recycle(_ batch: PushLineBatch) {
    shared.recycle(batch)
  }

  /// The reading thread: each chunk of each file, split and read ahead, then the file's end.
  private static func read(_ paths: [String], readAhead: PushReadAhead, shared: Shared) {
    var readAhead = readAhead
    let events = shared.events
    do {
      for path in paths {
        var isOpen = true
        try StreamInput.withSource(path) { source in
          isOpen = try readAhead.read(spareBatch: shared.spareBatch, fill: source.fill) { batch in
            // A chunk inside a long line completes no line, nor does the end of a source that
            // ends with a newline.
            guard !batch.isEmpty else {
              shared.recycle(batch)
              return .even
            }
            let waiting = events.waitingCount
            guard events.send(.lines(batch)) else { return nil }
            return waiting == 0 ? .checkerWaits : waiting == capacity ? .readerWaits : .even
          }
        }
        guard isOpen, events.send(.fileEnd) else { return }
      }
      events.finish()
    } catch {
      events.finish(throwing: error)
    }
  }
}
