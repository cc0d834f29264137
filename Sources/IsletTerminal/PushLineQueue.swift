import Foundation
import IsletPreview

/// The hand-over between the push reader thread and the screen thread: complete lines (and
/// notices about the source, such as a followed file truncated) in order, bounded so a flood keeps memory flat (the reader waits, the writer's pipe fills),
/// never blocking the screen thread. The bound is small (500 lines, a few milliseconds of work)
/// so the screen is never far behind what was read: the last push read is on screen within a
/// frame. Lines arriving in an empty queue, and the source's end, wake a screen thread waiting
/// for keys (`wakeUp`), so it never sleeps through them.
final class PushLineQueue: @unchecked Sendable {
  /// How the source finished.
  enum End: Hashable, Sendable {
    case ended
    case failed(String)
  }

  /// What the reader hands over, in stream order.
  enum Entry: Hashable, Sendable {
    case line(PreviewInputLine)
    /// Something happened to the source between lines (already escaped), for the event log.
    case notice(String)

    var line: PreviewInputLine? {
      if case .line(let line) = self { line } else { nil }
    }
  }

  private let condition = NSCondition()
  private var lines: [Entry] = []
  private var head = 0
  private var bytes = 0
  private var end: End?
  private var isStopped = false
  private let lineCapacity: Int
  private let byteCapacity: Int
  /// Readable when lines arrived in an empty queue or the source ended since the last `clear`.
  let wakeUp = WakeUpPipe()

  init(lineCapacity: Int = 500, byteCapacity: Int = 32 << 20) {
    self.lineCapacity = lineCapacity
    self.byteCapacity = byteCapacity
  }

  /// Adds lines, waiting while the queue is full. Returns false once the queue is stopped.
  @discardableResult
  func append(_ batch: [PreviewInputLine]) -> Bool { append(entries: batch.map(Entry.line)) }

  /// Adds a notice after the lines appended so far. Returns false once the queue is stopped.
  @discardableResult
  func append(notice: String) -> Bool { append(entries: [.notice(notice)]) }

  private func append(entries batch: [Entry]) -> Bool {
    condition.lock()
    defer { condition.unlock() }
    while !isStopped, lines.count - head >= lineCapacity || bytes >= byteCapacity {
      condition.wait()
    }
    guard !isStopped else { return false }
    if lines.count == head { wakeUp?.wake() }
    lines += batch
    bytes += batch.reduce(0) { $0 + ($1.line?.bytes.count ?? 0) }
    return true
  }

  /// Records how the source ended; `take` reports it once the lines before it are taken.
  func finish(_ end: End) {
    condition.lock()
    self.end = end
    condition.unlock()
    wakeUp?.wake()
  }

  /// Up to `limit` entries in order, without waiting, and the source's end once all are taken.
  func take(upTo limit: Int) -> (entries: ArraySlice<Entry>, end: End?) {
    condition.lock()
    defer { condition.unlock() }
    let taken = lines[head..<min(lines.count, head + limit)]
    head += taken.count
    bytes -= taken.reduce(0) { $0 + ($1.line?.bytes.count ?? 0) }
    if head == lines.count {
      lines.removeAll(keepingCapacity: true)
      head = 0
    } else if head > 4096, head * 2 > lines.count {
      lines.removeFirst(head)
      head = 0
    }
    condition.broadcast()
    return (taken, head == lines.count ? end : nil)
  }

  /// Entries waiting to be taken.
  var count: Int {
    condition.lock()
    defer { condition.unlock() }
    return lines.count - head
  }

  /// Releases a waiting reader; later appends are refused.
  func stop() {
    condition.lock()
    isStopped = true
    condition.broadcast()
    condition.unlock()
  }
}
