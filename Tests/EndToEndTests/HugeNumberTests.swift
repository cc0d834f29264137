import Foundation
import TestSupport
import Testing

/// Numbers no sender means but any can send — 1e22 seconds, ±1.7e308, Int's edges — in every
/// numeric slot of a push, a state file and `--now`: every push still gets its verdict, every
/// frame renders, nothing traps, and verdicts already given survive a later failure.
@Suite struct HugeNumberTests {
  /// A layout that puts every number it reads through every formatter and conversion.
  static let layout = """
    activity Numbers {
      attributes { name: String }
      state { at: Date  count: Int  ratio: Double  from: Date? }
      lockScreen {
        vstack {
          if isStale { text("stale") }
          timer(at)  relative(at)  date(at)  time(at)  text("\\(at)")
          text(duration(at - now))  text(number(ratio))  text(percent(ratio))  text("\\(Int(ratio))")
          text("\\(Int(at - now))")  text(number(Double(count)))  text(duration(Double(count)))
          progress(value: ratio, total: 1)  progress(value: count, total: 5)
          progress(value: at - now, total: ratio)  progress(timerInterval: now, at)
          if let from { progress(timerInterval: from, at)  timer(from)  text(duration(at - from)) }
          text("\\(count * 2) \\(count + count) \\(ratio * ratio)")
        }
      }
      compactLeading { text("\\(count)") }
      compactTrailing { if isStale { text("s") } else { timer(at) } }
      minimal { if isStale { text("s") } else { relative(at) } }
      expanded { bottom { if isStale { text("s") } else { progress(timerInterval: now, at) } } }
      preview {
        attributes { name: "n" }
        state { at: now + 720, count: 2, ratio: 0.5 }
      }
    }
    """

  static let extremes = [
    "1e22", "-1e22", "1e20", "-1e20", "1.7e308", "-1.7e308", "9.3e18", "-9.3e18", "1e15",
    "9223372036854775807", "-9223372036854775808", "99999999999999999999", "5e-324",
  ]

  static let timestamp = 1_782_000_000
  static let date = 803_695_500

  static func start(
    timestamp: String = "\(timestamp)", at: String = "\(date)", count: String = "2", ratio: String = "0.5",
    from: String = "\(date)", stale: String = "\(timestamp + 900)", relevance: String = "50"
  ) -> String {
    #"{"aps":{"timestamp":\#(timestamp),"event":"start","attributes-type":"Numbers","attributes":{"name":"n"},"#
      + #""content-state":{"at":\#(at),"count":\#(count),"ratio":\#(ratio),"from":\#(from)},"#
      + #""alert":{"title":"t","body":"b"},"stale-date":\#(stale),"relevance-score":\#(relevance)}}"#
  }

  static func update(
    _ event: String = "update", timestamp: String = "\(timestamp + 60)", at: String = "\(date)",
    count: String = "2", ratio: String = "0.5", from: String = "\(date)",
    stale: String = "\(timestamp + 900)", extra: String = ""
  ) -> String {
    #"{"aps":{"timestamp":\#(timestamp),"event":"\#(event)","#
      + #""content-state":{"at":\#(at),"count":\#(count),"ratio":\#(ratio),"from":\#(from)},"#
      + #""stale-date":\#(stale)\#(extra)}}"#
  }

