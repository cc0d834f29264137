/// How `islet` ends: the exit status contract every command follows.
enum ExitStatus: Int32 {
  /// Nothing at or above `--fail-on` was found.
  case clean = 0
  /// Findings at or above `--fail-on` (or a dropped push, a snapshot difference).
  case findings = 1
  /// Bad usage, or input that cannot be read or parsed.
  case badInput = 2
}

/// One `islet` subcommand: its spec (for parsing and help) and what it does.
protocol Command: SendableMetatype {
  static var spec: CommandSpec { get }
  static func run(_ arguments: ParsedArguments, console: Console) throws -> ExitStatus
}

/// A registered command: its spec and its run function, so the dispatcher needs no existential
/// metatypes.
struct CommandEntry: Sendable {
  let spec: CommandSpec
  let run: @Sendable (ParsedArguments, Console) throws -> ExitStatus

  init<C: Command>(_ command: C.Type) {
    spec = C.spec
    run = { try C.run($0, console: $1) }
  }
}
