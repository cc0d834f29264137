import IsletLanguage
import IsletModel

/// How the state panel shows a decoded value: strings quoted and escaped, dates as UTC times
/// with a countdown, enum cases by name, structs and dictionaries as `[key: value]`, absent optionals as `nil`.
public enum FieldDisplay {
  public static func text(_ value: Value?, now: Instant?) -> String {
    guard let value else { return "—" }
    switch value {
    case .string(let text): return "\"\(TerminalSafe.escape(text))\""
    case .int(let number): return String(number)
    case .double(let number): return LayoutFormat.number(number)
    case .bool(let flag): return flag ? "true" : "false"
    case .enumCase(let name): return "." + name
    case .null: return "nil"
    case .array(let values): return "[" + values.map { text($0, now: now) }.joined(separator: ", ") + "]"
    case .record(let record):
      let entries = record.values.sorted { $0.key < $1.key }
      return "["
        + entries.map { "\(TerminalSafe.escape($0.key)): \(text($0.value, now: now))" }.joined(
          separator: ", ") + "]"
    case .date(let instant):
      let time = ISO8601Text.format(instant)
      guard let now else { return time }
      return "\(time) (\(LayoutFormat.reference(to: instant, now: now)))"
    }
  }
}
