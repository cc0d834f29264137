/// The result of parsing one command's arguments against its `CommandSpec`; read through the
/// command's declared `Option`s and `Argument`s.
struct ParsedArguments: Sendable {
  /// Positional arguments by the name of the `ArgumentSpec` they were given for, in order.
  var positionals: [String: [String]] = [:]
  /// Option values by long name; repeated options keep every value in order.
  var values: [String: [String]] = [:]
  /// Flags that were given, by long name.
  var flags: Set<String> = []
  /// Whether `-h` or `--help` stood where an option may (not after `--`, not as a value).
  var helpRequested = false

  subscript<Value>(option: Option<Value>) -> Value {
    get throws(UsageError) { try option.read(self) }
  }

  subscript<Value>(argument: Argument<Value>) -> Value { argument.read(self) }
}
