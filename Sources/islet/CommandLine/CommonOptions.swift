import IsletCore

/// Options several commands share, with one parser each so they read the same everywhere.
enum CommonOptions {
  static let device = OptionSpec.value(
    "device", short: "d", "name", help: "The device whose budgets apply (see 'islet devices').",
    default: Device.standard.name)
  static let orientation = OptionSpec.value(
    "orientation", "orientation", help: "Portrait, or landscape (limited-width compact and minimal).",
    default: "portrait", choices: Orientation.allCases.map(\.rawValue))
  static let textSize = OptionSpec.value(
    "text-size", "size", help: "Dynamic Type size: xSmall … xxxLarge, ax1 … ax5.", default: "large")
  static let scale = OptionSpec.value(
    "scale", "WxH", help: "Points per column and per row.", default: "8x20")
  static let now = OptionSpec.value(
    "now", "time", help: "The clock: ISO 8601 (2026-01-01T09:00:00Z) or Unix seconds.",
    default: "the current time")
  static let failOn = OptionSpec.value(
    "fail-on", "severity", help: "Exit 1 when a finding is at least this severe.", default: "error",
    choices: Severity.allCases.map(\.description) + ["never"])
  static let activity = OptionSpec.value(
    "activity", "name",
    help: "With Swift sources: the ActivityAttributes type to use when they hold several.",
    default: "the only one")
  static let format = OptionSpec.value(
    "format", "format", help: "Output format.", default: "text", choices: ["text", "json"])

  static func device(_ arguments: ParsedArguments) throws -> Device {
    guard let name = arguments.value("device") else { return .standard }
    do {
      return try Device.resolve(name)
    } catch {
      throw UsageError(error.description, command: nil)
    }
  }

  static func orientation(_ arguments: ParsedArguments) -> Orientation {
    arguments.value("orientation").flatMap(Orientation.init(rawValue:)) ?? .portrait
  }

  static func textSize(_ arguments: ParsedArguments) throws -> TextSize {
    guard let name = arguments.value("text-size") else { return .large }
    guard let size = TextSize(name: name) else {
      let names = TextSize.allCases.map(\.rawValue)
      var message = "unknown text size '\(TerminalSafe.escape(name))'"
      if let guess = NameSuggestion.closest(to: name, among: names) {
        message += "; did you mean '\(guess)'?"
      }
      throw UsageError(message + " (sizes: \(names.joined(separator: ", ")))")
    }
    return size
  }

  static func scale(_ arguments: ParsedArguments) throws -> Scale {
    guard let text = arguments.value("scale") else { return .standard }
    let parts = text.lowercased().split(separator: "x")
    guard parts.count == 2, let columns = Double(parts[0]), let rows = Double(parts[1]),
      let scale = Scale(pointsPerColumn: columns, pointsPerRow: rows)
    else {
      throw UsageError(
        "'\(TerminalSafe.escape(text))' is not a scale for '--scale'; write points per column and row, e.g. 8x20"
      )
    }
    return scale
  }

  static func now(_ arguments: ParsedArguments) throws -> Instant {
    guard let text = arguments.value("now") else { return TimeArgument.wallClock }
    return try TimeArgument.parse(text)
  }

  /// The least severity that fails the run; nil for `never`.
  static func failOn(_ arguments: ParsedArguments) -> Severity? {
    guard let name = arguments.value("fail-on") else { return .error }
    return Severity(name: name)
  }

  static func isJSON(_ arguments: ParsedArguments) -> Bool { arguments.value("format") == "json" }

  /// `.findings` when any finding reaches `failOn`, else `.clean`.
  static func status(for findings: [Finding], failOn: Severity?) -> ExitStatus {
    guard let failOn, let worst = findings.maximumSeverity, worst >= failOn else { return .clean }
    return .findings
  }
}
