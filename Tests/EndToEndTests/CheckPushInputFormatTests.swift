import Foundation
import TestSupport
import Testing

/// `islet check-push` on the formats backends and Xcode write, mixed in one run, through the
/// built binary: pretty-printed JSON, `.apns` files, curl commands (with `-d @file` beside
/// them) and FCM v1 messages; and the verdict classes in text and JSON.
@Suite struct CheckPushInputFormatTests {
  static let delivery = "Layouts/delivery.islet"
  static let t0 = 1_782_000_000
  static let state = #"{"phase":"nearby","stopsAway":1}"#

  static let prettyStart = """
    {
      "aps": {
        "timestamp": \(t0),
        "event": "start",
        "attributes-type": "Delivery",
        "attributes": {
          "orderID": "A-1",
          "merchant": "Mario's",
          "destination": "Harbour St"
        },
        "content-state": {"phase": "preparing", "stopsAway": 4},
        "alert": {"title": "Placed"}
      }
    }

    """

  static func update(_ offset: Int, state: String = state) -> String {
    #"{"aps":{"timestamp":\#(t0 + offset),"event":"update","content-state":\#(state)}}"#
  }

  /// Writes the files, runs `check-push` on them, and returns the result.
  static func check(
    _ files: [(String, String)], extra: [String: String] = [:], arguments: [String] = []
  ) throws -> IsletBinary.Result {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    for (name, text) in extra { try directory.write(text, to: name) }
    for (name, text) in files { try directory.write(text, to: name) }
    return try IsletBinary.run(["check-push"] + arguments + [delivery] + files.map { directory.file($0.0) })
  }

