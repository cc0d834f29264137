import Foundation

/// Runs the system's curl (built with nghttp2) against `islet serve`.
enum Curl {
  struct Response {
    /// curl's exit status (0, or 60 for a certificate it does not trust…).
    var exitStatus: Int32
    var httpVersion: String
    var status: Int
    var headers: [String: String]
    var body: String
  }

  /// Runs `curl` with `arguments` plus options that print the response's headers and body.
  static func run(_ arguments: [String]) throws -> Response {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/curl")
    process.arguments = ["-sS", "--max-time", "20", "-D", "-"] + arguments
    let out = Pipe()
    process.standardOutput = out
    process.standardError = Pipe()
    try process.run()
    let data = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let text = String(decoding: data, as: UTF8.self)
    let parts = text.components(separatedBy: "\r\n\r\n")
    let head = parts.first?.split(separator: "\r\n") ?? []
    var headers: [String: String] = [:]
    for line in head.dropFirst() {
      guard let colon = line.firstIndex(of: ":") else { continue }
      headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(
        in: .whitespaces)
    }
    let statusWords = head.first?.split(separator: " ") ?? []
    return Response(
      exitStatus: process.terminationStatus, httpVersion: statusWords.first.map(String.init) ?? "",
      status: statusWords.count > 1 ? Int(statusWords[1]) ?? 0 : 0, headers: headers,
      body: parts.dropFirst().joined(separator: "\r\n\r\n"))
  }

  /// A channel request (`GET`, `DELETE`, or `POST` with `body`) to `path` on `origin` with a
  /// fresh provider token and `headers`.
  static func channelRequest(
    _ method: String, to path: String, origin: String, headers: [String] = [], body: String? = nil
  ) throws -> Response {
    try run(
      ["--http2-prior-knowledge", "-X", method] + headers.flatMap { ["-H", $0] }
        + ["-H", "authorization: \(ProviderTokenText.fresh)"] + (body.map { ["--data-raw", $0] } ?? [])
        + [origin + path])
  }

  /// A POST to `path` on `origin` with APNs's headers, a fresh provider token and `body`.
  static func post(
    _ body: String, to path: String, origin: String, transport: [String] = ["--http2-prior-knowledge"],
    headers: [String] = [
      "apns-topic: com.example.app.push-type.liveactivity", "apns-push-type: liveactivity",
    ],
    authorization: String = ProviderTokenText.fresh
  ) throws -> Response {
    try run(
      transport + headers.flatMap { ["-H", $0] } + [
        "-H", "authorization: \(authorization)", "--data-raw", body, origin + path,
      ])
  }
}
