import Foundation
import Testing

@testable import IsletModel
@testable import IsletPlacement

/// The SF Symbol table: generated from its documented list, covering what layouts use.
@Suite struct SymbolTableTests {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// The Swift table is what the generator makes of the list (`--check` compares them).
  @Test func theTableIsGeneratedFromTheList() throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "python3", Self.root.appendingPathComponent("Scripts/generate-symbol-table.py").path, "--check",
    ]
    try process.run()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    #expect(Set(SymbolGlyphs.entries.map(\.name)).count == SymbolGlyphs.entries.count)
  }

  /// Every symbol a bundled or sample layout names (and the families issue 13 asks for) draws
  /// as a glyph, each glyph one or two cells.
  @Test func everySymbolTheLayoutsUseHasAGlyph() throws {
    var names: Set<String> = [
      "airplane.departure", "airplane.arrival", "globe", "chevron.forward", "person.crop.circle.fill",
      "music.note.list", "xmark.octagon", "box.truck.fill", "timer", "play.fill", "cloud.sun.fill",
      "tram.fill", "checkmark.circle.fill", "soccerball", "takeoutbag.and.cup.and.straw.fill",
    ]
    // Symbol arguments, and dotted string literals (icons chosen by `map` or a `switch`); file
    // and bundle names are left out.
    let pattern = try NSRegularExpression(pattern: #""([a-z]+(?:\.[a-z0-9]+)+)""#)
    let notSymbols = [".islet", ".json", ".ndjson", ".swift", "com."]
    for folder in ["Layouts", "Samples", "Sources/IsletPreview/Demo"] {
      let enumerator = FileManager.default.enumerator(atPath: Self.root.appendingPathComponent(folder).path)
      while let file = enumerator?.nextObject() as? String {
        guard file.hasSuffix(".islet") || file.hasSuffix(".swift"), !file.contains("unsupported") else {
          continue
        }
        let text = try String(
          contentsOf: Self.root.appendingPathComponent("\(folder)/\(file)"), encoding: .utf8)
        for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
          guard let range = Range(match.range(at: 1), in: text) else { continue }
          let name = String(text[range])
          if !notSymbols.contains(where: { name.hasSuffix($0) || name.hasPrefix($0) }) { names.insert(name) }
        }
      }
    }
    #expect(names.count > 30)
    for name in names {
      #expect(SymbolGlyphs.glyph(for: name) != nil, "\(name)")
    }
    for entry in SymbolGlyphs.entries {
      #expect((1...2).contains(DisplayWidth.of(entry.glyph)), "\(entry.name)")
    }
    #expect(DisplayWidth.of(SymbolGlyphs.placeholder) == 2)
  }
}
