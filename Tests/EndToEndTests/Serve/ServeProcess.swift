import Foundation
import TestSupport

/// `islet serve` running in the background for a test, on a port the system picks, with its
/// output in a file and its certificate cache in the test's directory.
final class ServeProcess {
  private let process = Process()
  private let outputPath: String
  /// `http://127.0.0.1:PORT` or `https://…`, read from the banner.
  private(set) var origin = ""

  init(_ arguments: [String], directory: TemporaryDirectory) throws {
    outputPath = directory.file("serve-output.txt")
    _ = FileManager.default.createFile(atPath: outputPath, contents: nil)
    let output = try FileHandle(forWritingTo: URL(fileURLWithPath: outputPath))
    process.executableURL = IsletBinary.executable
    process.arguments = ["serve"] + arguments + ["--listen", "127.0.0.1:0"]
    process.currentDirectoryURL = IsletBinary.packageRoot
    var environment = IsletBinary.developerEnvironment
    environment["XDG_CACHE_HOME"] = directory.path
    process.environment = environment
    process.standardOutput = output
    process.standardError = output
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let banner = waitForOutput { $0.contains("push-to-start token: ") }
    let pattern = /pushes on (https?:\/\/127\.0\.0\.1:[0-9]+)/
    guard let banner, let match = banner.firstMatch(of: pattern) else {
      stop()
      throw ServeProcessError(output: self.output)
    }
    origin = String(match.1)
  }

  /// Everything the server has printed so far.
  var output: String {
    (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? ""
  }

  /// The output once `condition` holds, polling for at most `timeout`; nil if it never does.
  func waitForOutput(timeout: Duration = .seconds(15), _ condition: (String) -> Bool) -> String? {
    let deadline = ContinuousClock.now + timeout
    while ContinuousClock.now < deadline {
      let text = output
      if condition(text) { return text }
      if !process.isRunning { return condition(output) ? output : nil }
      Thread.sleep(forTimeInterval: 0.05)
    }
    return nil
  }

  /// The value printed after `label` on the last line that has it (`update token: `).
  func lastValue(after label: String) -> String? {
    output.split(separator: "\n").last { $0.contains(label) }.map {
      String($0[$0.range(of: label)!.upperBound...])
    }
  }

  var isRunning: Bool { process.isRunning }

  /// Ends the server (SIGTERM) and waits for it; SIGKILL if it is still there after 10 s.
  func stop() {
    if process.isRunning { process.terminate() }
    let deadline = ContinuousClock.now + .seconds(10)
    while process.isRunning && ContinuousClock.now < deadline { Thread.sleep(forTimeInterval: 0.05) }
    if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    process.waitUntilExit()
  }

  /// How the server ended (after `stop`).
  var terminationStatus: Int32 { process.terminationStatus }
  var terminationReason: Process.TerminationReason { process.terminationReason }
}

/// The server did not print where it listens.
struct ServeProcessError: Error, CustomStringConvertible {
  var output: String
  var description: String { "islet serve did not start:\n\(output)" }
}
