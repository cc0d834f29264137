/// A positional argument a command takes.
struct ArgumentSpec: Sendable {
  var name: String
  var help: String
  var isRequired = true
  /// Takes all remaining positionals (`<pushes> ...`).
  var isVariadic = false
}

/// A named option (`--device <name>`) or flag (`--stale`).
struct OptionSpec: Sendable {
  /// The long name without dashes, e.g. `device`.
  var name: String
  /// A one-letter short name, e.g. `d` for `-d`.
  var short: Character?
  /// The value's name in help (`<name>`); nil for a flag.
  var valueName: String?
  var help: String
  /// Shown as `(default: …)` in help.
  var defaultValue: String?
  /// The allowed values, checked while parsing and listed in help.
  var choices: [String]?

  static func flag(_ name: String, short: Character? = nil, help: String) -> OptionSpec {
    OptionSpec(name: name, short: short, valueName: nil, help: help)
  }

  static func value(
    _ name: String, short: Character? = nil, _ valueName: String, help: String,
    default defaultValue: String? = nil,
    choices: [String]? = nil
  ) -> OptionSpec {
    OptionSpec(
      name: name, short: short, valueName: valueName, help: help, defaultValue: defaultValue, choices: choices
    )
  }

  var isFlag: Bool { valueName == nil }
}

/// What a subcommand accepts, and the text its `--help` prints.
struct CommandSpec: Sendable {
  var name: String
  var abstract: String
  var discussion: String?
  var arguments: [ArgumentSpec] = []
  var options: [OptionSpec] = []
}
