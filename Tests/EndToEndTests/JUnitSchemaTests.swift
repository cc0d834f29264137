import Foundation
import TestSupport
import Testing

/// islet's JUnit XML validated against the schema Jenkins' xunit plugin uses for JUnit reports
/// (`Schemas/junit-10.xsd`, see `Schemas/README.md`), with `xmllint` from Debian's
/// libxml2-utils (`.ci/run` installs it): what a CI system that reads JUnit accepts.
@Suite struct JUnitSchemaTests {
  static let schema = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Schemas/junit-10.xsd").path

  /// `xmllint`'s verdict on `xml`: nil when it validates, else what it said.
  static func schemaProblems(_ xml: String) throws -> String? {
    let result = try IsletBinary.run(
      ["-c", #"exec xmllint --noout --schema "$0" -"#, schema], stdin: Data(xml.utf8), shell: true)
    return result.status == 0 ? nil : "xmllint (exit \(result.status)): \(result.stderr)\(result.stdout)"
  }

  @Test func theSchemaRejectsWhatJUnitReadersRefuse() throws {
    #expect(
      try Self.schemaProblems(#"<testsuites><testsuite name="x"><testcase/></testsuite></testsuites>"#) != nil
    )
  }

  /// Every verdict class, findings with markup characters, a hostile activity name.
  @Test func checkPushJUnitValidates() throws {
    let hostile =
      #"{"activity":"<x>&\"\u001B]0;t\u0007","body":"# + CheckPushInputFormatTests.update(240) + "}"
    let lines = [
      CheckPushInputFormatTests.prettyStart,
      #"{"headers":{"apns-topic":"a.push-type.liveactivity"},"token":"zz","body":"#
        + CheckPushInputFormatTests.update(60) + "}",
      CheckPushInputFormatTests.update(120, state: #"{"phase":"nearby","stopsAway":"<1>"}"#),
      CheckPushInputFormatTests.update(180).replacingOccurrences(
        of: #""event""#, with: #""badge":1,"event""#),
      hostile, "# not json",
    ]
    let result = try CheckPushInputFormatTests.check(
      [("pushes.json", lines.joined(separator: "\n"))], arguments: ["--format", "junit"])
    #expect(result.status == 1)
    #expect(result.stdout.contains("<failure"))
    #expect(result.stdout.contains("<system-out>"))
    let problems = try Self.schemaProblems(result.stdout)
    #expect(problems == nil, "\(problems ?? "")\n\(result.stdout)")
  }

  @Test func snapshotVerifyJUnitValidates() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try FileManager.default.copyItem(
      atPath: "Layouts/download.islet", toPath: directory.file("download.islet"))
    _ = try IsletBinary.run(["snapshot", "--record", directory.file("download.islet")])
    let result = try IsletBinary.run([
      "snapshot", "--verify", "--junit", "-", directory.file("download.islet"),
    ])
    #expect(result.stdout.contains("<testcase"))
    let problems = try Self.schemaProblems(result.stdout)
    #expect(problems == nil, "\(problems ?? "")\n\(result.stdout)")
  }
}
