import Foundation
import Testing

@testable import IsletCanvas
@testable import IsletDevices
@testable import IsletFindings
@testable import IsletModel
@testable import IsletPlacement

/// Layout of hand-built view trees into fixed budgets.
@Suite struct PlacementTests {
  typealias F = SheetFixture

  /// Renders `node` into a region `width` points wide and up to `height` points tall (one body
  /// line by default), leading/top aligned: the region proposes its budget, the view answers
  /// with the size it needs, the region places it and draws it into cells (8×20 pt).
  func render(_ node: ViewNode, width: Double, height: Double = 22) -> (grid: Grid, findings: [Finding]) {
    let tree = PlacementTree(node, scale: .standard)
    let placement = RegionPlacement(
      tree: tree, budget: PointBudget(width: width, minHeight: 0, maxHeight: height), alignment: .topLeading)
    let size = Size(width: Scale.standard.columns(budget: width), height: max(1, placement.rows(.standard)))
    var canvas = RegionCanvas(grid: Grid(size: size, fill: .blank(.plain)))
    canvas.region = .lockScreen
    tree.reportContentFindings(&canvas)
    placement.draw(
      at: Point(x: 0, y: 0), clip: Rect(x: 0, y: 0, width: size.width, height: size.height), canvas: &canvas)
    return (canvas.grid, canvas.sink.findings)
  }

  func rows(_ node: ViewNode, width: Double, height: Double = 22) -> [String] {
    render(node, width: width, height: height).grid.plainText.split(
      separator: "\n", omittingEmptySubsequences: false
    )
    .map(String.init)
  }

  // Body text (17 pt, Inter): "ab" 20.1 pt, "cd" 20.0, "Heading to SFO" 126.6, "9:31" 34.0,
  // "12 min" 51.7, "one two" 64.9, "three" 42.4, "…" 14.0.

  @Test func hstackPlacesChildrenInPointsAndDrawsThemAtTheirRoundedColumns() {
    // "ab" ends at 20.1 pt (column 3), the 8-pt spacing puts "cd" at 28.1 pt (column 4).
    #expect(rows(F.hstack([F.text("ab"), F.text("cd")]), width: 64) == ["ab  cd  "])
  }

  @Test func buildingATreeLeavesACopyOfItsViewWhole() {
    // A tree takes its view apart as it builds, moving each stack's children out of their array;
    // an array that a copy of the view still holds (the caller's here, and `row`'s shown twice)
    // is copied first, never emptied: the view draws the same again and is unchanged.
    let row = F.hstack([F.text("ab"), F.spacer, F.text("cd")])
    let node = F.vstack([row, F.text("three"), row])
    let drawn = rows(node, width: 80, height: 66)
    #expect(drawn == ["ab      cd", "three     ", "ab      cd"])
    #expect(rows(node, width: 80, height: 66) == drawn)
    #expect(node == F.vstack([F.hstack([F.text("ab"), F.spacer, F.text("cd")]), F.text("three"), row]))
  }

  @Test func spacerPushesSiblingsToTheEdges() {
    // "cd" ends at the region's edge: drawn against it.
    #expect(rows(F.hstack([F.text("ab"), F.spacer, F.text("cd")]), width: 80) == ["ab      cd"])
  }

  @Test func aTextBesideASpacerTakesWhatItNeedsAndTheSpacerYields() {
    let node = F.hstack([F.text("Heading to SFO"), F.spacer, F.text("9:31")])
    // 126.6 + 8 + 34 = 168.6 pt fits 176 pt.
    #expect(rows(node, width: 176) == ["Heading to SFO    9:31"])
    #expect(render(node, width: 176).findings.isEmpty)
    let narrow = render(node, width: 112)
    #expect(narrow.grid.rowText(0).hasSuffix("9:31"))
    #expect(narrow.grid.rowText(0).contains("…"))
    #expect(narrow.findings.map(\.code) == [.truncatedText])
  }

  @Test func shrinkingTextsShareTheWidthEvenly() {
    let node = F.hstack([F.text("abcdefgh"), F.text("ijklmnop")], spacing: 0)
    // 76.6 pt each in 96 pt: 48 pt each, both truncated.
    let rendered = render(node, width: 96)
    #expect(rendered.grid.rowText(0).count { $0 == "…" } == 2)
    #expect(rendered.findings.count == 2)
  }

