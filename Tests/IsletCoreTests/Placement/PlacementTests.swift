import Testing

@testable import IsletCanvas
@testable import IsletDevices
@testable import IsletFindings
@testable import IsletModel
@testable import IsletPlacement

/// Layout of hand-built view trees into fixed budgets.
@Suite struct PlacementTests {
  typealias F = SheetFixture

  /// Renders `node` into a `width`×up-to-`height` region, leading/top aligned: the region
  /// proposes its budget, the view answers with the size it needs, the region places it.
  func render(_ node: ViewNode, width: Int, height: Int = 1) -> (grid: Grid, findings: [Finding]) {
    let tree = PlacementTree(node, scale: .standard)
    let placement = RegionPlacement(
      tree: tree, budget: CellBudget(width: width, minHeight: 1, maxHeight: height), alignment: .topLeading)
    var canvas = RegionCanvas(grid: Grid(size: placement.size, fill: .blank(.plain)))
    canvas.region = .lockScreen
    tree.reportContentFindings(&canvas)
    placement.draw(
      in: Rect(x: 0, y: 0, width: placement.size.width, height: placement.size.height), canvas: &canvas)
    return (canvas.grid, canvas.sink.findings)
  }

  func rows(_ node: ViewNode, width: Int, height: Int = 1) -> [String] {
    render(node, width: width, height: height).grid.plainText.split(
      separator: "\n", omittingEmptySubsequences: false
    )
    .map(String.init)
  }

  @Test func hstackPlacesChildrenWithDefaultSpacingOfOneColumn() {
    #expect(rows(F.hstack([F.text("ab"), F.text("cd")]), width: 8) == ["ab cd   "])
  }

  @Test func spacerPushesSiblingsToTheEdges() {
    #expect(rows(F.hstack([F.text("ab"), F.spacer, F.text("cd")]), width: 8) == ["ab    cd"])
  }

  @Test func aTextBesideASpacerTakesWhatItNeedsAndTheSpacerYields() {
    let node = F.hstack([F.text("Heading to SFO"), F.spacer, F.text("9:31")])
    #expect(rows(node, width: 20) == ["Heading to SFO  9:31"])
    #expect(render(node, width: 20).findings.isEmpty)
    #expect(rows(node, width: 14) == ["Heading … 9:31"])
  }

  @Test func shrinkingTextsShareTheWidthEvenly() {
    let node = F.hstack([F.text("abcdefgh"), F.text("ijklmnop")], spacing: 0)
    #expect(rows(node, width: 8) == ["abc…ijk…"])
  }

  @Test func layoutPriorityKeepsTheHigherChildWhole() {
    let keep = F.text("12:34") { $0.priority = 1 }
    let node = F.hstack([F.text("Picked up by courier"), keep])
    let rendered = render(node, width: 12)
    #expect(rendered.grid.rowText(0) == "Picke… 12:34")
    #expect(rendered.findings.map(\.code) == [.truncatedText])
  }

  @Test func fitsTakesTheFirstChildThatFitsElseTheLast() {
    let node = ViewNode(.fits([F.text("12 minutes away"), F.text("12 min"), F.text("12m")]))
    #expect(rows(node, width: 8) == ["12 min  "])
    #expect(rows(node, width: 2) == ["1…"])
    #expect(render(node, width: 15).findings.isEmpty)
  }

  @Test func fixedFrameWidthCentresAndTruncatesItsContent() {
    let framed = F.text("ab") { $0.frameWidth = 48 }
    #expect(rows(F.hstack([framed, F.text("|")], spacing: 0), width: 8) == ["  ab  | "])
    let narrow = F.text("abcdef") { $0.frameWidth = 32 }
    #expect(rows(narrow, width: 8) == ["abc…    "])
  }

  @Test func maxWidthInfinityFillsTheProposalWithItsAlignment() {
    let node = F.text("ab") {
      $0.frameMaxWidth = .infinity
      $0.frameAlignment = .trailing
    }
    #expect(rows(node, width: 6) == ["    ab"])
  }

  @Test func paddingInsetsContentByRoundedCells() {
    let node = F.text("ab") { $0.padding = EdgeInsets(top: 20, leading: 16, bottom: 0, trailing: 0) }
    #expect(rows(node, width: 5, height: 2) == ["     ", "  ab "])
  }

  @Test func textWrapsAtSpacesByDefault() {
    #expect(rows(F.text("one two three"), width: 7, height: 3) == ["one two", "three  "])
  }

  @Test func lineLimitTruncatesTheLastLineAndReportsLines() {
    let node = F.text("one two three four") { $0.lineLimit = 2 }
    let rendered = render(node, width: 7, height: 3)
    #expect(rendered.grid.rowText(0) == "one two")
    #expect(rendered.grid.rowText(1).hasPrefix("three") && rendered.grid.rowText(1).hasSuffix("…"))
    #expect(rendered.findings.count == 1)
    #expect(rendered.findings[0].message.contains("needs 3 lines of 7 cells"))
  }

