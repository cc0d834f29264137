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
    "now", "time", help: "A fixed clock (ISO 8601 or Unix seconds); timestamps are checked against it.",
    defaultText: "the pushes' own timestamps")
  static let maxActivities = Option.value(
    "max-activities", "n", help: "Concurrent activities before a start is dropped.",
    default: PositiveCount(ActivitySimulator.Configuration().maximumConcurrentActivities), defaultText: "5")

  static func checkOptions(_ arguments: ParsedArguments) throws(UsageError) -> PushCheckOptions {
    var options = PushCheckOptions()
    if let now = try arguments[now] { options.clock = .fixed(now) }
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
    if case .fixed(let fixed) = options.clock { now = fixed } else { now = WallClock.now }
    options.simulator.assumedActivity = ActivitySimulator.Configuration.AssumedActivity(
      attributes: layout.previewAttributes ?? Record(), state: layout.previewState(now: now) ?? Record())
    return options
  }

  /// The line the summary of a check or replay adds when an activity was assumed running.
  static func assumedActivityNote(_ simulator: ActivitySimulator, layout: ActivityLayout) -> String? {
    guard simulator.assumedActivityStarted else { return nil }
    return "no start before the first update: it went to a running \(layout.schema.activityName) activity "
      + "assumed from the layout's preview attributes"
  }

  /// The stream paths; none means standard input.
  static func paths(_ arguments: ParsedArguments) -> [String] {
    let paths = arguments[pushes]
    return paths.isEmpty ? ["-"] : paths
  }
}
