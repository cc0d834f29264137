import IsletModel

/// The provenance block at the top of a snapshot file: everything that determined the grid,
/// and nothing about the run (no timestamps, no paths that depend on the working directory).
///
/// Written as `key: value` lines in a fixed order; a changed field is a difference.
public struct SnapshotHeader: Hashable, Sendable {
  /// The version of the snapshot file format this code writes and reads.
  public static let currentFormatVersion = 1

  public var formatVersion: Int
  /// The layout file's name, e.g. `delivery.islet`.
  public var layout: String
  /// The sample state's name, e.g. `typical` (from `typical.json`), or `default`.
  public var state: String
  public var variant: SnapshotVariant
  /// The fixed clock the sheet was rendered against.
  public var clock: Instant
  /// The display-width table's version, e.g. `unicode-16.0`.
  public var widthTable: String
  /// The locale numbers and dates are written in (`en_US` unless configured).
  public var locale: String
  /// The time zone clock times are shown in, as configured (`UTC` unless configured).
  public var timeZone: String

  public init(
    formatVersion: Int = SnapshotHeader.currentFormatVersion, layout: String, state: String,
    variant: SnapshotVariant, clock: Instant, widthTable: String, locale: String = "en_US",
    timeZone: String = "UTC"
  ) {
    self.locale = locale
    self.timeZone = timeZone
    self.formatVersion = formatVersion
    self.layout = layout
    self.state = state
    self.variant = variant
    self.clock = clock
    self.widthTable = widthTable
  }

  /// The clock used when neither the layout's config nor the command line sets one:
  /// 2026-01-01T09:00:00Z.
  public static let defaultClock = Instant(unixSeconds: 1_767_258_000)

  /// The first line of every snapshot file, carrying the format version.
  static func magicLine(version: Int) -> String { "islet snapshot v\(version)" }

  /// The fields below the magic line, in file order, as (key, value) text. `appearance`,
  /// `locale` and `time-zone` are written only when they are not the defaults (dark, en_US,
  /// UTC), so earlier snapshots stay as they were.
  public var fields: [(key: String, value: String)] {
    var fields = [
      ("layout", TerminalSafe.escape(layout)),
      ("state", TerminalSafe.escape(state)),
      ("device", variant.deviceName),
      ("orientation", variant.viewing.orientation.rawValue),
      ("text-size", variant.textSizeName),
      ("staleness", variant.staleness.rawValue),
      ("clock", ISO8601Text.format(clock)),
      ("width-table", TerminalSafe.escape(widthTable)),
    ]
    var settings: [(String, String)] = []
    if variant.viewing.appearance != .dark {
      settings.append(("appearance", variant.viewing.appearance.rawValue))
    }
    if locale != "en_US" { settings.append(("locale", TerminalSafe.escape(locale))) }
    if timeZone != "UTC" { settings.append(("time-zone", TerminalSafe.escape(timeZone))) }
    fields.insert(contentsOf: settings, at: 6)
    return fields
  }
}
