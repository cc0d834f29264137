import IsletCore

/// Options of the commands that read push streams (`check-push`, `replay`).
enum PushOptions {
  static let pushes = ArgumentSpec(
    name: "pushes", help: "Newline-delimited push JSON files; - reads standard input.", isVariadic: true)
  static let now = OptionSpec.value(
    "now", "time", help: "A fixed clock (ISO 8601 or Unix seconds); timestamps are checked against it.",
    default: "the pushes' own timestamps")
  static let maxActivities = OptionSpec.value(
    "max-activities", "n", help: "Concurrent activities before a start is dropped.", default: "5")

  static func checkOptions(_ arguments: ParsedArguments) throws -> PushCheckOptions {
    var options = PushCheckOptions()
    if let text = arguments.value("now") { options.clock = .fixed(try TimeArgument.parse(text)) }
    if let text = arguments.value("max-activities") {
      guard let limit = Int(text), limit > 0 else {
        throw UsageError(
          "'--max-activities' takes a positive whole number, not '\(TerminalSafe.escape(text))'")
      }
      options.simulator.maximumConcurrentActivities = limit
    }
    return options
  }

  /// The stream paths; none means standard input.
  static func paths(_ arguments: ParsedArguments) -> [String] {
    Array(arguments.positionals.dropFirst()).nonEmpty ?? ["-"]
  }
}

extension Array {
  /// Self, or nil when empty.
  fileprivate var nonEmpty: Self? { isEmpty ? nil : self }
}
