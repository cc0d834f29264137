import IsletModel

/// One HTTP/2 request to the APNs provider API as a server received it: what `APNsEndpoint`
/// judges. The server bounds it (header list, body) before it gets here.
public struct APNsRequest: Sendable {
  /// `:method`.
  public var method: String
  /// `:path`: `/3/device/<token>` or `/4/broadcasts/apps/<bundle ID>`.
  public var path: String
  /// The regular headers in arrival order, names as sent (HTTP/2 sends them lowercase).
  public var headers: [(name: String, value: String)]
  /// The body as received; only its first bytes when `bodyOverflowed`.
  public var body: [UInt8]
  /// Whether the body went past the server's buffer (far beyond APNs's limits).
  public var bodyOverflowed: Bool
  /// When the request's last frame arrived.
  public var arrival: Instant

  public init(
    method: String, path: String, headers: [(name: String, value: String)], body: [UInt8],
    bodyOverflowed: Bool = false, arrival: Instant
  ) {
    self.method = method
    self.path = path
    self.headers = headers
    self.body = body
    self.bodyOverflowed = bodyOverflowed
    self.arrival = arrival
  }

  /// The first value of the header `name` (lowercase), names compared ignoring case.
  public func header(_ name: String) -> String? {
    headers.first { $0.name.lowercased() == name }?.value
  }
}
