import IsletFindings
import IsletModel

/// SF Symbols mapped to terminal glyphs, from the documented list `Scripts/sf-symbols.txt`
/// (generated into `SymbolTable.swift`).
///
/// Lookup tries the exact name, then drops style suffixes one at a time (`.fill`, `.circle`,
/// `.square`, `.seal`, `.rectangle`, `.inverse`): `arrow.down.circle.fill` → `arrow.down`.
/// A name that still has no glyph is drawn as `SymbolGlyphs.placeholder` and noted.
public enum SymbolGlyphs {
  /// One symbol of the list.
  public struct Entry: Hashable, Sendable {
    public var name: String
    public var glyph: Character
    /// The list's family: status, time, media, transport, travel, delivery, sports, …
    public var family: String

    init(_ name: String, _ glyph: Character, family: String) {
      self.name = name
      self.glyph = glyph
      self.family = family
    }
  }

  /// Drawn for a symbol islet does not know: a fullwidth question mark, two cells, the size of
  /// the emoji most symbols are drawn as (a symbol at text size is about one em wide, two 8-pt
  /// columns), noted (R004).
  public static let placeholder: Character = "？"

  /// The glyph for an SF Symbol name, or nil when islet has none.
  public static func glyph(for name: String) -> Character? { drawn(name)?.glyph }

  /// The glyph for an SF Symbol name and the cells it takes (`DisplayWidth`), or nil when islet
  /// has none: every symbol a tree prepares needs both, and the width is measured once a glyph.
  package static func drawn(_ name: String) -> (glyph: Character, cells: Int)? {
    // The name as given first, without making a string of a substring of it (most names).
    if let drawn = table[name] { return drawn }
    var key = Substring(name)
    while let dot = key.lastIndex(of: "."), styleSuffixes.contains(String(key[key.index(after: dot)...])) {
      key = key[..<dot]
      if let drawn = table[String(key)] { return drawn }
    }
    return nil
  }

  /// The closest known symbol name, for a "did you mean" help line.
  public static func suggestion(for name: String) -> String? {
    NameSuggestion.closest(to: name, among: names)
  }

  /// Every base name with a glyph, sorted.
  public static let names: [String] = table.keys.sorted()

  private static let styleSuffixes: Set<String> = [
    "fill", "circle", "square", "seal", "rectangle", "inverse",
  ]

  /// The list by name, each glyph with its width in cells (a name listed twice keeps its first
  /// glyph; the generator refuses that).
  private static let table: [String: (glyph: Character, cells: Int)] = Dictionary(
    entries.map { ($0.name, ($0.glyph, DisplayWidth.of($0.glyph))) }, uniquingKeysWith: { first, _ in first })
}
