import Testing

@testable import IsletCanvas
@testable import IsletDevices
@testable import IsletFindings
@testable import IsletModel
@testable import IsletPreview

@Suite struct DashboardTests {
  static func content(
    sheet: Grid = Grid(width: 10, height: 2), fields: [DashboardContent.Field] = [],
    findings: [Finding] = [], events: [DashboardContent.Event] = [],
    status: DashboardContent.Status = .init(
      viewing: ViewingConditions(device: Device.named("iPhone 15 Pro")!))
  ) -> DashboardContent {
    DashboardContent(
      title: "Delivery", sheet: sheet,
      state: .init(
        activityName: "Delivery", fields: fields, lastPush: Instant(unixSeconds: 1_764_424_428),
        staleDate: Instant(unixSeconds: 1_764_424_680), now: Instant(unixSeconds: 1_764_424_428),
        phase: "active", activityCount: 1),
      findings: findings, events: events, status: status)
  }

  let size = Size(width: 120, height: 40)

  @Test func belowTheMinimumSaysTerminalTooSmall() {
    let grid = Dashboard.compose(Self.content(), state: DashboardState(), size: Size(width: 40, height: 10))
    #expect(grid.size == Size(width: 40, height: 10))
    #expect(grid.plainText.contains("terminal too small"))
    #expect(grid.plainText.contains("need 60×16"))
    #expect(grid.plainText.contains("have 40×10"))
    let tiny = Dashboard.compose(Self.content(), state: DashboardState(), size: Size(width: 10, height: 5))
    #expect(tiny.rowText(1).hasPrefix("terminal …"))
    #expect(Dashboard.sheetViewport(for: Size(width: 10, height: 5)) == .zero)
  }

  @Test func composesEveryPanelAtTheTerminalSize() {
    var sheet = Grid(width: 12, height: 1)
    sheet.write("pill 中文", x: 0, y: 0)
    let grid = Dashboard.compose(
      Self.content(sheet: sheet, fields: [.init(name: "stopsAway", value: "3")]), state: DashboardState(),
      size: size)
    let text = grid.plainText
    #expect(grid.size == size)
    #expect(grid.rowText(0).contains("islet · Delivery"))
    #expect(grid.rowText(0).contains("live · iPhone 15 Pro · portrait · text large · focus all"))
    #expect(text.contains("┌ sheet "))
    #expect(text.contains("│pill 中文"))
    #expect(text.contains("stopsAway  3"))
    #expect(text.contains("last push  2025-11-29 13:53:48Z"))
    #expect(text.contains("stale in 4m 12s"))
    #expect(text.contains("no findings"))
    #expect(text.contains("no push source"))
    #expect(grid.rowText(39).hasPrefix(" q quit  ? help  d/D device"))
  }

  @Test func theSheetGetsTheViewportTheEngineWasAskedFor() {
    let viewport = Dashboard.sheetViewport(for: size)
    var sheet = Grid(width: viewport.width, height: viewport.height)
    sheet.write("TL", x: 0, y: 0)
    sheet.write("BR", x: viewport.width - 2, y: viewport.height - 1)
    let grid = Dashboard.compose(Self.content(sheet: sheet), state: DashboardState(), size: size)
    #expect(grid.rowText(2).hasPrefix("│TL"))
    #expect(grid.rowText(1 + viewport.height).contains("BR│"))
    #expect(!grid.rowText(1).contains("scroll"))
  }

  @Test func aLargeSheetIsCroppedAtTheScrollOffsetAndSaysSo() {
    var sheet = Grid(width: 200, height: 100)
    sheet.write("far corner", x: 100, y: 50)
    var state = DashboardState()
    state.scroll = Point(x: 100, y: 50)
    let grid = Dashboard.compose(Self.content(sheet: sheet), state: state, size: size)
    #expect(grid.plainText.contains("│far corner"))
    #expect(grid.rowText(1).contains("sheet 200×100 at 100,50"))
  }

