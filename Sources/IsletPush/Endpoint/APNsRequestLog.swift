import IsletModel

/// Writes a received request as a curl command, one line, that `check-push` and `replay` read
/// back (and a shell can send again): when it arrived (`islet-arrival`, the device's clock for
/// it), the `apns-*` headers as sent, the authorization as `$AUTHENTICATION_TOKEN` (the token
/// itself is never written), the body as `--data-raw` (no body, no data option), and the path on
/// `origin`. A CR or LF is written as a space: in a body the same size, and in JSON the same
/// whitespace, so the command stays on one line.
enum APNsRequestLog {
  static func curlCommand(_ request: APNsRequest, origin: String) -> [UInt8] {
    var line: [UInt8] = []
    line.reserveCapacity(request.body.count + 512)
    line += Array(origin.hasPrefix("https:") ? "curl --http2".utf8 : "curl --http2-prior-knowledge".utf8)
    // When it reached the server: the checker's arrival for it, here and when read back.
    appendHeader(PushRequest.arrivalHeader, ISO8601Text.format(request.arrival), to: &line)
    for header in request.headers where header.name.lowercased().hasPrefix("apns-") {
      appendHeader(header.name, header.value, to: &line)
    }
    if request.header("authorization") != nil {
      line += Array(" -H \"authorization: bearer $AUTHENTICATION_TOKEN\"".utf8)
    }
    // No body is no data option: the checker's 400 PayloadEmpty.
    if !request.body.isEmpty {
      line += Array(" --data-raw ".utf8)
      appendQuoted(request.body, to: &line)
    }
    line.append(0x20)
    appendQuoted(Array(origin.utf8) + Array(request.path.utf8), to: &line)
    line.append(0x0A)
    return line
  }

  /// A comment line after the command: when it arrived and what islet answered.
  static func comment(_ request: APNsRequest, response: APNsResponse, refusal: APNsRefusal?) -> [UInt8] {
    var text = "# \(ISO8601Text.format(request.arrival)) \(TerminalSafe.escape(request.method)) "
    text +=
      TerminalSafe.escape(request.path) + " → " + response.summary + " apns-id " + response.apnsID
    if let refusal { text += " (" + refusal.message + "; not a push: refused before the body was read)" }
    // TerminalSafe.escape leaves no CR or LF: the comment is one line.
    return Array((text + "\n").utf8)
  }

  private static func appendHeader(_ name: String, _ value: String, to line: inout [UInt8]) {
    line += Array(" -H ".utf8)
    appendQuoted(Array(name.utf8) + [UInt8(ascii: ":"), 0x20] + Array(value.utf8), to: &line)
  }

  /// The bytes in single quotes for a POSIX shell (`'` as `'\''`), CR and LF as spaces.
  private static func appendQuoted(_ bytes: [UInt8], to line: inout [UInt8]) {
    line.append(UInt8(ascii: "'"))
    for byte in bytes {
      switch byte {
      case UInt8(ascii: "'"): line += Array("'\\''".utf8)
      case 0x0A, 0x0D: line.append(0x20)
      default: line.append(byte)
      }
    }
    line.append(UInt8(ascii: "'"))
  }
}
