/// A positional argument declared once and read by its name, typed: `arguments[CheckCommand.layouts]`.
struct Argument<Value: Sendable>: Sendable {
  let spec: ArgumentSpec
  let read: @Sendable (ParsedArguments) -> Value
}

extension Argument where Value == String {
  /// One argument the command cannot run without (the parser has checked it is there).
  static func required(_ name: String, help: String) -> Self {
    Argument(spec: ArgumentSpec(name: name, help: help)) { $0.positionals[name]?.first ?? "" }
  }
}

extension Argument where Value == String? {
  /// One argument that may be left out.
  static func optional(_ name: String, help: String) -> Self {
    Argument(spec: ArgumentSpec(name: name, help: help, isRequired: false)) { $0.positionals[name]?.first }
  }
}

extension Argument where Value == [String] {
  /// All remaining arguments; at least one unless `isRequired` is false.
  static func variadic(_ name: String, help: String, isRequired: Bool = true) -> Self {
    Argument(spec: ArgumentSpec(name: name, help: help, isRequired: isRequired, isVariadic: true)) {
      $0.positionals[name] ?? []
    }
  }
}
