import IsletFindings
import IsletLanguage
import IsletModel
import IsletSwiftLayout

/// A layout read and compiled, with its source kept for diagnostics: an `.islet` file, or Swift
/// sources translated into one (findings then point into the Swift files).
struct LayoutInput {
  /// The layout as named in messages (its path, or its Swift files).
  let path: String
  /// The `.islet` text compiled (generated from Swift for Swift sources).
  let source: String
  let layout: ActivityLayout
  /// Warnings and notes from the compiler (errors make loading fail), located in the sources.
  let diagnostics: [Finding]
  /// The translation, when the layout came from Swift sources.
  let swift: SwiftTranslation?

  /// The finding as text, with the source line it points into (Swift or `.islet`).
  func format(_ finding: Finding) -> String {
    guard let swift else { return DiagnosticFormatter.format(finding, source: source) }
    return Self.format(swift.sourceMap.remap(finding), sources: swift.sources)
  }

  /// The finding located in Swift sources (already remapped) as text.
  static func format(_ finding: Finding, sources: [String: String]) -> String {
    let file: String?
    switch finding.location {
    case .source(let span): file = span.file
    case .region(_, let span): file = span?.file
    default: file = nil
    }
    return DiagnosticFormatter.format(finding, source: file.flatMap { sources[$0] })
  }

  /// Findings of the render (truncation, symbols…) moved to the Swift lines they came from.
  func located(_ findings: [Finding]) -> [Finding] {
    guard let swift else { return findings }
    return findings.map(swift.sourceMap.remap)
  }

  /// Reads and compiles `layout`; a layout with errors is bad input: every diagnostic is
  /// printed to stderr and the load throws. `activity` picks one of several in Swift sources.
  static func load(_ layout: LayoutArgument, activity: String? = nil, console: Console) throws -> LayoutInput
  {
    let path = layout.name
    if layout.isSwift {
      let compilation = try SwiftTranslatorProcess.compile(
        try SwiftSourceInput.files(layout), activity: activity,
        assetColors: AssetCatalogColors.colors(near: layout))
      guard let layout = compilation.layout else {
        for finding in compilation.diagnostics {
          console.err(format(finding, sources: compilation.translation.sources) + "\n")
        }
        let errors = compilation.diagnostics.count { $0.severity == .error }
        throw UsageError(
          "'\(TerminalSafe.escape(path))' has \(errors) error\(errors == 1 ? "" : "s"); see above")
      }
      return LayoutInput(
        path: path, source: compilation.translation.layoutSource, layout: layout,
        diagnostics: compilation.diagnostics, swift: compilation.translation)
    }
    let source = try InputFile.text(path)
    let compilation = LayoutCompiler.compile(source, file: path)
    guard let layout = compilation.layout else {
      for finding in compilation.diagnostics {
        console.err(DiagnosticFormatter.format(finding, source: source) + "\n")
      }
      let errors = compilation.diagnostics.filter { $0.severity == .error }.totalCount
      throw UsageError(
        "'\(TerminalSafe.escape(path))' has \(errors) error\(errors == 1 ? "" : "s"); see above")
    }
    return LayoutInput(
      path: path, source: source, layout: layout, diagnostics: compilation.diagnostics, swift: nil)
  }
}