  @Test func layoutPriorityKeepsTheHigherChildWhole() {
    let keep = F.text("12:34") { $0.priority = 1 }
    let node = F.hstack([F.text("Picked up by courier"), keep])
    let rendered = render(node, width: 120)
    // The text answers its truncated width; the stack hugs both.
    #expect(rendered.grid.rowText(0) == "Picke…   12:34 ")
    #expect(rendered.findings.map(\.code) == [.truncatedText])
    #expect(rendered.findings[0].message.contains("Picked up by courier"))
  }

  @Test func fitsTakesTheFirstChildThatFitsElseTheLast() {
    let node = ViewNode(.fits([F.text("12 minutes away"), F.text("12 min"), F.text("12m")]))
    #expect(rows(node, width: 64) == ["12 min  "])
    #expect(render(node, width: 136).findings.isEmpty)
    #expect(rows(node, width: 136).first?.hasPrefix("12 minutes away") == true)
    // None fits 24 pt: the last is used and truncated.
    #expect(render(node, width: 24).findings.map(\.code) == [.truncatedText])
  }

  @Test func fixedFrameWidthCentresAndTruncatesItsContent() {
    let framed = F.text("ab") { $0.frameWidth = 48 }
    // "ab" (20.1 pt) centred in 48 pt starts at 13.9 pt (column 2); "|" starts at 48 pt.
    #expect(rows(F.hstack([framed, F.text("|")], spacing: 0), width: 64) == ["  ab  | "])
    let narrow = render(F.text("abcdef") { $0.frameWidth = 32 }, width: 64)
    #expect(narrow.grid.rowText(0).contains("…"))
    #expect(narrow.findings.map(\.code) == [.truncatedText])
  }

  @Test func maxWidthInfinityFillsTheProposalWithItsAlignment() {
    let node = F.text("ab") {
      $0.frameMaxWidth = .infinity
      $0.frameAlignment = .trailing
    }
    #expect(rows(node, width: 48) == ["    ab"])
  }

  @Test func paddingInsetsContentByRoundedCells() {
    let node = F.text("ab") { $0.padding = EdgeInsets(top: 20, leading: 16, bottom: 0, trailing: 0) }
    #expect(rows(node, width: 48, height: 44) == ["      ", "  ab  "])
  }

  @Test func textWrapsAtSpacesInPoints() {
    #expect(rows(F.text("one two three"), width: 72, height: 66) == ["one two  ", "three    "])
    // 64.9 pt does not fit 56 pt: every word on its own line.
    #expect(rows(F.text("one two three"), width: 56, height: 66) == ["one    ", "two    ", "three  "])
  }

  @Test func lineLimitTruncatesTheLastLineAndReportsLines() {
    let node = F.text("one two three four") { $0.lineLimit = 2 }
    let rendered = render(node, width: 72, height: 66)
    #expect(rendered.grid.rowText(0) == "one two  ")
    #expect(rendered.grid.rowText(1).hasPrefix("three") && rendered.grid.rowText(1).contains("…"))
    #expect(rendered.findings.count == 1)
    #expect(rendered.findings[0].message.contains("truncated at 2 lines: needs 3 lines of 72 pt (9 cells)"))
  }

  @Test func lineLimitBelowOneMeansOne() {
    let rendered = render(F.text("ab cd") { $0.lineLimit = 0 }, width: 32, height: 44)
    #expect(rendered.grid.height == 1)
    #expect(rendered.grid.rowText(0).contains("…"))
  }

  @Test func lineLimitIsInheritedFromTheEnclosingStack() {
    var stack = F.vstack([F.text("alpha beta gamma")])
    stack.modifiers.lineLimit = 1
    let rendered = render(stack, width: 96, height: 44)
    #expect(rendered.grid.height == 1)
    #expect(rendered.grid.rowText(0).hasPrefix("alpha") && rendered.grid.rowText(0).contains("…"))
  }

  @Test func truncationModesApplyAndInherit() {
    let middle = F.text("abcdefghij") { $0.truncation = .middle }
    let rendered = render(middle, width: 64)
    #expect(rendered.grid.rowText(0).hasPrefix("ab"))
    #expect(rendered.grid.rowText(0).contains("…"))
    #expect(rendered.grid.rowText(0).trimmingCharacters(in: .whitespaces).hasSuffix("j"))
  }

