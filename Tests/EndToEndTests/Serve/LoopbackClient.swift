import Foundation

/// A raw TCP client on 127.0.0.1, for clients no HTTP/2 library would be: garbage, silence.
final class LoopbackClient {
  private let descriptor: Int32

  init(port: UInt16) throws {
    descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = port.bigEndian
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let connected = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard connected == 0 else { throw CocoaError(.fileReadUnknown) }
  }

  deinit { close(descriptor) }

  /// A port on 127.0.0.1 that was free a moment ago (bound to port 0, read, released), for a
  /// command that prints nothing a test could read its bound port from (the preview).
  static func freePort() throws -> UInt16 {
    let probe = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    defer { close(probe) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(probe, $0, length) == 0 && getsockname(probe, $0, &length) == 0
      }
    }
    guard bound else { throw CocoaError(.fileWriteUnknown) }
    return UInt16(bigEndian: address.sin_port)
  }

  func send(_ bytes: [UInt8]) {
    _ = bytes.withUnsafeBytes { Foundation.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
  }

  /// Whether the server closes the connection (a read gives end of file or an error) within
  /// `timeout`; whatever the server sends first (a GOAWAY) is read past.
  func waitUntilClosed(timeout: Duration) -> Bool {
    let deadline = ContinuousClock.now + timeout
    var buffer = [UInt8](repeating: 0, count: 4096)
    while ContinuousClock.now < deadline {
      var descriptors = [pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)]
      guard poll(&descriptors, 1, 100) > 0 else { continue }
      if recv(descriptor, &buffer, buffer.count, 0) <= 0 { return true }
    }
    return false
  }
}
