import Foundation
import IsletCore

/// Finds the subcommand, handles `--help`, `help`, `--version`, and turns errors into exit
/// statuses with a one-line reason on stderr.
struct Dispatcher {
  /// The commands, in the order `islet --help` lists them.
  static let commands: [CommandEntry] = [
    CommandEntry(PreviewCommand.self),
    CommandEntry(RenderCommand.self),
    CommandEntry(CheckCommand.self),
    CommandEntry(CheckPushCommand.self),
    CommandEntry(ReplayCommand.self),
    CommandEntry(SnapshotCommand.self),
    CommandEntry(ImportCommand.self),
    CommandEntry(DevicesCommand.self),
    CommandEntry(ExplainCommand.self),
  ]

  static let version = "0.1.0"

  let console: Console

  /// Runs one invocation and returns its exit status; usage errors become status 2.
  func dispatch(_ arguments: [String]) -> ExitStatus {
    let specs = Self.commands.map(\.spec)
    guard let first = arguments.first else {
      return dispatch(["preview"])
    }
    if first == "--version" {
      console.out("islet \(Self.version)\n")
      return .clean
    }
    if first == "-h" || first == "--help" {
      console.out(HelpFormatter.rootHelp(commands: specs, version: Self.version))
      return .clean
    }
    if first == "help" {
      guard let name = arguments.dropFirst().first else {
        console.out(HelpFormatter.rootHelp(commands: specs, version: Self.version))
        return .clean
      }
      guard let command = Self.commands.first(where: { $0.spec.name == name }) else {
        return usageFailure(UsageError("unknown subcommand '\(TerminalSafe.escape(name))'"))
      }
      console.out(HelpFormatter.help(for: command.spec))
      return .clean
    }
    guard let command = Self.commands.first(where: { $0.spec.name == first }) else {
      var message = "unknown subcommand '\(TerminalSafe.escape(first))'"
      if let guess = NameSuggestion.closest(to: first, among: specs.map(\.name)) {
        message += "; did you mean '\(guess)'?"
      }
      return usageFailure(UsageError(message + " (see 'islet --help')"))
    }
    let rest = Array(arguments.dropFirst())
    if rest.contains("-h") || rest.contains("--help") {
      console.out(HelpFormatter.help(for: command.spec))
      return .clean
    }
    do {
      let parsed = try ArgumentParser.parse(rest, for: command.spec)
      return try command.run(parsed, console)
    } catch let error as UsageError {
      return usageFailure(error)
    } catch {
      console.err("error: \(TerminalSafe.escape(String(describing: error)))\n")
      return .badInput
    }
  }

  func usageFailure(_ error: UsageError) -> ExitStatus {
    console.err("error: \(error.message)\n")
    if let name = error.command, let command = Self.commands.first(where: { $0.spec.name == name }) {
      console.err("usage: \(HelpFormatter.usage(for: command.spec))\n  See 'islet \(name) --help'.\n")
    }
    return .badInput
  }
}
