import IsletFindings
import IsletModel
import IsletSwiftLayout

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
    arguments: [sources.spec],
    options: [output.spec, CommonOptions.activity.spec, CommonOptions.failOn.spec]
  )

  static let sources = Argument.variadic("sources", help: "Swift files or folders.")
  static let output: Option<String?> = optionalOption(
    "output", short: "o", "file", help: "Write the layout to this file.", defaultText: "standard output")

  static func run(_ arguments: ParsedArguments, console: Console) throws -> ExitStatus {
    var files: [(name: String, text: String)] = []
    var colors: [(name: String, color: String)] = []
    for path in arguments[sources] {
      guard SwiftSourceInput.isSwift(path) else {
        throw UsageError("'\(TerminalSafe.escape(path))' is not a .swift file or a folder")
      }
      files += try SwiftSourceInput.files(LayoutArgument(path))
      colors += AssetCatalogColors.colors(near: path)
    }
    let compilation = try SwiftTranslatorProcess.compile(
      files, activity: try arguments[CommonOptions.activity], assetColors: colors)
    for finding in compilation.diagnostics {
      console.err(LayoutInput.format(finding, sources: compilation.translation.sources) + "\n")
    }
    let layout = compilation.translation.layoutSource
    guard !layout.isEmpty else { throw UsageError("nothing to import; see above") }
    if let path = try arguments[output] {
      do {
        try SnapshotDisk().write(layout, to: path)
      } catch {
        throw UsageError(TerminalSafe.escape(error.description))
      }
    } else {
      console.out(layout)
    }
    return try arguments[CommonOptions.failOn].status(for: compilation.diagnostics)
  }
}
