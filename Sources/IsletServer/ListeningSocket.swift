import Glibc

/// A non-blocking TCP socket listening on an IPv4 or IPv6 address; port 0 picks a free one
/// (`boundAddress` says which).
final class ListeningSocket {
  let descriptor: Int32
  /// `127.0.0.1:2197` or `[::1]:2197`, with the port the system bound.
  let boundAddress: String

  init(host: String, port: UInt16) throws(ServerError) {
    var ipv4 = in_addr()
    var ipv6 = in6_addr()
    let isIPv4 = inet_pton(AF_INET, host, &ipv4) == 1
    guard isIPv4 || inet_pton(AF_INET6, host, &ipv6) == 1 else {
      throw ServerError("\(host) is not an IPv4 or IPv6 address (127.0.0.1, ::1, 0.0.0.0)")
    }
    let family = isIPv4 ? AF_INET : AF_INET6
    let descriptor = socket(
      family, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_NONBLOCK.rawValue | SOCK_CLOEXEC.rawValue), 0)
    guard descriptor >= 0 else { throw ServerError("cannot open a socket: \(Self.reason())") }
    var yes: Int32 = 1
    setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
    var bound: Int32
    if isIPv4 {
      var address = sockaddr_in()
      address.sin_family = sa_family_t(AF_INET)
      address.sin_port = port.bigEndian
      address.sin_addr = ipv4
      bound = Self.bind(descriptor, to: address)
    } else {
      var address = sockaddr_in6()
      address.sin6_family = sa_family_t(AF_INET6)
      address.sin6_port = port.bigEndian
      address.sin6_addr = ipv6
      bound = Self.bind(descriptor, to: address)
    }
    if bound == 0 { bound = listen(descriptor, 512) }
    guard bound == 0 else {
      let reason = Self.reason()
      close(descriptor)
      throw ServerError("cannot listen on \(host) port \(port): \(reason)")
    }
    var storage = sockaddr_storage()
    var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
    _ = withUnsafeMutablePointer(to: &storage) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
    }
    let boundPort = withUnsafePointer(to: &storage) {
      $0.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { UInt16(bigEndian: $0.pointee.sin_port) }
    }
    self.descriptor = descriptor
    boundAddress = isIPv4 ? "\(host):\(boundPort)" : "[\(host)]:\(boundPort)"
  }

  /// The next waiting client, non-blocking, or nil when none waits.
  func accept() -> Int32? {
    let client = Glibc.accept(descriptor, nil, nil)
    guard client >= 0 else { return nil }
    _ = fcntl(client, F_SETFL, fcntl(client, F_GETFL) | O_NONBLOCK)
    _ = fcntl(client, F_SETFD, FD_CLOEXEC)
    return client
  }

  deinit { close(descriptor) }

  /// `bind` with a `sockaddr_in` or `sockaddr_in6`.
  private static func bind<Address>(_ descriptor: Int32, to address: Address) -> Int32 {
    withUnsafePointer(to: address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        Glibc.bind(descriptor, $0, socklen_t(MemoryLayout<Address>.size))
      }
    }
  }

  static func reason() -> String { String(cString: strerror(errno)) }
}
