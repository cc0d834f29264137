/// A type that an option's text parses into, in one place for every command: devices, text
/// sizes, scales, times, counts. The error says what was wrong, naming the option.
protocol ArgumentValue: Sendable {
  /// The value `text` names, given for `--option`.
  init(argument text: String, option: String) throws(UsageError)
}

extension String: ArgumentValue {
  init(argument text: String, option: String) { self = text }
}
