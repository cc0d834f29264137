import Testing

@testable import IsletDevices
@testable import IsletFindings
@testable import IsletLanguage
@testable import IsletModel
@testable import IsletPlacement
@testable import IsletSheet

/// The wrong renderings issue 12 found on real layouts, each decided again in points.
@Suite struct KnownWrongRenderingTests {
  static let now = Instant(secondsSinceReferenceDate: 800_000_000)

  /// A layout around `regions` (a Lock Screen, compact, minimal and expanded are required).
  static func layout(
    state: String = "name: String  start: Date  end: Date", preview: String = #"name: "Push Day""#,
    lockScreen: String = #"text("lock")"#, compactLeading: String = #"text("a")"#,
    minimal: String = #"text("c")"#, expanded: String = #"leading { text("l") }"#, _ other: String = ""
  ) -> String {
    """
    activity Test {
      attributes { }
      state { \(state) }
      lockScreen { \(lockScreen) }
      compactLeading { \(compactLeading) }
      compactTrailing { text("b") }
      minimal { \(minimal) }
      expanded { \(expanded) }
      \(other)
      preview { attributes { } state { \(preview), start: now - 150, end: now + 450 } }
    }
    """
  }

  /// The sheet of `source` (its preview state) for one presentation: its rows without trailing
  /// blanks, and its findings.
  static func render(
    _ source: String, _ presentation: Presentation?, textSize: TextSize = .large
  ) throws -> (lines: [String], findings: [Finding]) {
    let compilation = LayoutCompiler.compile(source, file: "t.islet")
    let layout = try #require(compilation.layout, "\(compilation.diagnostics.map(\.message))")
    let sheet = layout.renderSheet(
      state: try #require(layout.previewState(now: now)),
      attributes: layout.previewAttributes(now: now) ?? Record(),
      environment: RenderEnvironment(now: now), viewing: ViewingConditions(textSize: textSize),
      presentation: presentation)
    let lines = (0..<sheet.grid.height).map { row in
      var line = sheet.grid.rowText(row)
      while line.hasSuffix(" ") { line.removeLast() }
      return line
    }
    return (lines, sheet.findings)
  }