  @Test func vstackSpacerFillsAFixedHeightAndKeepsItsMinimumOtherwise() {
    let node = F.vstack([F.text("top"), F.spacer, F.text("end")])
    // A fixed 100-pt height: the spacer takes 56 pt, three rows.
    let tree = PlacementTree(node, scale: .standard)
    let fixed = RegionPlacement(
      tree: tree, budget: PointBudget(width: 40, minHeight: 100, maxHeight: 100), alignment: .top)
    #expect(fixed.contentSize.height == 100)
    #expect(fixed.rows(.standard) == 5)
    // A region that hugs its content: the spacer keeps its 8-pt minimum (no row of its own).
    #expect(rows(node, width: 40, height: 132) == ["top  ", "end  "])
  }

  @Test func zstackDrawsLaterChildrenInFront() {
    let node = ViewNode(.zstack(alignment: .leading, children: [F.text("aaaa"), F.text("b")]))
    #expect(rows(node, width: 48) == ["baaa  "])
  }

  @Test func progressFillsTheProposedWidthInThinBlocks() {
    // A linear progress view is 4 pt tall: thin blocks in a row of their own.
    #expect(rows(ViewNode(.progress(fraction: 0.5)), width: 64) == ["▄▄▄▄▁▁▁▁"])
    #expect(rows(ViewNode(.progress(fraction: .nan)), width: 16) == ["▁▁"])
    var framed = ViewNode(.progress(fraction: 0.5))
    framed.modifiers.frameHeight = 6
    let stack = F.vstack([framed, F.text("Volume")])
    #expect(rows(stack, width: 64, height: 66) == ["▄▄▄▄▁▁▁▁", "Volume  "])
  }

  @Test func labelIsSymbolSpaceTitle() {
    #expect(rows(ViewNode(.label(title: "Done", symbol: "checkmark")), width: 80) == [" ✓  Done  "])
  }

