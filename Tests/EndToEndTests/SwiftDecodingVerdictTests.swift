import Foundation
import TestSupport
import Testing

/// `check-push` on Swift sources gives the verdict the device would: an untyped `var` whose
/// initial value says its type is a required key.
@Suite struct SwiftDecodingVerdictTests {
  /// The attributes of flutter_live_activities issue 118 (written anew): `id` has no written type.
  static let untypedID = """
    import ActivityKit

    struct AppAttributes: ActivityAttributes {
      public struct ContentState: Codable, Hashable {
        var groupID: String
      }

      var id = UUID()
    }
    """

  static func start(attributes: String) -> String {
    #"{"aps":{"timestamp":1782000000,"event":"start","attributes-type":"AppAttributes","attributes":"#
      + attributes + #","content-state":{"groupID":"group.x"},"alert":{"title":"Hi","body":"b"}}}"#
  }

  /// `check-push` of `pushes` against `source` (as `swift/Attributes.swift`), run in a fresh
  /// folder so the output names the files as a user would see them.
  static func checkPush(
    _ source: String, _ pushes: [String], arguments: [String] = []
  ) throws -> IsletBinary.Result {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try FileManager.default.createDirectory(
      atPath: directory.file("swift"), withIntermediateDirectories: true)
    try directory.write(source, to: "swift/Attributes.swift")
    try directory.write(pushes.joined(separator: "\n") + "\n", to: "pushes.ndjson")
    return try IsletBinary.run(
      ["check-push", "swift", "pushes.ndjson"] + arguments, directory: URL(fileURLWithPath: directory.path))
  }

  @Test func anUntypedUUIDIsARequiredKeyOfAPushToStart() throws {
    let result = try Self.checkPush(
      Self.untypedID,
      [
        Self.start(attributes: "{}"),
        Self.start(attributes: #"{"id":"E621E1F8-C36C-495A-93FC-0C247A3E6E5F"}"#),
      ])
    #expect(result.status == 1)
    #expect(
      result.stdout.hasPrefix(
        """
        #1 line 1 start activity-1: dropped: P030 missing key (keyNotFound)
          error P030 aps.attributes.id is missing: UUID is not optional, so decoding fails (keyNotFound)
        """))
    #expect(result.stdout.contains("#2 line 2 start activity-1: applied\n"))
  }
}
