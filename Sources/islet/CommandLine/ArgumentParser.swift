import IsletFindings
import IsletModel

/// Parses a command's arguments against its spec: `--name value`, `--name=value`, `-n value`,
/// flags, positionals and `--` to end options. Unknown options get a "did you mean" hint.
///
/// `-h`/`--help` where an option may stand asks for help, whatever else is wrong; after `--` or
/// as an option's value it is an ordinary argument (`check -- --help` checks a file so named).
enum ArgumentParser {
  static func parse(_ arguments: [String], for spec: CommandSpec) throws -> ParsedArguments {
    var parsed = ParsedArguments()
    var positionals: [String] = []
    var firstError: UsageError?
    var index = 0
    var optionsEnded = false
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
        positionals.append(argument)
      } else if argument == "--" {
        optionsEnded = true
      } else if argument == "-h" || argument == "--help" {
        parsed.helpRequested = true
      } else {
        do {
          try parseOption(argument, following: arguments, at: &index, into: &parsed, for: spec)
        } catch let error as UsageError {
          firstError = firstError ?? error
        }
      }
    }
    if parsed.helpRequested { return parsed }
    if let firstError { throw firstError }
    try checkPositionals(positionals, for: spec)
    for (position, argument) in spec.arguments.enumerated() where position < positionals.count {
      parsed.positionals[argument.name] =
        argument.isVariadic ? Array(positionals[position...]) : [positionals[position]]
    }
    return parsed
  }

  /// Reads the option `argument` and, when it takes one, its value (inline or the argument at
  /// `index`, which then moves past it).
  private static func parseOption(
    _ argument: String, following arguments: [String], at index: inout Int,
    into parsed: inout ParsedArguments,
    for spec: CommandSpec
  ) throws {
    let (option, inlineValue) = try resolve(argument, in: spec)
    if option.isFlag {
      guard inlineValue == nil else {
        throw UsageError("the flag '--\(option.name)' takes no value", command: spec.name)
      }
      parsed.flags.insert(option.name)
      return
    }
    let value: String
    if let inlineValue {
      value = inlineValue
    } else if index < arguments.count {
      value = arguments[index]
      index += 1
    } else {
      throw UsageError(
        "missing value for '--\(option.name) <\(option.valueName ?? "value")>'", command: spec.name)
    }
    if let choices = option.choices, !choices.contains(value) {
      throw UsageError(
        "'\(TerminalSafe.escape(value))' is not a valid value for '--\(option.name)'; "
          + "choose one of: \(choices.joined(separator: ", "))", command: spec.name)
    }
    parsed.values[option.name, default: []].append(value)
  }

  private static func resolve(_ argument: String, in spec: CommandSpec) throws -> (OptionSpec, String?) {
    var name = argument
    var inlineValue: String?
    if let equals = argument.firstIndex(of: "="), argument.hasPrefix("--") {
      name = String(argument[..<equals])
      inlineValue = String(argument[argument.index(after: equals)...])
    }
    let match: OptionSpec?
    if name.hasPrefix("--") {
      let long = String(name.dropFirst(2))
      match = spec.options.first { $0.name == long }
    } else if name.count == 2, let letter = name.last {
      match = spec.options.first { $0.short == letter }
    } else {
      match = nil
    }
    guard let match else {
      let names = spec.options.map { "--\($0.name)" }
      var message = "unknown option '\(TerminalSafe.escape(name))'"
      if let guess = NameSuggestion.closest(to: name, among: names) {
        message += "; did you mean '\(guess)'?"
      }
      throw UsageError(message, command: spec.name)
    }
    return (match, inlineValue)
  }

  private static func checkPositionals(_ positionals: [String], for spec: CommandSpec) throws {
    let required = spec.arguments.filter(\.isRequired)
    if positionals.count < required.count {
      let missing = required[positionals.count]
      throw UsageError("missing argument <\(missing.name)>", command: spec.name)
    }
    let variadic = spec.arguments.contains(where: \.isVariadic)
    if !variadic, positionals.count > spec.arguments.count {
      let extra = positionals[spec.arguments.count]
      throw UsageError("unexpected argument '\(TerminalSafe.escape(extra))'", command: spec.name)
    }
  }
}
