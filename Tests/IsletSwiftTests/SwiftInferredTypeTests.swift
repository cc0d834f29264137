import IsletFindings
import IsletModel
import IsletSwiftLayout
import Testing

/// A stored property written without a type is decoded (and required, as a synthesized
/// `Codable` requires every `var`) when its initial value says its type whatever surrounds it;
/// anything else stays undecoded, with W005 at the property.
@Suite struct SwiftInferredTypeTests {
  static let source = """
    struct TripAttributes: ActivityAttributes {
      public struct ContentState: Codable, Hashable {
        var id = UUID()
        var startedAt = Date()
        var checkedAt = Date.now
        var due = Date(timeIntervalSince1970: 1_782_000_000)
        var link = URL(string: "https://example.com")!
        var maybeLink = URL(string: "https://example.com")
        var code = UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")
        var gate = Gate(terminal: "B")
        var phase = Phase.boarding
        var shares = [1, 2.5]
        var names = ["a", "b"]
        var made = makeID()
        var counts = [Int]()
        var parsed = Parsed(text: "1")
        var total = 2 * 3
      }
      struct Gate: Codable, Hashable { var terminal: String }
      struct Parsed: Codable, Hashable {
        var value: Int
        init?(text: String) { guard let value = Int(text) else { return nil }; self.value = value }
      }
      enum Phase: String, Codable { case boarding, closed }
    }
    """

  @Test func anInitialValueOfOneTypeGivesTheFieldItsType() throws {
    let compilation = SwiftFixtures.compile(Self.source)
    let schema = try #require(compilation.layout?.schema)
    let types = Dictionary(uniqueKeysWithValues: schema.state.map { ($0.name, $0.type) })
    #expect(types["id"] == .uuid)
    #expect(types["startedAt"] == .date)
    #expect(types["checkedAt"] == .date)
    #expect(types["due"] == .date)
    #expect(types["link"] == .url)
    #expect(types["maybeLink"] == .optional(.url))
    #expect(types["code"] == .optional(.uuid))
    #expect(types["gate"] == .structure("Gate"))
    #expect(types["phase"] == .enumeration("Phase"))
    #expect(types["shares"] == .array(.double))
    #expect(types["names"] == .array(.string))
    for undecoded in ["made", "counts", "parsed", "total"] {
      #expect(types[undecoded] == nil, "\(undecoded)")
    }
    #expect(
      SwiftFixtures.locations(compilation.diagnostics, .swiftUndecodedField)
        == ["Widget.swift:14:9", "Widget.swift:15:9", "Widget.swift:16:9", "Widget.swift:17:9"])
    let warning = compilation.diagnostics.first { $0.code == .swiftUndecodedField }
    #expect(
      warning?.message
        == "`made` has no written type, and its initial value does not say one; islet does not decode it, so "
        + "pushes are not checked for it")
  }

  /// `var id = UUID()` is a required key, as on the device: a push-to-start without it is
  /// keyNotFound (flutter_live_activities issue 118's attributes).
  @Test func anInferredFieldIsRequiredOfAPush() throws {
    let source = """
      struct AppAttributes: ActivityAttributes {
        struct ContentState: Codable, Hashable { var groupID: String }
        var id = UUID()
      }
      """
    let schema = try #require(SwiftFixtures.compile(source).layout?.schema)
    #expect(SwiftFixtures.decode("{}", fields: schema.attributes, schema: schema) == nil)
    #expect(
      SwiftFixtures.decode(
        #"{"id": "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"}"#, fields: schema.attributes, schema: schema) != nil)
  }
}
