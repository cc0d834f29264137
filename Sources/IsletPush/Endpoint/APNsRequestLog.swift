import IsletModel

/// Writes a received request as a curl command, one line, that `check-push` and `replay` read
/// back (and a shell can send again): when it arrived (`islet-arrival`, the device's clock for
/// it), the `apns-*` headers as sent, the authorization as
/// `$AUTHENTICATION_TOKEN` (the token itself is never written), the body as `--data-raw`, and
/// the path on `origin` (no body, no data option). A CR or LF in the body is written as a space: the same size, and in
/// JSON the same whitespace, so the command stays on one line.
enum APNsRequestLog {
  static func curlCommand(_ request: APNsRequest, origin: String) -> [UInt8] {
    var text = "curl "
    text += origin.hasPrefix("https:") ? "--http2" : "--http2-prior-knowledge"
    // When it reached the server: the checker's arrival for it, here and when read back.
    text += " -H " + quoted(PushRequest.arrivalHeader + ": " + ISO8601Text.format(request.arrival))
    for header in request.headers where header.name.lowercased().hasPrefix("apns-") {
      text += " -H " + quoted(header.name + ": " + header.value)
    }
    if request.header("authorization") != nil {
      text += " -H \"authorization: bearer $AUTHENTICATION_TOKEN\""
    }
    var line = Array(text.utf8)
    // No body is no data option: the checker's 400 PayloadEmpty.
    if !request.body.isEmpty {
      line += Array(" --data-raw ".utf8)
      line += quoted(bytes: request.body.map { $0 == 0x0A || $0 == 0x0D ? 0x20 : $0 })
    }
    line += Array((" " + quoted(origin + oneLine(request.path))).utf8)
    line.append(0x0A)
    return line
  }

  /// A comment line after the command: when it arrived and what islet answered.
  static func comment(_ request: APNsRequest, response: APNsResponse, refusal: APNsRefusal?) -> [UInt8] {
    var text = "# \(ISO8601Text.format(request.arrival)) \(oneLine(request.method)) "
    text +=
      TerminalSafe.escape(oneLine(request.path)) + " → " + response.summary + " apns-id " + response.apnsID
    if let refusal { text += " (" + refusal.message + "; not a push: refused before the body was read)" }
    return Array((text + "\n").utf8)
  }

  /// The text in single quotes for a POSIX shell (`'` as `'\''`).
  private static func quoted(_ text: String) -> String {
    String(decoding: quoted(bytes: Array(text.utf8)), as: UTF8.self)
  }

  private static func quoted(bytes: [UInt8]) -> [UInt8] {
    var out: [UInt8] = [UInt8(ascii: "'")]
    for byte in bytes {
      if byte == UInt8(ascii: "'") {
        out += Array("'\\''".utf8)
      } else {
        out.append(byte)
      }
    }
    out.append(UInt8(ascii: "'"))
    return out
  }

  /// HTTP/2 forbids CR and LF in header values; the log never relies on it.
  private static func oneLine(_ text: String) -> String {
    String(text.map { $0 == "\n" || $0 == "\r" || $0 == "\r\n" ? " " : $0 })
  }
}
