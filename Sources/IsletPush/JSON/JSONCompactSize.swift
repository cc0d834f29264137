/// How many bytes JSON values take written compactly: APNs and ActivityKit count their limits
/// on the payload as sent, whatever whitespace the line carries.
enum JSONCompactSize {
  /// The number of bytes `value` takes encoded compactly (no whitespace, numbers as written,
  /// strings with the minimal escapes).
  static func compactByteCount(of value: JSONElement) -> Int {
    let node = value.node
    switch node.kind {
    case .null, .trueValue: return 4
    case .falseValue: return 5
    case .integer, .fraction, .exponent: return node.length
    // Text without escapes needs none when written again.
    case .string: return node.length + 2
    case .escapedString:
      return quotedByteCount(value.storage.unescaped.buffer(start: node.start, length: node.length))
    case .array:
      return value.elements.reduce(1 + max(node.payload, 1)) { $0 + compactByteCount(of: $1) }
    case .object:
      return value.members.reduce(1 + max(node.payload, 1)) {
        $0 + compactByteCount(of: $1.key) + 1 + compactByteCount(of: $1.value)
      }
    }
  }

  private static func quotedByteCount(_ utf8: UnsafeBufferPointer<UInt8>) -> Int {
    var count = 2
    for byte in utf8 {
      switch byte {
      case UInt8(ascii: "\""), UInt8(ascii: "\\"), 0x08, 0x09, 0x0A, 0x0C, 0x0D: count += 2
      case 0x00..<0x20: count += 6
      default: count += 1
      }
    }
    return count
  }
}