  @Test func untrustedStringsAreEscapedBeforeTheyReachTheGrid() {
    let hostile = "a\u{1B}]52;c;ZXZpbA==\u{07}b\u{202E}c\rd\u{9B}31m"
    let grid = Dashboard.compose(
      Self.content(
        fields: [.init(name: "courier\u{1B}[2J", value: hostile)],
        findings: [Finding(FindingCode("P001", "t", .error, explanation: "x"), hostile)],
        events: [.init(number: 1, event: "update", verdict: hostile, isApplied: false)],
        status: .init(viewing: .standard)),
      state: DashboardState(), size: size)
    let text = grid.plainText
    for scalar in text.unicodeScalars {
      #expect(!(0x00...0x09).contains(scalar.value) && !(0x0B...0x1F).contains(scalar.value))
      #expect(!(0x7F...0x9F).contains(scalar.value) && !(0x202A...0x202E).contains(scalar.value))
    }
    #expect(text.contains("a␛]52;c;ZXZpbA==\\u{7}b\\u{202E}c\\u{D}d\\u{9B}31m"))
    #expect(text.contains("courier␛["))
  }

  @Test func theEventLogShowsTheLatestPushesAtTheBottom() {
    let events = (1...50).map {
      DashboardContent.Event(
        number: $0, event: "update", verdict: $0 == 50 ? "dropped: stale" : "applied", isApplied: $0 != 50)
    }
    var state = DashboardState()
    state.input = .ended(lines: 50)
    let grid = Dashboard.compose(Self.content(events: events), state: state, size: size)
    let rows = (0..<grid.height).map(grid.rowText)
    let last = rows.lastIndex { $0.contains("#50 update dropped: stale") }
    let previous = rows.lastIndex { $0.contains("#49 update applied") }
    #expect(last != nil && previous != nil && previous! < last!)
    #expect(!grid.plainText.contains("#1 update"))
    #expect(rows.contains { $0.contains("end of input after 50 lines — showing the last state") })
    #expect(rows[0].contains("end of input after 50 lines"))
  }

  @Test func aLifecycleTransitionInTheLogCarriesNoPushNumber() {
    let events = [
      DashboardContent.Event(number: 5, event: "update", verdict: "applied", isApplied: true),
      DashboardContent.Event(
        number: 0, event: "~", verdict: "2026-06-21T14:15:00Z activity-1 became stale", isApplied: true),
    ]
    let grid = Dashboard.compose(Self.content(events: events), state: DashboardState(), size: size)
    let rows = (0..<grid.height).map(grid.rowText)
    #expect(rows.contains { $0.contains("│~ 2026-06-21T14:15:00Z activity-1 became stale") })
    #expect(!grid.plainText.contains("#0"))
  }

  @Test func findingsShowSeverityCodeLocationAndMessage() {
    let code = FindingCode("R010", "truncated", .warning, explanation: "x")
    let finding = Finding(
      code, "\"Arriving soon\" needs 13 cells, compactTrailing has 6",
      at: .region(.compactTrailing, source: nil))
    let grid = Dashboard.compose(Self.content(findings: [finding]), state: DashboardState(), size: size)
    let text = grid.plainText
    #expect(text.contains("findings (1)"))
    #expect(text.contains("warning R010 compactTrailing"))
    #expect(text.contains("\"Arriving soon\" needs 13 cells"))
  }

  @Test func manyFindingsEndWithACountOfTheRest() {
    let code = FindingCode("R010", "truncated", .warning, explanation: "x")
    let findings = (1...40).map { Finding(code, "message \($0)") }
    let grid = Dashboard.compose(Self.content(findings: findings), state: DashboardState(), size: size)
    #expect(grid.plainText.contains(" more"))
    #expect(grid.plainText.contains("message 1"))
    #expect(!grid.plainText.contains("message 40"))
  }

