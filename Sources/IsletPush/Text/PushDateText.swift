/// Durations in push messages (`3h 05m`); instants use `ISO8601Text.format`, the
/// project's one ISO-8601 UTC formatter.
enum PushDateText {
  /// A duration as `3h 05m`, `12m 30s` or `45s`; past a million years (or not finite) as its
  /// plain seconds (`1e+22s`), so no payload number can overflow the arithmetic.
  static func duration(_ seconds: Double) -> String {
    guard let total = Int(exactly: abs(seconds).rounded()), total < largestSeconds else {
      return "\(abs(seconds))s"
    }
    if total >= 3600 { return "\(total / 3600)h \(pad(total / 60 % 60))m" }
    if total >= 60 { return "\(total / 60)m \(pad(total % 60))s" }
    return "\(total)s"
  }

  private static let largestSeconds = 31_556_952_000_000

  private static func pad(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
}
