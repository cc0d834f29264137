import IsletCanvas
import IsletDevices
import Testing

@testable import IsletLanguage
@testable import IsletModel
@testable import IsletPlacement
@testable import IsletSheet

/// Colours on the sheet: the Lock Screen card in each appearance, its tint, the island's
/// keyline, backgrounds, and text drawn with its modifiers.
@Suite struct AppearanceRenderTests {
  static let clock = Instant(secondsSinceReferenceDate: 800_000_000)

  func sheet(
    lockScreen: String, minimal: String = #"text("m")"#, appearance: Appearance = .dark,
    presentation: Presentation = .lockScreen
  ) throws -> Grid {
    let source = """
      activity T {
        state { n: Int }
        lockScreen { \(lockScreen) }
        compactLeading { text("a") }
        compactTrailing { text("b") }
        minimal { \(minimal) }
        expanded { }
        preview { state { n: 2 } }
      }
      """
    let layout = try #require(
      LayoutCompiler.compile(source, file: "t.islet").layout, "\(LayoutFixtures.diagnostics(source))")
    return layout.renderSheet(
      state: Record(["n": .int(2)]), attributes: Record(), environment: RenderEnvironment(now: Self.clock),
      viewing: ViewingConditions(appearance: appearance), presentation: presentation
    ).grid
  }

  /// The first cell of `text` in `grid`.
  func cell(_ text: String, in grid: Grid) throws -> Cell {
    for y in 0..<grid.height {
      let row = grid.rowText(y)
      if let range = row.range(of: text) {
        let x = DisplayWidth.of(String(row[..<range.lowerBound]))
        return grid[x, y]
      }
    }
    Issue.record("\(text) not in \(grid.plainText)")
    return Cell.blank
  }

  /// HIG: solid white in light mode with black text; dark mode leaves the terminal's own
  /// (dark) background, as the snapshots of earlier versions have it.
  @Test func theLockScreenCardFollowsTheAppearance() throws {
    let light = try sheet(lockScreen: #"text("Hello")"#, appearance: .light)
    #expect(
      try cell("Hello", in: light).style == Style(foreground: .named(.black), background: .named(.white)))
    let dark = try sheet(lockScreen: #"text("Hello")"#)
    #expect(try cell("Hello", in: dark).style == .plain)
    // The card's margins are painted too, not only the content.
    let row = (0..<light.height).first { light.rowText($0).contains("╭") } ?? 0
    #expect(light[2, row + 1].style.background == .named(.white))
  }

  @Test func theBackgroundTintPaintsTheCardAndPrimaryTextKeepsTheAppearancesColour() throws {
    let tinted = try sheet(
      lockScreen:
        ##"vstack { text("Tint").color(.primary)  text("Red").color(.red) }.activityBackgroundTint(Color(hex: "#1C3A5E"))"##
    )
    let navy = StyleColor.rgb(RGBColor(red: 0x1C, green: 0x3A, blue: 0x5E))
    #expect(try cell("Tint", in: tinted).style == Style(foreground: .named(.white), background: navy))
    #expect(try cell("Red", in: tinted).style == Style(foreground: .named(.red), background: navy))
  }

  @Test func theKeylineTintColoursTheIslandsOutline() throws {
    let plain = try sheet(lockScreen: #"text("x")"#, presentation: .minimal)
    let tinted = try sheet(
      lockScreen: #"text("x")"#, minimal: #"text("Q").keylineTint(.orange)"#, presentation: .minimal)
    #expect(try cell("▐", in: plain).style.foreground == .named(.black))
    #expect(try cell("▐", in: tinted).style.foreground == .named(.orange))
    #expect(try cell("Q", in: tinted).style == Style(foreground: .named(.white), background: .named(.black)))
  }

  @Test func aBackgroundFillsTheViewsFrameWithItsPadding() throws {
    let grid = try sheet(lockScreen: #"text("Go").padding(.horizontal, 16).background(.green)"#)
    let go = try cell("Go", in: grid)
    #expect(go.style.background == .named(.green))
    let row = (0..<grid.height).first { grid.rowText($0).contains("Go") } ?? 0
    let x =
      (grid.rowText(row).range(of: "Go").map { DisplayWidth.of(String(grid.rowText(row)[..<$0.lowerBound])) })
      ?? 0
    #expect(grid[x - 2, row].style.background == .named(.green))
    #expect(grid[x - 3, row].style.background == nil)
  }

  @Test func textModifiersDraw() throws {
    let grid = try sheet(
      lockScreen: #"""
        vstack {
          text("was").strikethrough.underline
          text("loud").textCase(.uppercase).fontWeight(.semibold)
          vstack { text("Quiet").textCase(nil) }.textCase(.lowercase)
        }
        """#)
    #expect(try cell("was", in: grid).style == Style(underline: true, strikethrough: true))
    #expect(try cell("LOUD", in: grid).style == Style(bold: true))
    #expect(grid.plainText.contains("Quiet"))
    let wrapped = try sheet(
      lockScreen: #"text("a long line of words end").multilineTextAlignment(.center).frame(width: 170)"#)
    let rows = (0..<wrapped.height).map(wrapped.rowText)
    let first = try #require(rows.first { $0.contains("a long line of words") })
    let second = try #require(rows.first { $0.contains("end") && !$0.contains("words") })
    // Centred lines: the shorter second line starts further right, in the middle of the first.
    let start = { (row: String, word: String) in
      row.range(of: word).map { row.distance(from: row.startIndex, to: $0.lowerBound) } ?? 0
    }
    #expect(start(second, "end") == start(first, "a long") + 8)
  }
}
