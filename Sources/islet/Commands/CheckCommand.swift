import IsletCore
import IsletSwift

/// `islet check LAYOUT…`: every language error and warning, with source lines and carets.
enum CheckCommand: Command {
  static let spec = CommandSpec(
    name: "check",
    abstract: "Check layout files and report every error and warning.",
    arguments: [
      ArgumentSpec(
        name: "layout", help: "Layout files (.islet), or Swift sources (.swift or a folder).",
        isVariadic: true)
    ],
    options: [CommonOptions.failOn, CommonOptions.format, CommonOptions.activity]
  )

  static func run(_ arguments: ParsedArguments, console: Console) throws -> ExitStatus {
    var all: [Finding] = []
    var checked = 0
    for path in arguments.positionals {
      let diagnostics: [Finding]
      let format: (Finding) -> String
      if SwiftSourceInput.isSwift(path) {
        let compilation = SwiftLayoutCompilation.compile(
          try SwiftSourceInput.files(path), activity: arguments.value("activity"))
        diagnostics = compilation.diagnostics
        format = { LayoutInput.format($0, sources: compilation.translation.sources) }
      } else {
        let source = try InputFile.text(path)
        diagnostics = LayoutCompiler.compile(source, file: path).diagnostics
        format = { DiagnosticFormatter.format($0, source: source) }
      }
      all += diagnostics
      checked += 1
      for finding in diagnostics {
        console.out((CommonOptions.isJSON(arguments) ? FindingJSON.object(finding) : format(finding)) + "\n")
      }
    }
    if !CommonOptions.isJSON(arguments) {
      console.out(
        FindingSummary.line(all, subject: checked == 1 ? "1 layout checked" : "\(checked) layouts checked"))
    }
    return CommonOptions.status(for: all, failOn: CommonOptions.failOn(arguments))
  }
}
