/// Which service a curl command sends its request to, told by its URL: APNs, whose body is an
/// APNs push; FCM's v1 API (`https://fcm.googleapis.com/v1/projects/…/messages:send`), whose
/// body is an FCM message; or another service (OneSignal's REST API, a backend's own endpoint),
/// whose body is that service's request and no push islet can judge.
///
/// Only a request that is clearly not APNs is taken for another service: a named host (one
/// with a dot and a letter) other than APNs's and FCM's, on a path that is not APNs's. A host
/// that is a shell variable, a name without a dot (`localhost`: a local `islet serve`), an IP
/// address, or any host on `/3/device/…` or `/4/broadcasts/apps/…` (a proxy) stays APNs, and
/// its path is judged as APNs judges it.
enum RequestDestination: Equatable, Sendable {
  case apns
  case fcm
  /// Another service, named by its host as written (lowercased).
  case elsewhere(host: String)

  /// FCM's HTTP v1 API host.
  static let fcmHost = "fcm.googleapis.com"

  init(url: String) {
    let (host, path) = Self.hostAndPath(of: url)
    if host == Self.fcmHost {
      self = .fcm
    } else if Self.mayBeAPNs(host: host, path: path) {
      self = .apns
    } else {
      self = .elsewhere(host: host)
    }
  }

  /// Whether a request to `host` on `path` may be APNs's: its host, a path of its, or a host
  /// that is a shell variable, a local name or an IP address.
  private static func mayBeAPNs(host: String, path: Substring) -> Bool {
    let isAPNsHost = host == "push.apple.com" || host.hasSuffix(".push.apple.com")
    let isAPNsPath = path.hasPrefix("/3/device/") || path.hasPrefix("/4/broadcasts/apps/")
    let isShellVariable = host.contains { $0 == "$" || $0 == "`" }
    return isAPNsHost || isAPNsPath || isShellVariable || !isDomainName(host)
  }

  /// The host and path of a URL as curl takes it (`scheme://user@host:port/path?query`, or
  /// `host/path` without a scheme): the host lowercased, without user, port or final dot.
  static func hostAndPath(of url: String) -> (host: String, path: Substring) {
    var rest = Substring(url)
    if let scheme = rest.firstRange(of: "://") { rest = rest[scheme.upperBound...] }
    let authorityEnd = rest.firstIndex { $0 == "/" || $0 == "?" || $0 == "#" } ?? rest.endIndex
    var host = rest[..<authorityEnd]
    if let user = host.lastIndex(of: "@") { host = host[host.index(after: user)...] }
    if !host.hasPrefix("["), let port = host.lastIndex(of: ":") { host = host[..<port] }
    if host.hasSuffix(".") { host = host.dropLast() }
    return (host.lowercased(), rest[authorityEnd...])
  }

  /// Whether `host` names a domain (`onesignal.com`), not a local name (`localhost`) or an IP
  /// address (`127.0.0.1`, `[::1]`).
  private static func isDomainName(_ host: String) -> Bool {
    !host.hasPrefix("[") && host.contains(".") && host.contains { $0.isLetter }
  }
}
