import Foundation
import TestSupport
import Testing

/// `islet serve` end to end on loopback with curl (built with nghttp2): APNs's answers over
/// cleartext HTTP/2 and TLS, the phone's verdicts behind them, the request log read back by
/// check-push and replay, and clients that misbehave.
@Suite struct ServeCommandTests {
  static let layout = "Layouts/delivery.islet"
  static let channels = "/1/apps/com.example.app/channels"
  static let newChannel = #"{"message-storage-policy": 1, "push-type": "LiveActivity"}"#

  static func state(stopsAway: String = "3") -> String {
    #"{"phase":"pickedUp","stopsAway":\#(stopsAway),"courier":"Sam"}"#
  }

  static func start(at time: Int, extra: String = "") -> String {
    #"{"aps":{"timestamp":\#(time),"event":"start","attributes-type":"Delivery","#
      + #""attributes":{"orderID":"A-1","merchant":"Mario's","destination":"Harbour St"},"#
      + #""content-state":\#(state()),"alert":{"title":"Placed"}\#(extra)}}"#
  }

  static func push(_ event: String, at time: Int, state: String = state()) -> String {
    #"{"aps":{"timestamp":\#(time),"event":"\#(event)","content-state":\#(state)}}"#
  }

  /// The verdict lines (`#3 line 5 update …: dropped: …`) of an output.
  static func verdictLines(_ output: String) -> [String] {
    output.split(separator: "\n").filter { $0.hasPrefix("#") }.map(String.init)
  }

  @Test func aCleartextSessionGetsAPNsAnswersAndItsLogReadsBackToTheSameVerdicts() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let log = directory.file("requests.log")
    let server = try ServeProcess([Self.layout, "--plaintext", "--log", log], directory: directory)
    defer { server.stop() }
    let origin = server.origin
    let pushToStart = try #require(server.lastValue(after: "push-to-start token: "))
    let t0 = ProviderTokenText.now
    let created = try Curl.channelRequest("POST", to: Self.channels, origin: origin, body: Self.newChannel)
    #expect(created.status == 201)
    let channel = try #require(created.headers["apns-channel-id"])

    let started = try Curl.post(
      Self.start(at: t0, extra: #","input-push-channel":"\#(channel)""#), to: "/3/device/\(pushToStart)",
      origin: origin)
    #expect(started.exitStatus == 0 && started.httpVersion == "HTTP/2" && started.status == 200)
    #expect(started.headers["apns-id"]?.count == 36)
    #expect(server.waitForOutput { $0.contains("update token: ") } != nil)
    let updateToken = try #require(server.lastValue(after: "update token: "))

    // APNs accepts it; the phone drops it, and the verdict says why.
    let wrongType = try Curl.post(
      Self.push("update", at: t0 + 1, state: Self.state(stopsAway: "\"four\"")),
      to: "/3/device/\(updateToken)",
      origin: origin)
    #expect(wrongType.status == 200 && wrongType.body.isEmpty)
    #expect(server.waitForOutput { $0.contains("dropped: P032") } != nil)

    let expired = try Curl.post(
      Self.push("update", at: t0 + 2), to: "/3/device/\(updateToken)", origin: origin,
      authorization: ProviderTokenText.expired)
    #expect(expired.status == 403 && expired.body == #"{"reason":"ExpiredProviderToken"}"#)

    let wrongTopic = try Curl.post(
      Self.push("update", at: t0 + 3), to: "/3/device/\(updateToken)", origin: origin,
      headers: ["apns-topic: com.example.app", "apns-push-type: liveactivity"])
    #expect(wrongTopic.status == 400 && wrongTopic.body == #"{"reason":"DeviceTokenNotForTopic"}"#)

    let padding = String(repeating: "x", count: 5000)
    let tooLarge = try Curl.post(
      #"{"aps":{"timestamp":\#(t0 + 4),"event":"update","content-state":\#(Self.state())},"pad":"\#(padding)"}"#,
      to: "/3/device/\(updateToken)", origin: origin)
    #expect(tooLarge.status == 413 && tooLarge.body == #"{"reason":"PayloadTooLarge"}"#)

    let broadcast = try Curl.post(
      Self.push("update", at: t0 + 5, state: Self.state(stopsAway: "1")),
      to: "/4/broadcasts/apps/com.example.app",
      origin: origin, headers: ["apns-push-type: liveactivity", "apns-channel-id: \(channel)"])
    #expect(broadcast.status == 200)
    #expect(server.waitForOutput { $0.contains("update channel:\(channel): applied") } != nil)

    let beforeEnd = Int((Date().timeIntervalSince1970 * 1000).rounded(.down))
    let ended = try Curl.post(Self.push("end", at: t0 + 6), to: "/3/device/\(updateToken)", origin: origin)
    let afterEnd = Int((Date().timeIntervalSince1970 * 1000).rounded(.up))
    #expect(ended.status == 200)
    let late = try Curl.post(Self.push("update", at: t0 + 7), to: "/3/device/\(updateToken)", origin: origin)
    #expect(late.status == 410)
    // The token became invalid when the end reached the server: the device's clock is the
    // requests' arrival (written into the log, so check-push and replay read it back).
    let unregistered = try #require(
      late.body.firstMatch(of: /\{"reason":"Unregistered","timestamp":([0-9]+)\}/))
    #expect((beforeEnd...afterEnd).contains(Int(unregistered.1) ?? 0), "\(late.body)")

