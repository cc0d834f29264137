import IsletFindings
import IsletLanguage

/// `islet check LAYOUT…`: every language error and warning, with source lines and carets.
enum CheckCommand: Command {
  static let spec = CommandSpec(
    name: "check",
    abstract: "Check layout files and report every error and warning.",
    arguments: [layouts.spec],
    options: [CommonOptions.failOn.spec, CommonOptions.format.spec]
  )

  static let layouts = Argument.variadic("layout", help: "Layout files (.islet).")

  static func run(_ arguments: ParsedArguments, console: Console) throws -> ExitStatus {
    var all: [Finding] = []
    var checked = 0
    let json = try arguments[CommonOptions.format] == .json
    for path in arguments[layouts] {
      let source = try InputFile.text(path)
      let compilation = LayoutCompiler.compile(source, file: path)
      all += compilation.diagnostics
      checked += 1
      if json {
        for finding in compilation.diagnostics { console.out(FindingJSON.object(finding) + "\n") }
      } else {
        for finding in compilation.diagnostics {
          console.out(DiagnosticFormatter.format(finding, source: source) + "\n")
        }
      }
    }
    if !json {
      console.out(
        FindingSummary.line(all, subject: checked == 1 ? "1 layout checked" : "\(checked) layouts checked"))
    }
    return try arguments[CommonOptions.failOn].status(for: all)
  }
}
