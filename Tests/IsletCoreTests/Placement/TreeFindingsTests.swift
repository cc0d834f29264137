import IsletModel
import Testing

@testable import IsletPlacement

/// A tree's findings (symbols with no glyph, views over the evaluation budget) are its run of
/// its storage's lists: trees sharing one storage each report their own, in source order, and
/// a tree with none reports none.
@Suite struct TreeFindingsTests {
  static func span(line: Int) -> SourceSpan {
    SourceSpan(
      file: "delivery.islet", start: SourcePosition(line: line, column: 1),
      end: SourcePosition(line: line, column: 9))
  }

  static func overBudget(_ reason: String, line: Int) -> ViewNode {
    var node = ViewNode(.text("…"), origin: span(line: line))
    node.overEvaluationBudget = reason
    return node
  }

  @Test func treesSharingAStorageReportTheirOwnFindings() {
    let storage = PlacementStorage()
    let first = PlacementTree(
      ViewNode(
        .hstack(
          spacing: nil, alignment: .center,
          children: [
            ViewNode(.symbol("no.such.symbol"), origin: Self.span(line: 1)),
            Self.overBudget("first", line: 2),
            ViewNode(.symbol("nor.this.one"), origin: Self.span(line: 3)),
          ])),
      scale: .standard, storage: storage)
    let plain = PlacementTree(ViewNode(.text("Picked up")), scale: .standard, storage: storage)
    let last = PlacementTree(
      ViewNode(
        .vstack(
          spacing: nil, alignment: .leading,
          children: [
            Self.overBudget("second", line: 4),
            ViewNode(.symbol("still.unknown"), origin: Self.span(line: 5)),
          ])),
      scale: .standard, storage: storage)

    #expect(first.unknownSymbols.map { $0.name } == ["no.such.symbol", "nor.this.one"])
    #expect(first.unknownSymbols.map { $0.origin } == [Self.span(line: 1), Self.span(line: 3)])
    #expect(first.overBudgetViews.map { $0.reason } == ["first"])
    #expect(first.hasContentFindings)

    #expect(plain.unknownSymbols.isEmpty)
    #expect(plain.overBudgetViews.isEmpty)
    #expect(!plain.hasContentFindings)

    #expect(last.unknownSymbols.map { $0.name } == ["still.unknown"])
    #expect(last.overBudgetViews.map { $0.reason } == ["second"])
    #expect(last.overBudgetViews.map { $0.origin } == [Self.span(line: 4)])
    #expect(last.hasContentFindings)
  }
}
