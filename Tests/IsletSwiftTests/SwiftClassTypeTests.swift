import IsletFindings
import IsletModel
import IsletSwift
import IsletSwiftLayout
import Testing

/// A class a synthesized `Codable` codes as it codes a struct (one with no superclass among
/// the given files) is read as a struct; a subclass is not.
@Suite struct SwiftClassTypeTests {
  static let team = """
    public class Team: Codable, Hashable {
      public static func == (lhs: Team, rhs: Team) -> Bool { lhs.id == rhs.id }
      public func hash(into hasher: inout Hasher) { hasher.combine(id) }
      public var id: String = ""
      public var name: String = ""
    }
    final class Coach: Codable { var name: String }
    class Captain: Team { var number = 0 }
    """

  static let attributes = """
    struct GameAttributes: ActivityAttributes {
      struct ContentState: Codable, Hashable { var score: Int }
      var home: Team
      var coach: Coach
      var captain: Captain
    }
    """

  @Test func classesWithoutASuperclassAreStructs() throws {
    let compilation = SwiftLayoutCompilation.compile(
      [("Team.swift", Self.team), ("Attributes.swift", Self.attributes)], activity: nil)
    let source = compilation.translation.layoutSource
    #expect(source.contains("struct Team {"), "\(source)")
    #expect(source.contains("struct Coach {"))
    #expect(!source.contains("struct Captain"))
    #expect(
      compilation.diagnostics.filter { $0.code == .swiftUndecodedField }.map(\.message) == [
        "`captain`: `Captain` is declared in none of the given files; pushes are not checked for it"
      ])
    let layout = try #require(compilation.layout, "\(compilation.diagnostics.map(\.message))")
    let home = try #require(layout.schema.attributes.first { $0.name == "home" })
    #expect(home.type.description == "Team")
    #expect(layout.schema.structs["Team"]?.fields.map(\.name) == ["id", "name"])
  }
}
