import Foundation
import IsletModel
import IsletPush
import IsletServer

/// `islet preview LAYOUT --listen ADDR`: an APNs endpoint on a thread of its own that answers
/// each request as `islet serve` does and hands each judged push to the preview as an envelope
/// line through a pipe, which the preview reads like any push file.
enum PreviewListener {
  /// Starts the server; returns the path the preview reads pushes from (`/dev/fd/N`).
  static func start(
    address: ListenAddress, certificate: String?, key: String?, endpoint: APNsEndpoint,
    limits: ServerLimits = ServerLimits()
  ) throws -> String {
    let server = try ServeCommand.listen(on: address, certificate: certificate, key: key, limits: limits)
    var descriptors: [Int32] = [0, 0]
    guard pipe(&descriptors) == 0 else {
      throw UsageError("cannot make a pipe for the listener: \(String(cString: strerror(errno)))")
    }
    let (readEnd, writeEnd) = (descriptors[0], descriptors[1])
    _ = fcntl(writeEnd, F_SETFD, FD_CLOEXEC)
    signal(SIGPIPE, SIG_IGN)
    let handoff = ServerHandoff(server: server, endpoint: endpoint)
    let thread = Thread {
      var endpoint = handoff.endpoint
      handoff.server.run(clock: { WallClock.now }, shouldStop: { false }) { request in
        let exchange = endpoint.judge(request)
        if exchange.verdict != nil { write(all: APNsRequestEnvelope.line(request), to: writeEnd) }
        return exchange.response
      }
    }
    thread.name = "islet listener"
    thread.start()
    return "/dev/fd/\(readEnd)"
  }

  /// Writes every byte (the preview reads the pipe continuously; a full pipe waits for it).
  private static func write(all bytes: [UInt8], to descriptor: Int32) {
    var rest = bytes[...]
    while !rest.isEmpty {
      let written = rest.withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress, $0.count) }
      if written < 0 && errno == EINTR { continue }
      guard written > 0 else { return }
      rest = rest.dropFirst(written)
    }
  }
}

/// The server and endpoint, made on the main thread (so a bad address is a usage error before
/// the preview starts) and then used only by the listener's thread.
private final class ServerHandoff: @unchecked Sendable {
  let server: APNsServer
  let endpoint: APNsEndpoint

  init(server: APNsServer, endpoint: APNsEndpoint) {
    self.server = server
    self.endpoint = endpoint
  }
}
