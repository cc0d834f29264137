import IsletModel

extension SnapshotDocument {
  /// Why a snapshot file could not be read, with its 1-based line.
  public struct ParseError: Error, Hashable, Sendable, CustomStringConvertible {
    public var line: Int
    public var message: String

    public var description: String { "line \(line): \(message)" }
  }

  /// Reads a snapshot file's text (LF or CRLF line ends).
  public static func parse(_ text: String) throws(ParseError) -> SnapshotDocument {
    var reader = LineReader(text)
    let version = try reader.formatVersion()
    var header: [Field] = []
    while let line = reader.next(), !line.isEmpty {
      guard let separator = line.firstIndex(of: ":") else {
        throw reader.error("expected a `key: value` header line or a blank line")
      }
      let value = line[line.index(after: separator)...]
      header.append(
        Field(String(line[..<separator]), String(value.hasPrefix(" ") ? value.dropFirst() : value)))
    }
    let width = try reader.border(left: topLeft, right: topRight, what: "the grid's top border")
    var rows: [String] = []
    while let line = reader.peek(), line.unicodeScalars.first == vertical.unicodeScalars.first {
      _ = reader.next()
      let scalars = line.unicodeScalars
      guard scalars.count >= 2, scalars.last == vertical.unicodeScalars.first else {
        throw reader.error("a grid row must end with `\(vertical)`")
      }
      rows.append(String(String.UnicodeScalarView(scalars.dropFirst().dropLast())))
    }
    let bottomWidth = try reader.border(
      left: bottomLeft, right: bottomRight, what: "a grid row or the bottom border")
    guard bottomWidth == width else {
      throw reader.error("the bottom border is not as wide as the top border")
    }
    var styleRuns: [SnapshotStyleRun] = []
    var findings: [String]?
    while let line = reader.next() {
      guard line.isEmpty else { throw reader.error("expected a blank line before the next section") }
      switch reader.next() {
      case stylesTitle? where styleRuns.isEmpty && findings == nil:
        for entry in reader.indentedLines() {
          guard let run = SnapshotStyleRun(text: entry) else {
            throw reader.error("not a style run: `\(TerminalSafe.escape(entry))`")
          }
          styleRuns.append(run)
        }
        if styleRuns.isEmpty { throw reader.error("the `styles:` section is empty") }
      case findingsTitle? where findings == nil:
        findings = reader.indentedLines()
        if findings?.isEmpty == true {
          throw reader.error("the `findings:` section is empty; write `\(noFindingsTitle)`")
        }
      case noFindingsTitle? where findings == nil:
        findings = []
      default:
        throw reader.error("expected `\(stylesTitle)` or `\(findingsTitle)`")
      }
    }
    guard let findings else { throw reader.error("missing the `findings:` section") }
    return SnapshotDocument(
      formatVersion: version, header: header, width: width, rows: rows, styleRuns: styleRuns,
      findings: findings)
  }

  /// The lines of `text`, split at LF only (Unicode line separators are content), without the
  /// empty string after a final newline. The CRs that end a line are dropped, all of them: islet
  /// writes none (a CR in a cell, a header or a finding is escaped), and a line left ending in
  /// one (`\r\r\n`, a CRLF file converted again) would read back as another line once written.
  static func lines(of text: String) -> [String] {
    var lines = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map {
      bytes in
      var line = bytes[...]
      while line.last == UInt8(ascii: "\r") { line.removeLast() }
      return String(decoding: line, as: UTF8.self)
    }
    if lines.last == "" { lines.removeLast() }
    return lines
  }

  /// Walks the lines of a snapshot file, tracking the line number for errors.
  private struct LineReader {
    private let lines: [String]
    /// The 1-based number of the line last returned by `next()`.
    private(set) var lineNumber = 0

    init(_ text: String) { lines = SnapshotDocument.lines(of: text) }

    func peek() -> String? { lineNumber < lines.count ? lines[lineNumber] : nil }

    mutating func next() -> String? {
      guard let line = peek() else { return nil }
      lineNumber += 1
      return line
    }

    func error(_ message: String) -> ParseError { ParseError(line: max(1, lineNumber), message: message) }

    /// Reads `islet snapshot vN` and returns N, refusing other versions.
    mutating func formatVersion() throws(ParseError) -> Int {
      let prefix = SnapshotHeader.magicLine(version: 0).dropLast()
      guard let line = next(), line.hasPrefix(prefix), let version = Int(line.dropFirst(prefix.count)) else {
        throw error(
          "not an islet snapshot (expected `\(SnapshotHeader.magicLine(version: SnapshotHeader.currentFormatVersion))`)"
        )
      }
      guard version == SnapshotHeader.currentFormatVersion else {
        throw error(
          "snapshot format v\(version) is not supported (this islet reads v\(SnapshotHeader.currentFormatVersion)); re-record it"
        )
      }
      return version
    }

    /// Reads a border line `left───right` and returns its inner width.
    mutating func border(left: String, right: String, what: String) throws(ParseError) -> Int {
      guard let line = next() else { throw error("unexpected end of file; expected \(what)") }
      let scalars = Array(line.unicodeScalars)
      guard scalars.count >= 2, String(scalars[0]) == left, String(scalars[scalars.count - 1]) == right,
        scalars.dropFirst().dropLast().allSatisfy({ String($0) == SnapshotDocument.horizontal })
      else { throw error("expected \(what)") }
      return scalars.count - 2
    }

    /// The following lines that start with the section indent, with the indent removed.
    mutating func indentedLines() -> [String] {
      var entries: [String] = []
      while let line = peek(), line.hasPrefix(SnapshotDocument.indent) {
        _ = next()
        entries.append(String(line.dropFirst(SnapshotDocument.indent.count)))
      }
      return entries
    }
  }
}
