import IsletFindings
import IsletModel

/// Reads HTTP/2 request headers pasted as `name: value` lines above a body, as a server log or
/// the Push Notifications Console shows them. Pseudo-headers are read for the path
/// (`:path: /3/device/<token>`) and otherwise ignored, as is an HTTP/1-style request line
/// (`POST /3/device/<token> HTTP/2`).
enum HeaderLines {
  /// The `(name, value)` of a header line, or nil when the line is not one: a name of letters,
  /// digits, `-` and `_` (after an optional `:` for pseudo-headers), a colon, then a blank or
  /// the end of the line.
  static func header(_ line: UnsafeBufferPointer<UInt8>) -> (name: String, value: String)? {
    var index = 0
    if index < line.count, line[index] == UInt8(ascii: ":") { index += 1 }
    let nameStart = index
    while index < line.count, isNameByte(line[index]) { index += 1 }
    guard index > nameStart, index < line.count, line[index] == UInt8(ascii: ":") else { return nil }
    let name = String(decoding: line[..<index], as: UTF8.self)
    index += 1
    guard index == line.count || line[index] == 0x20 || line[index] == 0x09 else { return nil }
    return (name, String(decoding: line[index...], as: UTF8.self).trimmingBlanks)
  }

  /// The path of a request line `POST /3/device/<token> HTTP/2`, or nil.
  static func requestLinePath(_ line: UnsafeBufferPointer<UInt8>) -> String? {
    let words = String(decoding: line, as: UTF8.self).split(separator: " ")
    guard words.count == 3, words[0] == "POST", words[1].hasPrefix("/"), words[2].hasPrefix("HTTP/") else {
      return nil
    }
    return String(words[1])
  }

  /// Adds one header line to `request`.
  static func add(_ header: (name: String, value: String), to request: inout PushRequest) {
    request.headerByteCount += header.name.utf8.count + header.value.utf8.count + 2
    guard header.name.hasPrefix(":") else {
      // A token written as a placeholder (`bearer $TOKEN`, as a log that hides it shows it) is
      // present but not known.
      if header.value.contains("$"), header.name.lowercased() == "authorization" {
        request.unresolvedHeaders.append("authorization")
      } else {
        request.headers.append(header)
      }
      return
    }
    if header.name == ":path" { request.readPath(header.value, hasVariable: false) }
  }

  private static func isNameByte(_ byte: UInt8) -> Bool {
    (byte | 0x20) &- UInt8(ascii: "a") < 26 || byte &- UInt8(ascii: "0") < 10 || byte == UInt8(ascii: "-")
      || byte == UInt8(ascii: "_")
  }
}