  @Test func everyFormatMixedInOneRunGetsOneVerdictPerPush() throws {
    let curl = """
      # the backend's script
      curl -v \\
        --header "apns-topic: com.example.app.push-type.liveactivity" \\
        --header "apns-push-type: liveactivity" --header "apns-priority: 5" \\
        --header "authorization: bearer $AUTHENTICATION_TOKEN" -d @update.json \\
        --http2 https://api.sandbox.push.apple.com/3/device/80ab09
      """
    let apns = #"{"Simulator Target Bundle":"com.example.app","aps":"# + Self.update(120).dropFirst(7)
    let fcm =
      #"{"message":{"token":"fcm","apns":{"live_activity_token":"80ab09","headers":{"apns-priority":"5"},"payload":"#
      + Self.update(180) + "}}}"
    let result = try Self.check(
      [("start.json", Self.prettyStart), ("send.sh", curl), ("push.apns", apns), ("fcm.json", fcm)],
      extra: ["update.json": Self.update(60) + "\n"])
    let verdicts = result.stdout.split(separator: "\n").filter { $0.hasPrefix("#") }
    // Line numbers run on across the files; the script's comment line is skipped.
    #expect(
      verdicts == [
        "#1 lines 1–14 start activity-1: applied", "#2 lines 16–20 update activity-1: applied",
        "#3 line 21 update activity-1: applied", "#4 line 22 update activity-1: applied",
      ], "\(result.stdout)")
    #expect(result.stdout.contains("4 pushes: 4 applied, 0 rejected, 0 dropped"))
    #expect(result.status == 0)
  }

  @Test func rejectedAndDroppedSayWhoRefusedInTextAndJSON() throws {
    let lines = [
      Self.prettyStart,
      #"{"headers":{"apns-topic":"a.push-type.liveactivity"},"token":"zz","body":"# + Self.update(60) + "}",
      Self.update(120, state: #"{"phase":"nearby","stopsAway":"1"}"#),
      #"{"headers":{"apns-topic":"a.push-type.liveactivity"},"body":{"aps":{"x":""#
        + String(repeating: "y", count: 5000) + #""}}}"#,
      Self.update(180),
    ]
    let text = try Self.check([("pushes.json", lines.joined(separator: "\n"))])
    #expect(text.status == 1)
    #expect(
      text.stdout.contains("#2 line 16 update activity-1: rejected: 400 BadDeviceToken"), "\(text.stdout)")
    #expect(
      text.stdout.contains("#3 line 17 update activity-1: dropped: P032 wrong JSON type (typeMismatch)"))
    #expect(text.stdout.contains("#4 line 18 ?: rejected: 413 PayloadTooLarge"))
    #expect(text.stdout.contains("#5 line 19 update activity-1: applied"))
    #expect(text.stdout.contains("5 pushes: 2 applied, 2 rejected, 1 dropped"))
    let json = try Self.check(
      [("pushes.json", lines.joined(separator: "\n"))], arguments: ["--format", "json"])
    let objects = try json.stdout.split(separator: "\n").map {
      try #require(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
    }
    #expect(
      objects.map { $0["verdict"] as? String } == ["applied", "rejected", "dropped", "rejected", "applied"])
    #expect(objects[0]["lastLine"] as? Int == 14)
    #expect(objects[1]["status"] as? Int == 400 && objects[1]["reason"] as? String == "BadDeviceToken")
    #expect(objects[2]["reason"] as? String == "P032 wrong JSON type (typeMismatch)")
    #expect(objects[3]["status"] as? Int == 413)
  }

  /// FCM messages as backends hand them over: the admin SDK's object without the `message`
  /// wrapper (pretty-printed) and the token spelt `liveActivityToken`, read and checked; a
  /// message with no Live Activity token, which FCM sends to the app's device token (P050).
  @Test func firebaseMessagesInEachShapeAndSpelling() throws {
    func apns(_ token: String, _ offset: Int) -> String {
      #"{\#(token)"headers":{"apns-priority":"5"},"payload":\#(Self.update(offset))}"#
    }
    let adminSDK = """
      {
        "token": "fcm-registration",
        "apns": \(apns(#""live_activity_token": "80ab09","#, 60))
      }

      """
    // The second token is a placeholder left in: read, it is APNs's 400 BadDeviceToken.
    let camelCase = [("80ab09", 120), ("TOKEN", 180)].map {
      #"{"message":{"token":"fcm","apns":"# + apns(#""liveActivityToken":"\#($0.0)","#, $0.1) + "}}\n"
    }.joined()
    let noToken = #"{"message":{"token":"fcm","apns":"# + apns("", 240) + "}}\n"
    let result = try Self.check([
      ("start.json", Self.prettyStart), ("admin.json", adminSDK), ("v1.json", camelCase),
      ("v1-no-token.json", noToken),
    ])
    let verdicts = result.stdout.split(separator: "\n").filter { $0.hasPrefix("#") }
    #expect(
      verdicts == [
        "#1 lines 1–14 start activity-1: applied", "#2 lines 15–18 update activity-1: applied",
        "#3 line 19 update activity-1: applied", "#4 line 20 update activity-1: rejected: 400 BadDeviceToken",
        "#5 line 21 update activity-1: dropped: P050 FCM message without live_activity_token",
      ], "\(result.stdout)")
    #expect(result.stdout.contains(#"error P011 liveActivityToken "TOKEN" is not a hexadecimal APNs token"#))
    #expect(
      result.stdout.contains(
        "  error P050 the FCM message has no message.apns.live_activity_token, so FCM sends the push to the "
          + "app's device token, not to a Live Activity: no activity gets it\n"))
  }

  /// Firebase's documented curl command is read as the FCM message it sends (its OAuth token
  /// is not judged as APNs's); a command to another service, OneSignal's REST API, is one
  /// finding saying it is not an APNs request.
  @Test func curlCommandsToFCMAndToAnotherService() throws {
    let fcm = """
      curl -X POST -H "Authorization: Bearer OAUTH2_ACCESS_TOKEN" -H "Content-Type: application/json" -d '{
      "message": {
        "token": "FCM_TOKEN",
        "apns": {"live_activity_token": "80ab09", "headers": {"apns-priority": "5"},
                 "payload": \(Self.update(60))}
      }
      }' https://fcm.googleapis.com/v1/projects/PROJECT_ID/messages:send

      """
    let oneSignal = """
      curl --location 'https://onesignal.com/api/v1/apps/app_id/live_activities/a/notifications' \\
        --header 'Authorization: Basic REST_API_KEY' \\
        --data '{"event": "update", "event_updates": {"data": {"message": "hi"}}}'

      """
    let result = try Self.check([
      ("start.json", Self.prettyStart), ("fcm.sh", fcm), ("onesignal.sh", oneSignal),
    ])
    let verdicts = result.stdout.split(separator: "\n").filter { $0.hasPrefix("#") }
    #expect(
      verdicts == [
        "#1 lines 1–14 start activity-1: applied", "#2 lines 15–21 update activity-1: applied",
        "#3 lines 22–24 ?: dropped: P051 not an APNs request",
      ], "\(result.stdout)")
    let findings = result.stdout.split(separator: "\n").filter {
      $0.hasPrefix("  ") && !$0.hasPrefix("  1 ×")
    }
    #expect(
      findings.count == 1 && findings[0].hasPrefix(#"  error P051 the curl command sends to "onesignal.com""#)
    )
    #expect(result.stdout.contains("3 pushes: 2 applied, 0 rejected, 1 dropped"))
  }

  /// A script that sets its variables and makes its token before the command, as Apple's
  /// documented one does, is one push: the assignments are skipped, not a phantom push.
  @Test func aScriptsVariablesAreSkippedNotCountedAsAPush() throws {
    let script = """
      #!/bin/bash
      set -euo pipefail
      TEAM_ID="ABCDE12345"
      AUTH_KEY_ID="XYZ1234567"
      export ACTIVITY_PUSH_TOKEN=80ab09f3

      JWT_ISSUE_TIME=$(date +%s)
      JWT_HEADER=$(printf '{ "alg": "ES256", "kid": "%s" }' "${AUTH_KEY_ID}" | openssl base64 -e -A | tr -d =)
      AUTHENTICATION_TOKEN="${JWT_HEADER}.${JWT_CLAIMS}.${JWT_SIGNED_HEADER_CLAIMS}"
      echo "sending the update"
      curl -v --header "apns-topic: com.example.app.push-type.liveactivity" \\
        --header "apns-push-type: liveactivity" --header "apns-priority: 5" \\
        --header "authorization: bearer $AUTHENTICATION_TOKEN" \\
        --data '\(Self.update(60))' \\
        --http2 https://api.sandbox.push.apple.com/3/device/$ACTIVITY_PUSH_TOKEN

      """
    let result = try Self.check([("start.json", Self.prettyStart), ("send-update.sh", script)])
    let verdicts = result.stdout.split(separator: "\n").filter { $0.hasPrefix("#") }
    #expect(
      verdicts == ["#1 lines 1–14 start activity-1: applied", "#2 lines 25–29 update activity-1: applied"],
      "\(result.stdout)")
    #expect(result.stdout.contains("2 pushes: 2 applied, 0 rejected, 0 dropped"))
    #expect(result.status == 0)
  }

  /// A space pasted after a line's final backslash ends the command there: the verdict says
  /// so, quoting what the shell read, instead of judging an unquoted blank path.
  @Test func aBackslashFollowedByASpaceEndsTheCommandAndSaysSo() throws {
    let script = """
      curl -H "apns-topic: com.example.app.push-type.liveactivity" -H "authorization: bearer $TOKEN" \\\u{20}
        --data '\(Self.update(60))' \\
        --http2 https://api.sandbox.push.apple.com/3/device/80ab09

      """
    let result = try Self.check([("send.sh", script)])
    let lines = result.stdout.split(separator: "\n")
    #expect(
      lines.prefix(2) == [
        "#1 line 1 ?: dropped: P005 envelope or request not fully readable",
        #"  error P005 line 1 ends in "\ " (a backslash followed by a space), which the shell reads as an "#
          + #"escaped space, not as a line continuation: the command ends on line 1, where curl is given the URL "#
          + #"" " alone and sends nothing; the lines below are not part of it"#,
      ], "\(result.stdout)")
    #expect(lines.contains("#2 lines 2–3 ?: dropped: P001 not JSON"))
    #expect(!result.stdout.contains("BadPath") && !result.stdout.contains("PayloadEmpty"))
  }

  @Test func brokenVariantsOfEachFormatGetOneLocatedVerdictEach() throws {
    let files = [
      ("pretty.json", "{\n  \"aps\": {\n    \"event\": \"update\",,\n  }\n}\n"),
      (
        "curl.sh",
        "curl -H 'apns-topic: a.push-type.liveactivity' -H \"authorization: bearer $JWT\" -d @missing.json "
          + "https://h/3/device/ab\n"
      ),
      ("fcm.json", #"{"message":{"apns":{"headers":{}}}}"#),
      ("prose.txt", "hello\nworld\n"),
    ]
    let result = try Self.check(files)
    let verdicts = result.stdout.split(separator: "\n").filter { $0.hasPrefix("#") }
    #expect(verdicts.count == 4, "\(result.stdout)")
    #expect(result.stdout.contains("P001 line 3, column 23: "))
    #expect(result.stdout.contains("-d @missing.json: cannot read 'missing.json'"))
    #expect(result.stdout.contains("P004 no message.apns.payload.aps dictionary"))
    #expect(result.stdout.contains("P001 lines 8–9 are none of the formats islet reads"))
    #expect(result.stdout.contains("4 pushes: 0 applied, 0 rejected, 4 dropped"))
  }
}

