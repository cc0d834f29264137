import Testing

@testable import IsletFindings
@testable import IsletModel
@testable import IsletPush

/// The input formats `check-push` reads besides NDJSON: each one, broken variants, and all of
/// them mixed in one stream, one verdict per push.
@Suite struct PushInputFormatTests {
  static let t0 = PushFixtures.t0

  static let prettyStart = """
    {
      "aps": {
        "timestamp": \(t0),
        "event": "start",
        "attributes-type": "Delivery",
        "attributes": {"orderID": "A-1", "merchant": "Mario's", "destination": "Harbour St"},
        "content-state": {
          "phase": "preparing",

          "eta": 803696400,
          "stopsAway": 4,
          "courier": "Sam"
        },
        "alert": {"title": "Placed"}
      }
    }
    """

  static func verdicts(_ text: String, reader: PushDataFileReader? = nil) -> [PushVerdict] {
    var checker = PushChecker(schema: PushFixtures.delivery)
    checker.dataFileReader = reader
    var verdicts: [PushVerdict] = []
    checker.consume(Array(text.utf8)) { verdicts.append($0) }
    checker.finish { verdicts.append($0) }
    return verdicts
  }

  static func summary(_ verdicts: [PushVerdict]) -> [String] {
    verdicts.map {
      "\($0.line)-\($0.lastLine) \($0.event?.rawValue ?? "?") \($0.applied ? "applied" : "dropped")"
    }
  }

  @Test func aPrettyPrintedDocumentIsOnePush() {
    let verdicts = Self.verdicts(Self.prettyStart + "\n" + PushFixtures.update(at: 60))
    #expect(Self.summary(verdicts) == ["1-16 start applied", "17-17 update applied"])
  }

