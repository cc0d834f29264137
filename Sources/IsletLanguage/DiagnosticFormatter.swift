import IsletFindings
import IsletModel

/// Prints findings the way compilers do:
///
/// ```
/// Layouts/delivery.islet:12:27: error[L003]: unknown field `stopAway`
///    12 |       progress(value: 5 - stopAway, total: 5)
///       |                           ^~~~~~~~
/// help: did you mean `stopsAway`?
/// ```
///
/// The source line and caret appear when the finding points into source and the source text
/// is given. File names, source text, messages and help are escaped with `TerminalSafe.escape`
/// (already escaped pieces stay as they are: escaping twice changes nothing).
public enum DiagnosticFormatter {
  /// The finding as text: a header line, then the source excerpt and `help:` when available.
  /// No trailing newline.
  public static func format(_ finding: Finding, source: String?) -> String {
    let head = "\(finding.severity)[\(finding.code.id)]: \(TerminalSafe.escape(finding.message))"
    var lines: [String]
    var span: SourceSpan?
    switch finding.location {
    case .source(let location):
      span = location
      lines = ["\(prefix(location))\(head)"]
    case .region(let region, let location):
      span = location
      lines = ["\(location.map(prefix) ?? "")\(region): \(head)"]
    case .push(let number, let keyPath):
      lines = ["push \(number)\(keyPath.map { " (\(TerminalSafe.escape($0)))" } ?? ""): \(head)"]
    case .none:
      lines = [head]
    }
    if let span, let source, let excerpt = excerpt(span, in: source) { lines += excerpt }
    if let help = finding.help { lines.append("help: \(TerminalSafe.escape(help))") }
    return lines.joined(separator: "\n")
  }

  private static func prefix(_ span: SourceSpan) -> String {
    "\(TerminalSafe.escape(span.file)):\(span.start.line):\(span.start.column): "
  }

  /// The source line with a gutter and the caret line under the span.
  private static func excerpt(_ span: SourceSpan, in source: String) -> [String]? {
    var lineNumber = 1
    var text: Substring?
    var lineStart = source.startIndex
    var index = source.startIndex
    while index <= source.endIndex {
      if index == source.endIndex || source[index].isNewline {
        if lineNumber == span.start.line {
          text = source[lineStart..<index]
          break
        }
        if index == source.endIndex { break }
        lineNumber += 1
        lineStart = source.index(after: index)
      }
      index = source.index(after: index)
    }
    guard let text else { return nil }
    let characters = Array(text)
    let startColumn = min(max(span.start.column - 1, 0), characters.count)
    let endColumn =
      span.end.line == span.start.line
      ? min(max(span.end.column - 1, startColumn), characters.count) : characters.count
    let before = escapedForGutter(characters[0..<startColumn])
    let marked = escapedForGutter(characters[startColumn..<endColumn])
    let pad = String(repeating: " ", count: DisplayWidth.of(before))
    let underline = "^" + String(repeating: "~", count: max(DisplayWidth.of(marked) - 1, 0))
    let gutter = String(span.start.line)
    let blank = String(repeating: " ", count: gutter.count)
    return [
      "\(gutter) | \(escapedForGutter(characters[...]))",
      "\(blank) | \(pad)\(underline)",
    ]
  }

  /// Source text made safe to print, with tabs as single spaces so the caret lines up.
  private static func escapedForGutter(_ characters: ArraySlice<Character>) -> String {
    TerminalSafe.escape(String(characters.map { $0 == "\t" ? " " : $0 }))
  }
}
