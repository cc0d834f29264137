import Testing

@testable import IsletPush

/// Which lines get a verdict, and which are "too long", never depends on how the stream was
/// cut into chunks: a line's limit counts its content, not the CR of a CRLF ending.
@Suite struct LineSplitterChunkingTests {
  static let limit = 8

  /// The pieces `stream` splits into, fed `chunkSize` bytes at a time.
  static func pieces(_ stream: [UInt8], chunkSize: Int) -> [String] {
    var splitter = LineSplitter(maximumLineLength: limit)
    var pieces: [String] = []
    let record: (LineSplitter.Piece) -> Void = { piece in
      switch piece {
      case .text(let bytes, let line): pieces.append("\(line): \(String(decoding: bytes, as: UTF8.self))")
      case .tooLong(let line): pieces.append("\(line): too long")
      }
    }
    var start = 0
    while start < stream.count {
      let end = min(stream.count, start + chunkSize)
      splitter.feed(Array(stream[start..<end]), record)
      start = end
    }
    splitter.finish(record)
    return pieces
  }

  @Test(arguments: [
    "        \r\n",  // blank, limit + CR: skipped
    "abcdefgh\r\n",  // exactly the limit + CR: text
    "abcdefghi\r\n",  // one over + CR: too long
    "abcdefgh\r",  // the limit + CR at the end of the stream: text
    "abcdefghi",  // one over at the end of the stream: too long
    "         \n",  // blank but over the limit: too long
  ])
  func verdictsDoNotDependOnChunking(_ line: String) {
    let stream = Array(("{}\n" + line + "\n{}\n").utf8)
    let whole = Self.pieces(stream, chunkSize: stream.count)
    for size in 1..<stream.count {
      #expect(Self.pieces(stream, chunkSize: size) == whole, "chunks of \(size)")
    }
  }

  @Test func theLimitCountsContentNotTheCarriageReturn() {
    let stream = Array("abcdefgh\r\nabcdefghi\r\n        \r\n".utf8)
    #expect(Self.pieces(stream, chunkSize: 3) == ["1: abcdefgh", "2: too long"])
  }
}
