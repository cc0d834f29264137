import IsletCanvas
import IsletFindings
import IsletModel

/// The content of one snapshot file, made for code review:
///
/// ```
/// islet snapshot v1
/// layout: delivery.islet
/// state: typical
/// …header fields…
///
/// ┌────────┐
/// │ grid   │
/// └────────┘
///
/// styles:
///   0:1-4 bold
///
/// findings:
///   warning[R001] compactTrailing: …
/// ```
///
/// One grid row per line inside a frame, so trailing spaces survive any editor; control
/// characters escaped; styles (optional, only when some cell is styled) and findings after the
/// grid. The bytes depend only on the inputs.
public struct SnapshotDocument: Hashable, Sendable {
  /// One `key: value` line of the header.
  public struct Field: Hashable, Sendable {
    public var key: String
    public var value: String

    public init(_ key: String, _ value: String) {
      self.key = key
      self.value = value
    }
  }

  public var formatVersion: Int
  public var header: [Field]
  /// The grid's width in cells (the frame's inner width).
  public var width: Int
  /// The grid's rows, escaped, without the frame.
  public var rows: [String]
  public var styleRuns: [SnapshotStyleRun]
  /// Finding lines (`severity[CODE] location: message`, and indented `help:` lines).
  public var findings: [String]

  public init(
    formatVersion: Int = SnapshotHeader.currentFormatVersion, header: [Field], width: Int, rows: [String],
    styleRuns: [SnapshotStyleRun], findings: [String]
  ) {
    self.formatVersion = formatVersion
    self.header = header
    self.width = width
    self.rows = rows
    self.styleRuns = styleRuns
    self.findings = findings
  }

  /// The snapshot of a rendered grid and its findings. `includeStyles: false` leaves the
  /// `styles:` section out.
  public init(header: SnapshotHeader, grid: Grid, findings: [Finding], includeStyles: Bool = true) {
    self.init(
      formatVersion: header.formatVersion, header: header.fields.map { Field($0.key, $0.value) },
      width: grid.width, rows: SnapshotDocument.escapedRows(of: grid),
      styleRuns: includeStyles ? SnapshotStyleRun.runs(in: grid) : [],
      findings: findings.flatMap(SnapshotDocument.findingLines))
  }

  /// The file's text, ending with a newline.
  public var text: String { String(decoding: utf8Text, as: UTF8.self) }

  /// The file's text in UTF-8, as written to disk: what a stored file's bytes are compared with.
  public var utf8Text: [UInt8] {
    var file = SnapshotFileText(
      formatVersion: formatVersion, header: header.map { ($0.key, $0.value) }, width: width, rows: rows.count,
      extraLines: styleRuns.count + findings.count)
    for row in rows { file.row(row) }
    file.endGrid()
    for run in styleRuns {
      file.styleRun(
        row: run.row, firstColumn: run.firstColumn, lastColumn: run.lastColumn, styleBits: run.style.bits)
    }
    file.findings(findings)
    return file.finish()
  }

  /// `SnapshotDocument(header:grid:findings:includeStyles:).utf8Text`, written straight from
  /// the grid's cells, without building the document's rows and runs: the bytes a stored file
  /// is compared with first, in every case of a run. `findingLines` are the findings'
  /// `findingLines(_:)`, in order.
  public static func utf8Text(
    header: SnapshotHeader, grid: Grid, findingLines lines: [String], includeStyles: Bool = true
  ) -> [UInt8] {
    var file = SnapshotFileText(
      formatVersion: header.formatVersion, header: header.fields, width: grid.width, rows: grid.height,
      extraLines: lines.count + (includeStyles ? grid.height : 0))
    for y in 0..<grid.height { file.row(y, of: grid) }
    file.endGrid()
    if includeStyles {
      SnapshotStyleRun.forEachRun(in: grid) { row, first, last, bits in
        file.styleRun(row: row, firstColumn: first, lastColumn: last, styleBits: bits)
      }
    }
    file.findings(lines)
    return file.finish()
  }

  /// The grid's rows, each cell's text escaped (as for findings, the line and paragraph
  /// separators too).
  static func escapedRows(of grid: Grid) -> [String] {
    (0..<grid.height).map { y in
      var row = ""
      for x in 0..<grid.width { row += TerminalSafe.escape(grid[x, y].text) }
      return row
    }
  }

  /// The lines one finding takes: `severity[CODE] location: message`, then `  help: …`,
  /// escaped (`TerminalSafe.escape` also escapes the line and paragraph separators U+2028 and
  /// U+2029, which some editors treat as line breaks).
  public static func findingLines(_ finding: Finding) -> [String] {
    var head = "\(finding.severity)[\(finding.code.id)]"
    if let location = locationText(finding.location) { head += " \(location)" }
    var lines = [TerminalSafe.escape(head + ": " + finding.message)]
    if let help = finding.help { lines.append(indent + TerminalSafe.escape("help: " + help)) }
    return lines
  }

  /// Where a finding points, in what a user sees or is told: the region, the layout file (its
  /// name, without directories), the push. Never a line or column, so a comment added to a
  /// layout changes no snapshot; the message and the code say which finding it is.
  private static func locationText(_ location: FindingLocation) -> String? {
    switch location {
    case .source(let span):
      return span.file.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init)
        ?? span.file
    case .region(let region, _): return region.rawValue
    case .push(let number, let keyPath): return "push \(number)" + (keyPath.map { " \($0)" } ?? "")
    case .none: return nil
    }
  }

  static let indent = "  "
  static let stylesTitle = "styles:"
  static let findingsTitle = "findings:"
  static let noFindingsTitle = "findings: none"
  static let horizontal = "─"
  static let vertical = "│"
  static let topLeft = "┌"
  static let topRight = "┐"
  static let bottomLeft = "└"
  static let bottomRight = "┘"
}
