import Foundation
import IsletCanvas
import IsletFindings
import IsletLanguage
import IsletModel
import IsletPlacement

/// `islet render`: one frame of every presentation for a layout and a content state.
enum RenderCommand: Command {
  static let spec = CommandSpec(
    name: "render",
    abstract: "Render every presentation of a layout for one content state.",
    discussion: """
      Prints the sheet (Lock Screen, compact, minimal, expanded, small family) with each
      device's width budgets, then every finding: truncated text, clipped content, unknown
      symbols, time shown without staleness handling.
      """,
    arguments: [layout.spec],
    options: [state.spec, sample.spec, attributes.spec] + CommonOptions.viewingSpecs + [
      CommonOptions.now.spec, stale.spec, luminanceReduced.spec, fullscreen.spec, presentation.spec,
      format.spec, CommonOptions.failOn.spec,
      CommonOptions.activity.spec,
    ]
  )

  static let layout = Argument.variadic(
    "layout",
    help: "The layout file (.islet), or Swift sources (a folder, or .swift files: all of them one layout).")
  static let state: Option<String?> = optionalOption(
    "state", short: "s", "file", help: "Content-state JSON, as a push's content-state carries it.",
    defaultText: "the layout's preview state")
  static let sample: Option<String?> = optionalOption(
    "sample", "name",
    help:
      "One of the layout's preview states by name (a `state \"NAME\"` of its preview, a #Preview content state).",
    defaultText: "the first")
  static let attributes: Option<String?> = optionalOption(
    "attributes", short: "a", "file", help: "Attributes JSON, as a start push carries them.",
    defaultText: "the layout's preview attributes")
  static let stale = Option.flag("stale", help: "Render as if the stale date has passed (isStale is true).")
  static let luminanceReduced = Option.flag(
    "luminance-reduced", help: "Render as the Always-On display dims it (isLuminanceReduced is true).")
  static let fullscreen = Option.flag(
    "fullscreen", help: "Render as if the activity fills the screen (isActivityFullscreen is true).")
  static let presentation = ReplayCommand.presentationOption(help: "Render only this presentation.")
  static let format = Option.choice("format", "format", help: "Output format.", default: Format.text)

  /// `--format`: the sheet as plain text, with ANSI styles, as JSON, or as a picture (SVG,
  /// or an HTML page with the findings below it).
  enum Format: String, CaseIterable, Sendable {
    case text, ansi, json, svg, html
  }

  static func run(_ arguments: ParsedArguments, console: Console) throws -> ExitStatus {
    let input = try LayoutInput.load(
      try LayoutArgument.single(arguments[layout]) ?? LayoutArgument(""),
      activity: try arguments[CommonOptions.activity], console: console)
    let now = try arguments[CommonOptions.now] ?? WallClock.now
    let values = try RenderValues.resolve(
      input, statePath: try arguments[state], sample: try arguments[sample],
      attributesPath: try arguments[attributes], now: now, console: console)
    let environment = RenderEnvironment(
      now: now, isStale: try arguments[stale], isLuminanceReduced: try arguments[luminanceReduced],
      isActivityFullscreen: try arguments[fullscreen])
    let sheet = input.layout.renderSheet(
      state: values.state, attributes: values.attributes, environment: environment,
      viewing: try CommonOptions.viewing(arguments, at: now), presentation: try arguments[presentation])
    let findings = input.diagnostics + values.warnings + input.located(sheet.findings)
    // A terminal cannot be tapped: where taps go is listed after the sheet.
    let taps = input.layout.destinations(
      state: values.state, attributes: values.attributes, environment: environment
    )
    .map { "\($0.kind == "link" ? "link     " : "widgetURL") \(TerminalSafe.escape($0.url))\n" }.joined()
    switch try arguments[format] {
    case .json:
      console.out(RenderJSON.document(sheet.grid, findings: findings) + "\n")
    case .ansi:
      console.out(GridText.ansi(sheet.grid, depth: console.colorDepth) + "\n")
      if !taps.isEmpty { console.out("\n" + taps) }
      printFindings(findings, input: input, console: console)
    case .text:
      console.out(GridText.plain(sheet.grid) + "\n")
      if !taps.isEmpty { console.out("\n" + taps) }
      printFindings(findings, input: input, console: console)
    case .svg:
      // The picture alone on standard output (to redirect into a file); findings on stderr.
      console.out(GridPicture.svg(sheet.grid, title: pictureTitle(input)))
      printFindings(findings, input: input, console: console, toStandardError: true)
    case .html:
      let notes = findings.map(input.format)
      console.out(GridPicture.html(sheet.grid, title: pictureTitle(input), notes: notes))
    }
    return try arguments[CommonOptions.failOn].status(for: findings)
  }

  private static func printFindings(
    _ findings: [Finding], input: LayoutInput, console: Console, toStandardError: Bool = false
  ) {
    guard !findings.isEmpty else { return }
    let print = toStandardError ? console.err : console.out
    if !toStandardError { print("\n") }
    for finding in findings { print(input.format(finding) + "\n") }
    print(FindingSummary.line(findings, subject: "findings"))
  }

  /// A picture's title: `islet render · delivery.islet`.
  private static func pictureTitle(_ input: LayoutInput) -> String {
    "islet render · \(URL(fileURLWithPath: input.path).lastPathComponent)"
  }
}
