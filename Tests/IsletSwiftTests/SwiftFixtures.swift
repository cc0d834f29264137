import Foundation
import IsletCanvas
import IsletDevices
import IsletFindings
import IsletLanguage
import IsletModel
import IsletPlacement
import IsletPush
import IsletSheet
import IsletSwift
import IsletSwiftLayout
import Testing

/// The repository's files and helpers to compile Swift snippets and render sheets.
enum SwiftFixtures {
  static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// The sample clock of `Samples/`, 2026-01-01T09:00:00Z.
  static let clock = Instant(secondsSinceReferenceDate: 788_950_800)

  /// Every `.swift` file under `Samples/swift/<name>`, named as the command line names them.
  static func sampleFiles(_ name: String) throws -> [(name: String, text: String)] {
    let folder = repository.appendingPathComponent("Samples/swift/\(name)")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
      $0.hasSuffix(".swift")
    }.sorted()
    return try names.map {
      (
        "Samples/swift/\(name)/\($0)",
        try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8)
      )
    }
  }

  static func text(_ relativePath: String) throws -> String {
    try String(contentsOf: repository.appendingPathComponent(relativePath), encoding: .utf8)
  }

  /// One Swift file compiled into a layout.
  static func compile(_ source: String, file: String = "Widget.swift") -> SwiftLayoutCompilation {
    SwiftLayoutCompilation.compile([(file, source)], activity: nil)
  }

  /// A record decoded from JSON text against `fields`, as ActivityKit decodes a push; nil when
  /// ActivityKit would drop it.
  static func decode(_ json: String, fields: [Field], schema: Schema) -> Record? {
    guard let document = try? JSONDocument(parsing: Array(json.utf8)) else { return nil }
    var sink = FindingSink()
    return ActivityKitDecoder.decode(
      document.root, fields: fields, schema: schema, path: "content-state", sink: &sink)
  }

  /// The plain-text sheet of `layout` for a state and attributes.
  static func sheet(
    _ layout: ActivityLayout, state: Record, attributes: Record, isStale: Bool, orientation: Orientation
  ) -> String {
    let sheet = layout.renderSheet(
      state: state, attributes: attributes, environment: RenderEnvironment(now: clock, isStale: isStale),
      viewing: ViewingConditions(orientation: orientation))
    return GridText.plain(sheet.grid)
  }

  /// The messages and Swift locations (`file:line:col`) of findings with this code.
  static func locations(_ findings: [Finding], _ code: FindingCode) -> [String] {
    findings.filter { $0.code == code }.compactMap {
      guard case .source(let span) = $0.location else { return nil }
      return "\(span.file):\(span.start.line):\(span.start.column)"
    }
  }
}
