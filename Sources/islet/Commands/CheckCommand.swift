import IsletFindings
import IsletLanguage
import IsletSwiftLayout

/// `islet check LAYOUT…`: every language error and warning, with source lines and carets.
enum CheckCommand: Command {
  static let spec = CommandSpec(
    name: "check",
    abstract: "Check layout files and report every error and warning.",
    arguments: [layouts.spec],
    options: [CommonOptions.failOn.spec, CommonOptions.format.spec, CommonOptions.activity.spec]
  )

  static let layouts = Argument.variadic(
    "layout",
    help: "Layout files (.islet), or Swift sources (a folder, or .swift files: all of them one layout).")

  static func run(_ arguments: ParsedArguments, console: Console) throws -> ExitStatus {
    var all: [Finding] = []
    var checked = 0
    let json = try arguments[CommonOptions.format] == .json
    for layout in LayoutArgument.grouping(arguments[layouts]) {
      let diagnostics: [Finding]
      let format: (Finding) -> String
      if layout.isSwift {
        let compilation = try SwiftTranslatorProcess.compile(
          try SwiftSourceInput.files(layout), activity: try arguments[CommonOptions.activity],
          assetColors: AssetCatalogColors.colors(near: layout))
        diagnostics = compilation.diagnostics
        format = { LayoutInput.format($0, sources: compilation.translation.sources) }
      } else {
        let source = try InputFile.text(layout.name)
        diagnostics = LayoutCompiler.compile(source, file: layout.name).diagnostics
        format = { DiagnosticFormatter.format($0, source: source) }
      }
      all += diagnostics
      checked += 1
      for finding in diagnostics {
        console.out((json ? FindingJSON.object(finding) : format(finding)) + "\n")
      }
    }
    if !json {
      console.out(
        FindingSummary.line(all, subject: checked == 1 ? "1 layout checked" : "\(checked) layouts checked"))
    }
    return try arguments[CommonOptions.failOn].status(for: all)
  }
}
