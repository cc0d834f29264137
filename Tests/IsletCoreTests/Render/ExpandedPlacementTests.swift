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

  /// The 371-pt pill with its 125.34-pt camera: 122.83 pt (15 columns) on each side.
  static let budget = PointBudget(width: 371, minHeight: 84, maxHeight: 160)
  static let half = (371 - 125.34) / 2

  /// `node` asking `.dynamicIsland(verticalPlacement: .belowIfTooWide)`.
  static func below(_ node: ViewNode) -> ViewNode {
    var marked = node
    marked.modifiers.verticalPlacement = .belowIfTooWide
    return marked
  }

  static func text(_ string: String, below: Bool = false) -> ViewNode {
    below ? Self.below(F.text(string)) : F.text(string)
  }

  /// A placement, the slots it handed out and their layouts' content widths.
  struct Placed {
    var slots: [ExpandedPlacement.Slot] = []
    var contentWidths: [Region: Double] = [:]
    var height = 0.0
    var rows = 0
  }

  static func place(
    _ nodes: [Region: ViewNode], priorities: [Region: Double] = [:],
    widthOverrides: @escaping (Region) -> Double? = { _ in nil }
  ) -> Placed {
    var placed = Placed()
    let placement = ExpandedPlacement(
      budget: budget, cameraGap: 125.34, cameraHeight: 36.67, scale: .standard,
      trees: ExpandedPlacement.Trees { nodes[$0].map { PlacementTree($0, scale: .standard) } },
      priorities: priorities,
      widthOverrides: widthOverrides
    ) { slot, layout in
      placed.slots.append(slot)
      placed.contentWidths[slot.region] = layout.contentSize.width
    }
    (placed.height, placed.rows) = (placement.height, placement.rows)
    return placed
  }

  static func slot(_ placement: Placed, _ region: Region) -> ExpandedPlacement.Slot? {
    placement.slots.first { $0.region == region }
  }

  /// About 190 pt: wider than a 122.83-pt side slot, narrower than the pill.
  static let wide = "Mercedes-Benz EQE 350"

  @Test func contentThatFitsStaysBesideTheCamera() throws {
    let placement = Self.place([
      .expandedLeading: Self.text("8ABC123", below: true), .expandedTrailing: Self.text("in 4 min"),
      .expandedCenter: Self.text("Maria is arriving"),
    ])
    let leading = try #require(Self.slot(placement, .expandedLeading))
    #expect(leading.rect == PointRect(x: 0, y: 0, width: Self.half, height: 22))
    #expect((leading.row, leading.rows, leading.columns) == (0, 1, 0..<15))
    #expect(!leading.isBelowCamera)
    let center = try #require(Self.slot(placement, .expandedCenter))
    #expect(center.rect == PointRect(x: 0, y: 36.67, width: 371, height: 22))
    #expect((center.row, center.columns) == (1, 0..<46))
  }

  @Test func tooWideContentWithoutThePlacementStaysBesideTheCameraAndWraps() {
    let placement = Self.place([.expandedLeading: Self.text(Self.wide)])
    #expect(
      Self.slot(placement, .expandedLeading)?.rect == PointRect(x: 0, y: 0, width: Self.half, height: 44))
    #expect(Self.slot(placement, .expandedLeading)?.rows == 2)
    #expect(Self.slot(placement, .expandedLeading)?.isBelowCamera == false)
  }

  @Test func tooWideLeadingMovesBelowTheCameraAcrossTheFullWidth() throws {
    let placement = Self.place([
      .expandedLeading: Self.text(Self.wide, below: true), .expandedTrailing: Self.text("in 4 min"),
    ])
    let leading = try #require(Self.slot(placement, .expandedLeading))
    #expect(leading.rect == PointRect(x: 0, y: 36.67, width: 371, height: 22))
    #expect((leading.row, leading.columns) == (1, 0..<46))
    #expect(leading.isBelowCamera)
    #expect(try #require(placement.contentWidths[.expandedLeading]) > Self.half)
    let trailing = try #require(Self.slot(placement, .expandedTrailing))
    #expect(trailing.rect.x == 371 - Self.half)
    #expect(trailing.columns == 31..<46)
    #expect(placement.rows == 4)
  }

  @Test func movedContentSitsAboveCenterAndBottom() {
    let placement = Self.place([
      .expandedLeading: Self.below(F.vstack([Self.text("8ABC123"), Self.text(Self.wide)])),
      .expandedCenter: Self.text("Heading to SFO"), .expandedBottom: Self.text("1 Ferry Building"),
    ])
    #expect(Self.slot(placement, .expandedLeading).map { ($0.row, $0.rows) } ?? (0, 0) == (1, 2))
    #expect(Self.slot(placement, .expandedCenter).map { ($0.row, $0.rect.y) } ?? (0, 0) == (3, 36.67 + 44))
    #expect(Self.slot(placement, .expandedBottom).map { ($0.row, $0.rect.y) } ?? (0, 0) == (4, 36.67 + 66))
    #expect(placement.rows == 5)
    #expect(abs(placement.height - (36.67 + 88)) < 1e-9)
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
    #expect(Self.slot(placement, .expandedTrailing).map { ($0.row, $0.rows) } ?? (0, 0) == (0, 2))
    #expect(Self.slot(placement, .expandedLeading).map { ($0.row, $0.rect.y) } ?? (0, 0) == (2, 44))
  }

  @Test func bothSidesMoveLeadingFirst() {
    let placement = Self.place([
      .expandedLeading: Self.text(Self.wide, below: true),
      .expandedTrailing: Self.text("Heading to SFO Terminal 2", below: true),
      .expandedCenter: Self.text("center"),
    ])
    #expect(Self.slot(placement, .expandedLeading).map { ($0.row, $0.rect.width) } ?? (0, 0) == (1, 371))
    #expect(Self.slot(placement, .expandedTrailing).map { ($0.row, $0.rect.width) } ?? (0, 0) == (2, 371))
    #expect(Self.slot(placement, .expandedCenter).map { ($0.row, $0.rect.width) } ?? (0, 0) == (3, 371))
  }

  @Test func priorityKeepsTheCameraCentredAndMovesTheWiderSideBelowIt() {
    let placement = Self.place(
      [.expandedLeading: Self.text(Self.wide), .expandedTrailing: Self.text("in 4 min")],
      priorities: [.expandedLeading: 1])
    // "The system renders the view with the highest priority with the full width": below the
    // camera, which stays in the middle; trailing keeps its half.
    #expect(Self.slot(placement, .expandedLeading)?.isBelowCamera == true)
    #expect(Self.slot(placement, .expandedLeading)?.rect.width == 371)
    #expect(Self.slot(placement, .expandedTrailing)?.rect.width == Self.half)
    // A side that fits its half stays beside the camera whatever its priority.
    let fits = Self.place(
      [.expandedLeading: Self.text("8ABC123"), .expandedTrailing: Self.text("in 4 min")],
      priorities: [.expandedLeading: 1])
    #expect(Self.slot(fits, .expandedLeading)?.rect == PointRect(x: 0, y: 0, width: Self.half, height: 22))
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
    #expect(rows[1].hasPrefix("Expanded · 371×160 pt of 84–160 · leading below"))
    #expect(rows[3].contains(Self.wide))
    #expect(sheet.findings.map(\.code.id) == ["R002"])
    #expect(sheet.findings.first?.location == .region(.expandedBottom, source: nil))
  }
}
