import IsletCanvas
import IsletFindings
import IsletModel

/// `render --format json`: the grid rows and the findings in one object.
enum RenderJSON {
  static func document(_ grid: Grid, findings: [Finding]) -> String {
    let rows = (0..<grid.height).map { JSONWriter.quoted(grid.rowText($0)) }.joined(separator: ",")
    let items = findings.map(FindingJSON.object).joined(separator: ",")
    return "{\"width\":\(grid.width),\"height\":\(grid.height),\"rows\":[\(rows)],\"findings\":[\(items)]}"
  }
}
