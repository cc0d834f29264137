import IsletCanvas
import IsletDevices
import Testing

@testable import IsletLanguage
@testable import IsletModel
@testable import IsletPlacement
@testable import IsletSheet

/// Shapes, rings, image boxes and layers drawn on the sheet: the Lock Screen card's rows as
/// text (8 × 20 pt a cell, braille dots 4 × 5 pt).
@Suite struct ShapeRenderTests {
  static let clock = Instant(secondsSinceReferenceDate: 800_000_000)

  /// The Lock Screen card's content rows (between its padding rows), leading aligned, trailing
  /// blanks and blank rows dropped.
  func card(_ lockScreen: String, extra: String = "") throws -> [String] {
    let lines = try sheet(lockScreen, extra: extra).plainText.split(separator: "\n").map { String($0) }
    let top = try #require(lines.firstIndex { $0.hasPrefix("╭") })
    let bottom = try #require(lines.firstIndex { $0.hasPrefix("╰") })
    var rows = lines[(top + 2)..<(bottom - 1)].map { line in
      let inside = line.dropFirst(3)
      let border = inside.lastIndex(of: "│") ?? inside.endIndex
      return String(String(inside[..<border]).reversed().drop { $0 == " " }.reversed())
    }
    while rows.last == "" { rows.removeLast() }
    return rows
  }

