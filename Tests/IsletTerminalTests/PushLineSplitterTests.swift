import Foundation
import IsletPreview
import IsletPush
import Testing

@testable import IsletTerminal

/// The preview reads lines with the core's `LineSplitter`; these check the hand-over.
@Suite struct PushLineSplitterTests {
  func feed(_ chunks: [String], limit: Int = 100) -> [PreviewInputLine] {
    var splitter = LineSplitter(maximumLineLength: limit)
    var lines: [PreviewInputLine] = []
    for chunk in chunks { splitter.feed(Array(chunk.utf8)) { lines.append(PreviewInputLine($0)) } }
    splitter.finish { lines.append(PreviewInputLine($0)) }
    return lines
  }

  @Test func linesAreNumberedAcrossChunksCRLFIsOneEndingAndBlankLinesAreSkipped() {
    let lines = feed(["{\"a\":1}\r\n{\"b\"", ":2}\n\n", "tail"])
    #expect(lines.map(\.number) == [1, 2, 4])
    #expect(lines.map { String(decoding: $0.bytes, as: UTF8.self) } == ["{\"a\":1}", "{\"b\":2}", "tail"])
  }

  @Test func anOverlongLineArrivesEmptyAndMarkedOverTheLimit() {
    let lines = feed([String(repeating: "x", count: 250) + "\nok\n"], limit: 10)
    #expect(lines.count == 2)
    #expect(lines[0].bytes.isEmpty)
    #expect(lines[0].isOverLimit)
    #expect(!lines[1].isOverLimit)
  }

  @Test func aLineExactlyAtTheLimitWithCRLFIsNotOverTheLimit() {
    let lines = feed(["abcd\r\n"], limit: 4)
    #expect(lines.first?.bytes == Array("abcd".utf8))
    #expect(lines.first?.isOverLimit == false)
  }
}

@Suite struct PushLineQueueTests {
  func lines(_ range: ClosedRange<Int>) -> [PreviewInputLine] {
    range.map { PreviewInputLine(number: $0, bytes: [UInt8(truncatingIfNeeded: $0)]) }
  }

  @Test func linesComeOutInOrderAndTheEndAfterTheLastOne() {
    let queue = PushLineQueue()
    queue.append(lines(1...5))
    queue.finish(.ended)
    let first = queue.take(upTo: 3)
    #expect(first.entries.compactMap(\.line).map(\.number) == [1, 2, 3])
    #expect(first.end == nil)
    let second = queue.take(upTo: 10)
    #expect(second.entries.compactMap(\.line).map(\.number) == [4, 5])
    #expect(second.end == .ended)
    #expect(queue.count == 0)
  }

  /// Whether the queue's wake-up is readable now.
  func wakesTheScreen(_ queue: PushLineQueue) -> Bool {
    var wait = pollfd(fd: queue.wakeUp?.readDescriptor ?? -1, events: Int16(POLLIN), revents: 0)
    return poll(&wait, 1, 0) == 1
  }

  @Test func linesArrivingInAnEmptyQueueAndTheEndWakeTheScreen() {
    let queue = PushLineQueue()
    #expect(!wakesTheScreen(queue))
    queue.append(lines(1...2))
    #expect(wakesTheScreen(queue))
    queue.wakeUp?.clear()
    #expect(!wakesTheScreen(queue))
    // Lines behind others the screen has not taken yet need no wake: it is already due.
    queue.append(lines(3...3))
    #expect(!wakesTheScreen(queue))
    _ = queue.take(upTo: 10)
    queue.append(lines(4...4))
    #expect(wakesTheScreen(queue))
    queue.wakeUp?.clear()
    queue.finish(.ended)
    #expect(wakesTheScreen(queue))
  }

  @Test func aNoticeKeepsItsPlaceBetweenLines() {
    let queue = PushLineQueue()
    queue.append(lines(1...2))
    queue.append(notice: "pushes was truncated")
    queue.append(lines(1...1))
    #expect(
      queue.take(upTo: 10).entries == [
        .line(PreviewInputLine(number: 1, bytes: [1])), .line(PreviewInputLine(number: 2, bytes: [2])),
        .notice("pushes was truncated"), .line(PreviewInputLine(number: 1, bytes: [1])),
      ])
  }

  @Test func aFullQueueHoldsTheWriterBackUntilLinesAreTaken() async {
    let queue = PushLineQueue(lineCapacity: 2)
    queue.append(lines(1...2))
    let writer = Task.detached { queue.append([PreviewInputLine(number: 3, bytes: [])]) }
    #expect(queue.count == 2)
    _ = queue.take(upTo: 2)
    #expect(await writer.value)
    #expect(queue.take(upTo: 5).entries.compactMap(\.line).map(\.number) == [3])
  }

  @Test func stoppingReleasesAWaitingWriter() async {
    let queue = PushLineQueue(lineCapacity: 1)
    queue.append(lines(1...1))
    let writer = Task.detached { queue.append(lines(2...2)) }
    queue.stop()
    #expect(await writer.value == false)
  }
}
