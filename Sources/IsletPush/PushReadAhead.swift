/// The part of checking a push stream that depends only on its bytes and the schema, done on a
/// thread of its own ahead of the `PushChecker`: splitting chunks into lines as the checker's
/// `LineSplitter` would, and reading each usual push (`UsualPushReader.read`, a line that opens
/// with `{`). Its batches go to the checker's `take(_:_:)` in order; the verdicts are the ones
/// `consume` gives for the same chunks (`PushReadAheadTests`).
package struct PushReadAhead: Sendable {
  private var splitter: LineSplitter
  private var reader: UsualPushReader

  /// The read-ahead for `checker`'s stream; nil when the checker has no usual reader (several
  /// layouts), so there is nothing to read ahead but lines.
  package init?(for checker: PushChecker) {
    guard let reader = checker.usualReader else { return nil }
    self.reader = reader
    splitter = LineSplitter(maximumLineLength: checker.options.maximumLineLength)
  }

  /// Reads one source to its end: each chunk `fill` writes into a batch from `spareBatch` split
  /// and read ahead, then the source's last line without a newline, each batch given to
  /// `handOver` in order (an empty one too, for its buffers). Returns false as soon as
  /// `handOver` does (nobody takes the batches any more).
  package mutating func read(
    spareBatch: () -> PushLineBatch, fill: (UnsafeMutableBufferPointer<UInt8>) throws -> Int,
    handOver: (consuming PushLineBatch) -> Bool
  ) rethrows -> Bool {
    while true {
      var batch = spareBatch()
      guard try batch.fill(fill) > 0 else {
        finish(&batch)
        return handOver(batch)
      }
      split(&batch)
      guard handOver(batch) else { return false }
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
      let reading = bytes.first == UInt8(ascii: "{") ? reader.read(bytes) : nil
      batch.append(bytes, line: line, reading: reading, chunkStart: chunkStart)
    case .tooLong(let line):
      batch.appendTooLong(line: line)
    }
  }
}
