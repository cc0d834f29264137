import Foundation
import TestSupport
import Testing

/// `check-push` on Swift sources gives the verdict the device would, or says what it rests on:
/// an untyped `var` whose initial value says its type is a required key, and the translation's
/// decoding caveats (W004, W005, W006) are shown once before the verdicts, at the Swift line,
/// by `replay` and `serve` too.
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

  /// A field islet does not decode and one it approximates: what the verdicts rest on comes
  /// first, once, in every format.
  static let caveats = """
    struct AppAttributes: ActivityAttributes {
      struct ContentState: Codable, Hashable {
        var tags: Set<String>
        var grade: Character
      }
    }
    """

  static let update = #"{"aps":{"timestamp":1782000000,"event":"update","content-state":{"grade":"A"}}}"#

  @Test func theDecodingCaveatsComeOnceBeforeTheVerdicts() throws {
    let text = try Self.checkPush(
      Self.caveats, [Self.update, Self.update.replacingOccurrences(of: "00,", with: "60,")])
    #expect(text.status == 0)
    #expect(
      text.stdout.hasPrefix(
        """
        swift/Attributes.swift:3:15: warning[W005]: `tags`: islet does not model Set<String>; pushes are not checked for it
        3 |     var tags: Set<String>
          |               ^~~~~~~~~~~
        swift/Attributes.swift:4:16: warning[W004]: `grade`: Character is decoded as String; a string of several characters is not refused
        4 |     var grade: Character
          |                ^~~~~~~~~

        #1 line 1 update activity-1: applied
        #2 line 2 update activity-1: applied

        """))
    #expect(text.stdout.components(separatedBy: "warning[W005]").count == 2)
    let json = try Self.checkPush(Self.caveats, [Self.update], arguments: ["--format", "json"])
    let lines = json.stdout.split(separator: "\n").map(String.init)
    #expect(lines.count == 3)
    #expect(
      lines.first
        == #"{"layout":"swift","finding":{"code":"W005","severity":"warning","file":"swift/Attributes.swift","line":3,"column":15,"message":"`tags`: islet does not model Set<String>; pushes are not checked for it"}}"#
    )
    #expect(lines[1].hasPrefix(#"{"layout":"swift","finding":{"code":"W004""#))
    #expect(lines[2].hasPrefix(#"{"push":1,"#))
    let junit = try Self.checkPush(Self.caveats, [Self.update], arguments: ["--format", "junit"])
    #expect(
      junit.stdout.contains(
        "    <system-out>swift/Attributes.swift:3:15: warning[W005]: `tags`: islet does not model Set&lt;String&gt;; "
          + "pushes are not checked for it\nswift/Attributes.swift:4:16: warning[W004]:"))
    #expect(try JUnitSchemaTests.schemaProblems(junit.stdout) == nil)
  }

  /// `replay` and `serve` judge pushes as `check-push` does, and say what they rest on the same way.
  @Test func replayAndServeShowTheCaveatsToo() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try FileManager.default.createDirectory(
      atPath: directory.file("swift"), withIntermediateDirectories: true)
    try directory.write(Self.caveats, to: "swift/Attributes.swift")
    try directory.write(Self.update + "\n", to: "pushes.ndjson")
    let caveat = "swift/Attributes.swift:3:15: warning[W005]: `tags`: islet does not model Set<String>"
    let replay = try IsletBinary.run(
      ["replay", "swift", "pushes.ndjson"], directory: URL(fileURLWithPath: directory.path))
    #expect(replay.stdout.hasPrefix(caveat))
    let server = try ServeProcess([directory.file("swift"), "--plaintext"], directory: directory)
    defer { server.stop() }
    #expect(server.output.contains("\n" + directory.file(caveat)))
  }

  /// The tester's custom-init state (written anew): the init is read, so the push that reads
  /// as three errors under synthesized decoding is applied, with nothing to caveat.
  static let customInit = """
    struct TimerAttributes: ActivityAttributes {
      public struct ContentState: Codable, Hashable {
        var title: String
        var endDate: Date
        var progress: Int

        enum CodingKeys: String, CodingKey { case title, endDate, progress }

        init(from decoder: Decoder) throws {
          let c = try decoder.container(keyedBy: CodingKeys.self)
          title = try c.decodeIfPresent(String.self, forKey: .title) ?? ""
          endDate = Date(timeIntervalSince1970: try c.decode(Double.self, forKey: .endDate))
          progress = Int(try c.decodeIfPresent(Double.self, forKey: .progress) ?? 0)
        }
      }
      var name: String
    }
    """

  static let timerUpdate =
    #"{"aps":{"timestamp":1782000000,"event":"update","content-state":{"endDate":1782003600,"progress":20.1234}}}"#

  @Test func aCustomInitIsletReadsJudgesThePushAsTheInitDoes() throws {
    let result = try Self.checkPush(
      Self.customInit,
      [
        Self.timerUpdate,
        #"{"aps":{"timestamp":1782000060,"event":"update","content-state":{"progress":1}}}"#,
      ])
    #expect(result.status == 1)
    #expect(
      result.stdout.hasPrefix(
        """
        #1 line 1 update activity-1: applied
        #2 line 2 update activity-1: dropped: P030 missing key (keyNotFound)
          error P030 aps.content-state.endDate is missing: its type's init(from:) reads it with decode(Double.self, …), so decoding fails (keyNotFound)

        """))
  }

  /// An init islet does not read: the caveat comes first, and every push says its verdict rests
  /// on the app's init, located at it.
  @Test func aCustomInitIsletCannotReadGivesNoConfidentVerdict() throws {
    let unread = Self.customInit.replacingOccurrences(
      of: "progress = Int(try c.decodeIfPresent(Double.self, forKey: .progress) ?? 0)",
      with: "progress = try c.decodeIfPresent(Int.self, forKey: .progress) ?? Self.defaultProgress")
    let text = try Self.checkPush(unread, [Self.timerUpdate])
    #expect(text.status == 0)
    #expect(
      text.stdout.hasPrefix(
        """
        swift/Attributes.swift:9:5: warning[W006]: `ContentState` decodes itself with an init(from:) islet does not read (line 13 is none of the forms islet reads); pushes are not checked against it
        9 |     init(from decoder: Decoder) throws {
          |     ^~~~

        #1 line 1 update activity-1: applied if the app's own init(from:) accepts it
          note P048 aps.content-state is not checked: its type decodes itself with an init(from:) islet does not read (swift/Attributes.swift:9); the device applies the push only if that init accepts it

        """))
    let json = try Self.checkPush(unread, [Self.timerUpdate], arguments: ["--format", "json"])
    let verdict = json.stdout.split(separator: "\n").last.map(String.init) ?? ""
    #expect(
      verdict.hasPrefix(
        #"{"push":1,"line":1,"event":"update","activity":"activity-1","verdict":"applied","decodingChecked":false,"#
      ))
  }

  @Test func sourcesWithoutCaveatsPrintOnlyTheVerdicts() throws {
    let result = try Self.checkPush(
      Self.untypedID, [Self.start(attributes: "{}")], arguments: ["--format", "json"])
    #expect(result.stdout.hasPrefix(#"{"push":1,"#))
  }
}
