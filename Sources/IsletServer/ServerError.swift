/// Why the server could not start: an address it cannot listen on, a certificate or key it
/// cannot read.
public struct ServerError: Error, Sendable, CustomStringConvertible {
  public var description: String

  public init(_ description: String) { self.description = description }
}

extension ServerError {
  /// `what`, a colon, and the message OpenSSL left in `buffer` (NUL-terminated).
  init(_ what: String, openSSLMessage buffer: [CChar]) {
    let text = buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
    self.init(what + ": " + String(decoding: text, as: UTF8.self))
  }
}
