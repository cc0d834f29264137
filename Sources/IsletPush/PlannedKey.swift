/// An object key as a decoding plan compares it: its length and two words of its bytes, the
/// first and the last eight (four, for keys of four to seven bytes; the bytes themselves below
/// that). Two keys of at most 16 bytes are equal exactly when their `PlannedKey`s are, so a
/// member's key is matched against a field with two word comparisons instead of a loop over its
/// bytes; longer keys compare their bytes as well.
struct PlannedKey: Equatable, Sendable {
  var count: Int
  var head: UInt64
  var tail: UInt64

  /// The longest key the words alone decide.
  static let wordCovered = 16

  /// A key no bytes have (its count is negative): what an empty slot of a table holds.
  static let none = PlannedKey(count: -1, head: 0, tail: 0)

  private init(count: Int, head: UInt64, tail: UInt64) {
    self.count = count
    self.head = head
    self.tail = tail
  }

  /// The key of a literal's bytes.
  init(_ literal: StaticString) {
    self.init(UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
  }

  @inline(__always)
  init(_ bytes: UnsafeBufferPointer<UInt8>) {
    count = bytes.count
    guard let base = bytes.baseAddress, count > 0 else {
      (head, tail) = (0, 0)
      return
    }
    let raw = UnsafeRawPointer(base)
    switch count {
    case 8...:
      head = raw.loadUnaligned(as: UInt64.self)
      tail = raw.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
    case 4...:
      head = UInt64(raw.loadUnaligned(as: UInt32.self))
      tail = UInt64(raw.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self))
    default:
      var word: UInt64 = 0
      for index in 0..<count { word |= UInt64(base[index]) << (8 * index) }
      (head, tail) = (word, 0)
    }
  }
}