  /// A stream that puts `value` in each slot once: a good start, one update per slot, an end
  /// with it as the dismissal date, then a start carrying it everywhere.
  static func stream(_ value: String) -> [String] {
    [
      start(),
      update(timestamp: value), update(at: value), update(count: value), update(ratio: value),
      update(from: value), update(stale: value), update(extra: #","relevance-score":\#(value)"#),
      update("end", extra: #","dismissal-date":\#(value)"#),
      start(
        timestamp: value, at: value, count: value, ratio: value, from: value, stale: value, relevance: value),
    ]
  }

  /// Status 0 or 1 without a trap; 2 only with the reason `refusal` (an Int field given 1e22).
  static func expectNoTrap(_ result: IsletBinary.Result, _ context: String, refusal: String? = nil) {
    let refused = result.status == 2 && refusal.map { result.stderr.contains($0) } ?? false
    #expect(result.status == 0 || result.status == 1 || refused, "\(context): status \(result.status)")
    #expect(!result.stderr.contains("Fatal error"), "\(context): \(result.stderr.prefix(300))")
  }

  @Test(arguments: extremes)
  func everyPushWithAnExtremeNumberGetsAVerdict(_ value: String) throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write(Self.layout, to: "numbers.islet")
    let lines = Self.stream(value)
    try directory.write(lines.joined(separator: "\n") + "\n", to: "pushes.ndjson")
    let json = try IsletBinary.run(
      ["check-push", directory.file("numbers.islet"), directory.file("pushes.ndjson"), "--format", "json"])
    Self.expectNoTrap(json, "check-push \(value)")
    #expect(json.stdout.split(separator: "\n").count == lines.count, "one verdict per push for \(value)")
    let replay = try IsletBinary.run(
      ["replay", directory.file("numbers.islet"), directory.file("pushes.ndjson")])
    Self.expectNoTrap(replay, "replay \(value)")
    #expect(
      replay.stdout.contains("#\(lines.count) line \(lines.count) start"), "replay reached the last push")
    let clocked = try IsletBinary.run(
      ["check-push", directory.file("numbers.islet"), directory.file("pushes.ndjson"), "--now", value])
    Self.expectNoTrap(clocked, "check-push --now \(value)")
    #expect(clocked.stdout.contains("\(lines.count) pushes"), "\(clocked.stdout.suffix(200))")
  }

  @Test(arguments: extremes)
  func aStateWithAnExtremeNumberRendersInEveryFormat(_ value: String) throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write(Self.layout, to: "numbers.islet")
    try directory.write(#"{"name":"n"}"#, to: "attributes.json")
    try directory.write(#"{"at":\#(value),"count":2,"ratio":0.5,"from":\#(Self.date)}"#, to: "date.json")
    try directory.write(
      #"{"at":\#(Self.date),"count":\#(value),"ratio":\#(value),"from":\#(value)}"#, to: "numbers.json")
    for state in ["date.json", "numbers.json"] {
      for format in ["text", "ansi", "json"] {
        for now in [[], ["--now", value]] {
          let result = try IsletBinary.run(
            [
              "render", directory.file("numbers.islet"), "--state", directory.file(state), "--attributes",
              directory.file("attributes.json"), "--format", format,
            ] + now)
          Self.expectNoTrap(result, "render \(state) \(format) \(now)", refusal: "does not decode")
          #expect(!result.stdout.isEmpty || result.status == 2, "render \(state) \(format) \(now)")
        }
      }
    }
  }

  /// The issue's case: 1,704 good pushes, then one whose content-state Date is 1e22.
  @Test func aHugeDateAfterManyGoodPushesLosesNoVerdict() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write(Self.layout, to: "numbers.islet")
    var lines = [Self.start()]
    for index in 1..<1_704 { lines.append(Self.update(timestamp: "\(Self.timestamp + index)")) }
    lines.append(Self.update(timestamp: "\(Self.timestamp + 1_704)", at: "1e22"))
    try directory.write(lines.joined(separator: "\n") + "\n", to: "pushes.ndjson")
    let result = try IsletBinary.run(
      ["check-push", directory.file("numbers.islet"), directory.file("pushes.ndjson"), "--format", "json"])
    Self.expectNoTrap(result, "check-push")
    #expect(result.stdout.split(separator: "\n").count == 1_705)
  }

  /// Verdicts given before a later file fails to open or read are on stdout, not lost in a buffer.
  @Test func aLaterFailureKeepsTheVerdictsAlreadyGiven() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write(Self.layout, to: "numbers.islet")
    try directory.write(Self.start() + "\n" + Self.update() + "\n", to: "pushes.ndjson")
    for later in [directory.file("missing.ndjson"), "/proc/self/mem"] {
      let result = try IsletBinary.run(
        ["check-push", directory.file("numbers.islet"), directory.file("pushes.ndjson"), later])
      #expect(result.status == 2, "\(later)")
      #expect(
        result.stdout.contains("#1 line 1 start") && result.stdout.contains("#2 line 2 update"), "\(later)")
      #expect(result.stderr.hasPrefix("error: cannot read"), "\(later): \(result.stderr.prefix(300))")
    }
  }
}
