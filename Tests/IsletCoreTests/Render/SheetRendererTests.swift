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
        "Lock Screen · 343×56 of 343×56–132 pt · 14-pt margins",
        "╭──────────────────────────────────────────────╮",
        "│                                              │",
        "│  🚲 Picked up                         12:00  │",
        "│  Luigi's → 221B Baker St                     │",
        "│  ▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▁▁▁▁▁▁▁▁▁▁▁▁▁▁▁▁▁▁▁▁▁  │",
        "│                                              │",
        "╰──────────────────────────────────────────────╯",
        "",
        "Compact · leading 52.33 · camera 125.34 · trailing 52.33 pt",
        "▐🚲                     12:00▌",
        "",
        "Minimal · attached, detached · 36.67 of 36.67–45 pt",
        "▐ 🚲                 ▌ ▐ 🚲 ▌",
        "",
        "Expanded · 371×84 pt of 84–160 · leading 122.83 · trailing 122.83",
        // The caption "221B Baker St" (74 pt) fits its 122.83 pt on the phone; its 9 columns
        // cannot show 13 characters, so it borrows the blank columns to its left.
        "▐🚲 Picked up                     221B Baker St▌",
        "▐             Mario is on the way              ▌",
        "▐▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▁▁▁▁▁▁▁▁▁▁▁▁▁▁▁▁▁▁▁▁▁▁▁▁▁▁▁▁▌",
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
        "Compact · leading 52.33 · camera 125.34 · trailing 52.33 pt",
        "▐🚲                     12:00▌",
      ])
  }

  @Test func smallFamilyRendersEverySizeInPoints() {
    let text = lines(render(presentation: .small)).joined(separator: "\n")
    #expect(text.contains("Small family (Apple Watch Smart Stack, CarPlay)"))
    #expect(text.contains("Watch 44 mm · 173×76.5"))
    #expect(text.contains("CarPlay 170×78 · 170×78"))
    #expect(text.split(separator: "\n").count { $0.contains("Picked up") } == 8)
  }

  @Test func aWiderFlowPutsMoreSmallSizesSideBySide() {
    var request = SheetRequest(
      environment: Self.environment, presentation: .small, content: F.delivery(small: true))
    let narrow = SheetRenderer.render(request)
    request.flowWidth = 100
    let wide = SheetRenderer.render(request)
    #expect(wide.grid.height < narrow.grid.height)
    #expect(wide.grid.width <= 100)
    // The same eight renderings, the same findings: only their places change.
    #expect(lines(wide).joined().count { $0 == "🚲" } == 8)
    #expect(wide.findings == narrow.findings)
  }

  @Test func withoutASmallRegionTheCompactSlotsAreCombinedAndSaidSo() {
    let text = lines(render(small: false, presentation: .small)).joined(separator: "\n")
    #expect(text.contains("no small region: iOS shows compact leading + trailing"))
    #expect(text.contains("│🚲              12:00│"))
  }

  @Test func landscapeUsesLimitedWidthSlots() {
    let sheet = render(orientation: .landscape, presentation: .compact)
    #expect(
      lines(sheet)[1]
        == "Compact · leading 36.67 · camera 125.34 · trailing 36.67 pt · landscape, limited width (assumed size)"
    )
    #expect(lines(sheet)[2] == "▐🚲                    🚲▌")
  }

  @Test func leadingPriorityKeepsTheCameraCentred() {
    // Both sides fit their halves: priority changes nothing, the camera stays in the middle.
    let sheet = render(presentation: .expanded, priority: [.expandedLeading: 1])
    #expect(lines(sheet)[1] == "Expanded · 371×84 pt of 84–160 · leading 122.83 · trailing 122.83")
    #expect(lines(sheet) == lines(render(presentation: .expanded)))
  }

  @Test func centerAvoidsATallLeadingRegion() {
    let scale = Scale.standard
    let trees: [Region: PlacementTree] = [
      .expandedLeading: PlacementTree(F.vstack([F.text("a"), F.text("b")]), scale: scale),
      .expandedCenter: PlacementTree(F.text("center"), scale: scale),
    ]
    func place(_ priorities: [Region: Double]) -> ExpandedPlacement.Slot? {
      var center: ExpandedPlacement.Slot?
      _ = ExpandedPlacement(
        budget: PointBudget(width: 371, minHeight: 84, maxHeight: 160), cameraGap: 125.34,
        cameraHeight: 36.67,
        scale: scale, trees: ExpandedPlacement.Trees { trees[$0] }, priorities: priorities,
        widthOverrides: { _ in nil }
      ) { slot, _ in if slot.region == .expandedCenter { center = slot } }
      return center
    }
    // Two body lines (44 pt) are taller than the 36.67-pt camera row: center starts beside them.
    let center = place([:])
    #expect(center?.rect.x == (371 - 125.34) / 2)
    #expect((center?.row, center?.columns) == (1, 15..<46))
    let first = place([.expandedCenter: 2])
    #expect((first?.rect.x, first?.rect.y, first?.row) == (0, 44, 2))
  }

  @Test func expandedContentBelowTheHeightCapIsClippedAndReported() {
    let tall = F.vstack((1...9).map { F.text("line \($0)") })
    let sheet = SheetRenderer.render(
      SheetRequest(
        environment: Self.environment, presentation: .expanded,
        content: { region, _ in region == .expandedBottom ? tall : nil }))
    // 36.67 pt of camera row, then five of nine 22-pt lines above the 160-pt cap.
    #expect(sheet.grid.height == 2 + 6)
    #expect(lines(sheet)[7].contains("line 5"))
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
    #expect(sheet.findings.count == 8)
    #expect(sheet.findings[0].message.hasSuffix("has 152 pt (19 cells) (small, Watch 40 mm)"))
    #expect(sheet.findings[2].message.hasSuffix("(small, Watch 44 mm)"))
  }

  @Test func minimalFindingsAreReportedOnceForBothVariants() {
    let sheet = SheetRenderer.render(
      SheetRequest(
        environment: Self.environment, presentation: .minimal,
        content: { region, _ in region == .minimal ? F.text("12:34:56") : nil }))
    #expect(sheet.findings.count == 1)
    #expect(sheet.findings[0].message.hasSuffix("(minimal, attached and detached)"))
  }

  /// The composer reserves room for a full sheet's steps and renderings: a sheet of more
  /// moves them to larger allocations and draws every one, in order.
  @Test func stepsAndRenderingsPastTheReservedRoomAreAllDrawn() {
    let request = SheetRequest(
      environment: Self.environment,
      content: { region, _ in region == .lockScreen ? F.text("card") : nil })
    var composer = SheetRenderer.Composer(request)
    let cards = 30
    for _ in 0..<cards { composer.lockScreen() }
    #expect(composer.renderings.count == cards)
    let drawn = lines(composer.finish())
    #expect(drawn.filter { $0.hasPrefix("Lock Screen ·") }.count == cards)
    #expect(drawn.filter { $0.contains("card") }.count == cards)
    #expect(drawn.last?.hasPrefix("╰") == true)
  }

  @Test func renderingIsDeterministic() {
    #expect(render() == render())
  }
}
