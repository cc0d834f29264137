import Foundation
import IsletModel
import IsletPush
import IsletServer

/// `islet serve LAYOUT…`: a local APNs endpoint. A backend changes only its host; each request
/// gets the answer APNs would give and the verdict the phone would, printed as it arrives. With
/// several layouts (one per activity type), a start's attributes-type picks its layout.
enum ServeCommand: Command {
  static let spec = CommandSpec(
    name: "serve",
    abstract: "Answer APNs requests as APNs would (HTTP/2), and say what the phone would do with each push.",
    discussion: """
      Listens on 127.0.0.1 (another address only when given) for POST /3/device/<token> and
      POST /4/broadcasts/apps/<bundle ID>, over TLS with ALPN h2 (a self-signed certificate
      made on first use and kept in the user's cache folder, or --tls-cert/--tls-key) or, with
      --plaintext, cleartext HTTP/2 with prior knowledge. Every rule of check-push applies: a
      request APNs refuses gets its status and {"reason"}, a push APNs accepts but the phone
      drops gets 200 and its verdict says why. Requests need an ES256 provider token
      (authorization: bearer <JWT>); with --auth-key, --team-id and --key-id its signature is
      checked. --log writes every request as a curl command that check-push and replay read
      back to the same verdicts (provider tokens are never written). Several layouts serve an app
      with several activity types: a push-to-start's attributes-type picks the layout, and an
      update goes by the activity its token belongs to.
      """,
    arguments: [layouts.spec],
    options: [
      listen.spec, plaintext.spec, tlsCertificate.spec, tlsKey.spec, bundleID.spec, authKey.spec, teamID.spec,
      keyID.spec, log.spec, maxConnections.spec, idleTimeout.spec, PushOptions.maxActivities.spec,
      CommonOptions.activity.spec,
    ]
  )

  static let layouts = Argument.variadic(
    "layout",
    help:
      "The layouts (.islet), or Swift sources (.swift or a folder), whose pushes are served: one per activity type."
  )
  static let listen = Option.value(
    "listen", "address", help: "Where to listen: HOST:PORT, [IPv6]:PORT or PORT (0 picks a free port).",
    default: ListenAddress(host: "127.0.0.1", port: 2197), defaultText: "127.0.0.1:2197")
  static let plaintext = Option.flag(
    "plaintext", help: "Cleartext HTTP/2 with prior knowledge (h2c) instead of TLS.")
  static let tlsCertificate: Option<String?> = optionalOption(
    "tls-cert", "file", help: "The TLS certificate chain (PEM).", defaultText: "a self-signed one, made once")
  static let tlsKey: Option<String?> = optionalOption(
    "tls-key", "file", help: "The TLS certificate's key (PEM).")
  static let bundleID: Option<String?> = optionalOption(
    "bundle-id", "id",
    help:
      "The app's bundle ID: a topic, broadcast or channel path naming another app is refused as APNs refuses it.",
    defaultText: "topics checked for their form only")
  static let authKey: Option<String?> = optionalOption(
    "auth-key", "file",
    help: "The team's APNs signing key (AuthKey_XXXXXXXXXX.p8): provider tokens must be signed with it.")
  static let teamID: Option<String?> = optionalOption(
    "team-id", "id", help: "The team ID provider tokens must name (iss).")
  static let keyID: Option<String?> = optionalOption(
    "key-id", "id", help: "The key ID provider tokens must name (kid).")
  static let log: Option<String?> = optionalOption(
    "log", "file", help: "Write every request to this file as a curl command check-push and replay read back."
  )
  static let maxConnections = Option.value(
    "max-connections", "n", help: "Open connections; more are closed at once.",
    default: PositiveCount(ServerLimits().connections), defaultText: "256")
  static let idleTimeout = Option.value(
    "idle-timeout", "seconds",
    help:
      "Seconds a client may stay silent, or take over a TLS handshake or one request, before its connection is closed.",
    default: PositiveCount(Int(ServerLimits().idleSeconds)), defaultText: "30")

