import IsletFindings
import IsletPush
import IsletSheet

/// `islet replay LAYOUT… PUSHES…`: applies a push stream on its virtual clock and prints each
/// verdict with the sheet as it stands afterwards; stale transitions, expiry and dismissal are
/// frames of their own. Several layouts (an app with several activity types): each activity is
/// drawn by its own.
enum ReplayCommand: Command {
  static let spec = CommandSpec(
    name: "replay",
    abstract: "Apply a push stream on a virtual clock and print every frame.",
    arguments: [layout.spec, PushOptions.pushes.spec],
    options: CommonOptions.viewingSpecs + [
      presentation.spec, PushOptions.now.spec, PushOptions.arrival.spec, PushOptions.maxActivities.spec,
      CommonOptions.failOn.spec,
      CommonOptions.activity.spec,
    ]
  )

  static let layout = Argument.required(
    "layout",
    help:
      "The layout file (.islet), or Swift sources (a folder, or a .swift file, which with the .swift files after it is one layout)."
  )
  static let presentation = presentationOption(help: "Show only this presentation.")

  /// `--presentation`: one presentation, or nil for all of them.
  static func presentationOption(help: String) -> Option<Presentation?> {
    optionalOption(
      "presentation", short: "p", "name", help: help, defaultText: "all",
      choices: Presentation.allCases.map(\.rawValue))
  }

  static func run(_ arguments: ParsedArguments, console: Console) throws -> ExitStatus {
    let (layouts, paths) = PushOptions.layoutsAndPaths(arguments, layout: arguments[layout])
    let inputs = try PushOptions.layouts(layouts, arguments: arguments, console: console)
    let input = inputs[0]
    let drawn = inputs.map(\.layout)
    let viewing = try CommonOptions.viewing(arguments, at: WallClock.now)
    let shown = try arguments[presentation]
    var replay = PushReplay(
      schemas: inputs.map(\.layout.schema),
      options: try PushOptions.checkOptions(arguments, assumingActivityOf: input.layout))
    console.out(DecodingCaveats.text(inputs))
    var dropped = 0
    // The worst severity only: a long stream's findings are not kept.
    var worst: Severity?
    func frame(_ step: PushReplay.Step) {
      let focus: String?
      switch step {
      case .lifecycle(let event, _):
        console.out("~ \(event)\n")
        focus = event.activityID
      case .push(let verdict, _):
        console.out(PushVerdictFormatter.text(verdict, lifecycle: false))
        if !verdict.applied { dropped += 1 }
        if let severity = verdict.findings.maximumSeverity { worst = max(worst ?? severity, severity) }
        focus = verdict.activityID
      }
      console.out(
        ReplayFrame.text(
          step.simulator, focus: focus, layouts: drawn, viewing: viewing, presentation: shown) + "\n")
    }
    for path in paths {
      replay.dataFileReader = CurlDataFile.reader(
        besides: path, maximumByteCount: replay.checker.options.maximumLineLength)
      try StreamInput.forEachChunk(path) { replay.consume($0, frame) }
      replay.finish(frame)
    }
    if let note = PushOptions.assumedActivityNote(replay.checker.simulator, layout: input.layout) {
      console.out(note + "\n")
    }
    console.out(PushOptions.arrivalNote(replay.checker.options, spread: replay.checker.spread) + "\n")
    let failOn = try arguments[CommonOptions.failOn]
    return dropped > 0 || failOn.isReached(by: worst) ? .findings : .clean
  }
}
