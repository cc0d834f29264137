/// The bounds that keep one client from taking the server: every limit ends that client's
/// request or connection, never the server.
public struct ServerLimits: Sendable {
  /// Open connections; a client beyond them is closed at once.
  public var connections: Int
  /// Concurrent streams per connection (HTTP/2 SETTINGS_MAX_CONCURRENT_STREAMS).
  public var streamsPerConnection: Int
  /// Bytes of one request's header names and values; beyond, the stream is reset.
  public var headerListBytes: Int
  /// Bytes of a body kept; beyond, the request is 413 PayloadTooLarge without being read.
  public var bodyBytes: Int
  /// Seconds a connection may send nothing, and a TLS handshake or a request may take in all
  /// (a client sending a byte at a time does not hold a connection open for ever).
  public var idleSeconds: Double

  public init(
    connections: Int = 256, streamsPerConnection: Int = 100, headerListBytes: Int = 16 * 1024,
    bodyBytes: Int = 64 * 1024, idleSeconds: Double = 30
  ) {
    self.connections = connections
    self.streamsPerConnection = streamsPerConnection
    self.headerListBytes = headerListBytes
    self.bodyBytes = bodyBytes
    self.idleSeconds = idleSeconds
  }
}
