/// Help text in swift-argument-parser's style: OVERVIEW, USAGE, ARGUMENTS, OPTIONS, SUBCOMMANDS.
enum HelpFormatter {
  private static let column = 26

  static func help(for spec: CommandSpec, tool: String = "islet") -> String {
    var lines = ["OVERVIEW: \(spec.abstract)"]
    if let discussion = spec.discussion { lines += ["", discussion] }
    lines += ["", "USAGE: \(usage(for: spec, tool: tool))"]
    if !spec.arguments.isEmpty {
      lines += ["", "ARGUMENTS:"]
      for argument in spec.arguments {
        lines += row("<\(argument.name)>" + (argument.isVariadic ? " ..." : ""), argument.help)
      }
    }
    lines += ["", "OPTIONS:"]
    for option in spec.options { lines += row(label(option), describe(option)) }
    lines += row("-h, --help", "Show help information.")
    return lines.joined(separator: "\n") + "\n"
  }

  static func rootHelp(commands: [CommandSpec], version: String) -> String {
    var lines = [
      "OVERVIEW: Preview iOS Live Activities (Dynamic Island and Lock Screen) in a terminal.",
      "",
      "Renders every presentation of a layout with each device's width budgets, applies APNs push",
      "payloads as ActivityKit would, and says what iOS does not: truncated text, stale state,",
      "and pushes the device drops although APNs answered 200.",
      "",
      "USAGE: islet <subcommand>",
      "",
      "OPTIONS:",
    ]
    lines += row("--version", "Show the version (\(version)).")
    lines += row("-h, --help", "Show help information.")
    lines += ["", "SUBCOMMANDS:"]
    for command in commands { lines += row(command.name, command.abstract) }
    lines += ["", "  See 'islet help <subcommand>' for detailed help."]
    return lines.joined(separator: "\n") + "\n"
  }

  static func usage(for spec: CommandSpec, tool: String = "islet") -> String {
    var parts = [tool, spec.name]
    for option in spec.options where option.isRequired {
      parts.append("--\(option.name) <\(option.valueName ?? "value")>")
    }
    if spec.options.contains(where: { !$0.isRequired }) { parts.append("[<options>]") }
    for argument in spec.arguments {
      var text = "<\(argument.name)>"
      if argument.isVariadic { text += " ..." }
      parts.append(argument.isRequired ? text : "[\(text)]")
    }
    return parts.joined(separator: " ")
  }

  private static func label(_ option: OptionSpec) -> String {
    var text = option.short.map { "-\($0), " } ?? ""
    text += "--\(option.name)"
    if let valueName = option.valueName { text += " <\(valueName)>" }
    return text
  }

  private static func describe(_ option: OptionSpec) -> String {
    var text = option.help
    if let choices = option.choices { text += " (values: \(choices.joined(separator: ", ")))" }
    if let defaultValue = option.defaultValue { text += " (default: \(defaultValue))" }
    return text
  }

  private static func row(_ label: String, _ text: String) -> [String] {
    let indented = "  " + label
    if indented.count < column {
      return [indented.padding(toLength: column, withPad: " ", startingAt: 0) + text]
    }
    return [indented, String(repeating: " ", count: column) + text]
  }
}
