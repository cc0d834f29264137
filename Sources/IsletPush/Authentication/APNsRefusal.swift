/// APNs refusing a request before it reads the push (its method, authentication, or a body far
/// over the limit): the status, APNs's reason string, and why in islet's words.
public struct APNsRefusal: Error, Hashable, Sendable {
  public var status: Int
  public var reason: String
  /// Why, for the verdict line; never quotes a token or key.
  public var message: String

  public init(_ status: Int, _ reason: String, _ message: String) {
    self.status = status
    self.reason = reason
    self.message = message
  }
}
