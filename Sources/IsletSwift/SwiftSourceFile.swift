#if canImport(SwiftParser)
  import IsletFindings
  import IsletLanguage
  import IsletModel
  import SwiftDiagnostics
  import SwiftParser
  import SwiftParserDiagnostics
  import SwiftSyntax

  /// One Swift file parsed by the toolchain's parser, with positions converted to islet's
  /// 1-based line and Character column. `tree` is the code an iPhone build compiles: the
  /// clauses of `#if` blocks it does not take are left out (`IfConfigBlanking`).
  final class SwiftSourceFile: Sendable {
    let name: String
    let text: String
    let tree: SourceFileSyntax
    private let locator: Locator
    /// The parser's errors (W001), as the compiler words them.
    let syntaxErrors: [Finding]

    init(name: String, text: String) {
      self.name = name
      self.text = text
      var tree = Parser.parse(source: text)
      if let active = IfConfigBlanking.activeText(of: text, tree: tree, in: IPhoneBuildConfiguration()) {
        tree = Parser.parse(source: active)
      }
      let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
      let locator = Locator(
        name: name, converter: SourceLocationConverter(fileName: name, tree: tree), lines: lines,
        asciiLines: lines.map { $0.utf8.allSatisfy { $0 < 0x80 } })
      self.tree = tree
      self.locator = locator
      syntaxErrors =
        tree.hasError
        ? ParseDiagnosticsGenerator.diagnostics(for: tree).filter { $0.diagMessage.severity == .error }.map {
          Finding(.swiftSyntaxError, TerminalSafe.escape($0.message), at: .source(locator.span(of: $0.node)))
        } : []
    }

    /// The span of `node` without its trivia.
    func span(of node: some SyntaxProtocol) -> SourceSpan { locator.span(of: node) }

    /// Positions in the file as islet counts them: 1-based line, Character column.
    private struct Locator: Sendable {
      let name: String
      let converter: SourceLocationConverter
      let lines: [Substring]
      /// Whether each line is ASCII only: its Character column is its byte column (most lines,
      /// and no counting of Characters for them).
      let asciiLines: [Bool]

      func span(of node: some SyntaxProtocol) -> SourceSpan {
        let start = position(node.positionAfterSkippingLeadingTrivia)
        let end = position(node.endPositionBeforeTrailingTrivia)
        return SourceSpan(file: name, start: start, end: end)
      }

      private func position(_ absolute: AbsolutePosition) -> SourcePosition {
        let location = converter.location(for: absolute)
        guard location.line >= 1, location.line <= lines.count else {
          return SourcePosition(line: location.line, column: location.column)
        }
        if asciiLines[location.line - 1] {
          return SourcePosition(line: location.line, column: location.column)
        }
        let bytes = lines[location.line - 1].utf8.prefix(max(location.column - 1, 0))
        return SourcePosition(line: location.line, column: String(decoding: bytes, as: UTF8.self).count + 1)
      }
    }
  }
#endif
