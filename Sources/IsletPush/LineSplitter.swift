/// Splits a byte stream arriving in chunks into lines, in constant memory.
///
/// Lines end at LF; a CR before it is dropped. Blank lines (only spaces, tabs, CR) are
/// skipped but counted. A line longer than `maximumLineLength` bytes (not counting the CR of
/// a CRLF) is never buffered whole: it gets `.tooLong` as soon as the limit is crossed (a
/// stream that never ends, `/dev/zero`, gets its verdict after a mebibyte, not never), then
/// the splitter skips to its end. How the stream is cut into chunks never changes the pieces.
public struct LineSplitter: Sendable {
  /// One line of input. `.text`'s bytes are valid only inside the callback.
  public enum Piece {
    case text(UnsafeBufferPointer<UInt8>, line: Int)
    case tooLong(line: Int)
  }

  public let maximumLineLength: Int
  private var pending: [UInt8] = []
  /// Whether the current line was already reported too long and is being skipped to its end.
  private var isSkipping = false
  private var lineNumber = 0

  public init(maximumLineLength: Int = 1 << 20) {
    self.maximumLineLength = maximumLineLength
  }

  /// Feeds the next chunk, calling `body` for every line it completes or finds too long.
  public mutating func feed(
    _ chunk: UnsafeBufferPointer<UInt8>, _ body: (Piece) throws -> Void
  ) rethrows {
    var start = 0
    while let newline = Self.firstNewline(in: chunk, from: start) {
      let segment = UnsafeBufferPointer(rebasing: chunk[start..<newline])
      start = newline + 1
      if isSkipping {
        isSkipping = false
        continue
      }
      lineNumber += 1
      if pending.isEmpty {
        try emit(segment, body)
      } else if pending.count + segment.count - Self.carriageReturnCount(pending, segment) > maximumLineLength
      {
        pending.removeAll(keepingCapacity: true)
        try body(.tooLong(line: lineNumber))
      } else {
        pending.append(contentsOf: segment)
        try pending.withUnsafeBufferPointer { try emit($0, body) }
        pending.removeAll(keepingCapacity: true)
      }
    }
    let rest = chunk.count - start
    guard rest > 0, !isSkipping else { return }
    if pending.count + rest > maximumLineLength + 1 {
      // Too long whatever follows (one byte over may still be the CR of a CRLF split from its
      // LF, so that waits): the verdict now, then skip to the newline.
      pending = []
      isSkipping = true
      lineNumber += 1
      try body(.tooLong(line: lineNumber))
    } else {
      pending.append(contentsOf: UnsafeBufferPointer(rebasing: chunk[start...]))
    }
  }

  /// Feeds bytes from an array.
  public mutating func feed(_ chunk: [UInt8], _ body: (Piece) throws -> Void) rethrows {
    try chunk.withUnsafeBufferPointer { try feed($0, body) }
  }

  /// Ends the stream: a last line without a final newline is delivered.
  public mutating func finish(_ body: (Piece) throws -> Void) rethrows {
    if isSkipping {
      isSkipping = false
    } else if !pending.isEmpty {
      lineNumber += 1
      let line = pending
      pending = []
      try line.withUnsafeBufferPointer { try emit($0, body) }
    }
  }

  /// 1 when the line made of `pending` then `segment` ends with a CR (dropped before the LF).
  private static func carriageReturnCount(_ pending: [UInt8], _ segment: UnsafeBufferPointer<UInt8>) -> Int {
    (segment.last ?? pending.last) == 0x0D ? 1 : 0
  }

  private func emit(_ line: UnsafeBufferPointer<UInt8>, _ body: (Piece) throws -> Void) rethrows {
    var end = line.count
    if end > 0 && line[end - 1] == 0x0D { end -= 1 }
    guard end > maximumLineLength || line[..<end].contains(where: { $0 != 0x20 && $0 != 0x09 && $0 != 0x0D })
    else { return }
    if end > maximumLineLength {
      try body(.tooLong(line: lineNumber))
    } else {
      try body(.text(UnsafeBufferPointer(rebasing: line[..<end]), line: lineNumber))
    }
  }

  /// The index of the first LF at or after `start`: 32 bytes a step compared at once (two
  /// vector comparisons) up to the block that holds it, then word by word to it, byte by byte
  /// at the end.
  static func firstNewline(in chunk: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
    var index = start
    if let base = chunk.baseAddress {
      let raw = UnsafeRawPointer(base)
      func bits(_ offset: Int) -> UInt64 {
        newlineBits(raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
      }
      while index + 32 <= chunk.count,
        !hasNewline(raw.loadUnaligned(fromByteOffset: index, as: SIMD32<UInt8>.self))
      {
        index += 32
      }
      while index + 8 <= chunk.count {
        let found = bits(index)
        if found != 0 { return index + found.trailingZeroBitCount >> 3 }
        index += 8
      }
    }
    while index < chunk.count {
      if chunk[index] == 0x0A { return index }
      index += 1
    }
    return nil
  }

  /// Whether any of the 32 bytes is an LF: the comparison's lanes (all ones where a byte is an
  /// LF) read as four words and joined, where `any` of the mask is a call of its own.
  @inline(__always)
  static func hasNewline(_ block: SIMD32<UInt8>) -> Bool {
    let (a, b, c, d) = unsafeBitCast(
      block .== SIMD32<UInt8>(repeating: 0x0A), to: (UInt64, UInt64, UInt64, UInt64).self)
    return a | b | c | d != 0
  }

  /// The high bit of each byte of `word` (eight bytes, the first in the lowest) that may be an
  /// LF: a zero byte of `word ^ LFs`, the classic has-zero-byte test. It can flag a byte after
  /// a real one (a borrow), never before it: the lowest flagged byte is the first LF.
  static func newlineBits(_ word: UInt64) -> UInt64 {
    let spread = word ^ 0x0A0A_0A0A_0A0A_0A0A
    return (spread &- 0x0101_0101_0101_0101) & ~spread & 0x8080_8080_8080_8080
  }
}
