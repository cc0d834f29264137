import IsletFindings
import IsletModel

/// The result of compiling a layout file: the layout when it has no errors, and every
/// finding (errors and warnings) in source order.
public struct LayoutCompilation: Sendable {
  /// The checked layout; nil when any finding is an error.
  public var layout: ActivityLayout?
  /// Every problem found, in source order.
  public var diagnostics: [Finding]

  public init(layout: ActivityLayout?, diagnostics: [Finding]) {
    self.layout = layout
    self.diagnostics = diagnostics
  }
}

/// Compiles layout source: lex, parse, check. Pure; reads no file.
public enum LayoutCompiler {
  /// Compiles `source`; `file` is the name diagnostics show (escaped when printed).
  public static func compile(_ source: String, file: String) -> LayoutCompilation {
    let parsed = LayoutParser.parse(source, file: file)
    var findings = parsed.findings
    var layout: ActivityLayout?
    if let activity = parsed.activity {
      let checked = LayoutChecker.check(activity)
      // A syntax error may have swallowed a presentation; do not also call it missing.
      let syntaxFailed = !findings.isEmpty
      findings.append(
        cappedContentsOf: checked.findings.filter { !(syntaxFailed && $0.code == .missingPresentation) })
      layout = checked.layout
    }
    if findings.contains(where: { $0.severity == .error }) { layout = nil }
    return LayoutCompilation(layout: layout, diagnostics: sorted(findings))
  }

  private static func sorted(_ findings: [Finding]) -> [Finding] {
    let start: (Finding) -> SourcePosition = {
      if case .source(let span) = $0.location { return span.start }
      return SourcePosition(line: .max, column: .max)
    }
    return findings.enumerated().sorted {
      let (a, b) = (start($0.element), start($1.element))
      return a == b ? $0.offset < $1.offset : a < b
    }.map(\.element)
  }
}
