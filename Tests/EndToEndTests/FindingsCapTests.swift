import Foundation
import TestSupport
import Testing

/// Issue 19.3: one push, layout or region lists at most `Finding.limitPerKind` (20) findings of
/// one kind, then one "N more findings of this kind" entry; summaries still count every one.
@Suite struct FindingsCapTests {
  static var rideshare: String {
    IsletBinary.packageRoot.appendingPathComponent("Layouts/rideshare.islet").path
  }

  /// A 520 KB update whose `stops: [String]` holds 260,000 numbers: 260,000 P032 findings.
  static func pushWithBadStops(timestamp: Int) -> String {
    let stops = [String](repeating: "1", count: 260_000).joined(separator: ",")
    return #"{"aps":{"timestamp":\#(timestamp),"event":"update","content-state":{"phase":1,"#
      + #""driverName":"Maria","carModel":"Toyota Prius","plate":"8ABC123","eta":803743680,"#
      + #""stops":[\#(stops)]}}}"#
  }

  @Test func aPushListsTwentyFindingsOfAKindAndCountsTheRestExactly() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write(
      Self.pushWithBadStops(timestamp: 1_782_050_400) + "\n" + Self.pushWithBadStops(timestamp: 1_782_050_401)
        + "\n",
      to: "pushes.ndjson")
    let pushes = directory.file("pushes.ndjson")
    let text = try IsletBinary.run(["check-push", Self.rideshare, pushes])
    #expect(text.status == 1)
    #expect(text.stdout.utf8.count < 20_000, "\(text.stdout.utf8.count) bytes of text")
    let listed = text.stdout.split(separator: "\n").filter {
      $0.hasPrefix("  error P032 aps.content-state.stops[")
    }
    #expect(listed.count == 40)
    #expect(
      text.stdout.components(
        separatedBy: "  error P032 259980 more findings of this kind (P032), not listed\n"
      )
      .count == 3)
    #expect(text.stdout.contains("2 pushes: 0 applied, 2 rejected, 0 dropped"))  // 413 PayloadTooLarge
    #expect(text.stdout.contains("  520000 × error P032 wrong JSON type (typeMismatch)\n"))

    let json = try IsletBinary.run(["check-push", "--format", "json", Self.rideshare, pushes])
    #expect(json.stdout.utf8.count < 20_000, "\(json.stdout.utf8.count) bytes of JSON")
    let verdicts = try HostileInputTests.jsonVerdicts(json.stdout)
    #expect(verdicts.count == 2)
    for verdict in verdicts {
      let findings = try #require(verdict["findings"] as? [[String: Any]]).filter {
        $0["code"] as? String == "P032"
      }
      #expect(findings.count == 21)
      #expect(findings.last?["omitted"] as? Int == 259_980)
      #expect(findings.dropLast().allSatisfy { $0["omitted"] == nil })
    }
  }

  /// Memory stays bounded while findings are capped: ten 520 KB pushes of 260,000 findings each
  /// (2.6 M findings; before the cap one such push took 190 MB) raise the process's peak by
  /// less than 64 MiB over checking one small push.
  @Test func cappedFindingsKeepMemoryBounded() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let pushes = (0..<10).map { Self.pushWithBadStops(timestamp: 1_782_050_400 + $0) }
    try directory.write(pushes.joined(separator: "\n") + "\n", to: "many.ndjson")
    try directory.write(
      #"{"aps":{"timestamp":1782050400,"event":"update","content-state":{"phase":1}}}"# + "\n",
      to: "one.ndjson")
    let arguments = ["check-push", "--format", "json", Self.rideshare, "-"]
    let small = try IsletBinary.runMeasuringPeakMemory(
      arguments, input: directory.file("one.ndjson"), output: directory.file("one.json"))
    let large = try IsletBinary.runMeasuringPeakMemory(
      arguments, input: directory.file("many.ndjson"), output: directory.file("many.json"))
    #expect(large.status == 1)
    #expect(
      large.peakKiB - small.peakKiB < 64 * 1024,
      "peak \(large.peakKiB) KiB for ten capped pushes, \(small.peakKiB) KiB for one small push")
    let json = try String(contentsOfFile: directory.file("many.json"), encoding: .utf8)
    #expect(json.utf8.count < 100_000, "\(json.utf8.count) bytes of JSON")
    #expect(try HostileInputTests.jsonVerdicts(json).count == 10)
  }

  /// Writes Delivery with `original` replaced by `replacement` to `name` and returns its path.
  static func writeDelivery(
    replacing original: String, with replacement: String, to name: String, in directory: TemporaryDirectory
  ) throws -> String {
    let source = try String(contentsOfFile: HostileInputTests.delivery, encoding: .utf8)
    try directory.write(source.replacingOccurrences(of: original, with: replacement), to: name)
    return directory.file(name)
  }

  /// A layout with 30 unknown fields: 20 listed, "10 more", and 30 errors in the summary.
  @Test func aLayoutListsTwentyFindingsOfAKind() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let texts = (1...30).map { "text(missing\($0))" }.joined(separator: "  ")
    let layout = try Self.writeDelivery(
      replacing: "progress(value: 5 - stopsAway, total: 5)\n    }", with: "\(texts)\n    }", to: "many.islet",
      in: directory)
    let result = try IsletBinary.run(["check", layout])
    #expect(result.status == 1)
    #expect(result.stdout.components(separatedBy: "error[L003]: unknown").count - 1 == 20, "\(result.stdout)")
    #expect(result.stdout.contains("error[L003]: 10 more findings of this kind (L003), not listed"))
    #expect(result.stdout.contains("1 layout checked: 30 errors, "))
  }

  /// A region with 30 unknown symbols: 20 listed, "10 more", and all 30 in the summary.
  @Test func aRegionListsTwentyFindingsOfAKind() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let symbols = (1...30).map { "symbol(\"no.such.symbol\($0)\")" }.joined(separator: "  ")
    let layout = try Self.writeDelivery(
      replacing: "minimal { symbol(icon) }", with: "minimal { hstack { \(symbols) } }", to: "symbols.islet",
      in: directory)
    let result = try IsletBinary.run(["render", "-p", "minimal", "--now", "2026-06-21T00:00:00Z", layout])
    let findings = result.stdout.split(separator: "\n")
    #expect(findings.filter { $0.contains("note[R004]: SF Symbol “no.such.symbol") }.count == 20)
    #expect(
      findings.filter { $0.contains("note[R004]: 10 more findings of this kind (R004), not listed") }.count
        == 1)
    // 30 R004, the clipped content (R003) and `small`'s timer without `isStale` (L016).
    #expect(result.stdout.contains("findings: 0 errors, 2 warnings, 30 notes"), "\(result.stdout)")
  }
}
