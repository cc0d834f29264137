import IsletCore

/// `islet check LAYOUT…`: every language error and warning, with source lines and carets.
enum CheckCommand: Command {
  static let spec = CommandSpec(
    name: "check",
    abstract: "Check layout files and report every error and warning.",
    arguments: [ArgumentSpec(name: "layout", help: "Layout files (.islet).", isVariadic: true)],
    options: [CommonOptions.failOn, CommonOptions.format]
  )

  static func run(_ arguments: ParsedArguments, console: Console) throws -> ExitStatus {
    var all: [Finding] = []
    var checked = 0
    for path in arguments.positionals {
      let source = try InputFile.text(path)
      let compilation = LayoutCompiler.compile(source, file: path)
      all += compilation.diagnostics
      checked += 1
      if CommonOptions.isJSON(arguments) {
        for finding in compilation.diagnostics { console.out(FindingJSON.object(finding) + "\n") }
      } else {
        for finding in compilation.diagnostics {
          console.out(DiagnosticFormatter.format(finding, source: source) + "\n")
        }
      }
    }
    if !CommonOptions.isJSON(arguments) {
      console.out(
        FindingSummary.line(all, subject: checked == 1 ? "1 layout checked" : "\(checked) layouts checked"))
    }
    return CommonOptions.status(for: all, failOn: CommonOptions.failOn(arguments))
  }
}