  @Test func spacersAroundARegionsTextKeepTheirMinimumInsteadOfFillingTheCap() throws {
    let source = Self.layout(
      state: "name: String  start: Date  end: Date",
      lockScreen: #"vstack { spacer  hstack { text(name)  spacer  text("9:41") }  spacer }"#,
      expanded: #"leading { spacer  text(name)  spacer }  trailing { timer(end) }"#)
    let expanded = try Self.render(source, .expanded)
    // 8 + 22 + 8 pt of leading: the pill keeps its 84-pt minimum, 4 rows, and the timer shows.
    #expect(expanded.lines[1].hasPrefix("Expanded · 371×84 pt"))
    #expect(expanded.lines.count == 2 + 4)
    #expect(expanded.lines.contains { $0.contains("7:30") })
    #expect(expanded.findings.isEmpty)
    let lock = try Self.render(source, .lockScreen)
    // The card hugs 8 + 22 + 8 = 38 pt of content within its 56-pt minimum: 2 rows, not 6.
    #expect(lock.lines[1] == "Lock Screen · 343×56 of 343×56–132 pt · 14-pt margins")
    #expect(lock.lines.filter { $0.hasPrefix("│") }.count == 1 + 2 + 1)
  }

  @Test func aSixPointBarAboveAStackGetsItsOwnRow() throws {
    let source = Self.layout(
      lockScreen: #"""
        vstack(alignment: .leading, spacing: 4) {
          progress(value: 0.6).frame(height: 6)
          hstack { text("Now: \(name)")  spacer  text("Volume") }
        }
        """#)
    let lock = try Self.render(source, .lockScreen)
    let bar = try #require(lock.lines.firstIndex { $0.contains("▄") })
    #expect(!lock.lines[bar].contains("Now"))
    #expect(lock.lines[bar + 1].contains("Now: Push Day"))
    #expect(lock.lines[bar + 1].contains("Volume"))
    #expect(lock.findings.isEmpty)
  }

  @Test func fitsInASmallFamilyStackPicksTheTextThatFitsItsWidth() throws {
    let source = Self.layout(
      #"""
      small {
        vstack {
          fits { text(name)  text("Workout")  symbol("star.fill") }
          text("3 sets").caption2
          text("12 reps").caption2
        }
      }
      """#)
    let small = try Self.render(source, .small)
    // 22 + 13 + 13 pt of lines and 16 pt of spacing fit every Watch and CarPlay height, and
    // "Push Day" fits every width: no star.
    #expect(small.lines.count { $0.contains("Push Day") } == SmallFamilySize.all.count)
    let star = try #require(SymbolGlyphs.glyph(for: "star.fill"))
    #expect(!small.lines.contains { $0.contains(star) })
    #expect(!small.lines.contains { $0.contains("Workout") })
  }

  /// The issue's first false positive: two lines of caption text in the 36.67-pt compact or
  /// minimal island. Caption lines are 16 pt (32 with no spacing), caption2 lines 13 pt (34 with
  /// the 8-pt default spacing): both fit, so both lines are drawn on their own rows and nothing
  /// is reported clipped (the cell model gave each line a 20-pt row, 40 pt).
  @Test func twoCaptionLinesFitTheCompactAndMinimalIsland() throws {
    let stacks = [
      #"vstack(spacing: 0) { text("ETA").caption  text("4m").caption }"#,
      #"vstack { text("ETA").caption2  text("4m").caption2 }"#,
    ]
    for stack in stacks {
      let source = Self.layout(compactLeading: stack, minimal: stack)
      for presentation in [Presentation.compact, .minimal] {
        let sheet = try Self.render(source, presentation)
        #expect(sheet.findings.isEmpty, "\(presentation) \(stack): \(sheet.findings.map(\.message))")
        let first = try #require(sheet.lines.firstIndex { $0.contains("ETA") }, "\(sheet.lines)")
        #expect(sheet.lines.count { $0.contains("ETA") } == 1)
        #expect(sheet.lines[first + 1].contains("4m"), "\(presentation) \(stack): \(sheet.lines)")
      }
    }
  }

  @Test func fitsJudgesOnlyTheAxesItIsGiven() throws {
    let source = Self.layout(
      lockScreen: #"""
        fits(in: .horizontal) { text("A headline long enough to need two lines at this width").frame(width: 120)  text("short") }
        """#)
    // Horizontally the framed text is 120 pt and fits 343 pt; its height is not judged.
    let lock = try Self.render(source, .lockScreen)
    #expect(lock.lines.contains { $0.contains("A headline") })
    #expect(!lock.lines.contains { $0.contains("short") })
  }

  /// `fits(in: .vertical)` judges heights only: a one-line text far wider than the card fits
  /// (and truncates), where `.horizontal` takes the next child; seven lines taller than the card
  /// do not fit, where `.horizontal` keeps them.
  @Test func fitsInVerticalJudgesOnlyHeights() throws {
    let wide =
      #"text("Kansas City Chiefs at Buffalo Bills, AFC Divisional Round, Highmark Stadium").lineLimit(1)"#
    let tall = #"vstack { text("1")  text("2")  text("3")  text("4")  text("5")  text("6")  text("7") }"#
    func chosen(_ axis: String, _ first: String) throws -> [String] {
      try Self.render(
        Self.layout(lockScreen: #"fits(in: .\#(axis)) { \#(first)  text("short") }"#), .lockScreen
      )
      .lines
    }
    #expect(try chosen("vertical", wide).contains { $0.contains("Kansas City") })
    #expect(try !chosen("vertical", wide).contains { $0.contains("short") })
    #expect(try chosen("horizontal", wide).contains { $0.contains("short") })
    #expect(try chosen("vertical", tall).contains { $0.contains("short") })
    #expect(try !chosen("horizontal", tall).contains { $0.contains("short") })
  }

  @Test func aLongCJKNameOverAnotherLineWrapsInsteadOfTruncating() throws {
    let source = Self.layout(
      preview: #"name: "東京メトロ丸ノ内線 新宿三丁目駅""#,
      expanded: #"leading { vstack(alignment: .leading) { text(name)  text("TS-01") } }"#)
    let expanded = try Self.render(source, .expanded)
    #expect(expanded.findings.isEmpty)
    let joined = expanded.lines.joined()
    #expect(joined.contains("東京"))
    #expect(joined.contains("駅"))
    #expect(joined.contains("TS-01"))
  }

  @Test func aWrappedTextInAStackIsDrawnWrappedWithoutBlankRows() throws {
    let source = Self.layout(
      lockScreen: #"""
        hstack { symbol("bicycle")  vstack(alignment: .leading) { text("Your courier is two streets away and will be there soon")  text("ETA 9:41") } }
        """#)
    let lock = try Self.render(source, .lockScreen)
    #expect(lock.findings.isEmpty)
    let content = lock.lines.dropFirst(3).prefix { !$0.hasPrefix("╰") }.filter {
      !$0.allSatisfy { $0 == " " || $0 == "│" }
    }
    #expect(content.count == 3)
    #expect(content.last?.contains("ETA 9:41") == true)
    #expect(!lock.lines.contains { $0.contains("…") })
  }

  @Test func centerNextToATallTrailingKeepsAGap() throws {
    let source = Self.layout(
      expanded: #"""
        trailing { vstack(alignment: .trailing) { text("9:53 PM")  text("Gate B12").caption } }
        center { text("OA815 · Departed from San Francisco International").lineLimit(1) }
        """#)
    let expanded = try Self.render(source, .expanded)
    let row = try #require(expanded.lines.first { $0.contains("OA815") })
    #expect(!row.contains("Departed9"))
    #expect(!row.contains("PM"))
    // The truncated center text ends before "Gate B12", blank columns between them.
    let gate = try #require(row.range(of: "Gate B12"), "\(expanded.lines)")
    let centerEnd = try #require(row.range(of: "…"), "\(row)")
    let gap = row[centerEnd.upperBound..<gate.lowerBound]
    #expect(!gap.isEmpty && gap.allSatisfy { $0 == " " }, "\(row)")
  }

  /// SwiftUI aligns a wrapped text's lines by `multilineTextAlignment`, leading unless set:
  /// on the trailing side the block of lines stands against the edge, its lines starting
  /// together (each line was set against the edge).
  @Test func aWrappedTextOnTheTrailingSideStartsItsLinesTogether() throws {
    let text = #"text("Gate B12 boards at the far end").lineLimit(3)"#
    let rows = try Self.render(
      Self.layout(expanded: "leading { text(\"Go\") }  trailing { \(text) }"), .expanded
    )
    .lines.filter { $0.hasPrefix("▐") }
    let starts = try ["Gate", "boards", "far"].map { word in
      let row = try #require(rows.first { $0.contains(word) }, "\(word): \(rows)")
      return row.distance(from: row.startIndex, to: try #require(row.range(of: word)).lowerBound)
    }
    #expect(Set(starts).count == 1, "\(rows)")
    // The widest line ends against the region's trailing edge.
    #expect(rows.contains { $0.hasSuffix("boards at the▌") }, "\(rows)")
    // Centred lines: the shorter first line starts further right than the widest.
    let centered = try Self.render(
      Self.layout(expanded: "trailing { \(text).multilineTextAlignment(.center) }"), .expanded
    ).lines
    let gate = try #require(centered.first { $0.contains("Gate") })
    let boards = try #require(centered.first { $0.contains("boards") })
    #expect(
      gate.distance(from: gate.startIndex, to: try #require(gate.range(of: "Gate")).lowerBound)
        > boards.distance(from: boards.startIndex, to: try #require(boards.range(of: "boards")).lowerBound))
  }

  /// A text whose characters need more cells than its points borrows blank columns, but
  /// never the last one before its neighbour: the points between them (a stack's spacing)
  /// stay a blank column, so "3rd" and "7:42" never read as "3rd7:42".
  @Test func aTextThatBorrowsColumnsKeepsABlankColumnBeforeItsNeighbour() throws {
    let source = Self.layout(lockScreen: #"hstack { text("iiiiiiiiiiii")  text("lllllll") }"#)
    let lock = try Self.render(source, .lockScreen)
    let row = try #require(lock.lines.first { $0.contains("iiii") }, "\(lock.lines)")
    #expect(!row.contains("il"), "\(row)")
    #expect(row.contains("i l") || row.contains("⋯ l") || row.contains("⋯ ⋯"), "\(row)")
  }

  @Test func aTimeTooLargeForTheIslandEndsInAnEllipsisOrIsReported() throws {
    let source = Self.layout(
      expanded: #"leading { text("l") }"#,
      #"small { text("Your courier is two streets away and will be there soon").lineLimit(2) }"#)
    for size in [TextSize.ax3, .ax5] {
      let compact = try Self.render(
        Self.layout().replacingOccurrences(
          of: #"compactTrailing { text("b") }"#, with: "compactTrailing { timer(end) }"),
        .compact, textSize: size)
      let trailing = try #require(compact.lines.last)
      // Never a bare digit: either the time shows whole, or "…" marks the cut with a finding.
      #expect(trailing.contains("7:30") || (trailing.contains("…") && !compact.findings.isEmpty))
    }
    let small = try Self.render(source, .small)
    // Where two lines do not hold it (every Watch size), the last line ends in "…".
    let truncated = small.lines.filter { $0.contains("…") }
    #expect(truncated.count >= 5)
    #expect(small.findings.count == truncated.count)
    #expect(small.findings.allSatisfy { $0.code == .truncatedText && $0.message.contains("at 2 lines") })
  }

  @Test func priorityLeavesTheCameraInTheMiddle() throws {
    let source = Self.layout(
      expanded: #"""
        leading(priority: 1) { text("Chicago O'Hare International") }
        trailing { text("ORD") }
        """#)
    let expanded = try Self.render(source, .expanded)
    #expect(expanded.lines[1] == "Expanded · 371×84 pt of 84–160 · leading below · trailing 122.83")
    // The camera row: ORD against the right edge, the camera's 16 columns blank in the middle.
    #expect(expanded.lines[2].hasSuffix("ORD▌"))
    #expect(expanded.lines[3].contains("Chicago O'Hare International"))
  }

  @Test func rangeTimersStopAtTheirEndsAndProgressRunsTheRightWay() throws {
    let views = #"""
      vstack {
        timer(interval: start...end, countsDown: true)
        timer(interval: start...end, countsDown: false)
        progress(timerInterval: start...end)
        progress(timerInterval: start...end, countsDown: false)
      }
      """#
    let layout = try #require(LayoutCompiler.compile(Self.layout(lockScreen: views), file: "t.islet").layout)
    let start = Instant(secondsSinceReferenceDate: 1_000)
    let end = Instant(secondsSinceReferenceDate: 1_600)
    func node(at seconds: Double) -> [ViewNode] {
      let view = layout.view(
        for: .lockScreen, state: Record(["name": .string("x"), "start": .date(start), "end": .date(end)]),
        attributes: Record(), environment: RenderEnvironment(now: Instant(secondsSinceReferenceDate: seconds))
      )
      guard case .vstack(_, _, let children) = view.kind else { return [] }
      return children
    }
    func texts(at seconds: Double) -> [String] {
      node(at: seconds).compactMap { if case .text(let text) = $0.kind { text } else { nil } }
    }
    func fractions(at seconds: Double) -> [Double] {
      node(at: seconds).compactMap { if case .progress(let fraction) = $0.kind { fraction } else { nil } }
    }
    #expect(texts(at: 1_150) == ["7:30", "2:30"])
    #expect(fractions(at: 1_150) == [0.75, 0.25])
    // After the end a range timer stops: 0:00 counting down, the full 10:00 counting up.
    #expect(texts(at: 5_000) == ["0:00", "10:00"])
    #expect(fractions(at: 5_000) == [0, 1])
    #expect(texts(at: 0) == ["10:00", "0:00"])
  }

  @Test func aRangeOutsideAnIntervalArgumentIsAnError() {
    let source = Self.layout(lockScreen: "text(start...end)")
    #expect(LayoutCompiler.compile(source, file: "t.islet").diagnostics.contains { $0.code == .typeMismatch })
  }

  @Test func watchAndCarPlayDoNotFollowThePhonesTextSize() throws {
    let source = Self.layout(#"small { text("Push Day") }"#)
    let large = try Self.render(source, .small, textSize: .large)
    let huge = try Self.render(source, .small, textSize: .ax5)
    #expect(large.lines.dropFirst() == huge.lines.dropFirst())
    #expect(huge.findings.isEmpty)
    // The phone's presentations do: body at AX5 is 53 pt on 62-pt lines.
    let lock = try Self.render(Self.layout(lockScreen: "text(name)"), .lockScreen, textSize: .ax5)
    #expect(lock.lines[1].contains("343×62"))
  }

  @Test func theClockIsNotStaleProneData() {
    let clock = Self.layout(lockScreen: "time(now)")
    #expect(!LayoutCompiler.compile(clock, file: "t.islet").diagnostics.contains { $0.code.id == "L016" })
    let data = Self.layout(lockScreen: "time(end)")
    #expect(LayoutCompiler.compile(data, file: "t.islet").diagnostics.contains { $0.code.id == "L016" })
  }

  @Test func minimumScaleFactorShrinksBeforeItTruncates() throws {
    // 291 pt at 17 pt: 250 pt holds it at 86 % of its size, 150 pt not even at 80 %.
    let shrinks = Self.layout(
      lockScreen:
        #"text("Kansas City Chiefs at Buffalo Bills").lineLimit(1).frame(width: 250).minimumScaleFactor(0.8)"#
    )
    #expect(try Self.render(shrinks, .lockScreen).findings.isEmpty)
    let cannot = Self.layout(
      lockScreen:
        #"text("Kansas City Chiefs at Buffalo Bills").lineLimit(1).frame(width: 150).minimumScaleFactor(0.8)"#
    )
    let findings = try Self.render(cannot, .lockScreen).findings
    #expect(findings.map(\.code) == [.truncatedText])
    #expect(findings.first?.message.contains("even at 80 % size") == true)
  }
}