  @Test func aBrokenPrettyDocumentIsOneVerdictAtItsLineAndColumn() {
    let broken = Self.prettyStart.replacingOccurrences(of: "\"stopsAway\": 4,", with: "\"stopsAway\": 4,,")
    let verdicts = Self.verdicts(broken)
    #expect(verdicts.count == 1)
    #expect(verdicts[0].findings.first?.code == .pushNotJSON)
    #expect(
      verdicts[0].findings.first?.message.hasPrefix("line 11, column 22:") == true, "\(verdicts[0].findings)")
  }

  @Test func aTruncatedLineIsFollowedByTheNextPushNotSwallowed() {
    let verdicts = Self.verdicts("{\"aps\":{\"timestamp\":1\n" + PushFixtures.start())
    #expect(Self.summary(verdicts) == ["1-1 ? dropped", "2-2 start applied"])
    #expect(verdicts[0].findings.first?.message.contains("end of input") == true)
  }

  @Test func anArrayAndConcatenatedDocumentsGiveOneVerdictPerPush() {
    let array = "[\n  " + PushFixtures.start() + ",\n  " + PushFixtures.update(at: 60) + "\n]"
    let verdicts = Self.verdicts(array + "\n" + PushFixtures.update(at: 120) + PushFixtures.update(at: 180))
    #expect(
      Self.summary(verdicts) == [
        "2-2 start applied", "3-3 update applied", "5-5 update applied", "5-5 update applied",
      ])
    #expect(Self.verdicts("[]").first?.findings.first?.code == .pushMissingAps)
  }

  /// Arrays that are broken in other ways than `[]`: elements that are no push, and arrays
  /// that never close (on one line or over several), each a verdict located where it breaks.
  @Test func brokenArraysGetLocatedVerdicts() {
    let numbers = Self.verdicts("[1, 2]")
    #expect(numbers.map(\.line) == [1, 1] && numbers.allSatisfy { !$0.applied })
    #expect(
      numbers.map { $0.findings.map(\.message) } == [
        [
          "element 1 of the JSON array (line 1, column 2) is a number, not a push: an object with an aps dictionary"
        ],
        [
          "element 2 of the JSON array (line 1, column 5) is a number, not a push: an object with an aps dictionary"
        ],
      ])
    let mixed = Self.verdicts("[\n  " + PushFixtures.start() + ",\n  \"x\"\n]")
    #expect(Self.summary(mixed) == ["2-2 start applied", "3-3 ? dropped"])
    #expect(
      mixed[1].findings.first?.message.hasPrefix("element 2 of the JSON array (line 3, column 3) is a string")
        == true)
    let open = PushFixtures.start()
    let unclosed = Self.verdicts("[" + open + ",")
    #expect(unclosed.count == 1 && unclosed[0].findings.map(\.code) == [.pushNotJSON])
    #expect(
      unclosed[0].findings.first?.message
        == "line 1, column \(open.utf8.count + 3): unexpected end of input, expected a value")
    let unclosedOverLines = Self.verdicts("[\n  " + open + ",\n  " + PushFixtures.update(at: 60) + "\n")
    #expect(Self.summary(unclosedOverLines) == ["1-3 ? dropped"])
    #expect(unclosedOverLines[0].findings.first?.message.hasPrefix("line 3, column ") == true)
  }

  /// `key: value` lines naming no request header (a YAML or .env file) are not a request
  /// missing its body: one verdict naming the formats tried. With an `apns-` header they are.
  @Test func keyValueLinesWithoutABodyAreNoFormatUnlessTheyNameARequestHeader() {
    let yaml = Self.verdicts("name: islet\nversion: 1\n")
    #expect(yaml.count == 1 && yaml[0].line == 1 && yaml[0].lastLine == 2)
    #expect(
      yaml[0].findings.map(\.message) == [
        "lines 1–2 are none of the formats islet reads (NDJSON, JSON documents or arrays, .apns and simctl "
          + "files, FCM v1 messages, curl commands, header lines above a body); the first reads \"name: islet\""
      ])
    let headers = Self.verdicts("apns-topic: a.push-type.liveactivity\nx-trace: 7\n")
    #expect(headers[0].findings.map(\.message) == ["the headers on lines 1–2 have no JSON body below them"])
  }

  @Test func documentsOnOneLineAreCutInPlaceAndLocatedByTheirOwnColumns() {
    let text = PushFixtures.start() + #"{"aps":{,}}"# + PushFixtures.update(at: 60).dropLast() + "\n}"
    let verdicts = Self.verdicts(text)
    #expect(Self.summary(verdicts) == ["1-1 start applied", "1-1 ? dropped", "1-2 update applied"])
    let column = PushFixtures.start().utf8.count + 9
    #expect(verdicts[1].findings.first?.message.hasPrefix("line 1, column \(column):") == true)
    // Many documents on one line: one verdict each.
    #expect(Self.verdicts(String(repeating: "{}", count: 5000)).count == 5000)
  }

  @Test func anIsletArrivalHeaderIsWhenThePushArrivedNotARequestHeader() {
    let arrival = Instant(unixSeconds: Double(Self.t0 + 7200) + 0.25)
    let curl =
      "curl -H 'islet-arrival: \(ISO8601Text.format(arrival))' -H 'apns-topic: com.example.app.push-type.liveactivity' "
      + "-H 'apns-push-type: liveactivity' -H 'apns-priority: 5' -H \"authorization: bearer $JWT\" "
      + "--data-raw '\(PushFixtures.update(at: 60))' "
      + "http://127.0.0.1:2197/3/device/80ab09"
    let verdicts = Self.verdicts(PushFixtures.start() + "\n" + curl)
    #expect(verdicts[1].arrival == PushArrival(at: arrival, clock: .envelope))
    // Two hours after its timestamp: judged against the arrival (P017), not read as a header.
    #expect(PushFixtures.codes(verdicts[1]) == ["P017"])
  }

  @Test func aCurlCommandAsAppleDocumentsItIsOnePush() {
    let curl = """
      curl -v \\
        --header "apns-topic: com.example.app.push-type.liveactivity" \\
        --header "apns-push-type: liveactivity" --header "apns-priority: 5" \\
        --header "authorization: bearer $AUTHENTICATION_TOKEN" \\
        --data '{"aps":{"timestamp":\(Self.t0 + 60),"event":"update",
          "content-state":\(PushFixtures.state())}}' \\
        --http2 https://api.sandbox.push.apple.com/3/device/80ab09
      """
    let verdicts = Self.verdicts(PushFixtures.start() + "\n" + curl)
    #expect(Self.summary(verdicts) == ["1-1 start applied", "2-8 update applied"])
    #expect(verdicts[1].findings.isEmpty)
  }

  @Test func curlReadsDataFilesTokensAndReportsWhatItCannotRead() {
    let files: PushDataFileReader = { path in
      path == "end.json"
        ? .success(Array("{\"aps\":{\"timestamp\":\(PushFixtures.t0 + 90),\n\"event\":\"end\"}}".utf8))
        : .failure(PushDataFileError("cannot read '\(path)': No such file or directory"))
    }
    let lines = [
      PushFixtures.start(),
      #"curl -H "apns-topic: $TOPIC" -H apns-push-type:liveactivity -H "authorization: bearer $JWT" "#
        + #"-d @end.json https://h/3/device/${TOKEN}"#,
      #"curl -H "apns-topic: a.push-type.liveactivity" -d @missing.json https://h/3/device/zz"#,
      #"curl -H "apns-topic: a.push-type.liveactivity" https://h/3/device/ab"#,
      #"curl -d '{"aps":{}' https://h/3/device/ab"#,
      #"curl -d '{"aps":{"event":"update"}}' https://h/2/device/ab"#,
    ]
    let verdicts = Self.verdicts(lines.joined(separator: "\n"), reader: files)
    #expect(verdicts.map(\.applied) == [true, true, false, false, false, false])
    #expect(verdicts[1].event == .end)
    #expect(verdicts[1].findings.contains { $0.message.contains("shell variable") })
    #expect(verdicts[2].findings.contains { $0.message.contains("No such file") })
    #expect(verdicts[3].findings.contains { $0.message.contains("400 PayloadEmpty") })
    #expect(
      verdicts[4].findings.first { $0.code == .pushNotJSON }?.message.hasPrefix("the body, line 5") == true)
    #expect(verdicts[5].findings.contains { $0.message.contains("404 BadPath") })
  }

  @Test func headerLinesAboveABodyArePushesAndThePathGivesTheToken() {
    let text = """
      \(PushFixtures.start())
      :method: POST
      :path: /3/device/80ab09
      apns-topic: com.example.app.push-type.liveactivity
      apns-push-type: liveactivity
      authorization: bearer $JWT

      {"aps": {"timestamp": \(Self.t0 + 60), "event": "update",
               "content-state": \(PushFixtures.state())}}
      apns-push-type: alert
      \(PushFixtures.update(at: 120))
      apns-topic: x
      """
    let verdicts = Self.verdicts(text)
    #expect(
      Self.summary(verdicts) == [
        "1-1 start applied", "2-9 update applied", "10-11 update dropped", "12-12 ? dropped",
      ])
    #expect(verdicts[1].activityID == "activity-1")
    #expect(verdicts[2].findings.contains { $0.code == .pushInvalidPushType && $0.severity == .error })
    #expect(verdicts[3].findings.contains { $0.message.contains("no JSON body") })
  }

  @Test func anFCMMessageGivesTheAPNsPartAndSuppliesTopicAndPushType() {
    func fcm(_ apns: String) -> String { #"{"message":{"token":"fcm-registration","apns":\#(apns)}}"# }
    func update(_ offset: Int) -> String {
      #"{"aps":{"timestamp":\#(Self.t0 + offset),"event":"update","content-state":\#(PushFixtures.state())}}"#
    }
    let verdicts = Self.verdicts(
      [
        PushFixtures.start(),
        fcm(#"{"live_activity_token":"80ab09","headers":{"apns-priority":"5"},"payload":\#(update(60))}"#),
        fcm(#"{"headers":{"apns-priority":"7"},"payload":\#(update(120))}"#),
        fcm(#"{"live_activity_token":"nothex"}"#),
        #"{"message":{"token":"x"}}"#,
      ].joined(separator: "\n"))
    #expect(verdicts.map(\.applied) == [true, true, false, false, false])
    #expect(verdicts[1].findings.isEmpty)
    #expect(verdicts[2].findings.map(\.code) == [.pushBadPriority, .pushFCMWithoutLiveActivityToken])
    #expect(verdicts[3].findings.map(\.code) == [.pushBadDeviceToken, .pushMissingAps])
    #expect(verdicts[4].findings.map(\.code) == [.pushMissingAps])
  }

  /// `"Simulator Target Bundle"` gives the topic `<bundle>.push-type.liveactivity`, checked by
  /// the header rules: a bundle that already carries the suffix doubles it.
  @Test func anApnsFileTakesItsTopicFromTheSimulatorTargetBundle() {
    func apns(_ bundle: String, at offset: Int) -> String {
      #"{"Simulator Target Bundle":\#(bundle),"aps":{"timestamp":\#(Self.t0 + offset),"event":"update","#
        + #""content-state":\#(PushFixtures.state())}}"#
    }
    let verdicts = Self.verdicts(
      [
        PushFixtures.start(), apns(#""com.example.app""#, at: 60),
        apns(#""com.example.app.push-type.liveactivity""#, at: 120), apns("42", at: 180),
        apns(#""""#, at: 240),
      ].joined(separator: "\n"))
    #expect(verdicts.map(\.outcome.word) == ["applied", "applied", "rejected", "dropped", "rejected"])
    #expect(verdicts[1].findings.isEmpty)
    #expect(verdicts[2].outcome == .rejected(status: 400, reason: "TopicDisallowed"))
    #expect(verdicts[2].findings.first?.location == .push(number: 3, keyPath: "Simulator Target Bundle"))
    #expect(verdicts[3].findings.map(\.code) == [.pushMalformedEnvelope])
    #expect(verdicts[4].outcome == .rejected(status: 400, reason: "BadTopic"))
  }

  /// `#` lines are shell comments only in a shell script (a `#!` line, or curl commands
  /// before or right after them); elsewhere JSON has no comments and they get one verdict.
  @Test func hashLinesAreCommentsOnlyInAShellScript() {
    let curl =
      #"curl -H "apns-topic: com.example.app.push-type.liveactivity" -H "apns-push-type: liveactivity" "#
      + #"-H "apns-priority: 5" -H "authorization: bearer $JWT" "#
      + #"-d '\#(PushFixtures.update(at: 60))' https://api.push.apple.com/3/device/80ab09"#
    // One verdict each, for the command alone (no start before it: A003, not P001).
    let commented = Self.verdicts(["# the order's updates", curl].joined(separator: "\n"))
    #expect(commented.map(\.line) == [2])
    #expect(commented.flatMap(\.findings).map(\.code) == [.lifecycleNoActivity])
    let script = Self.verdicts(
      ["#!/bin/sh", "# start", PushFixtures.start(), "# update", curl].joined(separator: "\n"))
    #expect(Self.summary(script) == ["3-3 start applied", "5-5 update applied"])
    let ndjson = Self.verdicts(
      ["# pushes for order 42", "# sent on Monday", PushFixtures.start(), "# done"].joined(separator: "\n"))
    #expect(Self.summary(ndjson) == ["1-2 ? dropped", "3-3 start applied", "4-4 ? dropped"])
    #expect(ndjson[0].findings.map(\.code) == [.pushNotJSON])
    #expect(ndjson[0].findings.first?.message.contains("are # comments (\"# pushes for order 42\")") == true)
    #expect(ndjson[2].findings.first?.message.contains("only in a shell script") == true)
  }

  @Test func linesThatAreNoFormatAreOneVerdictNamingTheFormatsTried() {
    let verdicts = Self.verdicts("Dear team,\nhere are the pushes:\n\n" + PushFixtures.start() + "\nthanks")
    #expect(Self.summary(verdicts) == ["1-2 ? dropped", "4-4 start applied", "5-5 ? dropped"])
    let message = verdicts[0].findings.first?.message ?? ""
    #expect(message.contains("curl commands") && message.contains("FCM v1") && message.contains("Dear team,"))
  }

  @Test func aByteOrderMarkBeforeAPrettyDocumentIsStillReported() {
    let verdicts = Self.verdicts("\u{FEFF}" + Self.prettyStart)
    #expect(verdicts.map(\.applied) == [true])
    #expect(verdicts[0].findings.map(\.code) == [.pushByteOrderMark])
  }

  @Test func aDocumentOverTheLimitIsSkippedWithOneVerdict() {
    var checker = PushChecker(
      schema: PushFixtures.delivery, options: PushCheckOptions(maximumLineLength: 100))
    var verdicts: [PushVerdict] = []
    let long =
      "{\n" + String(repeating: "  \"x\": \"\(String(repeating: "y", count: 40))\",\n", count: 5)
      + "  \"z\": 1\n}\n"
    checker.consume(Array((long + "{\"aps\":{}}").utf8)) { verdicts.append($0) }
    checker.finish { verdicts.append($0) }
    #expect(verdicts.map { $0.findings.first?.code } == [.pushLineTooLong, .pushBadEvent])
    #expect(verdicts.map(\.line) == [1, 9] && verdicts[0].lastLine == 8)
  }

  @Test func endlessHeadersAndUnclosedCommandsStayBounded() {
    var checker = PushChecker(
      schema: PushFixtures.delivery, options: PushCheckOptions(maximumLineLength: 200))
    var verdicts: [PushVerdict] = []
    let headers = (1...40).map { "x-custom-\($0): value" }.joined(separator: "\n")
    let unclosedCurl = "curl -d '{\"aps\":\n" + String(repeating: "  \"k\": 1,\n", count: 100)
    checker.consume(Array((headers + "\n" + unclosedCurl).utf8)) { verdicts.append($0) }
    checker.finish { verdicts.append($0) }
    // Each block over the limit is one verdict; the rest after the last, `key: value` lines that
    // name no request header, are none of the formats.
    #expect(
      verdicts.map { $0.findings.first?.code } == [
        .pushLineTooLong, .pushLineTooLong, .pushLineTooLong, .pushNotJSON, .pushLineTooLong,
      ])
    #expect(
      verdicts.first?.findings.first?.message.hasPrefix("the header block on lines 1–12 is longer") == true)
    #expect(
      verdicts.last?.findings.first?.message.hasPrefix("the curl command on lines 41–141 is longer") == true)
  }

  @Test func chunkingDoesNotChangeMultiLineVerdicts() {
    let text =
      Self.prettyStart + "\ncurl -d '" + PushFixtures.update(at: 60) + "' \\\n https://h/3/device/ab\n"
    let whole = Self.verdicts(text)
    var checker = PushChecker(schema: PushFixtures.delivery)
    var chunked: [PushVerdict] = []
    let bytes = Array(text.utf8)
    for start in stride(from: 0, to: bytes.count, by: 5) {
      checker.consume(Array(bytes[start..<min(bytes.count, start + 5)])) { chunked.append($0) }
    }
    checker.finish { chunked.append($0) }
    #expect(chunked == whole && whole.count == 2)
  }
}

/// The simulator's activity assumed running when an update or end comes before any start.
@Suite struct AssumedActivityTests {
  static func options() -> PushCheckOptions {
    var options = PushCheckOptions()
    options.simulator.assumedActivity = ActivitySimulator.Configuration.AssumedActivity(
      attributes: Record(), state: Record())
    return options
  }

  @Test func anUpdateBeforeAnyStartGoesToTheAssumedActivityOnlyWhenAsked() {
    let lone = [PushFixtures.update(at: 60)]
    #expect(PushFixtures.check(lone).first?.findings.map(\.code) == [.lifecycleNoActivity])
    var checker = PushChecker(schema: PushFixtures.delivery, options: Self.options())
    var verdicts: [PushVerdict] = []
    checker.consume(Array((lone + [PushFixtures.update(at: 30)]).joined(separator: "\n").utf8)) {
      verdicts.append($0)
    }
    checker.finish { verdicts.append($0) }
    #expect(verdicts.map(\.applied) == [true, false])
    // The assumed activity keeps the timestamp order: an older update is still refused.
    #expect(verdicts[1].findings.map(\.code) == [.lifecycleNotNewer])
    #expect(checker.simulator.assumedActivityStarted)
  }

  @Test func aStartFirstMeansNothingIsAssumed() {
    let verdicts = PushFixtures.check(
      [PushFixtures.start(), PushFixtures.update(at: 60)], options: Self.options())
    #expect(verdicts.map(\.applied) == [true, true])
    var checker = PushChecker(schema: PushFixtures.delivery, options: Self.options())
    checker.consume(Array(PushFixtures.start().utf8)) { _ in }
    checker.finish { _ in }
    #expect(!checker.simulator.assumedActivityStarted)
  }
}
