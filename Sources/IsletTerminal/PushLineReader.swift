import Foundation
import IsletCore
import Synchronization

/// Reads the push source on its own thread and delivers complete lines to a `PushLineQueue`:
/// stdin, a file, a FIFO, or (with `follow`) a file as it grows or a FIFO across writers.
final class PushLineReader: Sendable {
  private let source: PreviewPushSource
  private let queue: PushLineQueue
  private let maximumLineBytes: Int
  private let stopRequested = Atomic<Bool>(false)

  init(source: PreviewPushSource, queue: PushLineQueue, maximumLineBytes: Int) {
    self.source = source
    self.queue = queue
    self.maximumLineBytes = max(1, maximumLineBytes)
  }

  /// Starts the reader thread (does nothing for `.none`).
  func start() {
    guard source != .none else { return }
    Thread.detachNewThread { [self] in run() }
  }

  /// Asks the thread to stop at its next poll (within ~100 ms, or when its open returns).
  func stop() {
    stopRequested.store(true, ordering: .relaxed)
    queue.stop()
  }

  private var shouldStop: Bool { stopRequested.load(ordering: .relaxed) }

  private func run() {
    let (path, follow): (String?, Bool) =
      switch source {
      case .none, .standardInput: (nil, false)
      case .file(let path, let follow): (path, follow)
      }
    var splitter = LineSplitter(maximumLineBytes: maximumLineBytes)
    repeat {
      let descriptor = path.map { open($0, O_RDONLY | O_CLOEXEC) } ?? STDIN_FILENO
      guard descriptor >= 0 else {
        let why = String(cString: strerror(errno))
        queue.finish(.failed("cannot open \(TerminalSafe.escape(path ?? "stdin")): \(why)"))
        return
      }
      let outcome = read(descriptor, into: &splitter, followGrowth: follow && !isFIFO(descriptor))
      if path != nil { close(descriptor) }
      switch outcome {
      case .stopped: return
      case .failed(let why):
        queue.finish(.failed(why))
        return
      case .endOfFile:
        if let last = splitter.finish(), !queue.append([last]) { return }
      }
    } while follow && path != nil && !shouldStop
    queue.finish(.ended)
  }

  private enum Outcome {
    case endOfFile, stopped
    case failed(String)
  }

  /// Reads `descriptor` until end of file (or forever when following a growing file).
  private func read(_ descriptor: Int32, into splitter: inout LineSplitter, followGrowth: Bool) -> Outcome {
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while !shouldStop {
      var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
      let ready = poll(&request, 1, 100)
      if ready == 0 || (ready < 0 && errno == EINTR) { continue }
      let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR || errno == EAGAIN { continue }
        return .failed("reading pushes failed: \(String(cString: strerror(errno)))")
      }
      if count == 0 {
        guard followGrowth else { return .endOfFile }
        usleep(100_000)
        continue
      }
      let lines = splitter.feed(buffer[0..<count])
      if !lines.isEmpty, !queue.append(lines) { return .stopped }
    }
    return .stopped
  }

  private func isFIFO(_ descriptor: Int32) -> Bool {
    var info = stat()
    return fstat(descriptor, &info) == 0 && (info.st_mode & S_IFMT) == S_IFIFO
  }
}

extension PushLineReader {
  /// Cuts a byte stream into numbered lines (`\n`, with a `\r` before it dropped), keeping at
  /// most `maximumLineBytes` of each line but counting all of them.
  struct LineSplitter {
    let maximumLineBytes: Int
    private var current: [UInt8] = []
    private var currentCount = 0
    private var number = 0

    init(maximumLineBytes: Int) { self.maximumLineBytes = maximumLineBytes }

    /// The lines completed by `bytes`.
    mutating func feed(_ bytes: ArraySlice<UInt8>) -> [PreviewInputLine] {
      var lines: [PreviewInputLine] = []
      var start = bytes.startIndex
      while start < bytes.endIndex {
        let newline = bytes[start...].firstIndex(of: 10)
        let end = newline ?? bytes.endIndex
        append(bytes[start..<end])
        guard let newline else { break }
        lines.append(complete())
        start = newline + 1
      }
      return lines
    }

    /// The last line when the stream ends without a newline.
    mutating func finish() -> PreviewInputLine? {
      currentCount > 0 ? complete() : nil
    }

    private mutating func append(_ bytes: ArraySlice<UInt8>) {
      currentCount += bytes.count
      let room = maximumLineBytes + 1 - current.count
      if room > 0 { current += bytes.prefix(room) }
    }

    private mutating func complete() -> PreviewInputLine {
      number += 1
      var total = currentCount
      if current.last == 13, currentCount == current.count {
        current.removeLast()
        total -= 1
      }
      let line = PreviewInputLine(
        number: number, bytes: Array(current.prefix(maximumLineBytes)), byteCount: total)
      current.removeAll(keepingCapacity: true)
      currentCount = 0
      return line
    }
  }
}
