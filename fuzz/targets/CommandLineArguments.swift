// Fuzz target: the command-line parser. The input is an argument vector, arguments separated by
// NUL bytes as the kernel passes them (so they may be invalid UTF-8). The first names the
// command (any other picks one by its first byte); the rest is decoded and parsed as `islet`
// does, and the settings commands read first are read. Requires: a usage error is one safe
// line; a parse keeps every argument (as a positional, an option, its value, `--` or help),
// knows every option it returns, honours each option's choices and the positional counts.

/// Every command whose spec this build holds: the preview's is left out, as its command needs
/// the ncurses front end (its options are parsed by the same code).
private let specs = [
  RenderCommand.spec, CheckCommand.spec, CheckPushCommand.spec, ReplayCommand.spec, SnapshotCommand.spec,
  DevicesCommand.spec, ExplainCommand.spec,
]

enum CommandLineTarget {
  static func run(_ bytes: UnsafeBufferPointer<UInt8>) {
    let vector = bytes.split(separator: 0, omittingEmptySubsequences: false).map(Array.init)
    guard let first = vector.first else { return }
    let name = String(decoding: first, as: UTF8.self)
    let spec = specs.first { $0.name == name } ?? specs[Int(first.first ?? 0) % specs.count]
    do {
      let arguments = try RawArguments.decode(Array(vector.dropFirst()))
      let parsed = try ArgumentParser.parse(arguments, for: spec)
      check(parsed, of: arguments, against: spec)
      guard !parsed.helpRequested else { return }
      let names = Set(spec.options.map(\.name))
      if names.contains("device") { _ = try CommonOptions.viewing(parsed, at: Instant(unixSeconds: 0)) }
      if names.contains("max-activities") { _ = try PushOptions.checkOptions(parsed) }
      if names.contains("fail-on") { _ = try parsed[CommonOptions.failOn] }
    } catch let error as UsageError {
      require(!error.message.isEmpty && !error.message.contains("\n"), "a usage error is not one line")
      TerminalOutput.requireSafe(error.message, allowingSGR: false, "a usage error")
    } catch {
      require(false, "an error that is no usage error: \(error)")
    }
  }

  private static func check(_ parsed: ParsedArguments, of arguments: [String], against spec: CommandSpec) {
    let options = Dictionary(spec.options.map { ($0.name, $0) }) { first, _ in first }
    let positionals = spec.arguments.flatMap { parsed.positionals[$0.name] ?? [] }
    var used = positionals.count + parsed.flags.count + (parsed.helpRequested ? 1 : 0)
    for (name, values) in parsed.values {
      let option = options[name]
      require(option.map { !$0.isFlag } == true, "a value for '\(name)', which takes none")
      if let choices = option?.choices {
        require(values.allSatisfy(choices.contains), "a value of '\(name)' outside its choices")
      }
      used += values.count
    }
    for flag in parsed.flags { require(options[flag]?.isFlag == true, "'\(flag)' is no flag") }
    // Each value is one argument or inline in its option's; `--` and repeated flags count once.
    require(used <= arguments.count, "the parse holds more than the arguments")
    require(isSubsequence(positionals, of: arguments), "positionals out of order or invented")
    guard !parsed.helpRequested else { return }
    require(
      positionals.count >= spec.arguments.filter(\.isRequired).count, "a required argument is missing")
    if !spec.arguments.contains(where: \.isVariadic) {
      require(positionals.count <= spec.arguments.count, "more positionals than the spec takes")
    }
  }

  private static func isSubsequence(_ part: [String], of whole: [String]) -> Bool {
    var rest = whole[...]
    for element in part {
      guard let index = rest.firstIndex(of: element) else { return false }
      rest = rest[(index + 1)...]
    }
    return true
  }
}
