import IsletFindings
import IsletModel
import IsletPlacement

/// `islet symbols [FILTER]`: the SF Symbols islet draws, with their glyphs and families.
enum SymbolsCommand: Command {
  static let spec = CommandSpec(
    name: "symbols",
    abstract: "List the SF Symbols islet draws as glyphs (FILTER: part of a name, or a family).",
    arguments: [filter.spec]
  )

  static let filter = Argument.optional(
    "filter", help: "Part of a symbol name (airplane), a family (weather), or a full name with suffixes.")

  static func run(_ arguments: ParsedArguments, console: Console) throws -> ExitStatus {
    let wanted = arguments[filter]?.lowercased()
    let entries = SymbolGlyphs.entries.filter { entry in
      guard let wanted else { return true }
      return entry.name.contains(wanted) || entry.family == wanted
    }
    if let wanted, entries.isEmpty {
      if let glyph = SymbolGlyphs.glyph(for: wanted) {
        console.out("\(TerminalSafe.escape(wanted)) draws as \(glyph) (style suffixes are dropped)\n")
        return .clean
      }
      var message = "no symbol in islet's table matches '\(TerminalSafe.escape(wanted))'"
      if let guess = SymbolGlyphs.suggestion(for: wanted) { message += "; did you mean '\(guess)'?" }
      console.out(message + "; it draws as \(SymbolGlyphs.placeholder)\n")
      return .findings
    }
    let nameWidth = entries.map(\.name.count).max() ?? 0
    for entry in entries {
      let glyph = String(entry.glyph)
      let padding = String(repeating: " ", count: max(0, 3 - DisplayWidth.of(glyph)))
      let name = entry.name.padding(toLength: nameWidth, withPad: " ", startingAt: 0)
      console.out("\(glyph)\(padding)\(name)  \(entry.family)\n")
    }
    console.out(
      "\(entries.count) of \(SymbolGlyphs.entries.count) symbols; .fill, .circle, .square, .seal, .rectangle "
        + "and .inverse draw as the name without them; any other name draws as \(SymbolGlyphs.placeholder)\n")
    return .clean
  }
}
