import Foundation
import IsletCanvas
import IsletSnapshot

/// `islet-bench snapshot [N]`: formats N snapshot documents from a sheet-sized grid and compares
/// each with its stored text (the work of `islet snapshot --verify` after rendering), and prints
/// snapshots per second.
func snapshotBenchmark(_ arguments: [String]) throws {
  let count = arguments.first.flatMap(Int.init) ?? 10_000
  var grid = Grid(width: 52, height: 40)
  for row in 0..<grid.height {
    grid.write(
      "Row \(row): Picked up · 東京 → 大阪 🚲 3 stops away", x: 1, y: row, style: Style(bold: row % 3 == 0))
  }
  let variant = SnapshotMatrix.standard.variants[0]
  let header = SnapshotHeader(
    layout: "delivery.islet", state: "typical", variant: variant, clock: SnapshotHeader.defaultClock,
    widthTable: "unicode-16.0")
  let stored = SnapshotDocument(header: header, grid: grid, findings: []).text
  var mismatches = 0
  let start = DispatchTime.now().uptimeNanoseconds
  for _ in 0..<count {
    let document = SnapshotDocument(header: header, grid: grid, findings: [])
    if SnapshotComparison.compare(stored: stored, rendered: document, storedLabel: "a", renderedLabel: "b")
      != nil
    {
      mismatches += 1
    }
  }
  let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
  print("snapshot: \(count) format+compare of a 52×40 grid in \(String(format: "%.3f", seconds)) s")
  print("snapshot: \(Int(Double(count) / seconds)) snapshots/s (\(mismatches) mismatches)")
}
