import Foundation
import TestSupport
import Testing

/// Output that cannot be written (a full disk: `> /dev/full` gives ENOSPC) is an error on
/// stderr with status 2, for every command that prints; a closed pipe stays the quiet 141.
@Suite struct OutputErrorTests {
  static let commands: [[String]] = [
    ["render", "Layouts/delivery.islet"],
    ["check", "Layouts/delivery.islet"],
    ["check-push", "Layouts/delivery.islet", "Samples/delivery/pushes.ndjson"],
    ["check-push", "Layouts/delivery.islet", "Samples/delivery/pushes.ndjson", "--format", "json"],
    ["replay", "Layouts/delivery.islet", "Samples/delivery/pushes.ndjson"],
    ["snapshot", "--verify", "Layouts"],
    ["devices"],
    ["explain", "P001"],
  ]

  @Test(.enabled(if: FileManager.default.isWritableFile(atPath: "/dev/full")), arguments: commands)
  func aFullDiskIsAnErrorNotASilentSuccess(_ arguments: [String]) throws {
    let process = Process()
    process.executableURL = IsletBinary.executable
    process.arguments = arguments
    process.currentDirectoryURL = IsletBinary.packageRoot
    process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: "/dev/full"))
    let errors = Pipe()
    process.standardError = errors
    try process.run()
    let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationReason == .exit)
    #expect(process.terminationStatus == 2)
    #expect(
      stderr.hasSuffix("error: cannot write to standard output: No space left on device\n"), "\(stderr)")
  }
}