  /// A field name is never cut: the label column widens to the longest name, and a name
  /// longer than half the panel takes a row of its own with its value below.
  @Test func stateFieldNamesAreNeverCut() {
    let fields: [DashboardContent.Field] = [
      .init(name: "previousGate", value: "B12"),
      .init(name: "stopsAway", value: "3"),
      .init(name: "aVeryLongFieldNameThatTakesARowOfItsOwn", value: "\"x\""),
    ]
    let text = Dashboard.compose(Self.content(fields: fields), state: DashboardState(), size: size).plainText
    #expect(text.contains("previousGate B12"))
    #expect(text.contains("stopsAway    3"))
    #expect(text.contains("aVeryLongFieldNameThatTakesARowOfItsOwn"))
    #expect(!text.contains("…"))
  }

  /// A name wider than the side column of an 80×24 terminal wraps onto rows of its own; no
  /// piece of it is cut.
  @Test func aFieldNameWiderThanThePanelWraps() throws {
    let name = "courierDisplayNameForTheRiderOnTheWay"
    let fields: [DashboardContent.Field] = [.init(name: name, value: "\"Sam\"")]
    let grid = Dashboard.compose(
      Self.content(fields: fields), state: DashboardState(), size: Size(width: 80, height: 24))
    let rows = (0..<24).map { grid.rowText($0) }
    let first = try #require(rows.firstIndex { $0.contains("courierDisplayName") })
    let pieces = rows[first...].prefix(3).map { $0.split(separator: "│").last.map(String.init) ?? "" }
    #expect(pieces.map { $0.trimmingCharacters(in: .whitespaces) }.joined().contains(name + "\"Sam\""))
    #expect(!pieces.contains { $0.contains("…") })
  }

  /// `f`/`F` move the selection `▸` marks; the panel starts late enough to show a selected
  /// finding that would be below its bottom, and the selection never goes below 0.
  @Test func theSelectedFindingIsMarkedAndKeptInView() throws {
    let code = FindingCode("R010", "truncated", .warning, explanation: "x")
    let findings = (1...40).map { Finding(code, "message \($0)") }
    var state = DashboardState()
    let first = Dashboard.compose(Self.content(findings: findings), state: state, size: size).plainText
    #expect(first.contains("▸"))
    #expect(first.contains("▸warning R010"))
    #expect(first.contains("message 1 "))
    state.apply(.selectFinding(-1))
    #expect(state.selectedFinding == 0)
    for _ in 0..<30 { state.apply(.selectFinding(1)) }
    #expect(state.selectedFinding == 30)
    let grid = Dashboard.compose(Self.content(findings: findings), state: state, size: size)
    let rows = (0..<size.height).map { grid.rowText($0) }
    let marked = try #require(rows.firstIndex { $0.contains("▸") })
    #expect(rows[marked + 1].contains("message 31"))
    #expect(!rows.contains { $0.contains("message 1 ") })
  }

  /// In an 80×24 terminal the sheet panel keeps the Lock Screen card and the expanded island
  /// (48 cells) whole; the state and findings column gives up the room.
  @Test func anEightyColumnTerminalShowsTheLockScreenCardWhole() {
    var sheet = Grid(width: 48, height: 2)
    sheet.write("╭" + String(repeating: "─", count: 46) + "╮", x: 0, y: 0)
    sheet.write("edge", x: 44, y: 1)
    let rows = Dashboard.compose(
      Self.content(sheet: sheet), state: DashboardState(), size: Size(width: 80, height: 24))
    #expect(rows.rowText(2).contains("╭" + String(repeating: "─", count: 46) + "╮"))
    #expect(rows.rowText(3).contains("edge│"))
  }

