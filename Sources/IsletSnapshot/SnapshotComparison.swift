import IsletCanvas
import IsletModel

/// How a stored snapshot differs from the one just rendered: which header fields changed,
/// where the grid first changed (row and cell column), whether styles or findings changed,
/// and a unified diff of the whole file.
public struct SnapshotComparison: Hashable, Sendable {
  /// A header field whose value changed, appeared (`stored == nil`) or disappeared; key and
  /// values escaped (`TerminalSafe.escape`).
  public struct HeaderChange: Hashable, Sendable {
    public var key: String
    public var stored: String?
    public var rendered: String?

    public init(key: String, stored: String?, rendered: String?) {
      self.key = key
      self.stored = stored
      self.rendered = rendered
    }
  }

  /// A grid position, 1-based, in cells.
  public struct GridPosition: Hashable, Sendable {
    public var row: Int
    public var column: Int

    public init(row: Int, column: Int) {
      self.row = row
      self.column = column
    }
  }

  /// Set when the stored file could not be read at all.
  public var unreadable: SnapshotDocument.ParseError?
  public var headerChanges: [HeaderChange] = []
  /// The stored and rendered grid sizes, when they differ.
  public struct SizeChange: Hashable, Sendable {
    public var stored: Size
    public var rendered: Size

    public init(stored: Size, rendered: Size) {
      self.stored = stored
      self.rendered = rendered
    }
  }

  /// Set when the grid size changed.
  public var sizeChange: SizeChange?
  public var firstGridChange: GridPosition?
  public var stylesChanged = false
  public var findingsChanged = false
  /// The unified diff of the stored file (`---`) against the rendered one (`+++`); when the
  /// grid changed and both grids fit the terminal, the grids side by side and the diff of the
  /// other lines (header, styles, findings).
  public var diff: String

  /// Compares a stored file's text with a freshly rendered document; nil when they match
  /// (line-end style and a missing final newline do not count). `sideBySideWidth` is the
  /// terminal's width when the report goes to one (nil: always a unified diff).
  public static func compare(
    stored: String, rendered: SnapshotDocument, storedLabel: String, renderedLabel: String,
    sideBySideWidth: Int? = nil
  ) -> SnapshotComparison? {
    let renderedText = rendered.text
    if stored == renderedText { return nil }
    let document: SnapshotDocument
    do {
      document = try SnapshotDocument.parse(stored)
    } catch {
      return SnapshotComparison(
        unreadable: error,
        diff: SnapshotDiff.unified(
          old: SnapshotDocument.lines(of: stored), new: SnapshotDocument.lines(of: renderedText),
          oldLabel: storedLabel, newLabel: renderedLabel))
    }
    if document == rendered { return nil }
    var comparison = SnapshotComparison(
      diff: SnapshotDiff.unified(
        old: SnapshotDocument.lines(of: document.text), new: SnapshotDocument.lines(of: renderedText),
        oldLabel: storedLabel, newLabel: renderedLabel))
    comparison.headerChanges = headerChanges(document.header, rendered.header)
    let storedSize = Size(width: document.width, height: document.rows.count)
    let renderedSize = Size(width: rendered.width, height: rendered.rows.count)
    if storedSize != renderedSize {
      comparison.sizeChange = SizeChange(stored: storedSize, rendered: renderedSize)
    }
    comparison.firstGridChange = firstChange(document.rows, rendered.rows)
    if comparison.firstGridChange != nil, let width = sideBySideWidth,
      let grids = SnapshotSideBySide.grids(
        old: document.rows, oldWidth: document.width, new: rendered.rows, newWidth: rendered.width,
        oldLabel: "stored", newLabel: "rendered", width: width)
    {
      var withoutGrids = document
      withoutGrids.rows = []
      var renderedWithoutGrids = rendered
      renderedWithoutGrids.rows = []
      comparison.diff =
        grids
        + SnapshotDiff.unified(
          old: SnapshotDocument.lines(of: withoutGrids.text),
          new: SnapshotDocument.lines(of: renderedWithoutGrids.text),
          oldLabel: storedLabel, newLabel: renderedLabel)
    }
    comparison.stylesChanged = document.styleRuns != rendered.styleRuns
    comparison.findingsChanged = document.findings != rendered.findings
    return comparison
  }

  /// One sentence per kind of change, for reports.
  public var summary: [String] {
    var lines: [String] = []
    if let unreadable { lines.append("the stored snapshot is unreadable (\(unreadable)); re-record it") }
    for change in headerChanges {
      lines.append(
        "header `\(change.key)` changed: \(change.stored ?? "(absent)") → \(change.rendered ?? "(absent)")")
    }
    if let sizeChange { lines.append("grid size changed: \(sizeChange.stored) → \(sizeChange.rendered)") }
    if let firstGridChange {
      lines.append("first grid change at row \(firstGridChange.row), column \(firstGridChange.column)")
    }
    if stylesChanged { lines.append("styles changed") }
    if findingsChanged { lines.append("findings changed") }
    return lines
  }

  private static func headerChanges(
    _ stored: [SnapshotDocument.Field], _ rendered: [SnapshotDocument.Field]
  ) -> [HeaderChange] {
    let storedValues = Dictionary(stored.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
    let renderedValues = Dictionary(
      rendered.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
    var keys = rendered.map(\.key)
    keys += stored.map(\.key).filter { renderedValues[$0] == nil }
    var seen = Set<String>()
    return keys.filter { seen.insert($0).inserted && storedValues[$0] != renderedValues[$0] }.map {
      HeaderChange(
        key: TerminalSafe.escape($0), stored: storedValues[$0].map(TerminalSafe.escape),
        rendered: renderedValues[$0].map(TerminalSafe.escape))
    }
  }

  /// The first differing grid cell: the first differing row, and in it the cell column where
  /// the two rows stop agreeing (measured in display cells).
  private static func firstChange(_ stored: [String], _ rendered: [String]) -> GridPosition? {
    for (index, (old, new)) in zip(stored, rendered).enumerated() where old != new {
      var column = 1
      var oldClusters = old.makeIterator()
      for cluster in new {
        guard let oldCluster = oldClusters.next(), oldCluster == cluster else { break }
        column += DisplayWidth.of(cluster)
      }
      return GridPosition(row: index + 1, column: column)
    }
    guard stored.count != rendered.count else { return nil }
    return GridPosition(row: min(stored.count, rendered.count) + 1, column: 1)
  }
}
