import IsletDevices
import IsletModel

/// Options several commands share, declared once so they read and parse the same everywhere.
enum CommonOptions {
  static let device = Option.value(
    "device", short: "d", "name", help: "The device whose budgets apply (see 'islet devices').",
    default: Device.standard, defaultText: Device.standard.name)
  static let orientation = Option.choice(
    "orientation", "orientation", help: "Portrait, or landscape (limited-width compact and minimal).",
    default: Orientation.portrait)
  static let textSize = Option.value(
    "text-size", "size", help: "Dynamic Type size: xSmall … xxxLarge, ax1 … ax5.", default: TextSize.large,
    defaultText: "large")
  static let scale = Option.value(
    "scale", "WxH", help: "Points per column and per row, each from 1 to 100.", default: Scale.standard,
    defaultText: "8x20")
  static let appearance = Option.choice(
    "appearance", "appearance",
    help: "Light or dark: the Lock Screen card's background and text colours (the island is always dark).",
    default: Appearance.dark)
  static let locale = Option.value(
    "locale", "id",
    help: "How numbers, dates and times are written: en_US, en_GB, de_DE, fr_FR, ja_JP, zh_CN.",
    default: FormatLocale.enUS, defaultText: "en_US")
  static let timeZone = Option.value(
    "time-zone", "zone", help: "The time zone of clock times and dates: Europe/Berlin, UTC, +02:00.",
    default: TimeZoneChoice.utc, defaultText: "UTC")
  /// Nil when not given: the command reads the wall clock (`WallClock.now`).
  static let now: Option<Instant?> = optionalOption(
    "now", "time", help: "The clock: ISO 8601 (2026-01-01T09:00:00Z) or Unix seconds.",
    defaultText: "the current time")
  static let failOn = Option.value(
    "fail-on", "severity", help: "Exit 1 when a finding is at least this severe.",
    default: FailureThreshold(least: .error), defaultText: "error", choices: FailureThreshold.names)
  static let format = Option.choice("format", "format", help: "Output format.", default: OutputFormat.text)
  /// Which `ActivityAttributes` type of several in Swift sources (nil: the only one).
  static let activity: Option<String?> = optionalOption(
    "activity", "name",
    help: "With Swift sources: the ActivityAttributes type to use when they hold several.",
    defaultText: "the only one")

  /// `--device`, `--orientation`, `--text-size`, `--scale`, `--appearance`, `--locale` and
  /// `--time-zone`, in the order help lists them.
  static let viewingSpecs = [
    device.spec, orientation.spec, textSize.spec, scale.spec, appearance.spec, locale.spec, timeZone.spec,
  ]

  /// The viewing conditions those options give, the time zone's offset taken at `clock`.
  static func viewing(_ arguments: ParsedArguments, at clock: Instant) throws(UsageError) -> ViewingConditions
  {
    ViewingConditions(
      device: try arguments[device], orientation: try arguments[orientation],
      textSize: try arguments[textSize], scale: try arguments[scale], appearance: try arguments[appearance],
      locale: try arguments[locale], utcOffset: try arguments[timeZone].utcOffset(at: clock))
  }
}

/// `--format` of the commands that print text or JSON lines.
enum OutputFormat: String, CaseIterable, Sendable {
  case text, json
}
