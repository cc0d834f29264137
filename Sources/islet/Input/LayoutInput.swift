import IsletFindings
import IsletLanguage
import IsletModel

/// A layout file read and compiled, with its source kept for diagnostics.
struct LayoutInput {
  let path: String
  let source: String
  let layout: ActivityLayout
  /// Warnings and notes from the compiler (errors make loading fail).
  let diagnostics: [Finding]

  /// Reads and compiles `path`; a layout with errors is bad input: every diagnostic is
  /// printed to stderr and the load throws.
  static func load(_ path: String, console: Console) throws -> LayoutInput {
    let source = try InputFile.text(path)
    let compilation = LayoutCompiler.compile(source, file: path)
    guard let layout = compilation.layout else {
      for finding in compilation.diagnostics {
        console.err(DiagnosticFormatter.format(finding, source: source) + "\n")
      }
      let errors = compilation.diagnostics.count { $0.severity == .error }
      throw UsageError(
        "'\(TerminalSafe.escape(path))' has \(errors) error\(errors == 1 ? "" : "s"); see above")
    }
    return LayoutInput(path: path, source: source, layout: layout, diagnostics: compilation.diagnostics)
  }
}
