import Testing

@testable import IsletModel
@testable import IsletPush

@Suite struct PushStreamTests {
  @Test func oneVerdictPerNonBlankLineEvenForGarbage() {
    let huge = "{\"aps\":\"" + String(repeating: "x", count: 300_000) + "\"}"
    let deep = String(repeating: "[", count: 100_000)
    var bytes = Array(PushFixtures.start().utf8) + [0x0A]
    bytes += Array("not json at all\n\n   \r\n".utf8)
    bytes += Array(huge.utf8) + [0x0A]
    bytes += Array(deep.utf8) + [0x0D, 0x0A]
    bytes += [0x7B, 0x22, 0xFF, 0x22, 0x3A, 0x31, 0x7D, 0x0A]  // {"\xFF":1}
    bytes += [0x00, 0x0A]
    bytes += Array(PushFixtures.update(at: 60).utf8)  // no final newline
    let verdicts = PushChecker.verdicts(
      for: bytes, schema: PushFixtures.delivery, options: PushCheckOptions(maximumLineLength: 200_000))
    #expect(verdicts.map(\.number) == Array(1...7))
    #expect(verdicts.map(\.line) == [1, 2, 5, 6, 7, 8, 9])
    #expect(verdicts.map(\.applied) == [true, false, false, false, false, false, true])
    #expect(
      verdicts.map { $0.findings.first?.code.id } == [nil, "P001", "P002", "P001", "P001", "P001", nil])
    #expect(verdicts[3].findings.first?.message.contains("nesting") == true)
    #expect(verdicts[4].findings.first?.message.contains("UTF-8") == true)
  }

  @Test func splitterHandlesLinesAcrossChunksAndSkipsHugeLinesWithoutBufferingThem() {
    var splitter = LineSplitter(maximumLineLength: 8)
    var pieces: [String] = []
    func record(_ piece: LineSplitter.Piece) {
      switch piece {
      case .text(let bytes, let line): pieces.append("\(line):\(String(decoding: bytes, as: UTF8.self))")
      case .tooLong(let line): pieces.append("\(line):long")
      }
    }
    for chunk in ["ab", "c\r\nde", "f\n0123456", "789abc", "def\n\nlast"] {
      splitter.feed(Array(chunk.utf8), record)
    }
    splitter.finish(record)
    #expect(pieces == ["1:abc", "2:def", "3:long", "5:last"])
  }

  @Test func streamingInChunksGivesTheSameVerdictsAsWhole() {
    let lines = [PushFixtures.start(), PushFixtures.update(at: 60), "garbage", PushFixtures.update(at: 30)]
    let whole = PushFixtures.check(lines)
    var checker = PushChecker(schema: PushFixtures.delivery)
    var chunked: [PushVerdict] = []
    let bytes = Array(lines.joined(separator: "\n").utf8)
    var start = 0
    while start < bytes.count {
      let end = min(bytes.count, start + 7)
      checker.consume(Array(bytes[start..<end])) { chunked.append($0) }
      start = end
    }
    checker.finish { chunked.append($0) }
    #expect(chunked == whole)
    #expect(checker.pushCount == 4)
  }

  @Test func staleTransitionsBetweenPushesAreReportedOnTheNextVerdict() {
    let verdicts = PushFixtures.check(
      [PushFixtures.start(extra: #","stale-date":1782000600"#), PushFixtures.update(at: 900)],
      options: PushCheckOptions(arrival: .timestamps))
    #expect(verdicts[1].lifecycleEvents.map(\.kind) == [.becameStale])
    #expect(verdicts[1].lifecycleEvents.first?.at == Instant(unixSeconds: 1_782_000_600))
  }

  @Test func aMillisecondFirstPushStartsTheClockWhereTheSenderMeantIt() {
    let milliseconds = PushFixtures.start().replacingOccurrences(
      of: "\(PushFixtures.t0)", with: "\(PushFixtures.t0)000")
    var checker = PushChecker(schema: PushFixtures.delivery)
    let first = Array(milliseconds.utf8).withUnsafeBufferPointer { checker.check(line: $0, lineNumber: 1) }
    #expect(first.findings.map(\.code) == [.pushMillisecondTimestamp])
    #expect(checker.simulator.now == Instant(unixSeconds: Double(PushFixtures.t0)))
    // The next push in seconds is judged against that clock (no "far in the past"), and is
    // still not newer than the millisecond value the activity holds, as on a device.
    let next = PushFixtures.check([milliseconds, PushFixtures.update(at: 60)])[1]
    #expect(next.findings.map(\.code) == [.lifecycleNotNewer])
  }

  @Test func textFormatShowsEventsVerdictFindingsAndSummary() {
    let verdicts = PushFixtures.check(
      [
        PushFixtures.start(extra: #","stale-date":1782000600"#),
        PushFixtures.update(at: 900, state: PushFixtures.state(["stopsAway": "\"2\""])),
      ], options: PushCheckOptions(arrival: .timestamps))
    #expect(
      PushVerdictFormatter.text(verdicts[1]) == """
        ~ 2026-06-21T00:10:00Z activity-1 became stale
        #2 line 2 update activity-1: dropped: P032 wrong JSON type (typeMismatch)
          arrived 2026-06-21T00:15:00Z (its timestamp)
          error P032 aps.content-state.stopsAway: expected Int, found a string "2" (typeMismatch)
            help: send 2 as a JSON number, without quotes

        """)
    #expect(PushVerdictFormatter.summary(verdicts) == "2 pushes: 1 applied, 0 rejected, 1 dropped")
    var tally = PushVerdictFormatter.Tally()
    for verdict in verdicts + verdicts { tally.count(verdict) }
    #expect(tally.codeLines == ["  2 × error P032 wrong JSON type (typeMismatch)"])
  }

  @Test func jsonLinesAreValidJSONWithOneObjectPerPush() throws {
    let verdicts = PushFixtures.check([
      PushFixtures.start(), "{\"aps\":{\"event\":\"start\u{1B}]0;x\"}}",
    ])
    for verdict in verdicts {
      let line = PushVerdictFormatter.jsonLine(verdict)
      #expect(!line.contains("\n"))
      #expect(!line.contains("\u{1B}"))
      let object = try JSONDocument(parsing: Array(line.utf8)).root
      #expect(object["push"]?.number?.text == String(verdict.number))
      #expect(object["verdict"]?.string == verdict.outcome.word)
    }
  }
}

@Suite struct PushReplayTests {
  @Test func replayShowsStaleTransitionsAsTheirOwnFrames() {
    let lines = [
      PushFixtures.start(extra: #","stale-date":1782000600"#),
      PushFixtures.update(at: 900, state: PushFixtures.state(["stopsAway": "2"])),
    ]
    let steps = PushReplay.steps(
      for: Array(lines.joined(separator: "\n").utf8), schema: PushFixtures.delivery,
      options: PushCheckOptions(arrival: .timestamps))
    #expect(steps.count == 3)
    guard case .lifecycle(let event, let atStale) = steps[1], case .push(let verdict, let after) = steps[2]
    else {
      Issue.record("expected push, lifecycle, push; got \(steps)")
      return
    }
    #expect(event.kind == .becameStale)
    #expect(atStale.now == Instant(unixSeconds: 1_782_000_600))
    #expect(atStale.islandActivity?.phase == .stale)
    #expect(atStale.islandActivity?.state["stopsAway"] == .int(4))
    #expect(verdict.applied)
    #expect(after.islandActivity?.phase == .active)
    #expect(after.islandActivity?.state["stopsAway"] == .int(2))
  }
}
