import Testing

@testable import IsletFindings
@testable import IsletModel
@testable import IsletPush

/// `PushVerdictFormatter.writeLine`, the usual verdict written straight into a caller's buffer:
/// it gives exactly the bytes `write` gives, or nothing (nil) for a verdict that is more than
/// one plain line or a buffer that might be too small.
@Suite struct VerdictLineTests {
  /// What `writeLine` writes into a buffer of `room` bytes, or nil.
  static func line(_ verdict: PushVerdict, room: Int = 4096) -> [UInt8]? {
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: room) { buffer in
      PushVerdictFormatter.writeLine(verdict, at: buffer.baseAddress!, room: room).map {
        Array(UnsafeBufferPointer(start: buffer.baseAddress!, count: $0))
      }
    }
  }

  static func written(_ verdict: PushVerdict) -> [UInt8] {
    var out: [UInt8] = []
    PushVerdictFormatter.write(verdict, into: &out)
    return out
  }

  @Test(arguments: [
    PushVerdict(number: 7, line: 9, event: .update, activityID: "order-42"),
    PushVerdict(number: 12_345, line: 12_345, event: .start, activityID: "activity-1"),
    PushVerdict(number: 3, line: 3, event: .end),
    PushVerdict(number: 1, line: 1),
    PushVerdict(number: 4, line: 5, lastLine: 19, event: .update, activityID: "channel:game"),
    PushVerdict(number: Int.max, line: Int.max, event: .update, activityID: ""),
    PushVerdict(number: 999_999_999_999_999_999, line: 10, event: .update, activityID: "a"),
    PushVerdict(number: 10, line: 100, event: .update, activityID: String(repeating: "x", count: 300)),
  ])
  func anAppliedPushIsItsLine(verdict: PushVerdict) throws {
    let line = try #require(Self.line(verdict))
    #expect(line == Self.written(verdict))
    #expect(line.last == UInt8(ascii: "\n"))
  }

  /// The shortest and longest number of every decimal length, the line equal to it and not.
  @Test func everyNumberLength() {
    var values = [Int.max]
    var power = 1
    for _ in 1...18 {
      values += [power, power * 10 - 1]
      power *= 10
    }
    for value in values {
      let same = PushVerdict(number: value, line: value, event: .update, activityID: "activity-1")
      let other = PushVerdict(number: value, line: 7, event: .update, activityID: "activity-1")
      #expect(Self.line(same) == Self.written(same))
      #expect(Self.line(other) == Self.written(other))
    }
  }

  @Test func aVerdictThatIsMoreThanItsLineIsLeftToWrite() {
    var sink = FindingSink(.push(number: 2))
    sink.report(.pushNotJSON, "broken")
    let dropped = PushVerdict(number: 2, line: 2, findings: sink.take())
    var warning = FindingSink(.push(number: 3))
    warning.report(.pushPastTimestamp, "late", severity: .warning)
    let warned = PushVerdict(number: 3, line: 3, event: .update, findings: warning.take())
    let event = LifecycleEvent(kind: .becameStale, activityID: "order-42", at: Instant(unixSeconds: 0))
    let afterTransition = PushVerdict(number: 4, line: 4, event: .update, lifecycleEvents: [event])
    let escaped = PushVerdict(number: 5, line: 5, event: .update, activityID: "Zoë")
    for verdict in [dropped, warned, afterTransition, escaped] { #expect(Self.line(verdict) == nil) }
  }

  @Test func aBufferTooSmallGetsNothing() {
    let verdict = PushVerdict(number: 7, line: 9, event: .update, activityID: "order-42")
    #expect(Self.line(verdict, room: 40) == nil)
    #expect(Self.line(verdict, room: 200) == Self.written(verdict))
  }
}