  static func run(_ arguments: ParsedArguments, console: Console) throws -> ExitStatus {
    let inputs = try PushOptions.layouts(arguments[layouts], arguments: arguments, console: console)
    var limits = ServerLimits()
    limits.connections = try arguments[maxConnections].value
    limits.idleSeconds = Double(try arguments[idleTimeout].value)
    let (certificate, key) = try tlsFiles(arguments, console: console)
    let address = try arguments[listen]
    let verifier = try providerKeyVerifier(arguments)
    let app = try servedApp(arguments)
    let server = try listen(on: address, certificate: certificate, key: key, limits: limits)
    let logFile = try (arguments[log]).map(RequestLogFile.init(path:))
    var checkVerifier: ProviderTokenVerifier?
    if let verifier { checkVerifier = { verifier.refusal(of: $0) } }
    let options = try PushOptions.checkOptions(arguments, assumingActivityOf: inputs[0].layout)
    let seed = UInt64(truncatingIfNeeded: Int64((WallClock.now.unixSeconds * 1000).rounded()))
    var endpoint = APNsEndpoint(
      schemas: inputs.map(\.layout.schema), options: options, origin: server.origin, verifier: checkVerifier,
      bundleID: app, writesLog: logFile != nil, seed: seed)
    console.out(
      ServeBanner.text(
        layouts: inputs.map { ($0.layout.schema.activityName, $0.path) }, origin: server.origin,
        certificate: certificate,
        bundleID: app, verifies: verifier != nil, log: try arguments[log]) + DecodingCaveats.text(inputs))
    signal(SIGPIPE, SIG_IGN)
    unblockStopSignals()
    server.run(clock: { WallClock.now }, shouldStop: { false }) { request in
      let exchange = endpoint.judge(request)
      logFile?.append(exchange.log)
      console.out(ServeBanner.verdictText(exchange, request: request, device: endpoint.simulator))
      return exchange.response
    }
    return .clean
  }

  /// The server listening on `address` (TLS with `certificate` and `key`); one that cannot
  /// listen is a usage error naming why.
  static func listen(
    on address: ListenAddress, certificate: String?, key: String?, limits: ServerLimits
  ) throws -> APNsServer {
    do {
      return try APNsServer(
        host: address.host, port: address.port, certificate: certificate, key: key, limits: limits)
    } catch {
      throw UsageError("cannot listen: \(TerminalSafe.escape(error.description))")
    }
  }

  /// The app of `--bundle-id`, a plain bundle ID; nil when not given.
  static func servedApp(_ arguments: ParsedArguments) throws -> String? {
    guard let bundle = try arguments[bundleID] else { return nil }
    guard !bundle.isEmpty, !bundle.contains(".push-type.") else {
      throw UsageError(
        "--bundle-id is the app's plain bundle ID (com.example.app), without .push-type.liveactivity")
    }
    return bundle
  }

  /// Lets Ctrl-C, SIGTERM and SIGHUP end the server even when the parent started it with them
  /// blocked (a blocked mask is inherited; test runners and some supervisors block them).
  private static func unblockStopSignals() {
    var signals = sigset_t()
    sigemptyset(&signals)
    for number in [SIGINT, SIGTERM, SIGHUP] { sigaddset(&signals, number) }
    sigprocmask(SIG_UNBLOCK, &signals, nil)
  }

  /// The certificate and key to serve TLS with: nil for --plaintext, the given files, or the
  /// self-signed pair in the cache folder (made on first use).
  static func tlsFiles(
    _ arguments: ParsedArguments, console: Console
  ) throws -> (String?, String?) {
    let certificate = try arguments[tlsCertificate]
    let key = try arguments[tlsKey]
    if try arguments[plaintext] {
      guard certificate == nil, key == nil else {
        throw UsageError("--plaintext takes no --tls-cert or --tls-key")
      }
      return (nil, nil)
    }
    switch (certificate, key) {
    case (let certificate?, let key?):
      try InputFile.checkReadable(certificate, what: "read the TLS certificate from")
      try InputFile.checkReadable(key, what: "read the TLS key from")
      return (certificate, key)
    case (nil, nil):
      guard let folder = SelfSignedCertificate.defaultFolder(environment: console.environment) else {
        throw UsageError("no HOME or XDG_CACHE_HOME to keep a certificate in: give --tls-cert and --tls-key")
      }
      do {
        let files = try SelfSignedCertificate.files(in: folder)
        return (files.certificate, files.key)
      } catch {
        throw UsageError(TerminalSafe.escape(error.description))
      }
    default:
      throw UsageError("--tls-cert and --tls-key go together")
    }
  }

  /// The signature check of --auth-key, --team-id and --key-id (all three or none).
  private static func providerKeyVerifier(_ arguments: ParsedArguments) throws -> ProviderKeyVerifier? {
    let given = (try arguments[authKey], try arguments[teamID], try arguments[keyID])
    switch given {
    case (nil, nil, nil): return nil
    case (let file?, let team?, let key?):
      try InputFile.checkReadable(file, what: "read the signing key from")
      do {
        return try ProviderKeyVerifier(keyFile: file, teamID: team, keyID: key)
      } catch {
        throw UsageError(TerminalSafe.escape(error.description))
      }
    default: throw UsageError("--auth-key, --team-id and --key-id go together")
    }
  }
}
