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
    // Written as bytes into one buffer: a snapshot is thousands of short pieces, and joining
    // them as `String`s was most of the time `snapshot --verify` spent on a case.
    var out: [UInt8] = []
    out.reserveCapacity(256 + (rows.count + 2) * (3 * width + 8) + (styleRuns.count + findings.count) * 32)
    // A string's bytes copied from its contiguous storage (the generic `append(contentsOf:)`
    // of a `UTF8View` goes byte by byte).
    func put(_ piece: String) {
      if piece.utf8.withContiguousStorageIfAvailable({ out.append(contentsOf: $0) }) == nil {
        out.append(contentsOf: piece.utf8)
      }
    }
    func line(_ pieces: String...) {
      for piece in pieces { put(piece) }
      out.append(UInt8(ascii: "\n"))
    }
    func frame(_ left: String, _ right: String) {
      put(left)
      let horizontal = Array(SnapshotDocument.horizontal.utf8)
      for _ in 0..<width { out += horizontal }
      line(right)
    }
    line(SnapshotHeader.magicLine(version: formatVersion))
    for field in header { line(field.key, ": ", field.value) }
    line()
    frame(SnapshotDocument.topLeft, SnapshotDocument.topRight)
    for row in rows {
      put(SnapshotDocument.vertical)
      put(row)
      line(SnapshotDocument.vertical)
    }
    frame(SnapshotDocument.bottomLeft, SnapshotDocument.bottomRight)
    if !styleRuns.isEmpty {
      line()
      line(SnapshotDocument.stylesTitle)
      // A sheet has hundreds of runs in a few styles: each style's part is written once.
      var attributeTexts: [Style: [UInt8]] = [:]
      for run in styleRuns {
        let attributes: [UInt8]
        if let written = attributeTexts[run.style] {
          attributes = written
        } else {
          attributes = Array(SnapshotStyleRun.attributeText(of: run.style).utf8)
          attributeTexts[run.style] = attributes
        }
        put(SnapshotDocument.indent)
        run.write(attributes: attributes, into: &out)
        out.append(UInt8(ascii: "\n"))
      }
    }
    line()
    if findings.isEmpty {
      line(SnapshotDocument.noFindingsTitle)
    } else {
      line(SnapshotDocument.findingsTitle)
      for finding in findings { line(SnapshotDocument.indent, finding) }
    }
    return out
  }

  /// The grid's rows, escaped.
  static func escapedRows(of grid: Grid) -> [String] {
    (0..<grid.height).map { y in
      grid.withStoredCells(inRow: y) { plainRow($0) } ?? escapedRow(y, of: grid)
    }
  }

  /// The row's text when every cell is empty or one scalar that escaping keeps (nearly every
  /// row: ASCII, box drawing, `·`, `×`, `…`, lone pictographs), written straight into the
  /// string's storage. Nil otherwise.
  private static func plainRow(_ cells: UnsafeBufferPointer<Grid.Packed>) -> String? {
    var allPlain = true
    let row = String(unsafeUninitializedCapacity: 4 * cells.count) { buffer in
      var count = 0
      for cell in cells {
        let value = cell.glyph
        if value >= 0x20 && value <= 0x7E {
          buffer[count] = UInt8(truncatingIfNeeded: value)
          count += 1
        } else if value >= 0x2500 && value <= 0x25BF {
          // Box drawing, block elements, geometric shapes (every frame and bar), without a
          // table lookup. In UTF-8: E2, then two continuation bytes.
          buffer[count] = 0xE2
          buffer[count + 1] = 0x80 | UInt8(truncatingIfNeeded: (value >> 6) & 0x3F)
          buffer[count + 2] = 0x80 | UInt8(truncatingIfNeeded: value & 0x3F)
          count += 3
        } else if let scalar = cell.scalar, TerminalSafe.isKeptAlone(value) {
          for byte in scalar.utf8 {
            buffer[count] = byte
            count += 1
          }
        } else if value != Grid.Packed.empty {
          allPlain = false
          return 0
        }
      }
      return count
    }
    return allPlain ? row : nil
  }

  /// Any row, cell by cell, escaping what is not plain.
  private static func escapedRow(_ y: Int, of grid: Grid) -> String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(3 * grid.width)
    for x in 0..<grid.width {
      let text = grid[x, y].text
      if !text.isEmpty { bytes += escapeLineBreaks(TerminalSafe.escape(text)).utf8 }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The lines one finding takes: `severity[CODE] location: message`, then `  help: …`.
  public static func findingLines(_ finding: Finding) -> [String] {
    var head = "\(finding.severity)[\(finding.code.id)]"
    if let location = locationText(finding.location) { head += " \(location)" }
    var lines = [escapeLineBreaks(TerminalSafe.escape(head + ": " + finding.message))]
    if let help = finding.help {
      lines.append(indent + escapeLineBreaks(TerminalSafe.escape("help: " + help)))
    }
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

  /// Escapes the Unicode line and paragraph separators, which some editors treat as line breaks.
  private static func escapeLineBreaks(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: { $0.value == 0x2028 || $0.value == 0x2029 }) else {
      return text
    }
    var out = ""
    for scalar in text.unicodeScalars {
      if scalar.value == 0x2028 || scalar.value == 0x2029 {
        out += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
      } else {
        out.unicodeScalars.append(scalar)
      }
    }
    return out
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
