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

  /// A text size the snapshot matrix does not know is a usage error with the same "did you
  /// mean" as `--text-size`, before anything is rendered.
  @Test func anUnknownTextSizeInTheMatrixSuggestsTheClosest() throws {
    let render = try IsletBinary.run(["render", "Layouts/download.islet", "--text-size", "ax33"])
    let snapshot = try IsletBinary.run([
      "snapshot", "Layouts/download.islet", "--verify", "--text-sizes", "ax33",
    ])
    let message = "unknown text size 'ax33'; did you mean 'ax3'? (sizes: xSmall, small, medium, large"
    #expect(render.status == 2 && render.stderr.contains(message), "\(render.stderr)")
    #expect(
      snapshot.status == 2 && snapshot.stderr.contains("--text-sizes: " + message), "\(snapshot.stderr)")
  }

  /// Snapshots record what a user sees or is told, not where in the file it came from: comment
  /// and blank lines added to a layout change no snapshot, though its findings move lines.
  @Test func commentsAndBlankLinesInALayoutChangeNoSnapshot() throws {
    let project = try TemporaryDirectory()
    defer { project.remove() }
    let root = IsletBinary.packageRoot
    let files = FileManager.default
    try files.createDirectory(atPath: project.file("Layouts"), withIntermediateDirectories: true)
    try files.createDirectory(
      atPath: project.file("Layouts/__snapshots__"), withIntermediateDirectories: true)
    try files.copyItem(
      at: root.appending(path: "Layouts/__snapshots__/delivery"),
      to: URL(filePath: project.file("Layouts/__snapshots__/delivery")))
    try files.copyItem(at: root.appending(path: "Samples"), to: URL(filePath: project.file("Samples")))
    let source = try String(contentsOf: root.appending(path: "Layouts/delivery.islet"), encoding: .utf8)
    let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
    let moved =
      "// A comment the designer added.\n\n"
      + lines.prefix(10).joined(separator: "\n") + "\n\n\n" + lines.dropFirst(10).joined(separator: "\n")
    try moved.write(toFile: project.file("Layouts/delivery.islet"), atomically: true, encoding: .utf8)
    let result = try IsletBinary.run(["snapshot", "--verify", project.file("Layouts/delivery.islet")])
    #expect(result.status == 0, "\(result.stdout.suffix(2000))")
    #expect(result.stdout.contains("0 failed"))
    #expect(result.stdout.contains("112 checked"))
  }
}
