import Foundation
import IsletFindings
import Testing

/// Every code in the catalog is produced and checked by at least one test: some test source,
/// golden file or committed snapshot names it — by its identifier (`R001`) in an expected
/// output or by its member name (`.truncatedText`) in an expectation. A new code without a
/// test fails here.
@Suite struct FindingCodeCoverageTests {
  /// The text of every test source and fixture, and of every committed snapshot.
  static func testText() throws -> String {
    let root = LayerTests.root
    var text = ""
    for folder in ["Tests", "Layouts"] {
      let walker = FileManager.default.enumerator(
        at: root.appending(path: folder), includingPropertiesForKeys: nil)
      while let url = walker?.nextObject() as? URL {
        guard ["swift", "snap", "txt", "ndjson", "json"].contains(url.pathExtension) else { continue }
        guard folder == "Tests" || url.pathExtension == "snap" else { continue }
        text += (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        text += "\n"
      }
    }
    return text
  }

  /// The catalog's member names by identifier, read from the catalog's sources.
  static func memberNames() throws -> [String: String] {
    let folder = LayerTests.root.appending(path: "Sources/IsletFindings")
    var names: [String: String] = [:]
    for file in try FileManager.default.contentsOfDirectory(atPath: folder.path)
    where file.hasPrefix("FindingCode+") {
      let source = try String(contentsOf: folder.appending(path: file), encoding: .utf8)
      for match in source.matches(of: #/static let (\w+) = FindingCode\(\s*"([A-Z]\d{3})"/#) {
        names[String(match.output.2)] = String(match.output.1)
      }
    }
    return names
  }

  @Test func everyCodeIsNamedByATest() throws {
    let text = try Self.testText()
    let names = try Self.memberNames()
    #expect(names.count == FindingCode.all.count, "every code has a member name in a FindingCode+ file")
    let untested = FindingCode.all.filter { code in
      let member = names[code.id].map { "." + $0 } ?? "\u{0}"
      return !text.contains(code.id) && !text.contains(member)
    }
    #expect(untested.isEmpty, "codes no test produces: \(untested.map(\.id).joined(separator: ", "))")
  }
}
