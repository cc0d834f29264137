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
      ArgumentSpec(
        name: "layout",
        help:
          "The layout (.islet), or Swift sources (.swift or a folder), whose schema the pushes must match."),
      PushOptions.pushes,
    ],
    options: [
      show, PushOptions.now, PushOptions.maxActivities, CommonOptions.format, CommonOptions.failOn,
      CommonOptions.activity,
    ]
  )

  static let show = OptionSpec.value(
    "show", "verdicts",
    help:
      "Which verdicts to print: every push, pushes with findings, or dropped pushes only. The summary counts all.",
    default: "all", choices: Shown.allCases.map(\.rawValue))

  /// The verdicts `--show` prints.
  enum Shown: String, CaseIterable {
    case all, findings, dropped

    func includes(_ verdict: PushVerdict) -> Bool {
      switch self {
      case .all: true
      case .findings: !verdict.findings.isEmpty || !verdict.lifecycleEvents.isEmpty
      case .dropped: !verdict.applied
      }
    }
  }

  static func run(_ arguments: ParsedArguments, console: Console) throws -> ExitStatus {
    let input = try LayoutInput.load(
      arguments.positionals[0], activity: arguments.value("activity"), console: console)
    var checker = PushChecker(schema: input.layout.schema, options: try PushOptions.checkOptions(arguments))
    let json = CommonOptions.isJSON(arguments)
    let failOn = CommonOptions.failOn(arguments)
    let shown = arguments.value("show").flatMap(Shown.init(rawValue:)) ?? .all
    var tally = PushVerdictFormatter.Tally()
    var worst: Severity?
    var output: [UInt8] = []
    output.reserveCapacity(StreamInput.chunkSize + 4096)
    func emit(_ verdict: PushVerdict) {
      tally.count(verdict)
      if let severity = verdict.findings.maximumSeverity { worst = max(worst ?? severity, severity) }
      guard shown.includes(verdict) else { return }
      if json {
        output.append(contentsOf: PushVerdictFormatter.jsonLine(verdict).utf8)
        output.append(UInt8(ascii: "\n"))
      } else {
        PushVerdictFormatter.write(verdict, into: &output)
      }
      if output.count >= StreamInput.chunkSize {
        console.out(bytes: output)
        output.removeAll(keepingCapacity: true)
      }
    }
    for path in PushOptions.paths(arguments) {
      try StreamInput.forEachChunk(path) { checker.consume($0, emit) }
      checker.finish(emit)
    }
    if !json {
      let lines = [tally.summary] + tally.codeLines
      output.append(contentsOf: (lines.joined(separator: "\n") + "\n").utf8)
    }
    console.out(bytes: output)
    let reachesFailOn = failOn.flatMap { limit in worst.map { $0 >= limit } } ?? false
    return tally.dropped > 0 || reachesFailOn ? .findings : .clean
  }
}
