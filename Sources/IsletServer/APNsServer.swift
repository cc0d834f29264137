import Glibc
import IsletModel
import IsletPush

/// The HTTP/2 server of `islet serve`: one thread, one `poll` loop over the listening socket and
/// every connection. TLS with ALPN h2 when it has a `TLSContext`, else cleartext HTTP/2 with
/// prior knowledge (h2c). Each complete request goes to `answer` on this thread, in arrival
/// order, so the endpoint behind it needs no locks.
public final class APNsServer {
  private let listener: ListeningSocket
  private let tls: TLSContext?
  private let limits: ServerLimits
  private var connections: [H2Connection] = []

  /// Listens on `host`:`port` (0 picks a free port); with `certificate` and `key` (PEM files),
  /// over TLS.
  public init(
    host: String, port: UInt16, certificate: String?, key: String?, limits: ServerLimits
  ) throws(ServerError) {
    if let certificate, let key {
      tls = try TLSContext(certificate: certificate, key: key)
    } else {
      tls = nil
    }
    listener = try ListeningSocket(host: host, port: port)
    self.limits = limits
  }

  /// `https://127.0.0.1:2197` or `http://…`, with the bound port.
  public var origin: String { (tls == nil ? "http://" : "https://") + listener.boundAddress }

  /// Serves until `shouldStop` says so (checked at least every `tick` seconds).
  public func run(
    clock: @escaping () -> Instant, tick: Double = 0.5, shouldStop: () -> Bool,
    answer: @escaping (APNsRequest) -> APNsResponse
  ) {
    while !shouldStop() {
      var descriptors = [pollfd(fd: listener.descriptor, events: Int16(POLLIN), revents: 0)]
      for connection in connections {
        var events: Int32 = 0
        if connection.wantsToRead { events |= Int32(POLLIN) }
        if connection.wantsToWrite { events |= Int32(POLLOUT) }
        descriptors.append(pollfd(fd: connection.descriptor, events: Int16(events), revents: 0))
      }
      // A connection left with decrypted input after its turn is read again at once.
      let buffered = connections.contains { $0.hasBufferedInput }
      let ready = poll(&descriptors, nfds_t(descriptors.count), buffered ? 0 : Int32(tick * 1000))
      if ready < 0 && errno != EINTR { return }
      let now = MonotonicClock.seconds()
      for (index, connection) in connections.enumerated() {
        let events = Int32(descriptors[index + 1].revents)
        if events & Int32(POLLIN | POLLHUP | POLLERR) != 0 || connection.hasBufferedInput {
          connection.readable()
        }
        if events & Int32(POLLOUT) != 0 { connection.writable() }
        connection.checkTimeouts(now: now)
      }
      connections.removeAll { $0.isFinished }
      if descriptors[0].revents & Int16(POLLIN) != 0 { acceptClients(clock: clock, answer: answer) }
    }
  }

  /// Takes every waiting client; one over the connection limit is closed at once.
  private func acceptClients(clock: @escaping () -> Instant, answer: @escaping (APNsRequest) -> APNsResponse)
  {
    while let client = listener.accept() {
      guard connections.count < limits.connections else {
        close(client)
        continue
      }
      var yes: Int32 = 1
      setsockopt(client, Int32(IPPROTO_TCP), TCP_NODELAY, &yes, socklen_t(MemoryLayout<Int32>.size))
      let connection = H2Connection(
        descriptor: client, tls: tls, limits: limits, clock: clock, answer: answer)
      // A cleartext client may have sent its preface already; a TLS client its hello.
      connection.readable()
      if !connection.isFinished { connections.append(connection) }
    }
  }
}
