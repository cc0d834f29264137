import Testing

@testable import IsletCanvas
@testable import IsletDevices
@testable import IsletFindings
@testable import IsletPlacement

/// A region shares the tree's current measurement when its root answers every wider proposal
/// alike and the region is at least as wide (`PlacementTree.beginMeasuring(width:)`): it must
/// draw exactly what a measurement of its own draws, and report the same.
@Suite struct SharedMeasurementTests {
  typealias F = SheetFixture

  /// Trees whose answers hold for wider proposals (texts whole on one line, symbols, stacks of
  /// them) and trees whose answers do not (spacers, wrapping text, frames, padding, bars).
  static let trees: [(name: String, node: ViewNode)] = [
    (
      "small delivery",
      F.hstack([F.symbol("bicycle"), F.vstack([F.text("Picked up", { $0.bold = true }), F.text("12:34")])])
    ),
    ("one text", F.text("Heading to SFO")),
    ("symbol", F.symbol("bicycle")),
    ("row of texts", F.hstack([F.text("ab"), F.text("Heading to SFO"), F.text("9:31")])),
    ("spaced column", F.vstack([F.text("one two"), F.text("three")], spacing: 6)),
    ("spacer", F.hstack([F.text("ab"), F.spacer, F.text("cd")])),
    ("wrapping", F.vstack([F.text("one two three four five six seven"), F.text("9:31")])),
    ("frame", F.hstack([F.text("ab", { $0.frameMaxWidth = 90 }), F.text("cd")])),
    ("padding", F.vstack([F.text("ab", { $0.padding = EdgeInsets(leading: 4) }), F.text("cd")])),
    ("bar", F.vstack([F.text("ab"), ViewNode(.progress(fraction: 0.5))])),
    (
      "nested",
      F.hstack([F.vstack([F.symbol("bicycle"), F.text("12 min")]), F.hstack([F.text("ab"), F.text("cd")])])
    ),
  ]

  /// Region widths in the order they are measured: the small family's, then narrower and wider
  /// ones around the widths at which the trees' texts stop fitting.
  static let widths: [Double] = [152, 165, 173, 184, 191, 240, 240, 170, 40, 64, 100, 30, 300]

  @Test func aSharedMeasurementDrawsAndReportsAsItsOwn() {
    for (name, node) in Self.trees {
      for fixedHeight in [true, false] {
        let shared = PlacementTree(node, scale: .standard)
        let regions = Self.widths.map { Self.region(shared, width: $0, fixedHeight: fixedHeight) }
        for (width, region) in zip(Self.widths, regions) {
          let own = Self.region(PlacementTree(node, scale: .standard), width: width, fixedHeight: fixedHeight)
          #expect(region.contentSize == own.contentSize, "\(name) at \(width) pt")
          let (sharedGrid, sharedFindings) = Self.draw(region)
          let (ownGrid, ownFindings) = Self.draw(own)
          #expect(sharedGrid.plainText == ownGrid.plainText, "\(name) at \(width) pt")
          #expect(sharedFindings.map(\.message) == ownFindings.map(\.message), "\(name) at \(width) pt")
        }
      }
    }
  }

  /// The small family's tree is measured once for its eight sizes, the narrowest first; a
  /// tree with a spacer is measured for each.
  @Test func theSmallFamilysWiderSizesShareTheNarrowestsMeasurement() {
    func blocks(_ node: ViewNode) -> Int {
      let tree = PlacementTree(node, scale: .standard)
      for width in Self.widths.prefix(8) { _ = Self.region(tree, width: width, fixedHeight: true) }
      return tree.storage.answers.count / tree.itemRange.count
    }
    #expect(blocks(Self.trees[0].node) == 1)
    #expect(blocks(Self.trees[5].node) == 8)
  }

  /// A region of `tree` `width` points wide, 78 points tall (fixed, as the small family's), or
  /// hugging its content up to that.
  static func region(_ tree: PlacementTree, width: Double, fixedHeight: Bool) -> RegionPlacement {
    RegionPlacement(
      tree: tree, budget: PointBudget(width: width, minHeight: fixedHeight ? 78 : 0, maxHeight: 78),
      alignment: .center)
  }

  static func draw(_ region: RegionPlacement) -> (grid: Grid, findings: [Finding]) {
    let size = Size(
      width: Scale.standard.columns(budget: region.budget.width), height: region.rows(.standard))
    var canvas = RegionCanvas(grid: Grid(size: size, fill: .blank(.plain)))
    region.draw(
      at: Point(x: 0, y: 0), clip: Rect(x: 0, y: 0, width: size.width, height: size.height), canvas: &canvas)
    return (canvas.grid, canvas.sink.findings)
  }
}
