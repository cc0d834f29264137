import Foundation
import IsletPreview

/// The hand-over between the push reader thread and the screen thread: complete lines in
/// order, bounded so a flood keeps memory flat (the reader waits, the writer's pipe fills),
/// never blocking the screen thread. The bound is small (2,000 lines, tens of milliseconds of
/// work) so the screen is never far behind what was read: the last push read is on screen
/// within a frame or two.
final class PushLineQueue: @unchecked Sendable {
  /// How the source finished.
  enum End: Hashable, Sendable {
    case ended
    case failed(String)
  }

  private let condition = NSCondition()
  private var lines: [PreviewInputLine] = []
  private var head = 0
  private var bytes = 0
  private var end: End?
  private var isStopped = false
  private let lineCapacity: Int
  private let byteCapacity: Int

  init(lineCapacity: Int = 2_000, byteCapacity: Int = 32 << 20) {
    self.lineCapacity = lineCapacity
    self.byteCapacity = byteCapacity
  }

  /// Adds lines, waiting while the queue is full. Returns false once the queue is stopped.
  @discardableResult
  func append(_ batch: [PreviewInputLine]) -> Bool {
    condition.lock()
    defer { condition.unlock() }
    while !isStopped, lines.count - head >= lineCapacity || bytes >= byteCapacity {
      condition.wait()
    }
    guard !isStopped else { return false }
    lines += batch
    bytes += batch.reduce(0) { $0 + $1.bytes.count }
    return true
  }

  /// Records how the source ended; `take` reports it once the lines before it are taken.
  func finish(_ end: End) {
    condition.lock()
    self.end = end
    condition.unlock()
  }

  /// Up to `limit` lines in order, without waiting, and the source's end once all are taken.
  func take(upTo limit: Int) -> (lines: ArraySlice<PreviewInputLine>, end: End?) {
    condition.lock()
    defer { condition.unlock() }
    let taken = lines[head..<min(lines.count, head + limit)]
    head += taken.count
    bytes -= taken.reduce(0) { $0 + $1.bytes.count }
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

  /// Lines waiting to be taken.
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
