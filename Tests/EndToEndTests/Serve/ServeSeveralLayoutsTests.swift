import Foundation
import TestSupport
import Testing

/// `islet serve LAYOUT…` end to end with curl: an app with two activity types (a delivery and a
/// download) on one server, its log read back by check-push and replay given the same layouts,
/// and the usage errors of layouts that cannot be told apart.
@Suite struct ServeSeveralLayoutsTests {
  static let delivery = "Layouts/delivery.islet"
  static let download = "Layouts/download.islet"

  static func downloadState(progress: String) -> String {
    #"{"emoji":"📦","title":"Downloading","body":"islet.zip","progress":\#(progress)}"#
  }

  static func start(_ type: String, attributes: String, state: String, at time: Int) -> String {
    #"{"aps":{"timestamp":\#(time),"event":"start","attributes-type":"\#(type)","attributes":\#(attributes),"#
      + #""content-state":\#(state),"alert":{"title":"Started"}}}"#
  }

  static func update(at time: Int, state: String) -> String {
    #"{"aps":{"timestamp":\#(time),"event":"update","content-state":\#(state)}}"#
  }

  @Test func eachActivityTypeStartsWithItsLayoutAndItsTokenTakesOnlyItsStateAndTheLogReadsBack() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let log = directory.file("requests.log")
    let server = try ServeProcess(
      [Self.delivery, Self.download, "--plaintext", "--log", log], directory: directory)
    defer { server.stop() }
    let banner = server.output
    #expect(banner.contains("islet serve: Delivery, LiveActivityDemoAttributes pushes on "))
    #expect(
      banner.contains(
        "\n  Delivery: Layouts/delivery.islet\n  LiveActivityDemoAttributes: Layouts/download.islet\n"))
    let tokenLine = try #require(server.lastValue(after: "push-to-start token: "))
    #expect(tokenLine.hasSuffix(" (the app's, for every type)"))
    let pushToStart = "/3/device/" + (tokenLine.split(separator: " ").first.map(String.init) ?? "")
    let origin = server.origin
    let t0 = ProviderTokenText.now

    let deliveryState = ServeCommandTests.state()
    let startedDelivery = try Curl.post(
      Self.start(
        "Delivery", attributes: #"{"orderID":"A-1","merchant":"Mario's","destination":"Harbour St"}"#,
        state: deliveryState, at: t0), to: pushToStart, origin: origin)
    #expect(startedDelivery.status == 200)
    #expect(server.waitForOutput { $0.contains("update token: ") } != nil)
    let deliveryToken = try #require(server.lastValue(after: "update token: "))
    let startedDownload = try Curl.post(
      Self.start(
        "LiveActivityDemoAttributes", attributes: #"{"name":"islet"}"#,
        state: Self.downloadState(progress: "0.1"),
        at: t0 + 1), to: pushToStart, origin: origin)
    #expect(startedDownload.status == 200)
    #expect(server.waitForOutput { $0.components(separatedBy: "update token: ").count == 3 } != nil)
    let downloadToken = try #require(server.lastValue(after: "update token: "))
    #expect(downloadToken != deliveryToken)

    let progressed = try Curl.post(
      Self.update(at: t0 + 2, state: Self.downloadState(progress: "0.5")), to: "/3/device/\(downloadToken)",
      origin: origin)
    #expect(progressed.status == 200)
    // The download's state to the delivery's token: APNs accepts it, the phone cannot decode it.
    let crossed = try Curl.post(
      Self.update(at: t0 + 3, state: Self.downloadState(progress: "0.6")), to: "/3/device/\(deliveryToken)",
      origin: origin)
    #expect(crossed.status == 200 && crossed.body.isEmpty)
    #expect(server.waitForOutput { $0.contains("dropped: P030") } != nil)
    let unknown = try Curl.post(
      Self.start("Timer", attributes: "{}", state: "{}", at: t0 + 4), to: pushToStart, origin: origin)
    #expect(unknown.status == 200)

    let served = try #require(server.waitForOutput { ServeCommandTests.verdictLines($0).count == 5 })
    #expect(
      served.contains(
        #"error P019 attributes-type "Timer" is not one of Delivery, LiveActivityDemoAttributes"#))
    let lines = ServeCommandTests.verdictLines(served)
    #expect(lines.map { $0.contains(": applied") } == [true, true, true, false, false], "\(lines)")
    server.stop()
    let checked = try IsletBinary.run(["check-push", Self.delivery, Self.download, log])
    #expect(ServeCommandTests.verdictLines(checked.stdout) == lines, "\(checked.stderr)")
    let replayed = try IsletBinary.run(["replay", Self.delivery, Self.download, log, "-p", "compact"])
    #expect(ServeCommandTests.verdictLines(replayed.stdout) == lines, "\(replayed.stderr)")
    #expect(replayed.stdout.contains("📦"), "the download drawn with its own layout")
  }

  @Test(arguments: ["serve", "check-push", "replay"])
  func twoLayoutsOfOneAttributesTypeAreAUsageErrorNamingBoth(command: String) throws {
    let copy = try TemporaryDirectory()
    defer { copy.remove() }
    let other = copy.file("delivery-copy.islet")
    try String(
      contentsOfFile: IsletBinary.packageRoot.appendingPathComponent(Self.delivery).path, encoding: .utf8
    )
    .write(toFile: other, atomically: true, encoding: .utf8)
    let result = try IsletBinary.run(
      [command, Self.delivery, other, "--plaintext"].filter {
        command == "serve" || $0 != "--plaintext"
      }, timeout: 20)
    #expect(result.status == 2)
    #expect(
      result.stderr.contains(
        "'\(Self.delivery)' and '\(other)' both declare the attributes type Delivery"), "\(result.stderr)")
  }
}
