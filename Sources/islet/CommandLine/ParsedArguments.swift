/// The result of parsing one command's arguments against its `CommandSpec`.
struct ParsedArguments: Sendable {
  /// Positional arguments, in order.
  var positionals: [String] = []
  /// Option values by long name; repeated options keep every value in order.
  var values: [String: [String]] = [:]
  /// Flags that were given, by long name.
  var flags: Set<String> = []
  /// Whether `-h` or `--help` stood where an option may (not after `--`, not as a value).
  var helpRequested = false

  /// The last value given for `name`, if any.
  func value(_ name: String) -> String? { values[name]?.last }

  /// Every value given for a repeatable option.
  func all(_ name: String) -> [String] { values[name] ?? [] }

  func flag(_ name: String) -> Bool { flags.contains(name) }
}
