import IsletCore

/// `islet replay LAYOUT PUSHES…`: applies a push stream on its virtual clock and prints each
/// verdict with the sheet as it stands afterwards; stale transitions, expiry and dismissal are
/// frames of their own.
enum ReplayCommand: Command {
  static let spec = CommandSpec(
    name: "replay",
    abstract: "Apply a push stream on a virtual clock and print every frame.",
    arguments: [
      ArgumentSpec(name: "layout", help: "The layout file (.islet), or Swift sources (.swift or a folder)."),
      PushOptions.pushes,
    ],
    options: [
      CommonOptions.device, CommonOptions.orientation, CommonOptions.textSize, CommonOptions.scale,
      .value(
        "presentation", short: "p", "name", help: "Show only this presentation.", default: "all",
        choices: Presentation.allCases.map(\.rawValue)),
      PushOptions.now, PushOptions.maxActivities, CommonOptions.failOn, CommonOptions.activity,
    ]
  )

  static func run(_ arguments: ParsedArguments, console: Console) throws -> ExitStatus {
    let input = try LayoutInput.load(
      arguments.positionals[0], activity: arguments.value("activity"), console: console)
    let settings = try RenderSettings(arguments)
    var replay = PushReplay(schema: input.layout.schema, options: try PushOptions.checkOptions(arguments))
    var dropped = 0
    var findings: [Finding] = []
    func frame(_ step: PushReplay.Step) {
      let focus: String?
      switch step {
      case .lifecycle(let event, _):
        console.out("~ \(event)\n")
        focus = event.activityID
      case .push(let verdict, _):
        console.out(PushVerdictFormatter.text(verdict, lifecycle: false))
        if !verdict.applied { dropped += 1 }
        findings += verdict.findings
        focus = verdict.activityID
      }
      console.out(
        ReplayFrame.text(step.simulator, focus: focus, layout: input.layout, settings: settings) + "\n")
    }
    for path in PushOptions.paths(arguments) {
      try StreamInput.forEachChunk(path) { replay.consume($0, frame) }
      replay.finish(frame)
    }
    let failOn = CommonOptions.failOn(arguments)
    return dropped > 0 || CommonOptions.status(for: findings, failOn: failOn) == .findings
      ? .findings : .clean
  }
}
