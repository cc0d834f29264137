import Testing

@testable import IsletCanvas
@testable import IsletDevices
@testable import IsletModel
@testable import IsletPlacement
@testable import IsletSheet

/// `.dynamicIsland(verticalPlacement: .belowIfTooWide)`: expanded leading or trailing content
/// too wide for its slot beside the camera moves below the camera row, across the full width,
/// above center and bottom; content that fits stays where it was.
@Suite struct ExpandedPlacementTests {
  typealias F = SheetFixture

  /// A 46-column pill with a 16-column camera gap: 15 columns on each side, one camera row.
  static let budget = CellBudget(width: 46, minHeight: 4, maxHeight: 8)

  /// `node` asking `.dynamicIsland(verticalPlacement: .belowIfTooWide)`.
  static func below(_ node: ViewNode) -> ViewNode {
    var marked = node
    marked.modifiers.verticalPlacement = .belowIfTooWide
    return marked
  }

  static func text(_ string: String, below: Bool = false) -> ViewNode {
    below ? Self.below(F.text(string)) : F.text(string)
  }

  static func place(
    _ nodes: [Region: ViewNode], priorities: [Region: Double] = [:],
    widthOverrides: @escaping (Region) -> Int? = { _ in nil }
  ) -> ExpandedPlacement {
    ExpandedPlacement(
      budget: budget, cameraGap: 16, cameraRows: 1,
      trees: nodes.mapValues { PlacementTree($0, scale: .standard) }, priorities: priorities,
      widthOverrides: widthOverrides)
  }

  static func slot(_ placement: ExpandedPlacement, _ region: Region) -> ExpandedPlacement.Slot? {
    placement.slots.first { $0.region == region }
  }

  /// 21 columns: wider than a 15-column side slot, narrower than the pill.
  static let wide = "Mercedes-Benz EQE 350"

  @Test func contentThatFitsStaysBesideTheCamera() throws {
    let placement = Self.place([
      .expandedLeading: Self.text("8ABC123", below: true), .expandedTrailing: Self.text("in 4 min"),
      .expandedCenter: Self.text("Maria is arriving"),
    ])
    let leading = try #require(Self.slot(placement, .expandedLeading))
    #expect(leading.rect == Rect(x: 0, y: 0, width: 15, height: 1))
    #expect(!leading.isBelowCamera)
    #expect(Self.slot(placement, .expandedCenter)?.rect == Rect(x: 0, y: 1, width: 46, height: 1))
  }

  @Test func tooWideContentWithoutThePlacementStaysBesideTheCameraAndWraps() {
    let placement = Self.place([.expandedLeading: Self.text(Self.wide)])
    #expect(Self.slot(placement, .expandedLeading)?.rect == Rect(x: 0, y: 0, width: 15, height: 2))
    #expect(Self.slot(placement, .expandedLeading)?.isBelowCamera == false)
  }

  @Test func tooWideLeadingMovesBelowTheCameraAcrossTheFullWidth() throws {
    let placement = Self.place([
      .expandedLeading: Self.text(Self.wide, below: true), .expandedTrailing: Self.text("in 4 min"),
    ])
    let leading = try #require(Self.slot(placement, .expandedLeading))
    #expect(leading.rect == Rect(x: 0, y: 1, width: 46, height: 1))
    #expect(leading.isBelowCamera)
    #expect(leading.layout.contentSize.width == Self.wide.count)
    #expect(Self.slot(placement, .expandedTrailing)?.rect == Rect(x: 31, y: 0, width: 15, height: 1))
    #expect(placement.rows == 4)
  }

  @Test func movedContentSitsAboveCenterAndBottom() {
    let placement = Self.place([
      .expandedLeading: Self.below(F.vstack([Self.text("8ABC123"), Self.text(Self.wide)])),
      .expandedCenter: Self.text("Heading to SFO"), .expandedBottom: Self.text("1 Ferry Building"),
    ])
    #expect(Self.slot(placement, .expandedLeading)?.rect == Rect(x: 0, y: 1, width: 46, height: 2))
    #expect(Self.slot(placement, .expandedCenter)?.rect == Rect(x: 0, y: 3, width: 46, height: 1))
    #expect(Self.slot(placement, .expandedBottom)?.rect == Rect(x: 0, y: 4, width: 46, height: 1))
    #expect(placement.rows == 5)
  }

  @Test func aViewInsideTheRegionAsksForThePlacementAsAPreference() {
    let nested = F.vstack([Self.text("8ABC123"), Self.text(Self.wide, below: true)])
    let placement = Self.place([.expandedLeading: nested])
    #expect(Self.slot(placement, .expandedLeading)?.isBelowCamera == true)
  }

  @Test func movedContentGoesBelowATallerSideThatStays() {
    let placement = Self.place([
      .expandedLeading: Self.text(Self.wide, below: true),
      .expandedTrailing: F.vstack([Self.text("in 4"), Self.text("min")]),
    ])
    #expect(Self.slot(placement, .expandedTrailing)?.rect == Rect(x: 31, y: 0, width: 15, height: 2))
    #expect(Self.slot(placement, .expandedLeading)?.rect == Rect(x: 0, y: 2, width: 46, height: 1))
  }

  @Test func bothSidesMoveLeadingFirst() {
    let placement = Self.place([
      .expandedLeading: Self.text(Self.wide, below: true),
      .expandedTrailing: Self.text("Heading to SFO Terminal 2", below: true),
      .expandedCenter: Self.text("center"),
    ])
    #expect(Self.slot(placement, .expandedLeading)?.rect == Rect(x: 0, y: 1, width: 46, height: 1))
    #expect(Self.slot(placement, .expandedTrailing)?.rect == Rect(x: 0, y: 2, width: 46, height: 1))
    #expect(Self.slot(placement, .expandedCenter)?.rect == Rect(x: 0, y: 3, width: 46, height: 1))
  }

  @Test func thePriorityWidenedSlotIsWhatTheContentMustFit() {
    let placement = Self.place(
      [.expandedLeading: Self.text(Self.wide, below: true), .expandedTrailing: Self.text("in 4 min")],
      priorities: [.expandedLeading: 1])
    // Trailing keeps its ideal 8 columns; leading gets the other 22 and the 21-column text fits.
    #expect(Self.slot(placement, .expandedLeading)?.rect == Rect(x: 0, y: 0, width: 22, height: 1))
    #expect(Self.slot(placement, .expandedLeading)?.isBelowCamera == false)
  }

  @Test func movedContentPushedPastTheHeightCapIsClippedAndReported() {
    let tall = F.vstack((1...7).map { Self.text("line \($0)") })
    let sheet = SheetRenderer.render(
      SheetRequest(
        environment: RenderEnvironment(now: Instant(secondsSinceReferenceDate: 0)), presentation: .expanded,
        content: { region, _ in
          switch region {
          case .expandedLeading: Self.text(Self.wide, below: true)
          case .expandedBottom: tall
          default: nil
          }
        }))
    let rows = (0..<sheet.grid.height).map { sheet.grid.rowText($0) }
    #expect(rows[1].hasPrefix("Expanded · 46×8 of 4–8 · leading below"))
    #expect(rows[3].contains(Self.wide))
    #expect(sheet.findings.map(\.code.id) == ["R002"])
    #expect(sheet.findings.first?.location == .region(.expandedBottom, source: nil))
  }
}
