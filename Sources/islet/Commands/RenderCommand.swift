import IsletCore

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
    arguments: [
      ArgumentSpec(name: "layout", help: "The layout file (.islet), or Swift sources (.swift or a folder).")
    ],
    options: [
      .value(
        "state", short: "s", "file", help: "Content-state JSON, as a push's content-state carries it.",
        default: "the layout's preview state"),
      .value(
        "attributes", short: "a", "file", help: "Attributes JSON, as a start push carries them.",
        default: "the layout's preview attributes"),
      CommonOptions.device, CommonOptions.orientation, CommonOptions.textSize, CommonOptions.scale,
      CommonOptions.now,
      .flag("stale", help: "Render as if the stale date has passed (isStale is true)."),
      .value(
        "presentation", short: "p", "name", help: "Render only this presentation.", default: "all",
        choices: Presentation.allCases.map(\.rawValue)),
      .value(
        "format", "format", help: "Output format.", default: "text", choices: ["text", "ansi", "json"]),
      CommonOptions.failOn, CommonOptions.activity,
    ]
  )

  static func run(_ arguments: ParsedArguments, console: Console) throws -> ExitStatus {
    let input = try LayoutInput.load(
      arguments.positionals[0], activity: arguments.value("activity"), console: console)
    let now = try CommonOptions.now(arguments)
    let values = try RenderValues.resolve(
      input, statePath: arguments.value("state"), attributesPath: arguments.value("attributes"), now: now,
      console: console)
    let settings = try RenderSettings(arguments)
    let environment = RenderEnvironment(now: now, isStale: arguments.flag("stale"))
    let sheet = settings.render(input.layout, values: values, environment: environment)
    let findings = input.diagnostics + values.warnings + input.located(sheet.findings)
    switch arguments.value("format") ?? "text" {
    case "json":
      console.out(RenderJSON.document(sheet.grid, findings: findings) + "\n")
    case "ansi":
      console.out(GridText.ansi(sheet.grid, colors: console.allowsColor) + "\n")
      printFindings(findings, input: input, console: console)
    default:
      console.out(GridText.plain(sheet.grid) + "\n")
      printFindings(findings, input: input, console: console)
    }
    return CommonOptions.status(for: findings, failOn: CommonOptions.failOn(arguments))
  }

  private static func printFindings(_ findings: [Finding], input: LayoutInput, console: Console) {
    guard !findings.isEmpty else { return }
    console.out("\n")
    for finding in findings { console.out(input.format(finding) + "\n") }
    console.out(FindingSummary.line(findings, subject: "findings"))
  }
}
