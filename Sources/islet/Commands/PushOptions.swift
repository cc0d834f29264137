import IsletLanguage
import IsletModel
import IsletPush

/// Options of the commands that read push streams (`check-push`, `replay`).
enum PushOptions {
  static let pushes = Argument.variadic(
    "pushes",
    help:
      "Push files (NDJSON, JSON documents, .apns, FCM, curl commands, header lines); - reads standard input.")
  static let now: Option<Instant?> = optionalOption(
    "now", "time",
    help:
      "When the first push arrives (ISO 8601 or Unix seconds); the rest follow in input order, 1 s apart, and timestamps are checked against their arrival.",
    defaultText: "the first push's timestamp")
  static let arrival = Option.choice(
    "arrival", "clock",
    help:
      "When pushes reach the device: in input order 1 s apart, or at their own timestamps (a recorded log). An envelope's \"arrival\" overrides both.",
    default: ArrivalClock.order)

  /// `--arrival`: the device's clock for pushes without an envelope `arrival`.
  enum ArrivalClock: String, CaseIterable, Sendable {
    case order, timestamps
  }
  static let maxActivities = Option.value(
    "max-activities", "n", help: "Concurrent activities before a start is dropped.",
    default: PositiveCount(ActivitySimulator.Configuration().maximumConcurrentActivities), defaultText: "5")

  static func checkOptions(_ arguments: ParsedArguments) throws(UsageError) -> PushCheckOptions {
    var options = PushCheckOptions()
    let first = try arguments[now]
    switch try arguments[arrival] {
    case .order: options.arrival = .inOrder(first: first, interval: 1)
    case .timestamps:
      if first != nil {
        throw UsageError(
          "--now sets when the first push arrives in input order, and --arrival timestamps makes each push "
            + "arrive at its own timestamp: give one of them")
      }
      options.arrival = .timestamps
    }
    options.simulator.maximumConcurrentActivities = try arguments[maxActivities].value
    return options
  }

  /// The options with an activity assumed running when the input has no start: the layout's
  /// preview attributes and state (`check-push` and `replay` check a lone update fully).
  static func checkOptions(
    _ arguments: ParsedArguments, assumingActivityOf layout: ActivityLayout
  ) throws(UsageError) -> PushCheckOptions {
    var options = try checkOptions(arguments)
    let now: Instant
    if case .inOrder(let first?, _) = options.arrival { now = first } else { now = WallClock.now }
    options.simulator.assumedActivity = ActivitySimulator.Configuration.AssumedActivity(
      attributes: layout.previewAttributes(now: now) ?? Record(),
      state: layout.previewState(now: now) ?? Record())
    return options
  }

  /// The layouts `paths` name (`LayoutArgument.grouping`), each compiled (`--activity` picks one
  /// in Swift sources); two of the same attributes type are a usage error naming both, since a
  /// start could not say which.
  static func layouts(
    _ paths: [String], arguments: ParsedArguments, console: Console
  ) throws -> [LayoutInput] {
    let activity = try arguments[CommonOptions.activity]
    var inputs: [LayoutInput] = []
    for layout in LayoutArgument.grouping(paths) {
      let input = try LayoutInput.load(layout, activity: activity, console: console)
      let path = input.path
      let type = input.layout.schema.activityName
      if let other = inputs.first(where: { $0.layout.schema.activityName == type }) {
        throw UsageError(
          "'\(TerminalSafe.escape(other.path))' and '\(TerminalSafe.escape(path))' both declare the attributes "
            + "type \(type): a push-to-start's attributes-type could not say which to start; give one of them"
        )
      }
      inputs.append(input)
    }
    return inputs
  }

  /// The line the summary of a check or replay adds when an activity was assumed running.
  static func assumedActivityNote(_ simulator: ActivitySimulator, layout: ActivityLayout) -> String? {
    guard simulator.assumedActivityStarted else { return nil }
    return "no start before the first update: it went to a running \(layout.schema.activityName) activity "
      + "assumed from the layout's preview attributes"
  }

  /// The summary line that says which clock decided arrivals; on the in-order clock, when the
  /// payload timestamps spread well beyond the arrivals it says so (`ClockSpread`).
  static func arrivalNote(_ options: PushCheckOptions, spread: ClockSpread) -> String {
    switch options.arrival {
    case .inOrder(let first, let interval):
      let start = first.map { "at \(ISO8601Text.format($0))" } ?? "at its timestamp"
      let note =
        "arrival: pushes reach the device in input order, \(PlainNumberText.text(interval)) s apart, the "
        + "first \(start) (an envelope's \"arrival\" overrides; --arrival timestamps for a recorded log)"
      return note + (spread.compressionNote.map { "\nnote: \($0)" } ?? "")
    case .timestamps:
      return "arrival: each push reaches the device at its own timestamp (--arrival timestamps)"
    case .asAdvanced:
      return "arrival: pushes reach the device when they are read"
    }
  }

  /// `check-push LAYOUT [LAYOUT…] PUSHES…`: the layout, then the push arguments that come first
  /// and name layouts (.islet or .swift files: an app with several activity types, as `serve`
  /// takes them; the .swift files are one source set), then the stream paths (none means
  /// standard input).
  static func layoutsAndPaths(
    _ arguments: ParsedArguments, layout: String
  ) -> (layouts: [String], paths: [String]) {
    let given = arguments[pushes]
    let layouts = given.prefix { $0.hasSuffix(".islet") || $0.hasSuffix(".swift") }
    let paths = Array(given.dropFirst(layouts.count))
    return ([layout] + layouts, paths.isEmpty ? ["-"] : paths)
  }
}
