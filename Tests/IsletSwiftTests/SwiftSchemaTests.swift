import IsletCanvas
import IsletDevices
import IsletFindings
import IsletLanguage
import IsletModel
import IsletPush
import IsletSheet
import IsletSwift
import IsletSwiftLayout
import Testing

/// The schema read from `ActivityAttributes` decodes pushes as a synthesized `Codable` does,
/// and gives the same verdict as the equivalent `.islet` schema.
@Suite struct SwiftSchemaTests {
  static let attributes = """
    import ActivityKit

    struct TripAttributes: ActivityAttributes {
      public struct ContentState: Codable, Hashable {
        var title: String
        var count: Int
        var ratio: Double
        var scale: CGFloat
        var elapsed: TimeInterval
        var done: Bool
        var eta: Date?
        var tags: [String]
        var level: Level
        var mode: Mode?
        var nickname: String? = nil
        var retries = 0
        var retriesLeft: Int = 3
        let version: Int = 2
        var stopsAway: Int
        var battery: UInt8
        var offset: Int16?
        var id: UUID?
        var link: URL?
        var window: ClosedRange<Date>?
        var seats: Range<Int>?
        var scores: [String: Int]?
        var driver: Driver?
        var weather: Weather?
        var big: UInt64?
        var weight: Float?
        var grade: Grade?
        var hits = 0
        var label = "x"
        var share = -0.5
        var live = true

        enum CodingKeys: String, CodingKey {
          case title, count, ratio, scale, elapsed, done, eta, tags, level, mode, nickname, retriesLeft
          case stopsAway = "stops_away"
          case battery, offset, id, link, window, seats, scores, driver, weather
          case big, weight, grade, hits, label, share, live
        }
      }

      enum Mode: String, Codable, Hashable { case walk, drive = "DRIVE" }

      struct Driver: Codable, Hashable {
        var name: String
        var rating: Double?
        enum CodingKeys: String, CodingKey { case name = "full_name", rating }
      }

      var name: String
    }

    enum Level: Int, Codable { case low = 1, mid, high = 10 }
    enum Weather: Codable, Hashable { case sunny, rainy }
    enum Grade: UInt8, Codable, Hashable { case a = 1, b }
    """

  /// The same schema written in the language (`retries`, not in CodingKeys, and `version` are
  /// not decoded).
  static let islet = """
    activity TripAttributes {
      attributes { name: String }
      state {
        title: String  count: Int  ratio: Double  scale: Double  elapsed: Double  done: Bool
        eta: Date?  tags: [String]  level: Level  mode: Mode?  nickname: String?  retriesLeft: Int
        stops_away: Int  battery: UInt8  offset: Int16?
        id: UUID?  link: URL?  window: ClosedRange<Date>?  seats: Range<Int>?  scores: [String: Int]?
        driver: Driver?  weather: Weather?  big: UInt64?  weight: Float?  grade: Grade?
        hits: Int = 0  label: String = "x"  share: Double = -0.5  live: Bool = true
      }
      struct Driver { full_name: String  rating: Double? }
      enum Weather: Codable { sunny  rainy }
      enum Level: Int { case low = 1  case mid = 2  case high = 10 }
      enum Mode: String { case walk = "walk"  case drive = "DRIVE" }
      enum Grade: Int { case a = 1  case b = 2 }
      lockScreen { text(title) }  compactLeading { text(title) }  compactTrailing { text(title) }
      minimal { text(title) }  expanded { }
    }
    """

  static let base =
    #""title": "Trip", "count": 3, "ratio": 0.5, "scale": 2, "elapsed": 60, "done": false, "tags": [], "level": 1, "retriesLeft": 3, "stops_away": 2, "battery": 80, "hits": 0, "label": "x", "share": 1, "live": true"#

  /// The base state with one key's text replaced.
  static func with(_ old: String, _ new: String) -> String {
    "{\(base)}".replacingOccurrences(of: old, with: new)
  }

