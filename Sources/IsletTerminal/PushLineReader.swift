import Foundation
import IsletModel
import IsletPreview
import IsletPush
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
    var splitter = LineSplitter(maximumLineLength: maximumLineBytes)
    repeat {
      let descriptor = path.map { open($0, O_RDONLY | O_CLOEXEC) } ?? STDIN_FILENO
      guard descriptor >= 0 else {
        let why = String(cString: strerror(errno))
        queue.finish(.failed("cannot open \(TerminalSafe.escape(path ?? "stdin")): \(why)"))
        return
      }
      let followed = follow && !isFIFO(descriptor) ? path : nil
      let outcome = read(descriptor, into: &splitter, following: followed)
      if path != nil { close(descriptor) }
      switch outcome {
      case .stopped: return
      case .failed(let why):
        queue.finish(.failed(why))
        return
      case .replaced:
        // The rest of the old file was read; a partial last line of it is dropped.
        splitter = LineSplitter(maximumLineLength: maximumLineBytes)
        let shown = TerminalSafe.escape(path ?? "")
        if !queue.append(notice: "\(shown) was replaced: reading the new file from its start") { return }
        continue
      case .endOfFile:
        var last: [PreviewInputLine] = []
        splitter.finish { last.append(PreviewInputLine($0)) }
        if !last.isEmpty, !queue.append(last) { return }
      }
    } while follow && path != nil && !shouldStop
    queue.finish(.ended)
  }

  private enum Outcome {
    case endOfFile, stopped
    /// The followed path now names another file (log rotation, an editor's save).
    case replaced
    case failed(String)
  }

  /// Reads `descriptor` until end of file, or, following the regular file at `following`,
  /// forever as it grows — as `tail -F` does: a file cut shorter than what was read (`: > file`,
  /// a log reset) is read again from its start, and a path that names a new file (another
  /// inode) ends this descriptor once it is read to its end.
  private func read(_ descriptor: Int32, into splitter: inout LineSplitter, following: String?) -> Outcome {
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
        guard let path = following else { return .endOfFile }
        switch FollowedFile.change(of: descriptor, at: path) {
        case .none: usleep(100_000)
        case .replaced: return .replaced
        case .truncated:
          lseek(descriptor, 0, SEEK_SET)
          splitter = LineSplitter(maximumLineLength: maximumLineBytes)
          let notice = "\(TerminalSafe.escape(path)) was truncated: reading it again from its start"
          if !queue.append(notice: notice) { return .stopped }
        }
        continue
      }
      var lines: [PreviewInputLine] = []
      buffer.withUnsafeBufferPointer { read in
        splitter.feed(UnsafeBufferPointer(rebasing: read[0..<count])) { lines.append(PreviewInputLine($0)) }
      }
      if !lines.isEmpty, !queue.append(lines) { return .stopped }
    }
    return .stopped
  }

  private func isFIFO(_ descriptor: Int32) -> Bool {
    var info = stat()
    return fstat(descriptor, &info) == 0 && (info.st_mode & S_IFMT) == S_IFIFO
  }
}

extension PreviewInputLine {
  /// A line from the core's `LineSplitter` (the same splitter `check-push` uses, so both count
  /// and cut lines alike); an over-long line arrives empty, marked over the limit.
  init(_ piece: LineSplitter.Piece) {
    switch piece {
    case .text(let bytes, let line): self.init(number: line, bytes: Array(bytes))
    case .tooLong(let line): self.init(number: line, bytes: [], isOverLimit: true)
    }
  }
}
