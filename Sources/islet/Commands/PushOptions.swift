import IsletModel
import IsletPush

/// Options of the commands that read push streams (`check-push`, `replay`).
enum PushOptions {
  static let pushes = Argument.variadic(
    "pushes", help: "Newline-delimited push JSON files; - reads standard input.")
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

  /// The stream paths; none means standard input.
  static func paths(_ arguments: ParsedArguments) -> [String] {
    let paths = arguments[pushes]
    return paths.isEmpty ? ["-"] : paths
  }
}
