import Foundation
import TestSupport
import Testing

/// `islet check-push` as a backend developer runs it on a log: which verdicts it prints and
/// the summary it ends with.
@Suite struct CheckPushCommandTests {
  static let delivery = "Layouts/delivery.islet"
  static let pitfalls = "Samples/delivery/pitfalls.ndjson"

  /// The verdict header lines (`#N line N …`) of a text report.
  func verdictLines(_ output: String) -> [Substring] {
    output.split(separator: "\n").filter { $0.hasPrefix("#") }
  }

  @Test func showDroppedPrintsOnlyDroppedPushesButCountsThemAll() throws {
    let all = try IsletBinary.run(["check-push", Self.delivery, Self.pitfalls])
    let dropped = try IsletBinary.run(["check-push", "--show", "dropped", Self.delivery, Self.pitfalls])
    #expect(all.status == 1 && dropped.status == 1)
    let allLines = verdictLines(all.stdout)
    let droppedLines = verdictLines(dropped.stdout)
    #expect(!droppedLines.isEmpty && droppedLines.count < allLines.count)
    let notApplied = { (line: Substring) in line.contains(": dropped: ") || line.contains(": rejected: ") }
    #expect(droppedLines.allSatisfy(notApplied))
    #expect(droppedLines == allLines.filter(notApplied))
    // The same summary either way: it counts every push.
    let summary = { (text: String) in text.split(separator: "\n").first { $0.contains(" pushes: ") } }
    #expect(summary(all.stdout) != nil && summary(all.stdout) == summary(dropped.stdout))
  }

  @Test func showFindingsKeepsAppliedPushesWithWarnings() throws {
    let result = try IsletBinary.run(["check-push", "--show", "findings", Self.delivery, Self.pitfalls])
    let lines = verdictLines(result.stdout)
    #expect(lines.contains { $0.hasSuffix(": applied") })
    #expect(!result.stdout.contains("#1 line 1 start order-1042: applied"))
  }

  @Test func theSummaryCountsFindingsByCode() throws {
    let result = try IsletBinary.run(["check-push", Self.delivery, Self.pitfalls])
    let tail = result.stdout.split(separator: "\n").drop { !$0.contains(" pushes: ") }.dropFirst()
      .filter { !$0.hasPrefix("arrival: ") }
    #expect(result.stdout.contains("\narrival: pushes reach the device in input order, 1 s apart"))
    #expect(tail.contains { $0.hasSuffix("× error P032 wrong JSON type (typeMismatch)") })
    #expect(tail.contains { $0.contains("× warning P035 ") })
    #expect(tail.allSatisfy { $0.contains(" × ") })
  }

  /// `--arrival timestamps` plays a recorded log on its own timestamps: the delivery sample's
  /// stale date passes between two pushes, and the summary names the clock; `--now` (when the first
  /// push arrives in order) contradicts it.
  @Test func arrivalTimestampsFollowsTheLogAndRefusesNow() throws {
    let result = try IsletBinary.run(
      ["check-push", "--arrival", "timestamps", Self.delivery, "Samples/delivery/pushes.ndjson"])
    #expect(result.stdout.contains("arrival: each push reaches the device at its own timestamp"))
    #expect(result.stdout.contains(" became stale\n"), "\(result.stdout)")
    let both = try IsletBinary.run(
      [
        "check-push", "--arrival", "timestamps", "--now", "2026-06-21T00:00:00Z", Self.delivery,
        Self.pitfalls,
      ])
    #expect(both.status == 2)
    #expect(both.stderr.contains("--now sets when the first push arrives"))
  }

  /// A recorded day (a start every hour) played on the in-order clock is compressed into
  /// seconds: the summary says so and names the option that replays it as the device saw it.
  @Test func aCompressedLogIsPointedOutOnTheInOrderClock() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let starts = (0..<12).map { hour in
      let timestamp = 1_782_000_000 + hour * 3600
      return #"{"aps":{"timestamp":\#(timestamp),"event":"start","attributes-type":"Delivery","#
        + #""attributes":{"orderID":"A-\#(hour)","merchant":"Green Bowl","destination":"12 Harbour St"},"#
        + #""alert":{"title":"Order placed"},"#
        + #""content-state":{"phase":"placed","eta":\#(timestamp - 978_307_200 + 1800),"stopsAway":5}}}"#
    }
    try directory.write(starts.joined(separator: "\n") + "\n", to: "day.ndjson")
    let note = "note: the payload timestamps span 11h 00m, the arrivals 11s; if this is a recorded log, "
    let inOrder = try IsletBinary.run(["check-push", Self.delivery, directory.file("day.ndjson")])
    #expect(inOrder.stdout.contains(note), "\(inOrder.stdout.suffix(600))")
    #expect(inOrder.stdout.contains("12 pushes: 5 applied, 0 rejected, 7 dropped"))
    let onTimestamps = try IsletBinary.run([
      "check-push", "--arrival", "timestamps", Self.delivery, directory.file("day.ndjson"),
    ])
    #expect(!onTimestamps.stdout.contains("note: the payload timestamps"))
    #expect(onTimestamps.stdout.contains("12 pushes: 9 applied, 0 rejected, 3 dropped"))
    let sample = try IsletBinary.run(["check-push", Self.delivery, "Samples/delivery/pushes.ndjson"])
    #expect(!sample.stdout.contains("note: the payload timestamps"))
  }

  @Test func anUnknownShowValueIsAUsageError() throws {
    let result = try IsletBinary.run(["check-push", "--show", "drop", Self.delivery, Self.pitfalls])
    #expect(result.status == 2)
    #expect(result.stderr.contains("dropped"))
  }

  /// A pipe is read ahead on a thread of its own, and still each push's verdict is printed as
  /// its line arrives, not when the pipe closes: `tail -f log | islet check-push … -`.
  @Test func aPipesVerdictsComeAsItsLinesArrive() throws {
    let process = Process()
    process.executableURL = IsletBinary.executable
    process.currentDirectoryURL = IsletBinary.packageRoot
    process.arguments = ["check-push", Self.delivery, "-"]
    let (input, output) = (Pipe(), Pipe())
    process.standardInput = input
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    // SIGKILL: the child inherits the test runner's blocked signals, SIGTERM among them.
    defer { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }
    let lines = try String(
      contentsOfFile: IsletBinary.packageRoot.path + "/Samples/delivery/pushes.ndjson", encoding: .utf8
    )
    .split(separator: "\n")
    var received = Data()
    for (index, line) in lines.prefix(3).enumerated() {
      input.fileHandleForWriting.write(Data((line + "\n").utf8))
      let verdict = Data("#\(index + 1) line \(index + 1) ".utf8)
      IsletBinary.read(output, into: &received) { $0.range(of: verdict) != nil }
      #expect(received.range(of: verdict) != nil, "push \(index + 1) before the pipe closed")
    }
    #expect(process.isRunning, "still reading the open pipe")
    try input.fileHandleForWriting.close()
    received += output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let text = String(decoding: received, as: UTF8.self)
    #expect(text.contains("3 pushes: 3 applied, 0 rejected, 0 dropped"), "\(text)")
  }
}
