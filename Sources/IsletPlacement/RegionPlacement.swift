import IsletCanvas
import IsletDevices
import IsletModel

/// One region's view laid out in its budget: measured once, then drawn wherever the sheet puts
/// it. The region's drawn height is the content's, kept within the budget's height range.
package struct RegionPlacement {
  let tree: PlacementTree?
  package let budget: CellBudget
  /// Where content sits when it is smaller than the region.
  let alignment: Alignment
  /// What the content answered to the budget's proposal.
  package let contentSize: Size

  package init(tree: PlacementTree?, budget: CellBudget, alignment: Alignment) {
    self.tree = tree
    self.budget = budget
    self.alignment = alignment
    if let tree, let root = tree.root {
      contentSize = tree.measure(root, .init(width: budget.width, height: budget.maxHeight))
    } else {
      contentSize = .zero
    }
  }

  /// The rows the region takes: the content's height within the budget's range.
  package var height: Int { min(max(contentSize.height, budget.minHeight), budget.maxHeight) }
  /// The region's full size in cells.
  package var size: Size { Size(width: budget.width, height: height) }

  /// Draws the content in `rect` (usually `size` at some origin; the caller has painted its
  /// background), reporting what does not fit.
  package func draw(in rect: Rect, canvas: inout RegionCanvas) {
    canvas.clip = rect
    guard let tree, let root = tree.root else { return }
    let placed = PlacementTree.align(contentSize, in: rect, alignment)
    tree.place(root, in: placed, canvas: &canvas)
    let source = tree.origins[root]
    if contentSize.width > rect.size.width {
      canvas.report(
        .clippedWidth,
        "content needs \(contentSize.width) columns, \(canvas.region) has \(rect.size.width); "
          + "\(contentSize.width - rect.size.width) clipped",
        source: source, help: "drop or shrink what cannot truncate (symbols, fixed frames, padding)")
    }
    if contentSize.height > rect.size.height {
      canvas.report(
        .clippedHeight,
        "content needs \(contentSize.height) rows, \(canvas.region) has \(rect.size.height); "
          + "\(contentSize.height - rect.size.height) clipped",
        source: source, help: "remove lines, or give long text a lineLimit so it truncates visibly")
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