/// Hostile `-d @file` targets: a device that never ends and a FIFO nobody writes.
@Suite struct CurlDataFileHostileTests {
  @Test func devicesAndFIFOsAreRefusedNotReadForever() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let fifo = directory.file("pipe")
    #expect(mkfifo(fifo, 0o600) == 0)
    let script = "curl -d @/dev/zero https://h/3/device/ab\ncurl -d @pipe https://h/3/device/ab\n"
    try directory.write(script, to: "send.sh")
    let result = try IsletBinary.run(
      ["check-push", CheckPushInputFormatTests.delivery, directory.file("send.sh")], timeout: 20)
    #expect(!result.timedOut)
    #expect(
      result.stdout.contains("-d @/dev/zero: cannot read '/dev/zero': not a regular file"), "\(result.stdout)"
    )
    #expect(result.stdout.contains("-d @pipe: cannot read 'pipe': not a regular file"))
    #expect(result.status == 1)
  }
}

/// A single update or end checked on its own, with no start in the input.
@Suite struct LonePushTests {
  @Test func aLoneUpdateIsCheckedFullyAgainstAnAssumedActivityAndTheSummarySaysSo() throws {
    let update = CheckPushInputFormatTests.update(60)
    let bad = CheckPushInputFormatTests.update(120, state: #"{"phase":"nearby"}"#)
    let result = try CheckPushInputFormatTests.check([("lone.json", update + "\n" + bad + "\n")])
    #expect(result.stdout.contains("#1 line 1 update activity-1: applied"), "\(result.stdout)")
    #expect(result.stdout.contains("#2 line 2 update activity-1: dropped: P030"))
    #expect(!result.stdout.contains("A003"))
    let notes = result.stdout.split(separator: "\n").filter {
      $0.contains("assumed from the layout's preview")
    }
    #expect(
      notes == [
        "no start before the first update: it went to a running Delivery activity assumed from the layout's preview attributes"
      ])
  }

