import IsletCore

/// `islet check-push LAYOUT PUSHES…`: one verdict per push, as ActivityKit would decide it.
enum CheckPushCommand: Command {
  static let spec = CommandSpec(
    name: "check-push",
    abstract: "Give every push the verdict iOS would give it: applied, or dropped and why.",
    discussion: """
      APNs answers 200 to pushes the device then drops without a word. Each line of the stream
      (an APNs body {"aps":…}, a simulator .apns file, or an islet envelope with headers) gets
      exactly one verdict, in order, even when it is not JSON. Exit status 1 when any push is
      dropped.
      """,
    arguments: [
      ArgumentSpec(name: "layout", help: "The layout whose schema the pushes must match."),
      PushOptions.pushes,
    ],
    options: [PushOptions.now, PushOptions.maxActivities, CommonOptions.format, CommonOptions.failOn]
  )

  static func run(_ arguments: ParsedArguments, console: Console) throws -> ExitStatus {
    let input = try LayoutInput.load(arguments.positionals[0], console: console)
    var checker = PushChecker(schema: input.layout.schema, options: try PushOptions.checkOptions(arguments))
    let json = CommonOptions.isJSON(arguments)
    let failOn = CommonOptions.failOn(arguments)
    var tally = PushVerdictFormatter.Tally()
    var worst: Severity?
    var output = ""
    func emit(_ verdict: PushVerdict) {
      tally.count(verdict)
      if let severity = verdict.findings.maximumSeverity { worst = max(worst ?? severity, severity) }
      output += json ? PushVerdictFormatter.jsonLine(verdict) + "\n" : PushVerdictFormatter.text(verdict)
      if output.utf8.count >= StreamInput.chunkSize {
        console.out(output)
        output = ""
      }
    }
    for path in PushOptions.paths(arguments) {
      try StreamInput.forEachChunk(path) { checker.consume($0, emit) }
      checker.finish(emit)
    }
    if !json { output += tally.summary + "\n" }
    console.out(output)
    let reachesFailOn = failOn.flatMap { limit in worst.map { $0 >= limit } } ?? false
    return tally.dropped > 0 || reachesFailOn ? .findings : .clean
  }
}
