import Foundation
import TestSupport
import Testing

/// `islet preview LAYOUT --listen ADDR`: pushes sent by curl to the preview's APNs endpoint are
/// answered as `islet serve` answers them and shown on the dashboard (under tmux).
@Suite(.enabled(if: TmuxSession.isAvailable)) struct PreviewListenTests {
  @Test func aStartAnUpdateAndAnEndSentByCurlAreAnsweredAndShown() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let port = try LoopbackClient.freePort()
    let layout = IsletBinary.packageRoot.appendingPathComponent("Layouts/delivery.islet").path
    let session = try TmuxSession(
      command: "\(IsletBinary.executable.path) preview \(layout) --listen 127.0.0.1:\(port) --plaintext "
        + "--bundle-id com.example.app",
      width: 140, height: 48, environment: ["XDG_CACHE_HOME": directory.path])
    defer { session.kill() }
    #expect(session.waitFor("Lock Screen"))
    let origin = "http://127.0.0.1:\(port)"
    let now = ProviderTokenText.now
    let start = try Curl.post(ServeCommandTests.start(at: now), to: "/3/device/abcd", origin: origin)
    #expect(start.status == 200)
    #expect(session.waitFor("#1 start applied"))
    #expect(session.waitFor("Picked up"))
    let update = try Curl.post(
      #"{"aps":{"timestamp":\#(now + 1),"event":"update","content-state":{"phase":"nearby","stopsAway":1}}}"#,
      to: "/3/device/abcd", origin: origin)
    #expect(update.status == 200)
    #expect(session.waitFor("#2 update applied"))
    #expect(session.waitFor("Nearby"))
    let expired = try Curl.post(
      ServeCommandTests.push("end", at: now + 2), to: "/3/device/abcd", origin: origin,
      authorization: ProviderTokenText.expired)
    #expect(expired.status == 403)
    let otherApp = try Curl.post(
      ServeCommandTests.push("end", at: now + 2), to: "/3/device/abcd", origin: origin,
      headers: ["apns-topic: com.example.other.push-type.liveactivity", "apns-push-type: liveactivity"])
    #expect(otherApp.status == 400 && otherApp.body == #"{"reason":"DeviceTokenNotForTopic"}"#)
    let end = try Curl.post(ServeCommandTests.push("end", at: now + 3), to: "/3/device/abcd", origin: origin)
    #expect(end.status == 200)
    // The refused requests are no push: the end is the third.
    #expect(session.waitFor("#3 end applied"))
    try session.sendKeys("q")
  }
}
