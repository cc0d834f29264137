import IsletCanvas
import IsletDevices
import IsletModel

/// One region's view laid out in its budget in points: measured once, then drawn wherever the
/// sheet puts it.
///
/// The region hugs its content, as a Live Activity's presentations do: it proposes its width
/// and, for the height, the content's ideal height up to the budget's maximum (so spacers keep
/// their minimum length unless the presentation's height is fixed: compact, minimal, the small
/// family). What the content needs beyond the budget is clipped and reported, in points.
package struct RegionPlacement {
  let tree: PlacementTree?
  package let budget: PointBudget
  /// Where content sits when it is smaller than the region.
  let alignment: Alignment
  /// What the content answered to the region's proposal, in points, and the rows it is drawn in.
  package let contentSize: PointSize
  /// Where the tree keeps this region's answers (`PlacementTree.beginMeasuring`).
  private let measurement: PlacementTree.Measurement

  package init(tree: PlacementTree?, budget: PointBudget, alignment: Alignment) {
    self.tree = tree
    self.budget = budget
    self.alignment = alignment
    guard let tree, let root = tree.root else {
      contentSize = .zero
      measurement = PlacementTree.Measurement(answers: 0)
      return
    }
    let shared: PointSize?
    (measurement, shared) = tree.beginMeasuring(width: budget.width)
    // A measurement shared with a narrower region answers this one alike, whatever its height.
    if let shared {
      contentSize = shared
      return
    }
    if budget.minHeight < budget.maxHeight {
      // Hugging: the content at its ideal height (spacers at their minimum) when that fits
      // under the cap, else the cap.
      let ideal = tree.measure(root, .init(width: budget.width, height: nil))
      if ideal.height <= budget.maxHeight + TextLayout.tolerance {
        contentSize = ideal
        return
      }
    }
    contentSize = tree.measure(root, .init(width: budget.width, height: budget.maxHeight))
  }

  /// The region's height in points: the content's within the budget's range.
  package var height: Double { min(max(contentSize.height, budget.minHeight), budget.maxHeight) }

  /// The rows the region is drawn in: the content's rows (only those above the height cap when
  /// it is clipped), at least the rows the budget's minimum height fills.
  package func rows(_ scale: Scale) -> Int {
    var rows = contentSize.rows
    if contentSize.height > budget.maxHeight + TextLayout.tolerance, contentSize.height > 0 {
      rows = Int((Double(rows) * budget.maxHeight / contentSize.height).rounded(.down))
    }
    // Absurd lengths (a frame or padding of 1e18 pt) stop at the grid's limit, as budgets do.
    return min(max(rows, scale.rows(budget: budget.minHeight)), Scale.maximumCells)
  }

  /// Draws the content from cell `origin` (the caller has painted the region's background in
  /// `clip`, its cells), reporting what does not fit.
  package func draw(at origin: Point, clip: Rect, canvas: inout RegionCanvas) {
    canvas.clip = clip
    canvas.origin = origin
    canvas.pointsPerColumn =
      clip.size.width > 0 && budget.width > 0
      ? budget.width / Double(clip.size.width) : canvas.scale.pointsPerColumn
    // The tree is read through `tree?` at each use, not bound (`guard let tree`): binding it
    // copied the whole placement for the calls, retaining and releasing the tree (~85
    // instructions a region).
    guard let root = tree?.root else { return }
    // The tree may have been measured for another region since (the small family's sizes share
    // one): put back this region's measurements, so every view is placed as it answered here.
    tree?.restoreMeasurements(of: measurement)
    let region = PointRect(x: 0, y: 0, width: budget.width, height: height)
    let placed = PlacementTree.align(contentSize, in: region, alignment)
    let rowOffset = PlacementTree.alignRows(contentSize.rows, in: clip.size.height, alignment.vertical)
    tree?.place(root, in: placed, row: origin.y + rowOffset, rows: contentSize.rows, canvas: &canvas)
    canvas.drawQueuedLines()
    // The root's source is read only for a finding: a copy of it retains its file name.
    if contentSize.width > budget.width + TextLayout.tolerance {
      canvas.report(
        .clippedWidth,
        "content needs \(canvas.points(contentSize.width)), \(canvas.region) has \(canvas.points(budget.width)); "
          + "\(Device.number(contentSize.width - budget.width, decimals: 1)) pt clipped",
        source: tree?.storage.origins[root],
        help: "drop or shrink what cannot truncate (symbols, fixed frames, padding)",
        besideStandIn: tree?.holdsStandIn == true)
    }
    if contentSize.height > budget.maxHeight + TextLayout.tolerance {
      canvas.report(
        .clippedHeight,
        "content needs \(Device.number(contentSize.height, decimals: 1)) pt, \(canvas.region) has "
          + "\(Device.number(budget.maxHeight, decimals: 1)) pt; "
          + "\(Device.number(contentSize.height - budget.maxHeight, decimals: 1)) pt clipped",
        source: tree?.storage.origins[root],
        help: "remove lines, or give long text a lineLimit so it truncates visibly",
        besideStandIn: tree?.holdsStandIn == true)
    }
  }
}

extension PlacementTree {
  /// Reports what the tree's content itself gets wrong, once per tree whatever the number of
  /// renderings: values over the evaluation budget, symbols without a glyph.
  package func reportContentFindings(_ canvas: inout RegionCanvas) {
    for (reason, origin) in overBudgetViews {
      canvas.report(
        .valueOverEvaluationBudget, "\(reason); shown empty", source: origin,
        help: "a `let` that repeats another (`let b = a + a`) doubles its size; build the text once")
    }
    for (name, origin) in unknownSymbols {
      let help = SymbolGlyphs.suggestion(for: name).map { "if it is a typo: did you mean `\($0)`?" }
      canvas.report(
        .symbolWithoutGlyph,
        "SF Symbol “\(TerminalSafe.escape(name))” is not in islet's table; drawn as \(SymbolGlyphs.placeholder)",
        source: origin,
        help: help ?? "`islet symbols` lists the \(SymbolGlyphs.entries.count) symbols islet draws")
    }
  }
}
