/// The part of checking a push stream that depends only on its bytes and the schema, done on a
/// thread of its own ahead of the `PushChecker`: splitting chunks into lines as the checker's
/// `LineSplitter` would, and reading each usual push (`UsualPushReader.read`, a line that opens
/// with `{`). Its batches go to the checker's `take(_:_:)` in order; the verdicts are the ones
/// `consume` gives for the same chunks (`PushReadAheadTests`).
///
/// Reading the usual pushes is most of the two threads' work, so it is shared: each chunk's
/// first `readAheadLimit` lines are read here, the rest by the checker as it takes them. The
/// limit follows how the checker keeps up (`Pace`, once a batch): a checker waiting for batches
/// is left more lines to read, a checker with a full queue fewer. On the benchmark stream it
/// settles near four lines in five read here: 272 M instructions on this thread and 258 M on
/// the checker's for 100,000 pushes, against 333 M and 206 M with every line read here.
package struct PushReadAhead: Sendable {
  /// How the checker keeps up, as the batches waiting for it show when one more is handed over.
  package enum Pace: Sendable {
    /// None is waiting: the checker waits for the reading thread.
    case checkerWaits
    /// The queue is full: the reading thread waits for the checker.
    case readerWaits
    /// Some are waiting.
    case even
  }

  private var splitter: LineSplitter
  private var reader: UsualPushReader
  /// How many lines of a chunk, from its first, are read here (all, until the checker waits).
  private var readAheadLimit = Int.max

  /// The read-ahead for `checker`'s stream; nil when the checker has no usual reader (several
  /// layouts), so there is nothing to read ahead but lines.
  package init?(for checker: PushChecker) {
    guard let reader = checker.usualReader else { return nil }
    self.reader = reader
    splitter = LineSplitter(maximumLineLength: checker.options.maximumLineLength)
  }

  /// Reads one source to its end: each chunk `fill` writes into a batch from `spareBatch` split
  /// and read ahead, then the source's last line without a newline, each batch given to
  /// `handOver` in order (an empty one too, for its buffers), which tells how the checker keeps
  /// up. Returns false as soon as `handOver` returns nil (nobody takes the batches any more).
  package mutating func read(
    spareBatch: () -> PushLineBatch, fill: (UnsafeMutableBufferPointer<UInt8>) throws -> Int,
    handOver: (consuming PushLineBatch) -> Pace?
  ) rethrows -> Bool {
    while true {
      var batch = spareBatch()
      guard try batch.fill(fill) > 0 else {
        finish(&batch)
        return handOver(batch) != nil
      }
      split(&batch)
      let lineCount = batch.entries.count
      guard let pace = handOver(batch) else { return false }
      keep(pace, lineCount: lineCount)
    }
  }

  /// Moves the limit by a step of a 32nd of the last chunk's lines: down when the checker
  /// waits, up when the reading thread does.
  private mutating func keep(_ pace: Pace, lineCount: Int) {
    let (limit, step) = (min(readAheadLimit, lineCount), max(1, lineCount / 32))
    switch pace {
    case .checkerWaits: readAheadLimit = max(0, limit - step)
    case .readerWaits: readAheadLimit = limit + step
    case .even: break
    }
  }

  /// Splits the batch's chunk into lines, reading the usual pushes among them.
  package mutating func split(_ batch: inout PushLineBatch) {
    let count = batch.count
    withSplitter(adding: &batch) { lines, chunk, add in
      lines.feed(UnsafeBufferPointer(rebasing: chunk[..<count]), add)
    }
  }

  /// Ends the stream (or one file of it): adds a last line that had no newline.
  package mutating func finish(_ batch: inout PushLineBatch) {
    withSplitter(adding: &batch) { lines, _, add in lines.finish(add) }
  }

  /// Calls `body` with the splitter (out of `self`, while adding lines changes the reader), the
  /// batch's chunk, and what adds a piece of it to the batch.
  private mutating func withSplitter(
    adding batch: inout PushLineBatch,
    _ body: (inout LineSplitter, UnsafeBufferPointer<UInt8>, (LineSplitter.Piece) -> Void) -> Void
  ) {
    var lines = splitter
    splitter = LineSplitter(maximumLineLength: 0)
    defer { splitter = lines }
    let chunk = batch.chunk
    chunk.withUnsafeBufferPointer { whole in
      guard let start = whole.baseAddress else { return }
      body(&lines, whole) { piece in add(piece, to: &batch, chunkStart: start) }
    }
  }

  private mutating func add(
    _ piece: LineSplitter.Piece, to batch: inout PushLineBatch, chunkStart: UnsafePointer<UInt8>
  ) {
    switch piece {
    case .text(let bytes, let line):
      let isReadAhead = batch.entries.count < readAheadLimit
      var reading: UsualPushReader.Reading? = nil
      if isReadAhead && bytes.first == UInt8(ascii: "{") {
        var spare = batch.takeSpareState()
        reading = reader.read(bytes, reusing: &spare)
      }
      batch.append(bytes, line: line, reading: reading, isReadAhead: isReadAhead, chunkStart: chunkStart)
    case .tooLong(let line):
      batch.appendTooLong(line: line)
    }
  }
}