  @Test func truncationFindingSaysPointsAndCells() {
    let span = SourceSpan(
      file: "delivery.islet", start: SourcePosition(line: 3, column: 5),
      end: SourcePosition(line: 3, column: 20))
    let node = ViewNode(.text("Luigi's Trattoria"), origin: span)
    let finding = render(node, width: 80).findings[0]
    #expect(finding.code.id == "R001")
    #expect(finding.severity == .warning)
    #expect(
      finding.message == "text “Luigi's Trattoria” truncated: needs 124.6 pt (15 cells), has 80 pt (10 cells)"
    )
    #expect(finding.location == .region(.lockScreen, source: span))
  }

  /// A text that misses its room by less than the stand-in font's error (5 %) may fit on the
  /// phone: the finding says so; a wider miss is stated plainly.
  @Test func aTruncationWithinTheFontErrorSaysThePhoneMayFitIt() {
    let node = ViewNode(.text("Luigi's Trattoria"))
    let borderline = render(node, width: 120).findings[0].message
    #expect(
      borderline == "text “Luigi's Trattoria” truncated: needs 124.6 pt (15 cells), has 120 pt (15 cells); "
        + "within the ±5 % error of islet's stand-in font, so the phone may fit it")
    let clear = render(node, width: 118).findings[0].message
    #expect(clear.hasSuffix("has 118 pt (14 cells)"), "\(clear)")
  }

  @Test func contentTallerThanTheRegionIsClippedAndReported() {
    let node = F.vstack([F.text("a"), F.text("b"), F.text("c")])
    let rendered = render(node, width: 16, height: 44)
    #expect(rendered.grid.plainText == "a \nb ")
    #expect(rendered.findings.map(\.code.id) == ["R002"])
    #expect(rendered.findings[0].message == "content needs 66 pt, lockScreen has 44 pt; 22 pt clipped")
  }

  @Test func symbolsThatCannotShrinkAreClippedAndReported() {
    let node = F.hstack([F.symbol("bicycle"), F.symbol("checkmark")], spacing: 0)
    let rendered = render(node, width: 24)
    #expect(rendered.grid.rowText(0).hasPrefix("🚲"))
    #expect(rendered.findings.map(\.code.id) == ["R003"])
  }

  /// A two-cell placeholder and a note: the name is most likely a real symbol islet lacks.
  @Test func unknownSymbolDrawsAPlaceholderAndNotesIt() {
    let rendered = render(F.symbol("bicycel"), width: 24)
    #expect(rendered.grid.rowText(0) == "？ ")
    #expect(rendered.findings.map(\.code.id) == ["R004"])
    #expect(rendered.findings[0].severity == .note)
    #expect(rendered.findings[0].help == "if it is a typo: did you mean `bicycle`?")
    let real = render(F.symbol("figure.skateboarding"), width: 24).findings
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
    let grid = render(stack, width: 16, height: 44).grid
    #expect(grid[0, 0].style == Style(bold: true, dim: true))
    #expect(grid[0, 1].style == Style(bold: true, foreground: .named(.orange)))
  }

  @Test func paddingBecomesLayoutLengthsAndNoneLeavesAViewPlain() {
    /// The padding of a text's item, each inset's sign, and whether the item is plain.
    func padded(_ insets: EdgeInsets) -> (padding: EdgeInsets, signs: [FloatingPointSign], isPlain: Bool) {
      let tree = PlacementTree(F.text("a") { $0.padding = insets }, scale: .standard)
      let item = tree.items[tree.root ?? 0]
      let padding = item.padding
      return (
        padding, [padding.top, padding.leading, padding.bottom, padding.trailing].map(\.sign), item.isPlain
      )
    }
    let none = padded(EdgeInsets())
    #expect(none.padding == EdgeInsets() && none.signs == [.plus, .plus, .plus, .plus] && none.isPlain)
    // −0 is no padding, as +0 is: the view stays plain, its insets +0.
    let negativeZero = padded(EdgeInsets(top: -0.0, leading: 0, bottom: -0.0, trailing: 0))
    #expect(negativeZero.padding == EdgeInsets() && negativeZero.signs == [.plus, .plus, .plus, .plus])
    #expect(negativeZero.isPlain)
    // NaN and negative insets are 0, huge ones `unbounded`; the rest are kept as given.
    let odd = padded(EdgeInsets(top: -0.0, leading: .nan, bottom: -4, trailing: 1e300))
    #expect(odd.padding == EdgeInsets(trailing: PlacementTree.unbounded) && !odd.isPlain)
    #expect(odd.signs == [.plus, .plus, .plus, .plus])
    // Padding that comes to nothing (negative and NaN insets) leaves the view plain too.
    let nothing = padded(EdgeInsets(top: -3, leading: .nan, bottom: -0.0, trailing: -1))
    #expect(
      nothing.padding == EdgeInsets() && nothing.signs == [.plus, .plus, .plus, .plus] && nothing.isPlain)
    #expect(
      padded(EdgeInsets(top: 2, leading: 3.5, bottom: 4, trailing: 5)).padding
        == EdgeInsets(top: 2, leading: 3.5, bottom: 4, trailing: 5))
  }

  @Test func aStackCountsItsGapsAndWhetherItsChildrenShareOnePriority() {
    /// The root stack's gaps and whether its children have one priority.
    func counted(_ node: ViewNode) -> (gaps: Int, onePriority: Bool) {
      let tree = PlacementTree(node, scale: .standard)
      let item = tree.items[tree.root ?? 0]
      return (item.gapCount, item.childrenShareOnePriority)
    }
    let (a, b, c) = (F.text("a"), F.text("b"), F.text("c"))
    // No gap beside a spacer; a spacer is served after every other view (its own priority).
    #expect(counted(F.hstack([a, F.spacer, b, c])) == (1, false))
    #expect(counted(F.vstack([a, b, c])) == (2, true))
    #expect(counted(F.hstack([F.spacer, F.spacer])) == (0, true))
    #expect(counted(F.hstack([a, F.text("b") { $0.priority = 1 }, c])) == (2, false))
    #expect(
      counted(F.hstack([F.text("a") { $0.priority = 1 }, F.text("b") { $0.priority = 1 }])) == (1, true))
  }

  @Test func hugeLengthsAreClampedInsteadOfTrapping() {
    let node = F.text("a") {
      $0.frameWidth = 1e300
      $0.padding = EdgeInsets(leading: -.infinity)
    }
    let rendered = render(node, width: 16)
    #expect(rendered.grid.width == 2)
    #expect(rendered.findings.map(\.code.id) == ["R003"])
  }
}
