import IsletCore
import IsletSwift

/// `islet import SOURCES… [-o FILE]`: the `.islet` layout Swift sources translate into.
enum ImportCommand: Command {
  static let spec = CommandSpec(
    name: "import",
    abstract:
      "Print the .islet layout that Swift sources (ActivityAttributes, ActivityConfiguration) translate into.",
    discussion: """
      Reads the ActivityAttributes type (the push schema) and its ActivityConfiguration (the
      presentations) from .swift files or folders, and prints the equivalent layout. Comments mark
      what was approximated; warnings on stderr point at the Swift lines. Rendering the output
      gives the same grid as rendering the Swift sources.
      """,
    arguments: [ArgumentSpec(name: "sources", help: "Swift files or folders.", isVariadic: true)],
    options: [
      .value(
        "output", short: "o", "file", help: "Write the layout to this file.", default: "standard output"),
      CommonOptions.activity, CommonOptions.failOn,
    ]
  )

  static func run(_ arguments: ParsedArguments, console: Console) throws -> ExitStatus {
    var files: [(name: String, text: String)] = []
    for path in arguments.positionals {
      guard SwiftSourceInput.isSwift(path) else {
        throw UsageError("'\(TerminalSafe.escape(path))' is not a .swift file or a folder")
      }
      files += try SwiftSourceInput.files(path)
    }
    let compilation = SwiftLayoutCompilation.compile(files, activity: arguments.value("activity"))
    for finding in compilation.diagnostics {
      console.err(LayoutInput.format(finding, sources: compilation.translation.sources) + "\n")
    }
    let layout = compilation.translation.layoutSource
    guard !layout.isEmpty else { throw UsageError("nothing to import; see above") }
    if let output = arguments.value("output") {
      do {
        try SnapshotDisk().write(layout, to: output)
      } catch {
        throw UsageError(TerminalSafe.escape(error.description))
      }
    } else {
      console.out(layout)
    }
    return CommonOptions.status(for: compilation.diagnostics, failOn: CommonOptions.failOn(arguments))
  }
}
