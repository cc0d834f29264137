import Foundation
import Testing

/// The folders of `Sources/` form layers: no two use each other, directly or in a loop. The
/// compiler enforces the arrows between targets (Package.swift); this enforces them between
/// the folders inside a target too.
@Suite struct LayerTests {
  static let root = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  static func sources() throws -> [String: String] {
    var files: [String: String] = [:]
    let sources = root.appending(path: "Sources")
    let walker = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
    while let url = walker?.nextObject() as? URL {
      guard url.pathExtension == "swift" else { continue }
      let relative = "Sources/" + url.path.dropFirst(sources.path.count + 1)
      files[relative] = try String(contentsOf: url, encoding: .utf8)
    }
    return files
  }

  @Test func noFoldersOfSourcesUseEachOtherInALoop() throws {
    let files = try Self.sources()
    #expect(files.count > 100)
    let graph = FolderDependencyGraph(files: files)
    let report = graph.cycles.map { graph.explain($0).joined(separator: "\n") }
    #expect(report.isEmpty, "folders in a loop:\n\(report.joined(separator: "\n\n"))")
  }

  @Test func aBackReferenceFromTheLowestLayerIsCaught() throws {
    var files = try Self.sources()
    files["Sources/IsletModel/Model/BackReference.swift"] = "let sheet = SheetRenderer.self\n"
    let cycles = FolderDependencyGraph(files: files).cycles
    let loop = try #require(cycles.first { $0.contains("Sources/IsletModel/Model") })
    #expect(loop.contains("Sources/IsletSheet"))
  }

  @Test func commentsStringsAndNestedNamesLinkNothing() {
    let graph = FolderDependencyGraph(files: [
      "Sources/A/A.swift": "struct Alpha { struct Kind {} }\n",
      "Sources/B/B.swift": """
      // Alpha in a comment
      struct Beta { let text = "Alpha \\(Gamma.value)"; struct Kind {} }
      """,
      "Sources/C/C.swift": "enum Gamma { static let value = 1 }\n",
    ])
    #expect(graph.uses["Sources/B"].map { Array($0.keys) } == ["Sources/C"])
    #expect(graph.uses["Sources/A"] == nil)
  }

  @Test func noTwoTargetsDeclareTheSameTypeName() throws {
    var targets: [String: Set<String>] = [:]
    let declaration =
      #/^(?:(?:public|package|internal|final|indirect)\s+)*(?:struct|enum|class|protocol|actor)\s+([A-Z]\w*)/#
      .anchorsMatchLineEndings()
    for (path, text) in try Self.sources() {
      let target = String(path.split(separator: "/")[1])
      for match in text.matches(of: declaration) {
        targets[String(match.output.1), default: []].insert(target)
      }
    }
    let shared = targets.filter { $0.value.count > 1 }.map { "\($0.key): \($0.value.sorted())" }.sorted()
    #expect(shared.isEmpty, "type names declared in several targets: \(shared)")
  }
}