  @Test func aLoneEndAddressedByTokenEndsTheAssumedActivity() throws {
    let end =
      #"{"token":"80ab09","headers":{"apns-topic":"a.push-type.liveactivity","apns-push-type":"liveactivity","apns-priority":"5"},"body":{"aps":{"timestamp":1782000000,"event":"end"}}}"#
    let result = try CheckPushInputFormatTests.check([("end.json", end)])
    #expect(result.stdout.contains("#1 line 1 end 80ab09: applied"), "\(result.stdout)")
    #expect(result.status == 0)
  }

  /// `replay` of a lone update: the assumed activity has the layout's preview attributes
  /// (delivery.islet: Green Bowl to 12 Harbour St), which the push does not carry, and the
  /// update's state; the summary says it was assumed.
  @Test func aLonePushReplaysOnAnActivityWithThePreviewsAttributes() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write(
      CheckPushInputFormatTests.update(60, state: #"{"phase":"nearby","stopsAway":1}"#) + "\n",
      to: "lone.json")
    let result = try IsletBinary.run([
      "replay", CheckPushInputFormatTests.delivery, directory.file("lone.json"),
    ])
    #expect(result.status == 0)
    #expect(result.stdout.hasPrefix("#1 line 1 update activity-1: applied\n"), "\(result.stdout)")
    #expect(result.stdout.contains("Nearby"))
    #expect(result.stdout.contains("Green Bowl → 12 Harbour St"))
    #expect(
      result.stdout.contains(
        "no start before the first update: it went to a running Delivery activity assumed from the layout's "
          + "preview attributes"))
  }

  @Test func withAStartFirstNothingIsAssumed() throws {
    let result = try CheckPushInputFormatTests.check([
      ("pushes.json", CheckPushInputFormatTests.prettyStart + CheckPushInputFormatTests.update(60))
    ])
    #expect(result.stdout.contains("2 pushes: 2 applied"))
    #expect(!result.stdout.contains("assumed"))
  }
}

