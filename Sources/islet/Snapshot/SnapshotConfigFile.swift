import Foundation
import IsletModel
import IsletSnapshot

/// A layout's `NAME.snapshot.json`, next to `NAME.islet`: matrix axes and clock for its
/// snapshots. Every key is optional:
///
/// ```json
/// { "devices": ["iphone-15-pro"], "orientations": ["portrait"],
///   "textSizes": ["large", "accessibility3"], "staleness": ["fresh", "stale"],
///   "appearances": ["dark", "light"], "locale": "de_DE", "timeZone": "Europe/Berlin",
///   "clock": "2026-01-01T09:00:00Z" }
/// ```
struct SnapshotConfigFile: Hashable, Sendable {
  var matrix = SnapshotMatrix.Override()
  var clock: Instant?
  var locale: FormatLocale?
  var timeZone: TimeZoneChoice?

  /// The config file's name for a layout named `name`.
  static func fileName(forLayout name: String) -> String { "\(name).snapshot.json" }

  private static let clockKey = "clock"
  private static let localeKey = "locale"
  private static let timeZoneKey = "timeZone"
  private static var knownKeys: [String] {
    SnapshotMatrix.Axis.allCases.map(\.rawValue) + [clockKey, localeKey, timeZoneKey]
  }

  /// Parses the file's bytes; the error message names the problem (not the file).
  static func parse(_ data: Data) throws(SnapshotConfigFile.Invalid) -> SnapshotConfigFile {
    guard let object = try? JSONSerialization.jsonObject(with: data), let members = object as? [String: Any]
    else {
      throw Invalid(message: "not a JSON object")
    }
    var config = SnapshotConfigFile()
    for key in members.keys.sorted() {
      let value = members[key]
      if key == clockKey {
        guard let text = value as? String, let instant = ISO8601Text.parse(text) else {
          throw Invalid(message: "`clock` must be an ISO 8601 time such as \"2026-01-01T09:00:00Z\"")
        }
        config.clock = instant
      } else if key == localeKey || key == timeZoneKey {
        guard let text = value as? String else { throw Invalid(message: "`\(key)` must be a string") }
        do {
          if key == localeKey {
            config.locale = try FormatLocale(argument: text, option: key)
          } else {
            config.timeZone = try TimeZoneChoice(argument: text, option: key)
          }
        } catch {
          throw Invalid(message: "`\(key)`: \(error.message)")
        }
      } else if let axis = SnapshotMatrix.Axis(rawValue: key) {
        guard let values = value as? [String] else {
          throw Invalid(message: "`\(key)` must be an array of strings")
        }
        do {
          try config.matrix.set(axis, to: values)
        } catch {
          throw Invalid(message: error.description)
        }
      } else {
        throw Invalid(
          message: "unknown key `\(TerminalSafe.escape(key))` (known: \(knownKeys.joined(separator: ", ")))")
      }
    }
    return config
  }

  /// Why a config file cannot be used.
  struct Invalid: Error, Hashable, Sendable {
    var message: String
  }
}