    let served = try #require(server.waitForOutput { Self.verdictLines($0).count == 7 })
    server.stop()
    let logText = try String(contentsOfFile: log, encoding: .utf8)
    #expect(!logText.contains(ProviderTokenText.fresh.dropFirst(7).prefix(40)))
    let checked = try IsletBinary.run(["check-push", Self.layout, log])
    #expect(Self.verdictLines(checked.stdout) == Self.verdictLines(served))
    #expect(
      checked.stdout.contains("7 pushes: 4 applied, 2 rejected, 1 dropped")
        || checked.stdout.contains("7 pushes"))
    let replayed = try IsletBinary.run(["replay", Self.layout, log, "-p", "compact"])
    #expect(Self.verdictLines(replayed.stdout) == Self.verdictLines(served), "\(replayed.stderr)")
  }

  @Test func channelsAreCreatedReadListedAndDeletedAndABroadcastNeedsOneAndTheAppsOwnTopic() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let server = try ServeProcess(
      [Self.layout, "--plaintext", "--bundle-id", "com.example.app"], directory: directory)
    defer { server.stop() }
    let origin = server.origin
    #expect(server.output.contains("app: com.example.app (topics, broadcast and channel paths must name it)"))
    let otherApp = try Curl.post(
      Self.push("update", at: ProviderTokenText.now), to: "/3/device/abcd", origin: origin,
      headers: ["apns-topic: com.example.other.push-type.liveactivity", "apns-push-type: liveactivity"])
    #expect(otherApp.status == 400 && otherApp.body == #"{"reason":"DeviceTokenNotForTopic"}"#)
    let requestID = "2288cf3f-70d8-46a6-97d7-dd5d00867127"
    let created = try Curl.channelRequest(
      "POST", to: Self.channels, origin: origin, headers: ["apns-request-id: \(requestID)"],
      body: Self.newChannel)
    #expect(created.status == 201 && created.body.isEmpty)
    #expect(created.headers["apns-request-id"] == requestID)
    let channel = try #require(created.headers["apns-channel-id"])
    let named = ["apns-channel-id: \(channel)"]
    let read = try Curl.channelRequest("GET", to: Self.channels, origin: origin, headers: named)
    #expect(read.status == 200 && read.body == #"{"message-storage-policy":1,"push-type":"LiveActivity"}"#)
    let list = try Curl.channelRequest("GET", to: "/1/apps/com.example.app/all-channels", origin: origin)
    #expect(list.status == 200 && list.body == #"{"channels":["\#(channel)"]}"#)
    let broadcastHeaders = ["apns-push-type: liveactivity", "apns-channel-id: \(channel)"]
    let update = Self.push("update", at: ProviderTokenText.now)
    let sent = try Curl.post(
      update, to: "/4/broadcasts/apps/com.example.app", origin: origin, headers: broadcastHeaders)
    #expect(sent.status == 200 && sent.headers["apns-request-id"]?.count == 36)
    let deleted = try Curl.channelRequest("DELETE", to: Self.channels, origin: origin, headers: named)
    #expect(deleted.status == 204)
    let late = try Curl.post(
      update, to: "/4/broadcasts/apps/com.example.app", origin: origin, headers: broadcastHeaders)
    #expect(late.status == 400 && late.body == #"{"reason":"ChannelNotRegistered"}"#)
    let unnamed = try Curl.channelRequest("GET", to: Self.channels, origin: origin)
    #expect(unnamed.status == 400 && unnamed.body == #"{"reason":"MissingChannelId"}"#)
    let output = try #require(server.waitForOutput { $0.contains("MissingChannelId") })
    #expect(
      output.contains("- POST \(Self.channels): created channel \(channel) (Most Recent Message Stored)"))
    #expect(output.contains("- DELETE \(Self.channels): deleted channel \(channel)"))
  }

  @Test func tlsWithALPNh2ServesAClientThatTrustsTheCertificateAndNoOtherCertificate() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let server = try ServeProcess([Self.layout], directory: directory)
    defer { server.stop() }
    #expect(server.origin.hasPrefix("https://127.0.0.1:"))
    let certificate = directory.file("islet/serve/certificate.pem")
    #expect(server.output.contains("certificate: \(certificate)"))
    #expect(server.output.contains("curl --http2 --cacert '\(certificate)'"))
    let trusted = try Curl.post(
      Self.push("update", at: ProviderTokenText.now), to: "/3/device/abcd", origin: server.origin,
      transport: ["--http2", "--cacert", certificate])
    #expect(trusted.exitStatus == 0 && trusted.httpVersion == "HTTP/2" && trusted.status == 200)
    // The system's authorities do not vouch for it: curl refuses (60), the server goes on.
    let untrusted = try Curl.post(
      Self.push("update", at: ProviderTokenText.now), to: "/3/device/abcd", origin: server.origin,
      transport: ["--http2", "--cacert", "/etc/ssl/certs/ca-certificates.crt"])
    #expect(untrusted.exitStatus == 60)
    let localhost = server.origin.replacingOccurrences(of: "127.0.0.1", with: "localhost")
    let again = try Curl.post(
      Self.push("update", at: ProviderTokenText.now + 1), to: "/3/device/abcd", origin: localhost,
      transport: ["--http2", "--cacert", certificate], authorization: "bearer nonsense")
    #expect(again.status == 403 && again.body == #"{"reason":"InvalidProviderToken"}"#)
  }

  @Test func withTheTeamsKeyOnlyTokensItSignedAreAccepted() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let signer = try OpenSSLSigner(directory: directory)
    let server = try ServeProcess(
      [
        Self.layout, "--plaintext", "--auth-key", signer.keyPath, "--team-id", "TEAM123456", "--key-id",
        "ABC123DEFG",
      ],
      directory: directory)
    defer { server.stop() }
    let now = ProviderTokenText.now
    let signed = try signer.token(keyID: "ABC123DEFG", teamID: "TEAM123456", issuedAt: now)
    let accepted = try Curl.post(
      Self.push("update", at: now), to: "/3/device/abcd", origin: server.origin, authorization: signed)
    #expect(accepted.status == 200)
    let otherTeam = try signer.token(keyID: "ABC123DEFG", teamID: "OTHERTEAM1", issuedAt: now)
    let unsigned = ProviderTokenText.fresh
    for token in [otherTeam, unsigned] {
      let refused = try Curl.post(
        Self.push("update", at: now + 1), to: "/3/device/abcd", origin: server.origin, authorization: token)
      #expect(refused.status == 403 && refused.body == #"{"reason":"InvalidProviderToken"}"#)
    }
    let output = try #require(server.waitForOutput { $0.contains("signature is not the --auth-key's") })
    #expect(output.contains("iss is not the team given by --team-id"))
    #expect(!output.contains(String(signed.dropFirst(7))))
  }

  @Test(arguments: [
    (["--listen", "203.0.113.5:2197", "--plaintext"], "cannot listen on 203.0.113.5 port 2197"),
    (["--listen", "nonsense"], "'--listen' takes HOST:PORT"),
    (["--tls-cert", "Layouts/delivery.islet"], "--tls-cert and --tls-key go together"),
    (["--plaintext", "--team-id", "TEAM123456"], "--auth-key, --team-id and --key-id go together"),
    (
      ["--plaintext", "--bundle-id", "com.example.app.push-type.liveactivity"],
      "--bundle-id is the app's plain bundle ID"
    ),
  ])
  func anAddressOrFilesItCannotUseAreAUsageError(arguments: [String], message: String) throws {
    let result = try IsletBinary.run(["serve", Self.layout] + arguments, timeout: 20)
    #expect(result.status == 2)
    #expect(result.stderr.contains(message), "\(result.stderr)")
  }

  @Test func aHugeHeaderListLosesItsStreamAndAHugeBodyIs413UnreadWhileTheServerGoesOn() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let server = try ServeProcess([Self.layout, "--plaintext"], directory: directory)
    defer { server.stop() }
    let now = ProviderTokenText.now
    let hugeHeader = try Curl.post(
      Self.push("update", at: now), to: "/3/device/abcd", origin: server.origin,
      headers: [
        "apns-topic: com.example.app.push-type.liveactivity", "apns-push-type: liveactivity",
        "apns-collapse-id: " + String(repeating: "c", count: 20_000),
      ])
    #expect(hugeHeader.exitStatus != 0 && hugeHeader.status == 0)
    let hugeBody = try Curl.post(
      #"{"aps":{"timestamp":\#(now),"event":"update"},"pad":"\#(String(repeating: "x", count: 100_000))"}"#,
      to: "/3/device/abcd", origin: server.origin)
    #expect(hugeBody.status == 413 && hugeBody.body == #"{"reason":"PayloadTooLarge"}"#)
    let output = try #require(server.waitForOutput { $0.contains("413 PayloadTooLarge") })
    #expect(output.contains("far over APNs's limit"))
    let next = try Curl.post(Self.push("update", at: now + 1), to: "/3/device/abcd", origin: server.origin)
    #expect(next.status == 200)
  }

  @Test func garbageAndSilentClientsLoseTheirConnectionOnlyAndTheServerGoesOn() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let server = try ServeProcess([Self.layout, "--plaintext", "--idle-timeout", "1"], directory: directory)
    defer { server.stop() }
    let port = try #require(server.origin.split(separator: ":").last.flatMap { UInt16($0) })
    let garbage = try LoopbackClient(port: port)
    garbage.send(Array("GET / HTTP/1.1\r\nHost: x\r\n\r\n".utf8) + [UInt8](repeating: 0xFF, count: 4096))
    #expect(garbage.waitUntilClosed(timeout: .seconds(5)))
    let silent = try LoopbackClient(port: port)
    #expect(silent.waitUntilClosed(timeout: .seconds(8)))
    let request = try Curl.post(
      Self.push("update", at: ProviderTokenText.now), to: "/3/device/abcd", origin: server.origin)
    #expect(request.status == 200)
    #expect(server.isRunning)
    // SIGTERM ends it although the test runner started it with the signal blocked.
    server.stop()
    #expect(server.terminationReason == .uncaughtSignal && server.terminationStatus == SIGTERM)
  }
}
