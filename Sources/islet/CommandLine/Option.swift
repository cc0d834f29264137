/// A named option declared once — name, value name, help, default, choices, requiredness and
/// type — and read from parsed arguments as that type: `arguments[RenderCommand.state]`.
struct Option<Value: Sendable>: Sendable {
  let spec: OptionSpec
  let read: @Sendable (ParsedArguments) throws(UsageError) -> Value
}

extension Option where Value == Bool {
  /// A flag: true when given.
  static func flag(_ name: String, short: Character? = nil, help: String) -> Self {
    Option(spec: OptionSpec(name: name, short: short, valueName: nil, help: help)) { $0.flags.contains(name) }
  }
}

extension Option where Value: ArgumentValue {
  /// A value with a default; `defaultText` is how help shows the default.
  static func value(
    _ name: String, short: Character? = nil, _ valueName: String, help: String, default value: Value,
    defaultText: String, choices: [String]? = nil
  ) -> Self {
    let spec = OptionSpec(
      name: name, short: short, valueName: valueName, help: help, defaultValue: defaultText, choices: choices)
    return Option(spec: spec) { arguments throws(UsageError) in
      guard let text = arguments.values[name]?.last else { return value }
      return try Value(argument: text, option: name)
    }
  }

  /// A value the command cannot run without.
  static func required(_ name: String, short: Character? = nil, _ valueName: String, help: String) -> Self {
    let spec = OptionSpec(name: name, short: short, valueName: valueName, help: help, isRequired: true)
    return Option(spec: spec) { arguments throws(UsageError) in
      guard let text = arguments.values[name]?.last else {
        throw UsageError("missing option '--\(name) <\(valueName)>'")
      }
      return try Value(argument: text, option: name)
    }
  }
}

extension Option where Value: CaseIterable & RawRepresentable<String> & Sendable {
  /// One of an enumeration's cases, checked while parsing and listed in help.
  static func choice(_ name: String, _ valueName: String, help: String, default value: Value) -> Self {
    let spec = OptionSpec(
      name: name, short: nil, valueName: valueName, help: help, defaultValue: value.rawValue,
      choices: Value.allCases.map(\.rawValue))
    return Option(spec: spec) { arguments in
      arguments.values[name]?.last.flatMap(Value.init(rawValue:)) ?? value
    }
  }
}

/// An option whose absence means something of its own (nil), such as "the layout's preview state".
func optionalOption<Wrapped: ArgumentValue>(
  _ name: String, short: Character? = nil, _ valueName: String, help: String, defaultText: String? = nil,
  choices: [String]? = nil
) -> Option<Wrapped?> {
  let spec = OptionSpec(
    name: name, short: short, valueName: valueName, help: help, defaultValue: defaultText, choices: choices)
  return Option(spec: spec) { arguments throws(UsageError) in
    guard let text = arguments.values[name]?.last else { return nil }
    return try Wrapped(argument: text, option: name)
  }
}
