import IsletFindings
import IsletModel

/// Reads a curl command line as Apple documents it for APNs (`curl -v --header "apns-topic: …"
/// --header "apns-push-type: liveactivity" --data '{…}' --http2 https://…/3/device/TOKEN`):
/// headers from `-H`/`--header`, the body from `-d`/`--data`/`--data-raw`/`--data-binary`/
/// `--json` (`@file` read through `readFile`), the token from the URL's path; and where the URL
/// sends it (`RequestDestination`): a command to FCM carries an FCM message.
enum CurlCommand {
  /// Reads the bytes of a `-d @file`; an error's message says why it could not.
  typealias FileReader = PushDataFileReader

  /// Whether a line starts a curl command (`curl` then a blank, or alone).
  static func starts(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
    var index = 0
    while index < line.count, line[index] == 0x20 || line[index] == 0x09 { index += 1 }
    guard line.count >= index + 4, line[index] == UInt8(ascii: "c"), line[index + 1] == UInt8(ascii: "u"),
      line[index + 2] == UInt8(ascii: "r"), line[index + 3] == UInt8(ascii: "l")
    else { return false }
    return line.count == index + 4 || line[index + 4] == 0x20 || line[index + 4] == 0x09
      || line[index + 4] == UInt8(ascii: "\\")
  }

  /// Options whose value is the next word and says nothing islet checks.
  private static let skippedValueOptions: Set<String> = [
    "--key", "--cert-type", "--key-type", "--pass", "-o", "--output", "-u", "--user", "-A",
    "--user-agent", "-w", "--write-out", "--connect-to", "--resolve", "-m", "--max-time", "--cacert",
    "--capath", "-e", "--referer", "-b", "--cookie", "-c", "--cookie-jar", "--connect-timeout", "-x",
    "--proxy", "--retry", "-K", "--config", "-X", "--request",
  ]
  private static let dataOptions: Set<String> = [
    "-d", "--data", "--data-raw", "--data-binary", "--data-ascii", "--json",
  ]

  /// The request a complete command on `lines` sends.
  static func read(_ command: ShellWords, lines: ClosedRange<Int>, readFile: FileReader?) -> PushRequest {
    var request = PushRequest(origin: .curl, bodyLine: lines.lowerBound)
    var words = command.words
    // A `\ ` that ends the command is no option or URL of the request islet judges.
    let endsInBlankWord =
      command.endsInEscapedBlank && words.last?.text.allSatisfy({ $0 == " " || $0 == "\t" }) == true
    if endsInBlankWord { words.removeLast() }
    var bodies: [[UInt8]] = []
    var bodyExpansions: [ShellWords.Expansion] = []
    var hasDataOption = false
    var url: ShellWords.Word?
    var index = 1
    func value(_ option: String, attachedTo word: String) -> ShellWords.Word? {
      if word.count > option.count {
        let attached = words[index - 1]
        return ShellWords.Word(
          text: String(word.dropFirst(option.count)), hasVariable: attached.hasVariable,
          expansions: attached.expansions.compactMap {
            $0.range.lowerBound < option.utf8.count ? nil : $0.moved(by: -option.utf8.count)
          })
      }
      guard index < words.count else {
        request.problem(.pushMalformedEnvelope, "curl option \(option) has no value", keyPath: "curl")
        return nil
      }
      index += 1
      return words[index - 1]
    }
    while index < words.count {
      let word = words[index]
      index += 1
      let text = word.text
      if text == "--header" || text.hasPrefix("-H") {
        if let header = value(text == "--header" ? "--header" : "-H", attachedTo: text) {
          readHeader(header, into: &request)
        }
      } else if let option = dataOptions.first(where: { text == $0 || ($0 == "-d" && text.hasPrefix("-d")) })
      {
        hasDataOption = true
        if let data = value(option, attachedTo: text),
          let body = readData(data.text, option: option, readFile: readFile, request: &request)
        {
          // A file's contents and --data-raw's @ are sent as they are: only the word's own
          // expansions are the shell's.
          if body.isText {
            // curl joins several --data values with &, as a form would be.
            let offset = bodies.reduce(0) { $0 + $1.count + 1 }
            bodyExpansions += data.expansions.map { $0.moved(by: offset) }
          }
          bodies.append(body.bytes)
        }
      } else if text == "--url" {
        url = value("--url", attachedTo: text)
      } else if text == "--cert" || text.hasPrefix("-E") {
        request.usesCertificate = true
        if text == "-E" || text == "--cert" { index += 1 }
      } else if skippedValueOptions.contains(text) {
        index += 1
      } else if !text.hasPrefix("-") {
        url = word
      }
    }
    request.destination = url.map { RequestDestination(url: $0.text) } ?? .apns
    if bodies.isEmpty, !hasDataOption {
      if request.destination == .fcm {
        request.problem(
          .pushMissingAps,
          "the curl command sends no body (no --data); FCM's messages:send reads the message from "
            + "{\"message\": {…}}", keyPath: "body")
      } else {
        reportNoBody(&request)
      }
    } else if !bodies.isEmpty {
      // curl joins several --data values with &, as a form would be.
      request.body = Array(bodies.joined(separator: [UInt8(ascii: "&")]))
      request.bodyExpansions = bodyExpansions
    }
    if let url {
      if request.destination == .apns { request.readPath(url.text, hasVariable: url.hasVariable) }
    } else if !command.endsInEscapedBlank {
      request.problem(
        .pushMalformedEnvelope, "the curl command has no URL (https://…/3/device/<token>)", keyPath: "path",
        severity: .warning)
    }
    if case .elsewhere(let host) = request.destination {
      request.reasonNotJudged = PushRequest.Problem(
        code: .pushNotAnAPNsRequest, message: notAPNs(host), keyPath: "url", severity: nil)
    } else if command.endsInEscapedBlank {
      reportEscapedBlank(on: lines.upperBound, hasURL: url != nil, asURL: endsInBlankWord, into: &request)
    }
    return request
  }

