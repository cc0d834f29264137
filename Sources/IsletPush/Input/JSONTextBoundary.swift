/// Finds where JSON texts end in a stream of bytes without parsing them: it follows only
/// brackets and strings, so a pretty-printed document spread over many lines, or several
/// documents written one after another, can be cut into single texts for the real parser.
/// Used only off NDJSON's fast path (a line that did not parse as one whole value).
struct JSONTextBoundary: Sendable {
  /// How many `{` / `[` are open.
  private(set) var depth = 0
  private var isInString = false
  private var isEscaped = false

  /// Whether a value has begun and not yet closed.
  var isOpen: Bool { depth > 0 || isInString }

  /// Scans `bytes` from `start`; returns the index just past the first byte that closes the
  /// outermost container, or nil when none does before the end.
  mutating func scan(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
    var index = start
    while index < bytes.count {
      let byte = bytes[index]
      index += 1
      if isInString {
        if isEscaped {
          isEscaped = false
        } else if byte == UInt8(ascii: "\\") {
          isEscaped = true
        } else if byte == UInt8(ascii: "\"") {
          isInString = false
        }
        continue
      }
      switch byte {
      case UInt8(ascii: "\""): isInString = true
      case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
      case UInt8(ascii: "}"), UInt8(ascii: "]"):
        depth -= 1
        if depth <= 0 {
          depth = 0
          return index
        }
      default: break
      }
    }
    return nil
  }
}
