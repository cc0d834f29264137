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
  /// Whether the command fails without it (it is then shown in the usage line).
  var isRequired = false

  var isFlag: Bool { valueName == nil }
}

/// What a subcommand accepts, and the text its `--help` prints.
struct CommandSpec: Sendable {
  var name: String
  var abstract: String
  var discussion: String?
  var arguments: [ArgumentSpec] = []
  var options: [OptionSpec] = []

  init(
    name: String, abstract: String, discussion: String? = nil, arguments: [ArgumentSpec] = [],
    options: [OptionSpec] = []
  ) {
    self.name = name
    self.abstract = abstract
    self.discussion = discussion
    self.arguments = arguments
    self.options = options
  }
}