/// `check-push --format junit`: one test case per push; rejected and dropped pushes fail.
@Suite struct CheckPushJUnitTests {
  @Test func everyPushIsATestCaseAndNotAppliedOnesFail() throws {
    let lines = [
      CheckPushInputFormatTests.prettyStart,
      #"{"headers":{"apns-topic":"a.push-type.liveactivity"},"token":"zz","body":"#
        + CheckPushInputFormatTests.update(60) + "}",
      CheckPushInputFormatTests.update(120, state: #"{"phase":"nearby","stopsAway":"<1>"}"#),
      CheckPushInputFormatTests.update(180),
    ]
    let result = try CheckPushInputFormatTests.check(
      [("pushes.json", lines.joined(separator: "\n"))], arguments: ["--format", "junit"])
    #expect(result.status == 1)
    let xml = result.stdout
    let parsed = try JUnitXML(xml)
    #expect(parsed.suites == 1 && parsed.cases.count == 4)
    #expect(
      parsed.cases.map(\.name) == [
        "#1 lines 1–14 start activity-1", "#2 line 16 update activity-1", "#3 line 17 update activity-1",
        "#4 line 18 update activity-1",
      ])
    #expect(
      parsed.cases.map(\.failure) == [
        nil, "rejected: 400 BadDeviceToken", "dropped: P032 wrong JSON type (typeMismatch)", nil,
      ])
    #expect(xml.contains(#"<testsuites name="islet check-push" tests="4" failures="2" errors="0">"#))
    #expect(xml.contains("found a string &quot;&lt;1&gt;&quot;"))
  }
}

/// `islet replay` reads the same formats as `check-push`.
@Suite struct ReplayInputFormatTests {
  @Test func aPrettyStartAndACurlUpdateReplayAsTwoPushes() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write(CheckPushInputFormatTests.update(60), to: "update.json")
    try directory.write(
      CheckPushInputFormatTests.prettyStart
        + "curl -H 'apns-topic: a.push-type.liveactivity' -H 'apns-push-type: liveactivity' \\\n"
        + "  -H 'apns-priority: 5' -H \"authorization: bearer $JWT\" -d @update.json https://h/3/device/ab\n",
      to: "pushes.txt")
    let result = try IsletBinary.run([
      "replay", CheckPushInputFormatTests.delivery, directory.file("pushes.txt"),
    ])
    let verdicts = result.stdout.split(separator: "\n").filter { $0.hasPrefix("#") }
    #expect(
      verdicts == ["#1 lines 1–14 start activity-1: applied", "#2 lines 15–16 update activity-1: applied"],
      "\(result.stdout)")
    #expect(result.status == 0)
  }
}
