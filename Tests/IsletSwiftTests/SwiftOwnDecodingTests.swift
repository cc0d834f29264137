import IsletFindings
import IsletModel
import IsletSwiftLayout
import Testing

/// A type's own `init(from:)` is read statement by statement: made only of the forms islet
/// reads, each property is decoded as the init decodes it (keys from `CodingKeys`, optional
/// keys, a Double made an Int, Unix seconds); anything else leaves the type unchecked, with
/// W006 at the init and no finding about its values in pushes.
@Suite struct SwiftOwnDecodingTests {
  /// The state of the tester's reproduction (written anew), with a renamed key and a
  /// constant.
  static let timer = """
    struct TimerAttributes: ActivityAttributes {
      public struct ContentState: Codable, Hashable {
        var title: String
        var endDate: Date
        var progress: Int
        var note: String?
        var count: Int
        var phase: Phase
        var badge = "new"
        var source: String

        enum CodingKeys: String, CodingKey {
          case title, progress, note, count, phase, badge, source
          case endDate = "end_ts"
        }

        init(from decoder: Decoder) throws {
          let c = try decoder.container(keyedBy: CodingKeys.self)
          title = try c.decodeIfPresent(String.self, forKey: .title) ?? ""
          endDate = Date(timeIntervalSince1970: try c.decode(Double.self, forKey: .endDate))
          progress = Int(try c.decodeIfPresent(Double.self, forKey: .progress) ?? 0)
          self.note = try? c.decode(String.self, forKey: .note)
          count = (try? c.decode(Int.self, forKey: .count)) ?? 1
          phase = try c.decodeIfPresent(Phase.self, forKey: .phase) ?? .unknown
          source = "push"
        }
      }
      enum Phase: String, Codable { case running, unknown }
      var name: String
    }
    """

  @Test func anInitOfTheFormsIsletReadsIsTheSchema() throws {
    let compilation = SwiftFixtures.compile(Self.timer)
    let schema = try #require(compilation.layout?.schema)
    #expect(!compilation.diagnostics.contains { $0.code == .swiftCustomDecoding })
    #expect(schema.stateDecoding == nil)
    let source = compilation.translation.layoutSource
    for line in [
      #"title: String from decodeIfPresent(String) ?? """#,
      "end_ts: Date from Date(timeIntervalSince1970: decode(Double))",
      "progress: Int from Int(decodeIfPresent(Double) ?? 0)",
      "note: String? from try? decode(String)",
      "count: Int from (try? decode(Int)) ?? 1",
      "phase: Phase from decodeIfPresent(Phase) ?? .unknown",
      "// badge: not read by init(from:), not decoded",
      "// source: not read by init(from:), not decoded",
    ] {
      #expect(source.contains(line), "\(line)\n\(source)")
    }
    let state = try #require(
      SwiftFixtures.decode(
        #"{"end_ts": 1782003600, "progress": 20.1234}"#, fields: schema.state, schema: schema))
    #expect(state["title"] == .string(""))
    #expect(state["end_ts"] == .date(Instant(unixSeconds: 1_782_003_600)))
    #expect(state["progress"] == .int(20))
    #expect(state["count"] == .int(1))
    #expect(state["phase"] == .enumCase("unknown"))
    #expect(SwiftFixtures.decode(#"{"endDate": 1782003600}"#, fields: schema.state, schema: schema) == nil)
  }

  /// An init in an extension (which keeps the memberwise initializer) with the synthesized
  /// `CodingKeys`.
  @Test func anInitInAnExtensionUsesTheSynthesizedKeys() throws {
    let source = """
      struct RunAttributes: ActivityAttributes {
        struct ContentState: Codable, Hashable {
          var pace: Double
          var laps: Int?
        }
      }
      extension RunAttributes.ContentState {
        init(from decoder: any Decoder) throws {
          let values = try decoder.container(keyedBy: CodingKeys.self)
          pace = try values.decode(Double.self, forKey: .pace)
          laps = try values.decode(Int.self, forKey: CodingKeys.laps)
        }
      }
      """
    let compilation = SwiftFixtures.compile(source)
    let schema = try #require(compilation.layout?.schema)
    #expect(
      schema.state.map(\.decoding) == [
        FieldDecoding(type: .double, reading: .required), FieldDecoding(type: .int, reading: .required),
      ])
    #expect(SwiftFixtures.decode(#"{"pace": 5}"#, fields: schema.state, schema: schema) == nil)
  }

