import IsletFindings
import IsletModel

/// An APNs request read from text rather than from an islet envelope: a curl command line or
/// `name: value` header lines above a body. The checker turns it into an envelope, so the same
/// header, body and `aps` rules judge it.
struct PushRequest: Sendable {
  /// Where the request was read from.
  enum Origin: Sendable {
    case curl, headerLines
  }

  /// One problem found while reading the request, reported on the push's verdict.
  struct Problem: Sendable {
    var code: FindingCode
    var message: String
    var keyPath: String?
    var severity: Severity?
  }

  var origin: Origin
  /// The service the request goes to: APNs unless a curl command's URL names another.
  var destination = RequestDestination.apns
  /// The headers whose values are known, in order, names as written.
  var headers: [(name: String, value: String)] = []
  /// Lowercased names of headers that are present but whose value is a shell variable.
  var unresolvedHeaders: [String] = []
  /// Whether the request authenticates with a client certificate (curl's `--cert` or `-E`).
  var usesCertificate = false
  /// The device token of `/3/device/<token>`, when the path names a known one.
  var token: String?
  /// The request body as sent; nil when there is none.
  var body: [UInt8]?
  /// The shell expansions in a curl command's body (`$(date +%s)`, `$TOKEN`), where they stand
  /// in `body`, kept as written.
  var bodyExpansions: [ShellWords.Expansion] = []
  /// The input line the request starts on.
  let firstLine: Int
  /// The input line the body starts on (its errors are located from there).
  var bodyLine: Int
  var problems: [Problem] = []
  /// Why the request is no APNs push islet can judge at all (a curl command to another
  /// service, or one the shell ends before its URL): the verdict reports this alone.
  var reasonNotJudged: Problem?
  /// The bytes of the header lines read so far (bounded like a line).
  var headerByteCount = 0

  init(origin: Origin, bodyLine: Int) {
    self.origin = origin
    self.firstLine = bodyLine
    self.bodyLine = bodyLine
  }

  mutating func problem(
    _ code: FindingCode, _ message: String, keyPath: String? = nil, severity: Severity? = nil
  ) {
    problems.append(Problem(code: code, message: message, keyPath: keyPath, severity: severity))
  }

  /// Reads the request path of `POST /3/device/<token>` (or a broadcast's
  /// `/4/broadcasts/apps/<bundle ID>`) from a URL or an HTTP/2 `:path`.
  mutating func readPath(_ url: String, hasVariable: Bool) {
    var path = Substring(url)
    let pieces = path.split(separator: "/", maxSplits: 3, omittingEmptySubsequences: false)
    if pieces.count >= 3, pieces[0].hasSuffix(":"), pieces[1].isEmpty {
      // scheme://host/path: the path keeps its leading slash.
      path = pieces.count == 4 ? path[path.index(before: pieces[3].startIndex)...] : ""
    }
    if let query = path.firstIndex(where: { $0 == "?" || $0 == "#" }) { path = path[..<query] }
    let parts = path.split(separator: "/", omittingEmptySubsequences: false)
    if parts.count == 4, parts[1] == "3", parts[2] == "device" {
      let token = String(parts[3])
      if hasVariable && token.contains("$") {
        problem(
          .pushMalformedEnvelope,
          "the device token in the path is a shell variable (\(TerminalSafe.escape(token))); not checked",
          keyPath: "token", severity: .note)
      } else if token.isEmpty {
        problem(
          .pushBadDeviceToken,
          "the path \(TerminalSafe.escape(url)) has no device token: 400 MissingDeviceToken", keyPath: "token"
        )
      } else {
        self.token = token
      }
    } else if parts.count == 5, parts[1] == "4", parts[2] == "broadcasts", parts[3] == "apps" {
      return
    } else {
      problem(
        .pushMalformedEnvelope,
        "the request path \(TerminalSafe.escape(String(path.isEmpty ? Substring(url) : path))) is neither "
          + "/3/device/<token> nor /4/broadcasts/apps/<bundle ID>: 404 BadPath", keyPath: "path")
    }
  }

  /// The header that says when a logged request reached the server (`islet serve --log`
  /// writes it): it becomes the envelope's `arrival`, not a request header.
  static let arrivalHeader = "islet-arrival"

  /// The request as an islet envelope's JSON text: `{"headers":{…},"token":…,"body":…}`.
  /// `body` must already be valid JSON.
  func envelopeText(body: [UInt8]) -> [UInt8] {
    var text = "{\"headers\":{"
    var arrival: String?
    var count = 0
    for header in headers {
      if header.name.lowercased() == Self.arrivalHeader {
        arrival = arrival ?? header.value
        continue
      }
      if count > 0 { text += "," }
      count += 1
      text += JSONWriter.quoted(header.name) + ":" + JSONWriter.quoted(header.value)
    }
    text += "}"
    if let arrival { text += ",\"arrival\":" + JSONWriter.quoted(arrival) }
    if let token { text += ",\"token\":" + JSONWriter.quoted(token) }
    text += ",\"body\":"
    return Array(text.utf8) + body + [UInt8(ascii: "}")]
  }
}
