import Foundation
import TestSupport
import Testing

/// Hostile files through the binary: never a crash or a hang, a clear located message, and
/// exactly one verdict per push.
@Suite struct HostileInputTests {
  static var delivery: String {
    IsletBinary.packageRoot.appendingPathComponent("Layouts/delivery.islet").path
  }

  static func layoutBytes() throws -> [UInt8] { Array(try Data(contentsOf: URL(fileURLWithPath: delivery))) }

  /// Writes `bytes` to `name` in `directory` and returns its path.
  static func write(_ bytes: [UInt8], _ name: String, in directory: TemporaryDirectory) throws -> String {
    try Data(bytes).write(to: URL(fileURLWithPath: directory.file(name)))
    return directory.file(name)
  }

  /// Every push verdict line of `check-push --format json`, decoded.
  static func jsonVerdicts(_ stdout: String) throws -> [[String: Any]] {
    try stdout.split(separator: "\n").map {
      try #require(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
    }
  }

  // MARK: - Layout files through `islet check`

  @Test func byteOrderMarkAndCRLFLayoutsCheckLikeThePlainOne() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let plain = try Self.layoutBytes()
    let withBOM = try Self.write([0xEF, 0xBB, 0xBF] + plain, "bom.islet", in: directory)
    let crlf = try Self.write(
      Array(String(decoding: plain, as: UTF8.self).replacingOccurrences(of: "\n", with: "\r\n").utf8),
      "crlf.islet", in: directory)
    let expected = try IsletBinary.run(["check", Self.delivery])
    for path in [withBOM, crlf] {
      let result = try IsletBinary.run(["check", path])
      #expect(result.status == expected.status, "\(path)")
      #expect(
        result.stderr.replacingOccurrences(of: path, with: Self.delivery) == expected.stderr, "\(path)")
    }
  }

  @Test func invalidUTF8LayoutNamesTheByte() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    var bytes = try Self.layoutBytes()
    bytes.insert(contentsOf: [0xFF, 0xFE], at: 100)
    let result = try IsletBinary.run(["check", try Self.write(bytes, "bad.islet", in: directory)])
    #expect(result.status == 2)
    #expect(result.stderr.contains("invalid UTF-8 at byte 100"))
  }

  @Test func nulByteInALayoutIsALocatedError() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    var bytes = try Self.layoutBytes()
    let index = try #require(bytes.firstIndex(of: UInt8(ascii: "{")))
    bytes.insert(0, at: index)
    let result = try IsletBinary.run(["check", try Self.write(bytes, "nul.islet", in: directory)])
    #expect(result.status == 1)
    #expect(result.stdout.contains("nul.islet:2:"))
    #expect(result.stdout.contains("error[L002]: unexpected character `\\u{0}`"))
    HostilePayloads.expectSafe(result.stdout, allowingSGR: false, "check's diagnostics")
  }

  /// A file that fails to read (EIO) is an error naming the reason, not a trap (FileHandle's
  /// readData traps) or an empty file.
  @Test(.enabled(if: FileManager.default.fileExists(atPath: "/proc/self/mem")))
  func aReadErrorIsReportedNotTrappedOrIgnored() throws {
    for arguments in [
      ["check", "/proc/self/mem"], ["render", Self.delivery, "--state", "/proc/self/mem"],
      ["check-push", Self.delivery, "/proc/self/mem"],
    ] {
      let result = try IsletBinary.run(arguments)
      #expect(result.status == 2, "\(arguments)")
      #expect(result.stderr == "error: cannot read '/proc/self/mem': Input/output error\n", "\(arguments)")
    }
  }

  @Test func oversizedLayoutIsRefusedUnread() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let bytes = try Self.layoutBytes() + Array("//".utf8) + [UInt8](repeating: 0x78, count: 5 << 20)
    let result = try IsletBinary.run(["check", try Self.write(bytes, "big.islet", in: directory)])
    #expect(result.status == 2)
    #expect(result.stderr.contains("larger than 4194304 bytes"))
  }

  @Test func layoutNestedTenThousandDeepIsOneError() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let source =
      "activity A {\n  state { x: Int }\n  lockScreen { " + String(repeating: "vstack { ", count: 10_000)
      + String(repeating: "}", count: 10_000) + " }\n}\n"
    let result = try IsletBinary.run([
      "check", try Self.write(Array(source.utf8), "deep.islet", in: directory),
    ])
    #expect(result.status == 1)
    #expect(result.stdout.contains("deep.islet:3:"))
    #expect(result.stdout.components(separatedBy: "error[L018]").count == 2)
  }

  // MARK: - State files through `islet render --state`

  @Test(arguments: [
    (
      "invalid UTF-8", Array(#"{"phase":"placed","stopsAway":1,"courier":""#.utf8) + [0xFF, 0x22, 0x7D],
      "invalid UTF-8 byte 0xFF"
    ),
    (
      "NUL", Array(#"{"phase":"placed","stopsAway":1,"courier":"a"#.utf8) + [0, 0x22, 0x7D],
      "control character byte 0x00"
    ),
    ("deep", Array(String(repeating: "[", count: 100_000).utf8), "nesting deeper than 512 levels"),
  ])
  func badStateFileIsAClearError(_ name: String, _ bytes: [UInt8], _ message: String) throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = try Self.write(bytes, "state.json", in: directory)
    let result = try IsletBinary.run(["render", "--state", path, Self.delivery])
    #expect(result.status == 2, "\(name)")
    #expect(result.stderr.contains("'\(path)' is not JSON"), "\(name)")
    #expect(result.stderr.contains(message), "\(name): \(result.stderr)")
  }

  @Test func stateFileWithByteOrderMarkAndCRLFRenders() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let json = "{\r\n\"phase\":\"placed\",\r\n\"stopsAway\":1,\r\n\"courier\":\"Sam\"\r\n}\r\n"
    let path = try Self.write([0xEF, 0xBB, 0xBF] + Array(json.utf8), "state.json", in: directory)
    let result = try IsletBinary.run(["render", "--state", path, "-p", "expanded", Self.delivery])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("Sam is on the way"))
  }

  // MARK: - Push streams through `islet check-push`

  /// Lines 1–9: a BOM and CRLF, NUL, invalid UTF-8, a blank CRLF line, spaces, a 100,000-deep
  /// array, raw ESC bytes, a 2 MiB line, and a valid push with no newline at the end.
  static func hostileStream() -> (bytes: [UInt8], pushLines: [Int]) {
    var bytes: [UInt8] =
      [0xEF, 0xBB, 0xBF] + Array(#"{"aps":{"timestamp":1782000000,"event":"update"}}"#.utf8)
    bytes += Array("\r\n".utf8) + [0x7B, 0x00, 0x7D, 0x0A] + [0xFF, 0xFE, 0xFD, 0x0A]
    bytes += Array("\r\n   \t \n".utf8) + Array(String(repeating: "[", count: 100_000).utf8) + [0x0A]
    bytes += Array("\u{1B}]52;c;aGk=\u{7}\u{1B}[21t\n".utf8)
    bytes += Array(#"{"aps":""#.utf8) + [UInt8](repeating: 0x61, count: 2 << 20) + Array("\"}\n".utf8)
    bytes += Array(#"{"aps":{"timestamp":1782000001,"event":"update"}}"#.utf8)
    return (bytes, [1, 2, 3, 6, 7, 8, 9])
  }

  @Test func everyPushGetsExactlyOneVerdictInTextAndJSON() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let stream = Self.hostileStream()
    let path = try Self.write(stream.bytes, "pushes.ndjson", in: directory)
    let json = try IsletBinary.run(["check-push", "--format", "json", Self.delivery, path])
    #expect(json.status == 1)
    let verdicts = try Self.jsonVerdicts(json.stdout)
    #expect(verdicts.count == stream.pushLines.count)
    #expect(verdicts.compactMap { $0["line"] as? Int } == stream.pushLines)
    #expect(verdicts.compactMap { $0["push"] as? Int } == Array(1...stream.pushLines.count))
    HostilePayloads.expectSafe(json.stdout, allowingSGR: false, "check-push --format json")
    let text = try IsletBinary.run(["check-push", Self.delivery, path])
    #expect(text.stdout.contains("\(stream.pushLines.count) pushes: 0 applied, 0 rejected, 7 dropped"))
    #expect(text.stdout.contains("P002 line 8 is longer than the 1048576-byte limit"))
    #expect(text.stdout.contains("nesting deeper than 512 levels"))
    HostilePayloads.expectSafe(text.stdout, allowingSGR: false, "check-push text")
  }

  @Test func standardInputGetsTheSameVerdicts() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let stream = Self.hostileStream()
    let path = try Self.write(stream.bytes, "pushes.ndjson", in: directory)
    let fromFile = try IsletBinary.run(["check-push", "--format", "json", Self.delivery, path])
    let fromStdin = try IsletBinary.run(
      ["check-push", "--format", "json", Self.delivery, "-"], stdin: Data(stream.bytes))
    #expect(fromStdin.stdout == fromFile.stdout)
  }

  /// A 50 MB line is skipped, not buffered: fed through standard input, the process's peak
  /// memory once it has read the line grows by far less than the line's size (an eighth) over
  /// what it held idle, and the line still gets its verdict.
  @Test func fiftyMegabyteLineGetsAVerdictWithoutBeingBuffered() throws {
    let size = 50 << 20
    let process = Process()
    process.executableURL = IsletBinary.executable
    process.arguments = ["check-push", "--format", "json", Self.delivery, "-"]
    let input = Pipe()
    let output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    defer { if process.isRunning { process.terminate() } }
    // What the process holds before any input (its libraries, swift-syntax's among them).
    let idle = try #require(IsletBinary.settledPeakResidentKiB(of: process))
    // The pipe holds 64 KiB, so once this write returns the process has read the rest.
    input.fileHandleForWriting.write(
      Data(#"{"aps":""#.utf8) + Data(repeating: 0x61, count: size) + Data("\"}\n".utf8))
    let peak = try #require(IsletBinary.peakResidentKiB(of: process))
    #expect(
      peak - idle < size / 1024 / 8, "peak RSS \(peak) KiB (\(idle) KiB idle) after a \(size)-byte line")
    input.fileHandleForWriting.write(Data(#"{"aps":{}}"#.utf8))
    try input.fileHandleForWriting.close()
    let verdicts = try Self.jsonVerdicts(
      String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self))
    process.waitUntilExit()
    #expect(verdicts.count == 2)
    let findings = verdicts.first?["findings"] as? [[String: Any]]
    #expect(findings?.first?["code"] as? String == "P002")
    #expect((findings?.first?["message"] as? String)?.contains("longer than the 1048576-byte limit") == true)
  }

  /// A line that never ends (`/dev/zero`) gets its verdict once it is past the limit, while
  /// the rest is still being skipped in constant memory (it used to spin without a word).
  @Test func aLineThatNeverEndsGetsItsVerdictAtTheLimit() throws {
    let process = Process()
    process.executableURL = IsletBinary.executable
    process.arguments = ["check-push", "--format", "json", Self.delivery, "/dev/zero"]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    // SIGKILL: the child inherits the test runner's blocked signals, SIGTERM among them.
    defer { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }
    var received = Data()
    IsletBinary.read(output, into: &received) { $0.contains(UInt8(ascii: "\n")) }
    #expect(process.isRunning, "still skipping the endless line")
    let verdicts = try Self.jsonVerdicts(String(decoding: received, as: UTF8.self))
    #expect(verdicts.count == 1)
    let findings = verdicts.first?["findings"] as? [[String: Any]]
    #expect(findings?.first?["code"] as? String == "P002")
    let peak = try #require(IsletBinary.peakResidentKiB(of: process))
    #expect(peak < 64 * 1024, "peak RSS \(peak) KiB while skipping")
  }
}

extension HostileInputTests {
  /// `islet check-push … | head -1`: when the reader closes the pipe, the process ends quietly
  /// with status 141 (as SIGPIPE's default action would), not with a trap and a backtrace.
  @Test func aClosedOutputPipeEndsTheProcessQuietly() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = try Self.write(
      Array(String(repeating: "{\"aps\":{}}\n", count: 200_000).utf8), "pushes.ndjson", in: directory)
    let process = Process()
    process.executableURL = IsletBinary.executable
    process.arguments = ["check-push", Self.delivery, path]
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    let first = output.fileHandleForReading.readData(ofLength: 16)
    try output.fileHandleForReading.close()
    let stderr = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(String(decoding: first, as: UTF8.self).hasPrefix("#1 line 1"))
    #expect(process.terminationReason == .exit)
    #expect(process.terminationStatus == 141)
    #expect(stderr.isEmpty, "\(String(decoding: stderr, as: UTF8.self))")
  }
}