  /// A content state, whether ActivityKit decodes it, and why.
  static let table: [(json: String, decodes: Bool, why: String)] = [
    ("{\(base)}", true, "every required key"),
    (
      "{\(base), \"eta\": 803696400, \"mode\": \"DRIVE\", \"nickname\": null}", true,
      "optionals present or null"
    ),
    ("{\(base), \"extra\": 1}", true, "extra keys are ignored"),
    (with("\"count\": 3", "\"count\": 34.0"), true, "34.0 is an Int"),
    (with("\"count\": 3", "\"count\": 3.5"), false, "3.5 is not an Int"),
    (with("\"level\": 1", "\"level\": 2"), true, "mid counts up to 2"),
    (with("\"level\": 1", "\"level\": 3"), false, "no case has 3"),
    ("{\(base), \"mode\": \"drive\"}", false, "the raw value is DRIVE"),
    (with("\"stops_away\"", "\"stopsAway\""), false, "CodingKeys renamed it"),
    (with(", \"retriesLeft\": 3", ""), false, "a var with a default is still required"),
    (with("\"retriesLeft\": 3", "\"retriesLeft\": null"), false, "null for a non-optional"),
    (with("\"done\": false", "\"done\": 0"), false, "Bool is only true or false"),
    (with("\"title\": \"Trip\"", "\"title\": null"), false, "null String"),
    (with("\"tags\": []", "\"tags\": [1]"), false, "an Int in [String]"),
    ("{\(base), \"id\": \"e621e1f8-c36c-495a-93fc-0c247a3e6e5f\"}", true, "a UUID in lower case"),
    ("{\(base), \"id\": \"e621e1f8\"}", false, "not a UUID"),
    ("{\(base), \"link\": \"https://example.com/a b\"}", true, "URL(string:) encodes the space"),
    ("{\(base), \"link\": \"\"}", false, "an empty URL"),
    ("{\(base), \"link\": \"https://a b.com\"}", false, "a space in the host"),
    ("{\(base), \"window\": [803696400, 803697000]}", true, "[lower, upper]"),
    ("{\(base), \"window\": [803697000, 803696400]}", false, "lower above upper"),
    ("{\(base), \"window\": [803696400]}", false, "one bound"),
    ("{\(base), \"seats\": [3, 3]}", true, "an empty Range"),
    ("{\(base), \"scores\": {\"home\": 2, \"away\": 1}}", true, "a dictionary"),
    ("{\(base), \"scores\": {\"home\": \"2\"}}", false, "a String in [String: Int]"),
    ("{\(base), \"driver\": {\"full_name\": \"Sam\"}}", true, "a nested struct with its CodingKeys"),
    ("{\(base), \"driver\": {\"name\": \"Sam\"}}", false, "the nested key is full_name"),
    ("{\(base), \"weather\": {\"sunny\": {}}}", true, "a case without raw values"),
    ("{\(base), \"weather\": \"sunny\"}", false, "not a raw value: a keyed object"),
    ("{\(base), \"weather\": {\"sunny\": {}, \"rainy\": {}}}", false, "two cases"),
    (with("\"ratio\": 0.5", "\"ratio\": 1"), true, "Double takes integers"),
    (with("\"ratio\": 0.5", "\"ratio\": 1e-400"), false, "rounds to 0 as a Double"),
    (with("\"ratio\": 0.5", "\"ratio\": -0.0"), true, "zero is zero"),
    ("{\(base), \"eta\": \"2026-01-01\"}", false, "a Date is a number"),
    (with("\"battery\": 80", "\"battery\": 255"), true, "UInt8 holds 255"),
    (with("\"battery\": 80", "\"battery\": 256"), false, "UInt8 stops at 255"),
    (with("\"battery\": 80", "\"battery\": -1"), false, "UInt8 has no negatives"),
    ("{\(base), \"offset\": -32768}", true, "Int16.min"),
    ("{\(base), \"offset\": 40000}", false, "past Int16.max"),
    ("{\(base), \"big\": 18446744073709551615}", true, "UInt64.max"),
    ("{\(base), \"big\": 9223372036854775808}", true, "just past Int.max"),
    ("{\(base), \"big\": 1e19}", true, "a whole number in UInt64 written with an exponent"),
    ("{\(base), \"big\": 18446744073709551616}", false, "past UInt64.max"),
    ("{\(base), \"big\": 1.8446744073709551615e19}", false, "rounds to 2^64 as a Double"),
    ("{\(base), \"big\": -1}", false, "UInt64 has no negatives"),
    ("{\(base), \"weight\": 3.4028235e38}", true, "Float.greatestFiniteMagnitude"),
    ("{\(base), \"weight\": 3.4028236e38}", false, "rounds past Float's range"),
    ("{\(base), \"weight\": 1e39}", false, "beyond Float's range"),
    ("{\(base), \"weight\": 1e-40}", true, "a subnormal Float"),
    ("{\(base), \"weight\": 1e-46}", false, "rounds to 0 as a Float"),
    ("{\(base), \"weight\": 0.0}", true, "zero"),
    ("{\(base), \"grade\": 2}", true, "b counts up to 2"),
    ("{\(base), \"grade\": 256}", false, "beyond UInt8 and no case"),
    ("{\(base), \"grade\": \"a\"}", false, "a UInt8 raw value is a number"),
    (with(", \"hits\": 0", ""), false, "var hits = 0 is an Int and required"),
    (with("\"hits\": 0", "\"hits\": 0.5"), false, "var hits = 0 is not a Double"),
    (with("\"label\": \"x\"", "\"label\": 1"), false, "var label = \"x\" is a String"),
    (with("\"share\": 1", "\"share\": \"1\""), false, "var share = -0.5 is a Double"),
    (with("\"live\": true", "\"live\": 1"), false, "var live = true is a Bool"),
  ]

