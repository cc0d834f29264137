// Fuzz target: the snapshot file reader. Parses the input as a stored `.snap` file and compares
// it with a fixed rendered document, as `islet snapshot` does with what it finds on disk.
// Requires: a parse error names a line of the file and says it safely; a parsed document
// writes out as text that parses back to the same document; comparing never traps, its summary
// and diff are terminal-safe (a stored file is untrusted text), and only a stored file that is
// or parses to the rendered document compares equal.

/// A small rendered document to compare stored files against.
private let rendered = SnapshotDocument(
  header: [SnapshotDocument.Field("layout", "delivery.islet"), SnapshotDocument.Field("state", "typical")],
  width: 4, rows: ["ab  ", "│ é "], styleRuns: [], findings: ["warning[R001] lockScreen: text truncated"])

enum SnapshotFileTarget {
  static func run(_ bytes: UnsafeBufferPointer<UInt8>) {
    let text = String(decoding: bytes, as: UTF8.self)
    let lineCount = SnapshotDocument.lines(of: text).count
    do {
      let document = try SnapshotDocument.parse(text)
      require(document.rows.allSatisfy { !$0.contains("\n") }, "a grid row holds a line break")
      let again = try SnapshotDocument.parse(document.text)
      require(again == document, "the document's text reads back as another document")
    } catch {
      require(error.line >= 1 && error.line <= lineCount + 1, "error at line \(error.line) of \(lineCount)")
      require(!error.message.contains("\n"), "an error message spans lines")
      TerminalOutput.requireSafe(error.description, allowingSGR: false, "a parse error")
    }
    let comparison = SnapshotComparison.compare(
      stored: text, rendered: rendered, storedLabel: "stored", renderedLabel: "rendered")
    if let comparison {
      require(!comparison.diff.isEmpty || comparison.unreadable == nil, "an unreadable file without a diff")
      TerminalOutput.requireSafe(comparison.diff, allowingSGR: false, "the diff")
      for line in comparison.summary { TerminalOutput.requireSafe(line, allowingSGR: false, "the summary") }
    } else {
      require(
        text == rendered.text || (try? SnapshotDocument.parse(text)) == rendered, "a different file matched")
    }
  }
}
