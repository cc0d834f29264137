/// Writes JSON text: string literals for JSON-lines output, and the compact encoded size of
/// a parsed value (what a server's encoder would send for it).
public enum JSONWriter {
  /// `text` as a JSON string literal with quotes; `"`, `\`, C0, DEL and C1 controls escaped
  /// (so the output is safe to print on a terminal as well as valid JSON).
  public static func quoted(_ text: String) -> String {
    var out = "\""
    out.reserveCapacity(text.utf8.count + 2)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case "\u{0}"..."\u{1F}", "\u{7F}"..."\u{9F}":
        let hex = String(scalar.value, radix: 16, uppercase: true)
        out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: out.unicodeScalars.append(scalar)
      }
    }
    out += "\""
    return out
  }

  /// The number of bytes `value` takes encoded compactly (no whitespace, numbers as written,
  /// strings with the minimal escapes).
  public static func compactByteCount(of value: JSONElement) -> Int {
    let node = value.node
    switch node.kind {
    case .null, .trueValue: return 4
    case .falseValue: return 5
    case .integer, .fraction, .exponent: return node.length
    // Text without escapes needs none when written again.
    case .string: return node.length + 2
    case .escapedString:
      return quotedByteCount(value.storage.unescaped.buffer(node.start..<node.start + node.length))
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
