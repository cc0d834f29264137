extension PushChecker {
  /// Checks the lines of a batch `PushReadAhead` made, in order, with its readings: what
  /// `consumeWithDevice` does with the chunk the batch was made of. The readings are taken out of
  /// the batch, which keeps a reference to each record until the reading thread fills its slot
  /// again, so most records are freed on the thread that made them (freed on this one, each
  /// would wait for the other's malloc arena lock).
  package mutating func take(_ batch: inout PushLineBatch, _ body: VerdictSink) rethrows {
    let (chunk, joined) = (batch.chunk, batch.joined)
    try chunk.withUnsafeBufferPointer { chunk in
      try joined.withUnsafeBufferPointer { joined in
        for index in batch.entries.indices {
          let entry = batch.entries[index]
          let piece: LineSplitter.Piece
          switch entry.place {
          case .chunk:
            piece = .text(
              UnsafeBufferPointer(rebasing: chunk[entry.start..<entry.start + entry.byteCount]),
              line: entry.line)
          case .joined:
            piece = .text(
              UnsafeBufferPointer(rebasing: joined[entry.start..<entry.start + entry.byteCount]),
              line: entry.line)
          case .tooLong:
            piece = .tooLong(line: entry.line)
          }
          try take(piece, readAhead: batch.takeReading(at: index), isReadAhead: entry.isReadAhead, body)
        }
      }
    }
  }
}
