import Testing

@testable import IsletPush

/// The splitter's word-at-a-time newline search finds what a byte-by-byte search finds, from
/// every start, around every word boundary, next to bytes one bit away from an LF.
@Suite struct LineSplitterNewlineSearchTests {
  /// Bytes that differ from an LF (0x0A) in a bit or two, and a NUL.
  static let neighbours: [UInt8] = [0x0B, 0x08, 0x09, 0x0E, 0x1A, 0x2A, 0x8A, 0x00, 0x0D, 0x7B]

  static func check(_ bytes: [UInt8]) {
    bytes.withUnsafeBufferPointer { buffer in
      for start in 0...buffer.count {
        let expected = buffer[start...].firstIndex(of: 0x0A)
        #expect(LineSplitter.firstNewline(in: buffer, from: start) == expected, "\(bytes) from \(start)")
      }
    }
  }

  @Test func findsTheFirstNewlineWhereverItIs() {
    for length in 0...72 {
      let filler = (0..<length).map { Self.neighbours[$0 % Self.neighbours.count] }
      Self.check(filler)
      for newline in 0..<length {
        var bytes = filler
        bytes[newline] = 0x0A
        Self.check(bytes)
        if newline + 3 < length {
          bytes[newline + 3] = 0x0A
          Self.check(bytes)
        }
      }
    }
  }
}
