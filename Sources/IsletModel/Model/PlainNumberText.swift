/// A number from a payload as a message shows it: a whole number without a fraction (`1782000300`),
/// anything else — a fraction, a magnitude past 10^15, ±∞, NaN — as Swift spells it (`1e+22`).
/// Never converts a `Double` to `Int` where that could trap.
public enum PlainNumberText {
  public static func text(_ value: Double) -> String {
    guard value == value.rounded(), abs(value) < 1e15 else { return String(value) }
    return String(Int(value))
  }
}
