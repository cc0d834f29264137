import IsletFindings
import IsletModel

/// `islet explain CODE`: the long form of a finding code; without a code, the list of codes.
enum ExplainCommand: Command {
  static let spec = CommandSpec(
    name: "explain",
    abstract: "Explain a finding code (e.g. L003, R001, P010), or list all codes.",
    arguments: [code.spec]
  )

  static let code = Argument.optional("code", help: "The code to explain; omit to list every code.")

  static func run(_ arguments: ParsedArguments, console: Console) throws -> ExitStatus {
    guard let id = arguments[code] else {
      for code in FindingCode.all {
        console.out(
          "\(code.id)  \(code.defaultSeverity.description.padding(toLength: 8, withPad: " ", startingAt: 0)) \(code.title)\n"
        )
      }
      return .clean
    }
    guard let code = FindingCode.named(id) else {
      var message = "no finding code '\(TerminalSafe.escape(id))'"
      if let guess = NameSuggestion.closest(to: id.uppercased(), among: FindingCode.all.map(\.id)) {
        message += "; did you mean '\(guess)'?"
      }
      throw UsageError(message + " (run 'islet explain' to list them)", command: spec.name)
    }
    console.out("\(code.id): \(code.title) (\(code.defaultSeverity))\n\n\(wrapped(code.explanation))\n")
    return .clean
  }

  /// The explanation's prose lines wrapped at `width` cells; indented lines (examples) as written.
  static func wrapped(_ explanation: String, width: Int = 88) -> String {
    explanation.split(separator: "\n", omittingEmptySubsequences: false).flatMap { line in
      guard !line.hasPrefix(" "), DisplayWidth.of(String(line)) > width else { return [String(line)] }
      return TextWrapping.wrap(String(line), width: width, lineLimit: nil).lines
    }.joined(separator: "\n")
  }
}
