import IsletModel

/// Where `islet serve` listens: `HOST:PORT` with an IPv4 address, `[IPv6]:PORT`, `localhost:PORT`,
/// or a bare `PORT` on 127.0.0.1. Port 0 lets the system pick a free one.
struct ListenAddress: ArgumentValue {
  let host: String
  let port: UInt16

  init(host: String, port: UInt16) {
    self.host = host
    self.port = port
  }

  init(argument text: String, option: String) throws(UsageError) {
    let problem = UsageError(
      "'--\(option)' takes HOST:PORT (127.0.0.1:2197, [::1]:2197, localhost:2197) or a PORT, not '\(TerminalSafe.escape(text))'"
    )
    var host = "127.0.0.1"
    var portText = Substring(text)
    if let colon = text.lastIndex(of: ":") {
      host = String(text[..<colon])
      portText = text[text.index(after: colon)...]
      if host.hasPrefix("[") && host.hasSuffix("]") { host = String(host.dropFirst().dropLast()) }
      if host == "localhost" { host = "127.0.0.1" }
      guard !host.isEmpty, !host.contains("[") else { throw problem }
    }
    guard let port = UInt16(portText) else { throw problem }
    self.host = host
    self.port = port
  }
}
