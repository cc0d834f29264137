import Testing

@testable import IsletCanvas
@testable import IsletDevices
@testable import IsletModel
@testable import IsletPlacement
@testable import IsletSheet

@Suite struct SheetRendererTests {
  typealias F = SheetFixture
  static let environment = RenderEnvironment(now: Instant(secondsSinceReferenceDate: 0))

  func render(
    small: Bool = true, orientation: Orientation = .portrait, presentation: Presentation? = nil,
    priority: [Region: Double] = [:]
  ) -> RenderedSheet {
    SheetRenderer.render(
      SheetRequest(
        viewing: ViewingConditions(orientation: orientation), environment: Self.environment,
        regionPriority: priority,
        presentation: presentation, content: F.delivery(small: small)))
  }

  /// The sheet's rows without trailing blanks.
  func lines(_ sheet: RenderedSheet) -> [String] {
    (0..<sheet.grid.height).map { row in
      var line = sheet.grid.rowText(row)
      while line.hasSuffix(" ") { line.removeLast() }
      return line
    }
  }

  @Test func islandAndLockScreenSnapshot() {
    let sheet = render()
    #expect(
      Array(lines(sheet).prefix(20)) == [
        "iPhone 16 Pro · portrait · large · 8×20 pt/cell",
        "Lock Screen · 42×3 of 42×2–6 · 14-pt margins",
        "╭──────────────────────────────────────────────╮",
        "│                                              │",
        "│  🚲 Picked up                         12:00  │",
        "│  Luigi's → 221B Baker St                     │",
        "│  █████████████████████░░░░░░░░░░░░░░░░░░░░░  │",
        "│                                              │",
        "╰──────────────────────────────────────────────╯",
        "",
        "Compact · leading 6 · camera 16 · trailing 6",
        "▐🚲                     12:00▌",
        "",
        "Minimal · attached, detached · 4 of 4–5",
        "▐ 🚲                 ▌ ▐ 🚲 ▌",
        "",
        "Expanded · 46×4 of 4–8 · leading 15 · trailing 15",
        "▐🚲 Picked up                     221B Baker St▌",
        "▐             Mario is on the way              ▌",
        "▐██████████████████░░░░░░░░░░░░░░░░░░░░░░░░░░░░▌",
      ])
    #expect(sheet.findings.isEmpty)
  }

  @Test func islandCellsAreWhiteOnBlack() {
    let grid = render(presentation: .compact).grid
    #expect(grid[0 + 1, 2].style == SheetRenderer.islandStyle)
    #expect(grid[10, 2].style == SheetRenderer.islandStyle)
    #expect(grid[0, 2].style == SheetRenderer.capStyle)
  }

  @Test func presentationFilterRendersOnlyThatOne() {
    #expect(
      lines(render(presentation: .compact)) == [
        "iPhone 16 Pro · portrait · large · 8×20 pt/cell",
        "Compact · leading 6 · camera 16 · trailing 6",
        "▐🚲                     12:00▌",
      ])
  }

  @Test func smallFamilyRendersEachDistinctSizeOnce() {
    let text = lines(render(presentation: .small)).joined(separator: "\n")
    #expect(text.contains("Small family (Apple Watch Smart Stack, CarPlay)"))
    #expect(text.contains("Watch 44 mm, CarPlay 170×78 · 21×3"))
    #expect(text.contains("Watch 45 mm, Watch 49 mm · 23×4"))
    #expect(text.split(separator: "\n").count { $0.contains("Picked up") } == 6)
  }

  @Test func aWiderFlowPutsMoreSmallSizesSideBySide() {
    var request = SheetRequest(
      environment: Self.environment, presentation: .small, content: F.delivery(small: true))
    let narrow = SheetRenderer.render(request)
    request.flowWidth = 100
    let wide = SheetRenderer.render(request)
    #expect(wide.grid.height < narrow.grid.height)
    #expect(wide.grid.width <= 100)
    // The same six renderings, the same findings: only their places change.
    #expect(lines(wide).joined().count { $0 == "🚲" } == 6)
    #expect(wide.findings == narrow.findings)
  }

  @Test func withoutASmallRegionTheCompactSlotsAreCombinedAndSaidSo() {
    let text = lines(render(small: false, presentation: .small)).joined(separator: "\n")
    #expect(text.contains("no small region: iOS shows compact leading + trailing"))
    #expect(text.contains("│🚲            12:00│"))
  }

  @Test func landscapeUsesLimitedWidthSlots() {
    let sheet = render(orientation: .landscape, presentation: .compact)
    #expect(
      lines(sheet)[1]
        == "Compact · leading 4 · camera 16 · trailing 4 · landscape, limited width (assumed size)")
    #expect(lines(sheet)[2] == "▐🚲                    🚲▌")
  }

  @Test func leadingPriorityWidensLeadingToWhatTrailingLeaves() {
    let sheet = render(presentation: .expanded, priority: [.expandedLeading: 1])
    #expect(lines(sheet)[1] == "Expanded · 46×4 of 4–8 · leading 17 · trailing 13")
  }

  @Test func centerAvoidsATallLeadingRegion() {
    let scale = Scale.standard
    let trees: [Region: PlacementTree] = [
      .expandedLeading: PlacementTree(F.vstack([F.text("a"), F.text("b")]), scale: scale),
      .expandedCenter: PlacementTree(F.text("center"), scale: scale),
    ]
    let placement = ExpandedPlacement(
      budget: CellBudget(width: 46, minHeight: 4, maxHeight: 8), cameraGap: 16, cameraRows: 1, trees: trees,
      priorities: [:], widthOverrides: { _ in nil })
    let center = placement.slots.first { $0.region == .expandedCenter }
    #expect(center?.rect == Rect(x: 15, y: 1, width: 31, height: 1))
    let first = ExpandedPlacement(
      budget: CellBudget(width: 46, minHeight: 4, maxHeight: 8), cameraGap: 16, cameraRows: 1, trees: trees,
      priorities: [.expandedCenter: 2], widthOverrides: { _ in nil })
    #expect(
      first.slots.first { $0.region == .expandedCenter }?.rect == Rect(x: 0, y: 2, width: 46, height: 1))
  }

  @Test func expandedContentBelowTheHeightCapIsClippedAndReported() {
    let tall = F.vstack((1...9).map { F.text("line \($0)") })
    let sheet = SheetRenderer.render(
      SheetRequest(
        environment: Self.environment, presentation: .expanded,
        content: { region, _ in region == .expandedBottom ? tall : nil }))
    #expect(sheet.grid.height == 2 + 8)
    #expect(sheet.findings.map(\.code.id) == ["R002"])
    #expect(sheet.findings[0].message.contains("160-pt height cap"))
    #expect(sheet.findings[0].location == .region(.expandedBottom, source: nil))
  }

  @Test func findingsNameTheVariantOfARegionRenderedAtSeveralSizes() {
    let long = F.text("Your order has been picked up") { $0.lineLimit = 1 }
    let sheet = SheetRenderer.render(
      SheetRequest(
        environment: Self.environment, presentation: .small,
        content: { region, _ in region == .small ? long : nil }))
    #expect(sheet.findings.count == 4)
    #expect(sheet.findings[0].message.hasSuffix("(small, Watch 40 mm)"))
    #expect(sheet.findings[2].message.hasSuffix("(small, Watch 44 mm, CarPlay 170×78)"))
  }

  @Test func minimalFindingsAreReportedOnceForBothVariants() {
    let sheet = SheetRenderer.render(
      SheetRequest(
        environment: Self.environment, presentation: .minimal,
        content: { region, _ in region == .minimal ? F.text("12:34:56") : nil }))
    #expect(sheet.findings.count == 1)
    #expect(sheet.findings[0].message.hasSuffix("(minimal, attached and detached)"))
  }

  @Test func renderingIsDeterministic() {
    #expect(render() == render())
  }
}
