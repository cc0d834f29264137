import Foundation
import IsletFindings
import IsletModel

/// Finds the subcommand, handles `--help`, `help`, `--version`, and turns errors into exit
/// statuses with a one-line reason on stderr.
struct Dispatcher {
  /// The commands, in the order `islet --help` lists them; the first runs when none is named.
  let commands: [CommandEntry]
  let version: String
  let console: Console

  /// Runs one invocation given as the arguments' bytes: an argument that is not valid UTF-8
  /// is a usage error.
  func dispatch(bytes arguments: [[UInt8]]) -> ExitStatus {
    do {
      return dispatch(try RawArguments.decode(arguments))
    } catch {
      return usageFailure(error)
    }
  }

  /// Runs one invocation and returns its exit status; usage errors become status 2.
  func dispatch(_ arguments: [String]) -> ExitStatus {
    let specs = commands.map(\.spec)
    guard let first = arguments.first else {
      return dispatch([commands[0].spec.name])
    }
    if first == "--version" {
      console.out("islet \(version)\n")
      return .clean
    }
    if first == "-h" || first == "--help" {
      console.out(HelpFormatter.rootHelp(commands: specs, version: version))
      return .clean
    }
    if first == "help" {
      guard let name = arguments.dropFirst().first else {
        console.out(HelpFormatter.rootHelp(commands: specs, version: version))
        return .clean
      }
      guard let command = commands.first(where: { $0.spec.name == name }) else {
        return usageFailure(UsageError("unknown subcommand '\(TerminalSafe.escape(name))'"))
      }
      console.out(HelpFormatter.help(for: command.spec))
      return .clean
    }
    guard let command = commands.first(where: { $0.spec.name == first }) else {
      var message = "unknown subcommand '\(TerminalSafe.escape(first))'"
      if let guess = NameSuggestion.closest(to: first, among: specs.map(\.name)) {
        message += "; did you mean '\(guess)'?"
      }
      return usageFailure(UsageError(message + " (see 'islet --help')"))
    }
    do {
      let parsed = try ArgumentParser.parse(Array(arguments.dropFirst()), for: command.spec)
      if parsed.helpRequested {
        console.out(HelpFormatter.help(for: command.spec))
        return .clean
      }
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
    if let name = error.command, let command = commands.first(where: { $0.spec.name == name }) {
      console.err("usage: \(HelpFormatter.usage(for: command.spec))\n  See 'islet \(name) --help'.\n")
    }
    return .badInput
  }
}
