import Foundation
import IsletCore

/// Parses `--now`: ISO 8601 (`2026-01-01T09:00:00Z`) or Unix seconds (`1767258000`).
enum TimeArgument {
  static func parse(_ text: String, option: String = "now") throws -> Instant {
    if let seconds = Double(text), seconds.isFinite {
      return Instant(unixSeconds: seconds)
    }
    let formatter = ISO8601DateFormatter()
    for options: ISO8601DateFormatter.Options in [
      [.withInternetDateTime], [.withInternetDateTime, .withFractionalSeconds],
    ] {
      formatter.formatOptions = options
      if let date = formatter.date(from: text) { return Instant(unixSeconds: date.timeIntervalSince1970) }
    }
    throw UsageError(
      "'\(TerminalSafe.escape(text))' is not a time for '--\(option)'; use ISO 8601 "
        + "(2026-01-01T09:00:00Z) or Unix seconds")
  }

  /// The wall clock, read only at the edge.
  static var wallClock: Instant { Instant(unixSeconds: Date().timeIntervalSince1970) }
}