  @Test func theSwiftSchemaDecodesAsSynthesizedCodableAndAsTheIsletSchema() throws {
    let swift = SwiftLayoutCompilation.compile([("TripAttributes.swift", Self.attributes)], activity: nil)
    let swiftSchema = try #require(swift.layout?.schema)
    let isletSchema = try #require(LayoutCompiler.compile(Self.islet, file: "trip.islet").layout?.schema)
    #expect(swiftSchema.activityName == "TripAttributes")
    #expect(
      !swiftSchema.state.contains { $0.name == "version" || $0.name == "retries" || $0.name == "stopsAway" })
    for (json, decodes, why) in Self.table {
      let fromSwift = SwiftFixtures.decode(json, fields: swiftSchema.state, schema: swiftSchema)
      let fromIslet = SwiftFixtures.decode(json, fields: isletSchema.state, schema: isletSchema)
      #expect((fromSwift != nil) == decodes, "\(why): \(json)")
      #expect((fromSwift != nil) == (fromIslet != nil), "\(why): \(json)")
    }
  }

  @Test func approximatedAndUndecodedTypesAreWarnedAtTheirType() throws {
    let source = """
      struct A: ActivityAttributes {
        struct ContentState: Codable, Hashable {
          var small: Int8
          var letter: Character
          var ratio: Float
          var tags: Set<String>
          var byNumber: [Int: String]
          var payload: Payload
          var unknown: Elsewhere
          init(from decoder: Decoder) throws { fatalError() }
        }
        enum Payload: Codable, Hashable { case none, some(Int) }
      }
      """
    let compilation = SwiftFixtures.compile(source)
    let schema = try #require(compilation.layout?.schema)
    #expect(schema.state.map(\.name) == ["small", "letter", "ratio"])
    #expect(schema.state.map(\.type) == [.integer(.int8), .string, .float])
    #expect(SwiftFixtures.locations(compilation.diagnostics, .swiftApproximatedType) == ["Widget.swift:4:17"])
    #expect(
      SwiftFixtures.locations(compilation.diagnostics, .swiftUndecodedField)
        == ["Widget.swift:6:15", "Widget.swift:7:19", "Widget.swift:8:18", "Widget.swift:9:18"])
    #expect(compilation.diagnostics.contains { $0.message.contains("associated values (`some`)") })
    #expect(SwiftFixtures.locations(compilation.diagnostics, .swiftCustomDecoding) == ["Widget.swift:10:5"])
    let unknown = compilation.diagnostics.first { $0.message.contains("Elsewhere") }
    #expect(unknown?.message.contains("declared in none of the given files") == true)
  }

  @Test func aTypealiasContentStateAndAConformanceInAnExtensionAreRead() throws {
    let attributes = """
      struct RunAttributes { var runner: String }
      extension RunAttributes: ActivityAttributes {
        typealias ContentState = RunState
      }
      """
    let shared = "struct RunState: Codable, Hashable { var pace: Double; var laps: Int }"
    let compilation = SwiftLayoutCompilation.compile(
      [("Run.swift", attributes), ("Shared/RunState.swift", shared)], activity: nil)
    let schema = try #require(compilation.layout?.schema)
    #expect(schema.activityName == "RunAttributes")
    #expect(schema.attributes.map(\.name) == ["runner"])
    #expect(schema.state.map(\.name) == ["pace", "laps"])
    #expect(!compilation.diagnostics.contains { $0.code == .swiftUndecodedField })
  }

  /// A content state islet cannot read leaves `state { }` empty, with a warning at the reason
  /// instead of an empty schema that silently accepts every content-state.
  @Test func aContentStateIsletCannotReadIsWarnedWhereItIsDeclared() throws {
    let cases: [(source: String, location: String, says: String)] = [
      (
        "struct A: ActivityAttributes {\n  typealias ContentState = Elsewhere.State\n}",
        "Widget.swift:2:28", "`ContentState` is `Elsewhere.State`, declared in none of the given files"
      ),
      (
        "struct A: ActivityAttributes {\n  enum ContentState: String, Codable { case on, off }\n}",
        "Widget.swift:2:3", "the content state `A.ContentState` is an enum"
      ),
      (
        "struct A: ActivityAttributes {\n  var name: String\n}\nstruct B { struct ContentState {} }",
        "Widget.swift:1:1", "`A` has no ContentState islet can see"
      ),
      (
        "struct Attributes: ActivityAttributes {\n  var name: String\n}\nstruct RideAttributes { struct ContentState {} }",
        "Widget.swift:1:1", "`Attributes` has no ContentState islet can see"
      ),
    ]
    for (source, location, says) in cases {
      let compilation = SwiftFixtures.compile(source)
      #expect(compilation.layout?.schema.state.isEmpty == true, "\(source)")
      let warning = compilation.diagnostics.first { $0.code == .swiftUndecodedField }
      #expect(warning?.message.contains(says) == true, "\(source)")
      #expect(warning?.message.contains("pushes' content-state is not checked") == true)
      #expect(SwiftFixtures.locations(compilation.diagnostics, .swiftUndecodedField) == [location])
    }
  }

  @Test func anEnumWithFloatingRawValuesIsWarnedNotMisdecoded() throws {
    let source = """
      struct A: ActivityAttributes {
        struct ContentState: Codable, Hashable {
          var speed: Speed
          var mark: Mark
        }
      }
      enum Speed: Double, Codable { case slow = 0.5, fast = 2 }
      enum Mark: Character, Codable { case check = "✓", cross = "✗" }
      """
    let compilation = SwiftFixtures.compile(source)
    let schema = try #require(compilation.layout?.schema)
    #expect(schema.state.map(\.name) == ["mark"])
    #expect(schema.enums["Mark"]?.cases.map(\.rawValue) == ["✓", "✗"])
    #expect(SwiftFixtures.locations(compilation.diagnostics, .swiftUndecodedField) == ["Widget.swift:3:16"])
    #expect(
      compilation.diagnostics.first { $0.code == .swiftUndecodedField }?.message.contains(
        "islet models enums with String or integer raw values, not Double") == true)
  }

  @Test func twoNestedTypesOfOneNameKeepTheFirstAndWarnAtTheSecond() throws {
    let source = """
      struct A: ActivityAttributes {
        struct ContentState: Codable, Hashable {
          var home: Team.Info
          var away: Venue.Info
        }
      }
      enum Team { struct Info: Codable, Hashable { var name: String } }
      enum Venue { struct Info: Codable, Hashable { var city: String } }
      """
    let compilation = SwiftFixtures.compile(source)
    let schema = try #require(compilation.layout?.schema)
    #expect(schema.state.map(\.name) == ["home"])
    #expect(schema.structs["Info"]?.fields.map(\.name) == ["name"])
    let warning = compilation.diagnostics.first { $0.code == .swiftUndecodedField }
    #expect(warning?.message.contains("`Venue.Info` and `Team.Info` have one name in islet") == true)
    #expect(SwiftFixtures.locations(compilation.diagnostics, .swiftUndecodedField) == ["Widget.swift:4:15"])
  }

  @Test func typesDeclaredInAnotherFileAreFound() throws {
    let attributes = """
      struct RunAttributes: ActivityAttributes {
        struct ContentState: Codable, Hashable { var pace: Pace }
      }
      """
    let shared = "enum Pace: String, Codable { case easy, hard = \"HARD\" }"
    let compilation = SwiftLayoutCompilation.compile(
      [("A.swift", attributes), ("Shared/Pace.swift", shared)], activity: nil)
    let schema = try #require(compilation.layout?.schema)
    #expect(schema.state.first?.type == .enumeration("Pace"))
    #expect(schema.enums["Pace"]?.cases.map(\.rawValue) == ["easy", "HARD"])
    #expect(compilation.diagnostics.contains { $0.code == .swiftNoActivity && $0.severity == .warning })
  }

  @Test func severalActivitiesNeedAName() {
    let source = """
      struct A: ActivityAttributes { struct ContentState: Codable, Hashable { var x: Int } }
      struct B: ActivityAttributes { struct ContentState: Codable, Hashable { var y: String } }
      """
    let unnamed = SwiftFixtures.compile(source)
    #expect(unnamed.layout == nil)
    #expect(
      unnamed.diagnostics.map(\.message) == [
        "several ActivityAttributes types (A (Widget.swift:1), B (Widget.swift:2)); pick one with --activity NAME"
      ])
    let named = SwiftLayoutCompilation.compile([("W.swift", source)], activity: "B")
    #expect(named.layout?.schema.state.map(\.name) == ["y"])
  }

  @Test func aSyntaxErrorIsTheCompilersMessageAtItsLocation() {
    let compilation = SwiftFixtures.compile("struct A: ActivityAttributes {\n  var x: Int =\n}\n")
    #expect(compilation.layout == nil)
    let error = compilation.diagnostics.first
    #expect(error?.code == .swiftSyntaxError)
    #expect(
      SwiftFixtures.locations(compilation.diagnostics, .swiftSyntaxError).first?.hasPrefix("Widget.swift:")
        == true)
  }
}