  @Test func lineLimitBelowOneMeansOne() {
    #expect(rows(F.text("ab cd") { $0.lineLimit = 0 }, width: 3, height: 2) == ["ab…"])
  }

  @Test func lineLimitIsInheritedFromTheEnclosingStack() {
    var stack = F.vstack([F.text("alpha beta gamma")])
    stack.modifiers.lineLimit = 1
    #expect(rows(stack, width: 8, height: 2) == ["alpha b…"])
  }

  @Test func truncationModesApplyAndInherit() {
    let middle = F.text("abcdefghij") { $0.truncation = .middle }
    let rendered = render(middle, width: 6)
    #expect(DisplayWidth.of(rendered.grid.rowText(0)) == 6)
    #expect(rendered.grid.rowText(0).contains("…"))
  }

  @Test func vstackSpacerFillsTheHeight() {
    let node = F.vstack([F.text("top"), F.spacer, F.text("end")])
    #expect(rows(node, width: 3, height: 4) == ["top", "   ", "   ", "end"])
  }

  @Test func zstackDrawsLaterChildrenInFront() {
    let node = ViewNode(.zstack(alignment: .leading, children: [F.text("aaaa"), F.text("b")]))
    #expect(rows(node, width: 4) == ["baaa"])
  }

  @Test func progressFillsTheProposedWidth() {
    #expect(rows(ViewNode(.progress(fraction: 0.5)), width: 8) == ["████░░░░"])
    #expect(rows(ViewNode(.progress(fraction: .nan)), width: 2) == ["░░"])
  }

  @Test func labelIsSymbolSpaceTitle() {
    #expect(rows(ViewNode(.label(title: "Done", symbol: "checkmark")), width: 6) == ["✓ Done"])
  }

  @Test func truncationFindingCarriesTextNeededBudgetAndSource() {
    let span = SourceSpan(
      file: "delivery.islet", start: SourcePosition(line: 3, column: 5),
      end: SourcePosition(line: 3, column: 20))
    let node = ViewNode(.text("Luigi's Trattoria"), origin: span)
    let finding = render(node, width: 10).findings[0]
    #expect(finding.code.id == "R001")
    #expect(finding.severity == .warning)
    #expect(finding.message == "text “Luigi's Trattoria” truncated: needs 17 cells, has 10")
    #expect(finding.location == .region(.lockScreen, source: span))
  }

  @Test func contentTallerThanTheRegionIsClippedAndReported() {
    let node = F.vstack([F.text("a"), F.text("b"), F.text("c")])
    let rendered = render(node, width: 2, height: 2)
    #expect(rendered.grid.plainText == "a \nb ")
    #expect(rendered.findings.map(\.code.id) == ["R002"])
    #expect(rendered.findings[0].message.contains("needs 3 rows"))
  }

  @Test func symbolsThatCannotShrinkAreClippedAndReported() {
    let node = F.hstack([F.symbol("bicycle"), F.symbol("checkmark")], spacing: 0)
    let rendered = render(node, width: 2)
    #expect(rendered.grid.rowText(0) == "🚲")
    #expect(rendered.findings.map(\.code.id) == ["R003"])
  }

  /// A two-cell placeholder and a note: the name is most likely a real symbol islet lacks.
  @Test func unknownSymbolDrawsAPlaceholderAndNotesIt() {
    let rendered = render(F.symbol("bicycel"), width: 3)
    #expect(rendered.grid.rowText(0) == "？ ")
    #expect(rendered.findings.map(\.code.id) == ["R004"])
    #expect(rendered.findings[0].severity == .note)
    #expect(rendered.findings[0].help == "if it is a typo: did you mean `bicycle`?")
    let real = render(F.symbol("figure.skateboarding"), width: 3).findings
    #expect(real.map(\.message) == ["SF Symbol “figure.skateboarding” is not in islet's table; drawn as ？"])
    #expect(real.first?.help == "`islet symbols` lists the \(SymbolGlyphs.entries.count) symbols islet draws")
  }

  @Test func symbolStyleSuffixesFallBackToTheBaseName() {
    #expect(SymbolGlyphs.glyph(for: "arrow.down.circle.fill") == "⇩")
    #expect(SymbolGlyphs.glyph(for: "house.fill") == "🏠")
    #expect(SymbolGlyphs.glyph(for: "nonsense.fill") == nil)
  }

  @Test func captionFontsRenderDimAndModifiersInherit() {
    var stack = F.vstack([F.text("a") { $0.font = .caption }, F.text("b") { $0.color = .named(.orange) }])
    stack.modifiers.bold = true
    let grid = render(stack, width: 1, height: 2).grid
    #expect(grid[0, 0].style == Style(bold: true, dim: true))
    #expect(grid[0, 1].style == Style(bold: true, foreground: .named(.orange)))
  }

  @Test func hugeLengthsAreClampedInsteadOfTrapping() {
    let node = F.text("a") {
      $0.frameWidth = 1e300
      $0.padding = EdgeInsets(leading: -.infinity)
    }
    #expect(render(node, width: 2).grid.width == 2)
  }
}
