/// Why the server could not start: an address it cannot listen on, a certificate or key it
/// cannot read.
public struct ServerError: Error, Sendable, CustomStringConvertible {
  public var description: String

  public init(_ description: String) { self.description = description }
}
