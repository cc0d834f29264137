import Foundation
import TestSupport
import Testing

/// `islet snapshot` on the project's own layouts: the committed snapshots verify, and the
/// bytes do not depend on time zone, locale or environment.
@Suite struct SnapshotCommandTests {
  @Test func theCommittedSnapshotsOfEveryLayoutVerify() throws {
    let result = try IsletBinary.run(["snapshot", "--verify"])
    #expect(result.status == 0, "\(result.stdout.suffix(2000))")
    #expect(result.stdout.contains("0 failed"))
  }

  @Test func recordingIsByteIdenticalUnderAnotherTimeZoneAndLocale() throws {
    let first = try TemporaryDirectory()
    let second = try TemporaryDirectory()
    defer {
      first.remove()
      second.remove()
    }
    let arguments = ["snapshot", "Layouts/download.islet", "--record", "--devices", "iphone-16-pro"]
    let a = try IsletBinary.run(
      arguments + ["--snapshots", first.path],
      environment: ["TZ": "UTC", "LANG": "C.UTF-8", "PATH": "/usr/bin"])
    let b = try IsletBinary.run(
      arguments + ["--snapshots", second.path],
      environment: [
        "TZ": "Pacific/Kiritimati", "LANG": "ja_JP.UTF-8", "LC_ALL": "de_DE.UTF-8", "PATH": "/bin",
      ])
    #expect(a.status == 0 && b.status == 0)
    let files = try FileManager.default.subpathsOfDirectory(atPath: first.path).sorted()
    #expect(files.count > 10)
    #expect(files == (try FileManager.default.subpathsOfDirectory(atPath: second.path).sorted()))
    for file in files where file.hasSuffix(".snap") {
      let left = FileManager.default.contents(atPath: first.file(file))
      let right = FileManager.default.contents(atPath: second.file(file))
      #expect(left == right, "\(file)")
    }
  }
}