  @Test func aLayoutErrorIsShownUnderTheLastGoodSheet() {
    var sheet = Grid(width: 10, height: 1)
    sheet.write("last good", x: 0, y: 0)
    let status = DashboardContent.Status(
      viewing: .standard,
      layoutDiagnostics: ["delivery.islet:3:5: error: unknown field `eta2`", "  text(eta2)", "       ^"])
    let text = Dashboard.compose(
      Self.content(sheet: sheet, status: status), state: DashboardState(), size: size
    )
    .plainText
    #expect(text.contains("│last good"))
    #expect(text.contains("layout error — showing the last good layout"))
    #expect(text.contains("│delivery.islet:3:5: error: unknown field `eta2`"))
    #expect(text.contains("│       ^"))
  }

  @Test func statusLineShowsTimeTravelPauseAndForcedStale() {
    let status = DashboardContent.Status(
      viewing: ViewingConditions(orientation: .landscape, textSize: .xxxLarge), focus: .compact,
      timeTravel: "push 3/12",
      isStaleForced: true)
    var state = DashboardState()
    state.isPaused = true
    state.queuedLines = 7
    let wide = Size(width: 130, height: 40)
    let top = Dashboard.compose(Self.content(status: status), state: state, size: wide).rowText(0)
    #expect(top.contains("⏪ push 3/12"))
    #expect(top.contains("paused (7 waiting)"))
    #expect(top.contains("stale forced"))
    #expect(top.contains("iPhone 16 Pro · landscape · text xxxLarge · focus compact"))
    #expect(!top.contains(" live ·"))
  }

  @Test func helpOverlayListsEveryBinding() {
    var state = DashboardState()
    state.showsHelp = true
    let text = Dashboard.compose(Self.content(), state: state, size: size).plainText
    #expect(text.contains("keys · Esc or ? to close"))
    for binding in PreviewKeyMap.standard.bindings {
      #expect(text.contains(binding.description))
    }
  }

  /// A 60×20 terminal is too short for a row per binding: every key still shows, with its
  /// summary, in columns.
  @Test func helpOverlayOnASmallTerminalListsEveryKey() {
    var state = DashboardState()
    state.showsHelp = true
    let text = Dashboard.compose(Self.content(), state: state, size: Size(width: 60, height: 20)).plainText
    for binding in PreviewKeyMap.standard.bindings {
      #expect(text.contains("\(binding.label)") && text.contains(binding.summary), "\(binding.label)")
    }
    #expect(text.contains("f/F    finding"))
  }

  @Test func countdownsAndDatesFormatWithoutAClock() {
    typealias Canvas = Dashboard.Canvas
    #expect(Canvas.format(Instant(unixSeconds: 0)) == "1970-01-01 00:00:00Z")
    #expect(Canvas.format(Instant(secondsSinceReferenceDate: 0)) == "2001-01-01 00:00:00Z")
    #expect(Canvas.format(Instant(unixSeconds: -1)) == "1969-12-31 23:59:59Z")
    #expect(Canvas.format(Instant(unixSeconds: .nan)) == "invalid date")
    #expect(Canvas.format(Instant(unixSeconds: 1e300)) == "invalid date")
    let now = Instant(unixSeconds: 1000)
    #expect(Canvas.staleCountdown(staleDate: now.adding(59.2), now: now) == "stale in 1m 0s")
    #expect(Canvas.staleCountdown(staleDate: now.adding(-3), now: now) == "stale for 3s")
    #expect(Canvas.staleCountdown(staleDate: now.adding(7300), now: now) == "stale in 2h 01m")
    #expect(Canvas.staleCountdown(staleDate: nil, now: now) == "")
    #expect(Canvas.duration(.infinity) == "long")
  }

  @Test func wrapBreaksAtSpacesAndMarksLeftoverText() {
    let lines = Dashboard.Canvas.wrap("one two three four five", width: 9, maxLines: 2)
    #expect(lines == ["one two", "three fo…"])
    #expect(Dashboard.Canvas.wrap("abcdefghij", width: 4, maxLines: 5) == ["abcd", "efgh", "ij"])
    #expect(Dashboard.Canvas.wrap("x", width: 0, maxLines: 3) == [])
  }
}
