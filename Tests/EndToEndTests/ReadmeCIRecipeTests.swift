import Foundation
import TestSupport
import Testing

/// The README's CI recipe for a backend repository, run as a user would copy it: its islet
/// commands are read from README.md and run by `sh` in a repository laid out as the recipe
/// assumes (`Widgets/` with the app's Swift, `captured/pushes/`), the snapshots recorded first.
@Suite struct ReadmeCIRecipeTests {
  /// A backend repository: the Swift delivery sample as `Widgets/`, the delivery pushes as
  /// `captured/pushes/delivery.ndjson`.
  static func backendRepository() throws -> TemporaryDirectory {
    let repository = try TemporaryDirectory()
    let root = IsletBinary.packageRoot
    for folder in ["Widgets", "captured/pushes"] {
      try FileManager.default.createDirectory(
        atPath: repository.file(folder), withIntermediateDirectories: true)
    }
    let sample = root.appendingPathComponent("Samples/swift/delivery").path
    for file in try FileManager.default.contentsOfDirectory(atPath: sample) {
      try FileManager.default.copyItem(
        atPath: sample + "/" + file, toPath: repository.file("Widgets/" + file))
    }
    try FileManager.default.copyItem(
      atPath: root.appendingPathComponent("Samples/delivery/pushes.ndjson").path,
      toPath: repository.file("captured/pushes/delivery.ndjson"))
    return repository
  }

  /// The recipe's islet commands: the recording line of its `sh` block and every `run: islet`
  /// step of its workflow, in order.
  static func recipeCommands() throws -> (record: String, steps: [String]) {
    let readme = try String(
      contentsOf: IsletBinary.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
    let section = try #require(readme.components(separatedBy: "**In a backend's CI**").dropFirst().first)
    let lines = section.components(separatedBy: "## Commands")[0].split(separator: "\n")
    let record = try #require(lines.first { $0.hasPrefix("islet snapshot") && $0.contains("--record") })
    let steps = lines.compactMap { line -> String? in
      let text = line.trimmingCharacters(in: .whitespaces)
      return text.hasPrefix("run: islet ") ? String(text.dropFirst("run: ".count)) : nil
    }
    return (String(record), steps)
  }

  /// Runs a recipe line with `sh` in `repository`, islet on the PATH; under CI when `ci`.
  static func sh(_ command: String, in repository: TemporaryDirectory, ci: Bool) throws -> IsletBinary.Result
  {
    var environment = IsletBinary.developerEnvironment
    environment["PATH"] = IsletBinary.executable.deletingLastPathComponent().path + ":/usr/bin:/bin"
    environment["CI"] = ci ? "true" : nil
    return try IsletBinary.run(
      ["-c", command], environment: environment, directory: URL(fileURLWithPath: repository.path), shell: true
    )
  }

  @Test func theRecipeRecordsThenChecksPushesAndVerifiesSnapshotsAsJUnit() throws {
    let repository = try Self.backendRepository()
    defer { repository.remove() }
    let (record, steps) = try Self.recipeCommands()
    #expect(steps.count == 2 && steps[0].contains("check-push") && steps[1].contains("snapshot"), "\(steps)")
    let recorded = try Self.sh(record, in: repository, ci: false)
    #expect(recorded.status == 0, "\(recorded.stdout.suffix(800))\(recorded.stderr)")
    let snapshots = try FileManager.default.contentsOfDirectory(
      atPath: repository.file("__snapshots__/Widgets"))
    #expect(snapshots.filter { $0.hasSuffix(".snap") }.count >= 16)
    for step in steps {
      let result = try Self.sh(step, in: repository, ci: true)
      #expect(result.status == 0, "\(step): \(result.stdout.suffix(800))\(result.stderr)")
    }
    let pushes = try String(contentsOfFile: repository.file("pushes.xml"), encoding: .utf8)
    #expect(pushes.contains(#"<testsuites name="islet check-push" tests="6" failures="0""#), "\(pushes)")
    let verified = try String(contentsOfFile: repository.file("snapshots.xml"), encoding: .utf8)
    #expect(verified.contains(#"<testsuite name="Widgets""#) && verified.contains(#"failures="0""#))

    // A change to the widget fails the snapshot step with JUnit failures and old/new pictures.
    let attributes = repository.file("Widgets/DeliveryAttributes.swift")
    let source = try String(contentsOfFile: attributes, encoding: .utf8)
    try source.replacingOccurrences(of: #""Picked up""#, with: #""Collected""#)
      .write(toFile: attributes, atomically: true, encoding: .utf8)
    let failed = try Self.sh(steps[1], in: repository, ci: true)
    #expect(failed.status == 1, "\(failed.stdout.suffix(800))\(failed.stderr)")
    let report = try String(contentsOfFile: repository.file("snapshots.xml"), encoding: .utf8)
    #expect(report.contains("<failure"))
    let pictures = try FileManager.default.contentsOfDirectory(
      atPath: repository.file("__snapshots__/Widgets"))
    #expect(pictures.contains { $0.hasSuffix(".old.svg") } && pictures.contains { $0.hasSuffix(".new.svg") })
    #expect(!pictures.contains { $0.hasSuffix(".snap.new") }, "CI never writes snapshots")
  }
}