  /// The Lock Screen's sheet for `lockScreen`, leading aligned.
  func sheet(_ lockScreen: String, extra: String = "") throws -> Grid {
    let source = """
      activity T {
        state { n: Int }
        \(extra)
        lockScreen { hstack(spacing: 0) { \(lockScreen)  spacer } }
        compactLeading { text("a") }
        compactTrailing { text("b") }
        minimal { text("m") }
        expanded { }
      }
      """
    let layout = try #require(
      LayoutCompiler.compile(source, file: "t.islet").layout, "\(LayoutFixtures.diagnostics(source))")
    return layout.renderSheet(
      state: Record(["n": .int(2)]), attributes: Record(), environment: RenderEnvironment(now: Self.clock),
      viewing: ViewingConditions(), presentation: .lockScreen
    ).grid
  }

  /// A stroked circle trimmed to the fraction and turned to start at 12 o'clock, 64 pt (three
  /// rows): the dots cover exactly the fraction of the path, clockwise.
  func ring(_ fraction: Double) throws -> [String] {
    try card(
      "circle.trim(from: 0, to: \(fraction)).stroke(lineWidth: 4).rotationEffect(.degrees(-90))"
        + ".frame(width: 64, height: 64)")
  }

  @Test func aRingShowsItsFractionClockwiseFromTwelve() throws {
    #expect(try ring(0) == [])
    #expect(try ring(0.25) == ["    ⠉⠉⠲⡄", "       ⠙"])
    #expect(try ring(0.5) == ["    ⠉⠉⠲⡄", "       ⣹", "    ⣀⣀⠴⠃"])
    #expect(try ring(1) == ["⢠⠖⠉⠉⠉⠉⠲⡄", "⣏      ⣹", "⠘⠦⣀⣀⣀⣀⠴⠃"])
  }

  @Test func aRotatedStackTurnsItsRing() throws {
    let ring = "circle.trim(from: 0, to: 0.25).stroke(lineWidth: 4).frame(width: 64, height: 64)"
    #expect(try card("zstack { \(ring) }.rotationEffect(.degrees(-90))") == ["    ⠉⠉⠲⡄", "       ⠙"])
    // Unturned, the path starts at 3 o'clock.
    #expect(try card(ring) == ["", "       ⣠", "    ⣀⣀⠴⠃"])
  }

  @Test func aCircularProgressViewIsARingWithADimTrack() throws {
    #expect(try card("progress(value: 0.25).progressViewStyle(.circular)") == ["⢎⠈⠑"])
    #expect(try card("progress(value: 1).progressViewStyle(.circular)") == ["⢎⣉⡱"])
    // The style is inherited, as SwiftUI's environment.
    #expect(try card("vstack { progress(value: 0.5) }.progressViewStyle(.circular)") == ["⢎⢈⡱"])
    // `ProgressView(timerInterval:countsDown:)` with the style: a quarter of the interval gone.
    let timer = "progress(timerInterval: now - 30...now + 90, countsDown: false).progressViewStyle(.circular)"
    #expect(try card(timer) == ["⢎⠈⠑"])
  }

  @Test func aFilledShapeTakesItsFrameAndACircleItsSmallerSide() throws {
    #expect(try card("rectangle.frame(width: 32, height: 40)") == ["████", "████"])
    #expect(try card("circle.frame(width: 80, height: 40)") == ["  ⢠⣶██⣶⡄", "  ⠘⠿██⠿⠃"])
    // A thin bar keeps its 8 pt in the middle of its 20-pt row.
    #expect(try card("capsule.frame(width: 48, height: 8)") == ["⠶⠶⠶⠶⠶⠶"])
  }

  @Test func imagesAreBoxesOfTheirSizeWithTheirName() throws {
    let sizes = #"images { Avatar: 40 x 40  "Team Logo": 24 x 24 }"#
    #expect(try card(#"image("Avatar")"#, extra: sizes) == ["┌Av…┐", "└───┘"])
    #expect(
      LayoutFixtures.diagnostics(LayoutFixtures.activity(#"small { image("Avatar") }"#)).contains("L022"))
    #expect(try card(#"image("Avatar").clipShape(.circle)"#, extra: sizes) == ["╭Av…╮", "╰───╯"])
    #expect(try card(#"image("Team Logo")"#, extra: sizes) == ["[…]"])
    #expect(try card(#"image("Team Logo").clipShape(.capsule)"#, extra: sizes) == ["(…)"])
    #expect(
      try card(#"image("Team Logo").resizable.frame(width: 96, height: 64)"#, extra: sizes)
        == ["┌──────────┐", "│Team Logo │", "└──────────┘"])
    // Fit keeps the 1:1 image square inside 96 × 40 pt; without resizable the frame only places it.
    #expect(
      try card(#"image("Avatar").resizable.scaledToFit.frame(width: 96, height: 40)"#, extra: sizes)
        == ["   ┌Av…┐", "   └───┘"])
    #expect(
      try card(#"image("Avatar").frame(width: 96, height: 40)"#, extra: sizes) == ["   ┌Av…┐", "   └───┘"])
  }

  @Test func overlaysAndBackgroundsTakeTheViewsSize() throws {
    #expect(
      try card(#"circle.stroke(lineWidth: 2).frame(width: 40, height: 40).overlay { text("3") }"#)
        == ["⡖⠉3⠉⢲", "⠧⣀⣀⣀⠼"])
    #expect(
      try card(#"rectangle.frame(width: 64, height: 20).overlay(alignment: .trailing) { text("9") }"#)
        == ["███████9"])
    // A filled shape behind text is the cells' background: the text stays readable.
    #expect(try card(#"text("Sam").padding(.horizontal, 8).background { capsule.fill(.blue) }"#) == [" Sam"])
  }

  @Test func clipShapeKeepsTheViewInsideItsFrame() throws {
    // An 80-pt image in a 40-pt frame sticks out of it on both sides unless clipped.
    let wide = #"image("Banner").frame(width: 40)"#
    let sizes = "images { Banner: 80 x 20 }"
    #expect(try card("text(\"|\")  " + wide + #"  text("|")"#, extra: sizes) == ["Banner ]"])
    #expect(try card("text(\"|\")  " + wide + #".clipShape(.rect)  text("|")"#, extra: sizes) == ["|anner|"])
  }

  /// The SVG picture draws braille cells as round dots, not as the viewer's font's glyphs: a
  /// full 64-pt ring is 48 dots around its centre.
  @Test func theSVGPictureDrawsARingAsDots() throws {
    let grid = try sheet("circle.stroke(lineWidth: 4).frame(width: 64, height: 64)")
    let svg = GridPicture.svg(grid, title: "ring")
    #expect(!svg.contains("⠉"))
    let dots = svg.components(separatedBy: " a2 2 0 1 0 4 0 ").count - 1
    #expect(dots == 48, "\(svg)")
  }

  /// Absurd sizes from a layout (or a push through a computed frame) draw only the cells the
  /// region shows: a 10^30-pt image box or circle is clipped, not drawn cell by cell.
  @Test func hugeShapesAndImagesDrawOnlyWhatTheRegionShows() throws {
    let huge = "999999999999999999999999999999.0"
    let rows = try card(
      "image(\"x\").resizable.frame(width: \(huge), height: \(huge))"
        + "  circle.trim(from: 0.9, to: 0.1).stroke(lineWidth: -3).frame(width: \(huge), height: \(huge))")
    #expect(!rows.isEmpty && rows.count < 10)
  }
}