  /// The message for a command to another service than APNs or FCM, naming what islet reads.
  static func notAPNs(_ host: String) -> String {
    "the curl command sends to \"\(TerminalSafe.escape(host))\", which is neither APNs (api.push.apple.com, "
      + "api.sandbox.push.apple.com) nor FCM (\(RequestDestination.fcmHost)): its body is that service's own "
      + "request, not an APNs push, so islet does not judge it; islet reads APNs requests (a curl command to "
      + "/3/device/<token>, an aps body, .apns files, islet envelopes) and FCM v1 messages"
  }

  /// A command that ends in `\ ` on `line`, the shell's escaped blank where a line continuation
  /// was meant: the lines after it are no part of it. With no URL before it, curl sends nothing
  /// (given the blank as its URL when it is a word of its own, `asURL`), and that is the
  /// verdict; otherwise the request is judged as sent, without those lines, and a warning says
  /// why they are missing.
  private static func reportEscapedBlank(
    on line: Int, hasURL: Bool, asURL: Bool, into request: inout PushRequest
  ) {
    let ending =
      "line \(line) ends in \"\\ \" (a backslash followed by a space), which the shell reads as an escaped "
      + "space, not as a line continuation: the command ends on line \(line)"
    guard hasURL else {
      let url = asURL ? ", where curl is given the URL \" \" alone" : " with no URL, so curl"
      request.reasonNotJudged = PushRequest.Problem(
        code: .pushMalformedEnvelope,
        message: ending + url + " and sends nothing; the lines below are not part of it", keyPath: "curl",
        severity: nil)
      return
    }
    request.problem(
      .pushMalformedEnvelope, ending + ", and the lines below are not part of it", keyPath: "curl",
      severity: .warning)
  }

  /// A command without a data option: APNs's 400 PayloadEmpty.
  static func reportNoBody(_ request: inout PushRequest) {
    request.problem(
      .pushMissingAps, "the curl command sends no body (no --data): 400 PayloadEmpty", keyPath: "body")
  }

  /// One `-H "name: value"`.
  static func readHeader(_ header: ShellWords.Word, into request: inout PushRequest) {
    guard let colon = header.text.firstIndex(of: ":") else {
      request.problem(
        .pushMalformedEnvelope, "header \"\(TerminalSafe.escape(header.text))\" has no \"name: value\" colon",
        keyPath: "headers")
      return
    }
    let name = String(header.text[..<colon])
    let value = header.text[header.text.index(after: colon)...].trimmingBlanks
    if header.hasVariable && (value.contains("$") || value.contains("`")) {
      request.unresolvedHeaders.append(name.lowercased())
    } else {
      request.headers.append((name, value))
    }
  }

  /// The bytes a data option sends: its text, or a file's contents for `@file` (newlines
  /// removed for `-d`/`--data`/`--data-ascii`, as curl does); `isText` when they are the
  /// option's own text.
  private static func readData(
    _ text: String, option: String, readFile: FileReader?, request: inout PushRequest
  ) -> (bytes: [UInt8], isText: Bool)? {
    guard option != "--data-raw", text.hasPrefix("@") else { return (Array(text.utf8), true) }
    let path = String(text.dropFirst())
    guard let readFile, path != "-" else {
      request.problem(
        .pushMalformedEnvelope,
        "\(option) @\(TerminalSafe.escape(path)): islet cannot read \(path == "-" ? "standard input" : "files") here",
        keyPath: "body")
      return nil
    }
    switch readFile(path) {
    case .success(let bytes):
      let keepsNewlines = option == "--data-binary" || option == "--json"
      return (keepsNewlines ? bytes : bytes.filter { $0 != 0x0A && $0 != 0x0D }, false)
    case .failure(let error):
      request.problem(
        .pushMalformedEnvelope, "\(option) @\(TerminalSafe.escape(path)): \(error.message)", keyPath: "body")
      return nil
    }
  }
}

/// Why the file of a curl `-d @file` could not be read.
public struct PushDataFileError: Error, Sendable {
  public var message: String

  public init(_ message: String) { self.message = message }
}

extension StringProtocol {
  /// The text without leading and trailing spaces and tabs.
  var trimmingBlanks: String {
    // A text that neither starts nor ends with a space or tab byte has no blank Character at
    // either end.
    let text = String(self)
    if let first = text.utf8.first, let last = text.utf8.last, first != 0x20, first != 0x09, last != 0x20,
      last != 0x09
    {
      return text
    }
    let blanks: Set<Character> = [" ", "\t"]
    guard let first = firstIndex(where: { !blanks.contains($0) }) else { return "" }
    let last = lastIndex(where: { !blanks.contains($0) })!
    return String(self[first...last])
  }
}

/// Reads the file of a curl `-d @file` (the command line gives it; the library reads no files).
public typealias PushDataFileReader = @Sendable (String) -> Result<[UInt8], PushDataFileError>
