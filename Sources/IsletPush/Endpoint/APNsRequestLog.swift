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
    for header in request.headers where isLogged(header.name) {
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

  /// The request `check-push` reads from the command `curlCommand` writes, built from the
  /// request's parts without writing or reading that text: the same headers (`islet-arrival`
  /// first, then the `apns-*` ones, each split and trimmed as curl's `-H` is read), the
  /// authorization as a header whose value only the shell knows, the body with CR and LF as
  /// spaces (and as the text a shell word holds), the path on `origin`, and the same problems
  /// in the same order. `line` is the command's line in the log.
  static func readBack(_ request: APNsRequest, origin: String, line: Int) -> PushRequest {
    var read = PushRequest(origin: .curl, bodyLine: line)
    read.headers.append((PushRequest.arrivalHeader, ISO8601Text.format(request.arrival)))
    for header in request.headers where isLogged(header.name) {
      // A name without a colon and an ASCII value read back as themselves, the value trimmed;
      // anything else goes through the reading of `-H 'name: value'` itself.
      if header.name.utf8.allSatisfy({ $0 != UInt8(ascii: ":") && $0 != 0x0A && $0 != 0x0D }),
        header.value.utf8.allSatisfy({ $0 < 0x80 && $0 != 0x0A && $0 != 0x0D })
      {
        read.headers.append((header.name, header.value.trimmingBlanks))
      } else {
        let text = oneLine(header.name) + ": " + oneLine(header.value)
        CurlCommand.readHeader(ShellWords.Word(text: text, hasVariable: false), into: &read)
      }
    }
    if request.header("authorization") != nil { read.unresolvedHeaders.append("authorization") }
    if request.body.isEmpty {
      CurlCommand.reportNoBody(&read)
    } else {
      let body = request.body.map { $0 == 0x0A || $0 == 0x0D ? 0x20 : $0 }
      read.body = Array(String(decoding: body, as: UTF8.self).utf8)
    }
    let device = "/3/device/"
    let token = request.path.utf8.dropFirst(device.utf8.count)
    // (A first byte that is not ASCII may be a mark joining the slash before it.)
    if request.path.utf8.starts(with: device.utf8), let first = token.first, first < 0x80,
      !token.contains(where: {
        $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#") || $0 == 0x0A
          || $0 == 0x0D
      })
    {
      // The usual path, whose one part after /3/device/ is the token as it stands.
      read.token = String(decoding: token, as: UTF8.self)
    } else {
      // After the origin (scheme://host:port) a path that starts with / is read as itself.
      read.readPath(
        oneLine(request.path.hasPrefix("/") ? request.path : origin + request.path), hasVariable: false)
    }
    return read
  }

  /// Whether the log writes a header: the `apns-*` ones, names compared ignoring case.
  static func isLogged(_ name: String) -> Bool {
    let prefix = "apns-".utf8
    let bytes = name.utf8
    // Past the prefix a byte that is not ASCII may join its last character: compare characters.
    guard bytes.count >= prefix.count, bytes.dropFirst(prefix.count).first.map({ $0 < 0x80 }) ?? true else {
      return name.lowercased().hasPrefix("apns-")
    }
    return zip(bytes, prefix).allSatisfy { $0 == $1 || ($0 &+ 0x20 == $1 && $1 >= UInt8(ascii: "a")) }
  }

  /// At least the length of the request's command line: one that may exceed the checker's
  /// line limit is written out to be measured.
  static func commandByteBound(_ request: APNsRequest, origin: String) -> Int {
    // Every byte of a quoted text takes at most four (`'` as `'\''`); the rest is a few options.
    var quoted = origin.utf8.count + request.path.utf8.count + request.body.count
    for header in request.headers { quoted += header.name.utf8.count + header.value.utf8.count + 2 }
    return 4 * quoted + 256
  }

  /// The text with CR and LF as spaces, as the log writes it.
  private static func oneLine(_ text: String) -> String {
    guard text.utf8.contains(where: { $0 == 0x0A || $0 == 0x0D }) else { return text }
    return String(decoding: text.utf8.map { $0 == 0x0A || $0 == 0x0D ? 0x20 : $0 }, as: UTF8.self)
  }

  /// A comment line after the command (alone for a request that is no push): when it arrived,
  /// what islet answered and, for no push, what happened.
  static func comment(_ request: APNsRequest, response: APNsResponse, note: String?) -> [UInt8] {
    var text = "# \(ISO8601Text.format(request.arrival)) \(TerminalSafe.escape(request.method)) "
    text += TerminalSafe.escape(request.path) + " → " + response.line
    if let note { text += " (not a push: " + note + ")" }
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