  /// Statements islet does not read, each alone in an init: the first one is named, the type
  /// is left unchecked (its init's place in the schema, at the Swift line), and its fields are
  /// still the views' fields.
  @Test(arguments: [
    "let inner = try c.nestedContainer(keyedBy: CodingKeys.self, forKey: .value)",
    "value = try? c.decode(Int.self, forKey: .value) ?? 0",
    "value = try c.decode(Int.self, forKey: .value) + 1",
    "value = Int(try c.decode(Float.self, forKey: .value))",
    "value = try c.decodeIfPresent(Int.self, forKey: .value) ?? .zero",
    "value = try c.decode(Int.self, forKey: .other)",
    "value = try decoder.singleValueContainer().decode(Int.self)",
    "value = try c.decode(Int.self, forKey: .value); value = 1",
    "value = try! c.decode(Int.self, forKey: .value)",
  ])
  func anInitIsletDoesNotReadLeavesTheTypeUnchecked(statement: String) throws {
    let source = """
      struct A: ActivityAttributes {
        struct ContentState: Codable, Hashable {
          var value: Int
          init(from decoder: Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            \(statement.replacingOccurrences(of: "; ", with: "\n      "))
          }
        }
      }
      """
    let compilation = SwiftFixtures.compile(source)
    let schema = try #require(compilation.layout?.schema, "\(compilation.diagnostics)")
    #expect(schema.state.map(\.name) == ["value"], "\(statement)")
    #expect(schema.state.first?.decoding == nil, "\(statement)")
    let unchecked = try #require(schema.stateDecoding, "\(statement)")
    #expect(unchecked.span.file == "Widget.swift" && unchecked.span.start.line == 4)
    #expect(SwiftFixtures.locations(compilation.diagnostics, .swiftCustomDecoding) == ["Widget.swift:4:5"])
    let warning = compilation.diagnostics.first { $0.code == .swiftCustomDecoding }
    // The second of two assignments to one property is the one islet does not read.
    let line = statement.contains("; ") ? 7 : 6
    #expect(
      warning?.message.contains("(line \(line) is none of the forms islet reads)") == true, "\(statement)")
  }

  /// A nested struct's own init is read the same way.
  @Test func aNestedStructsInitIsReadToo() throws {
    let source = """
      struct A: ActivityAttributes {
        struct ContentState: Codable, Hashable { var gate: Gate }
      }
      struct Gate: Codable, Hashable {
        var number: Int
        init(from decoder: Decoder) throws {
          let c = try decoder.container(keyedBy: CodingKeys.self)
          number = try c.decodeIfPresent(Int.self, forKey: .number) ?? 0
        }
      }
      """
    let schema = try #require(SwiftFixtures.compile(source).layout?.schema)
    #expect(
      schema.structs["Gate"]?.fields.first?.decoding
        == FieldDecoding(type: .int, reading: .ifPresent, fallback: .int(0)))
    #expect(SwiftFixtures.decode(#"{"gate": {}}"#, fields: schema.state, schema: schema) != nil)
  }

  /// islet reads no enum's own init (the usual one maps unknown raw values to a case): the
  /// enum is left unchecked, not judged by its raw values.
  @Test func anEnumsOwnInitLeavesItUnchecked() throws {
    let source = """
      struct A: ActivityAttributes {
        struct ContentState: Codable, Hashable { var phase: Phase }
      }
      enum Phase: String, Codable {
        case placed, unknown
      }
      extension Phase {
        init(from decoder: Decoder) throws {
          self = Phase(rawValue: try decoder.singleValueContainer().decode(String.self)) ?? .unknown
        }
      }
      """
    let compilation = SwiftFixtures.compile(source)
    let schema = try #require(compilation.layout?.schema)
    #expect(schema.enums["Phase"]?.uncheckedDecoding?.span.start.line == 8)
    #expect(SwiftFixtures.locations(compilation.diagnostics, .swiftCustomDecoding) == ["Widget.swift:8:3"])
    #expect(SwiftFixtures.decode(#"{"phase": "cooking"}"#, fields: schema.state, schema: schema) != nil)
  }
}
