import Testing

@testable import IsletCanvas
@testable import IsletDevices
@testable import IsletModel
@testable import IsletPreview

/// The live preview's clock: a push arrives at the wall clock; its timestamp only orders updates.
@Suite struct LivePreviewClockTests {
  static let wall = Instant(unixSeconds: 1_782_000_000)

  func preview() throws -> LivePreview {
    var preview = LivePreview(
      configuration: LivePreview.Configuration(layoutName: "delivery.islet"),
      source: try LayoutFixtures.layoutSource("delivery.islet"))
    preview.tick(now: Self.wall)
    return preview
  }

  func line(_ number: Int, _ text: String) -> PreviewInputLine {
    PreviewInputLine(number: number, bytes: Array(text.utf8))
  }

  @Test func aPushArrivesAtTheWallClockWhateverItsTimestamp() throws {
    var preview = try preview()
    preview.receive(line(1, PushFixtures.start(at: 600)))
    #expect(preview.content(sheetSize: Size(width: 80, height: 40)).state.now == Self.wall)
    preview.tick(now: Self.wall.adding(5))
    #expect(preview.content(sheetSize: Size(width: 80, height: 40)).state.now == Self.wall.adding(5))
  }

  /// Last month's pushes sent now arrive now, as they would on a phone: their stale date has
  /// passed and their timestamps lie far in the past (`islet replay --arrival timestamps`
  /// plays a recorded log on its own timeline).
  @Test func oldPushesArriveNowAndAreJudgedAgainstTheWallClock() throws {
    var preview = try preview()
    let later = Self.wall.adding(200 * 86_400)
    preview.tick(now: later)
    preview.receive(line(1, PushFixtures.start(at: 0, extra: #","stale-date":1782000900"#)))
    preview.receive(line(2, PushFixtures.update(at: 60, extra: #","stale-date":1782000900"#)))
    let content = preview.content(sheetSize: Size(width: 80, height: 40))
    #expect(content.state.now == later)
    #expect(content.state.phase == "stale")
    let codes = Set(content.findings.map(\.code.id))
    #expect(codes.isSuperset(of: ["P017", "A005"]), "\(codes)")
  }

  @Test func aMillisecondTimestampDoesNotMoveTheClock() throws {
    var preview = try preview()
    preview.receive(line(1, PushFixtures.start(at: 60)))
    let milliseconds = PushFixtures.update(at: 120).replacingOccurrences(
      of: "\(PushFixtures.t0 + 120)", with: "\(PushFixtures.t0 + 120)000")
    preview.receive(line(2, milliseconds))
    let now = try #require(preview.content(sheetSize: Size(width: 80, height: 40)).state.now)
    #expect(now == Self.wall)
  }

  /// An ended activity leaves the Dynamic Island at once and stays on the Lock Screen until
  /// it is dismissed.
  @Test func anEndedActivityLeavesTheIslandAndStaysOnTheLockScreen() throws {
    var preview = try preview()
    preview.receive(line(1, PushFixtures.start(at: 0)))
    let live = preview.content(sheetSize: Size(width: 80, height: 40)).sheet.plainText
    #expect(live.contains("Compact ·"))
    #expect(!live.contains("Dynamic Island · empty"))
    let end =
      #"{"aps":{"timestamp":\#(PushFixtures.t0 + 30),"event":"end","content-state":"#
      + PushFixtures.state() + #","dismissal-date":\#(PushFixtures.t0 + 3600)}}"#
    preview.receive(line(2, end))
    let content = preview.content(sheetSize: Size(width: 80, height: 40))
    #expect(content.state.phase == "ended")
    let ended = content.sheet.plainText
    #expect(ended.contains("Lock Screen ·"))
    #expect(ended.contains("Dynamic Island · empty: the activity ended"))
    #expect(!ended.contains("Compact ·"))
    #expect(!ended.contains("Expanded ·"))
  }

  /// `n` cycles the layout's preview values and its sample files without pushes; a push or
  /// `l` returns to the device.
  @Test func sampleStatesCycleWithoutPushes() throws {
    var configuration = LivePreview.Configuration(layoutName: "delivery.islet")
    configuration.samples = [
      PreviewSample(name: "far", bytes: Array(PushFixtures.state(["courier": "\"Zorro\""]).utf8)),
      PreviewSample(name: "broken", bytes: Array("{\"phase\":".utf8)),
    ]
    var preview = LivePreview(
      configuration: configuration, source: try LayoutFixtures.layoutSource("delivery.islet"))
    preview.tick(now: Self.wall)
    let size = Size(width: 80, height: 40)
    #expect(preview.content(sheetSize: size).status.sample == nil)
    preview.handle(.nextSample)
    #expect(preview.content(sheetSize: size).status.sample == "sample preview 1/3")
    preview.handle(.nextSample)
    let far = preview.content(sheetSize: size)
    #expect(far.status.sample == "sample far 2/3")
    #expect(far.sheet.plainText.contains("Zorro"))
    preview.handle(.nextSample)
    let broken = preview.content(sheetSize: size)
    #expect(broken.findings.contains { $0.code == .pushNotJSON && $0.message.contains("states/broken.json") })
    preview.handle(.nextSample)
    #expect(preview.content(sheetSize: size).status.sample == "sample preview 1/3")
    preview.handle(.returnToLive)
    #expect(preview.content(sheetSize: size).status.sample == nil)
    preview.handle(.nextSample)
    preview.receive(line(1, PushFixtures.start(at: 0)))
    #expect(preview.content(sheetSize: size).status.sample == nil)
  }

  /// A layout with several preview states (a Swift widget's `#Preview` content states) shows
  /// each by name before the sample files.
  @Test func namedPreviewStatesComeFirstInTheCycle() throws {
    let source = try LayoutFixtures.layoutSource("delivery.islet").replacingOccurrences(
      of: "state { phase: .pickedUp",
      with:
        "state \"far\" { phase: .placed, stopsAway: 9, courier: \"Zorro\" }\n    state \"near\" { phase: .pickedUp"
    )
    var configuration = LivePreview.Configuration(layoutName: "delivery.islet")
    configuration.samples = [PreviewSample(name: "file", bytes: Array(PushFixtures.state().utf8))]
    var preview = LivePreview(configuration: configuration, source: source)
    preview.tick(now: Self.wall)
    let size = Size(width: 80, height: 40)
    preview.handle(.nextSample)
    let far = preview.content(sheetSize: size)
    #expect(far.status.sample == "sample far 1/3")
    #expect(far.sheet.plainText.contains("Zorro"))
    preview.handle(.nextSample)
    #expect(preview.content(sheetSize: size).status.sample == "sample near 2/3")
    preview.handle(.nextSample)
    #expect(preview.content(sheetSize: size).status.sample == "sample file 3/3")
    preview.handle(.nextSample)
    #expect(preview.content(sheetSize: size).status.sample == "sample far 1/3")
  }

  /// An update with an alert lights up the expanded presentation for a moment, as iOS does,
  /// and its title and body go into the event log.
  @Test func anUpdateWithAnAlertLightsUpTheExpandedPresentation() throws {
    var preview = try preview()
    preview.receive(line(1, PushFixtures.start(at: 0)))
    preview.receive(
      line(2, PushFixtures.update(at: 10, extra: #","alert":{"title":"Nearby","body":"2 stops away"}"#)))
    let size = Size(width: 80, height: 40)
    let lit = preview.content(sheetSize: size)
    #expect(lit.sheet.plainText.contains("Expanded ·"))
    #expect(!lit.sheet.plainText.contains("Lock Screen ·"))
    #expect(lit.events.contains { $0.event == "alert" && $0.verdict == "Nearby — 2 stops away" })
    preview.tick(now: Self.wall.adding(10 + LivePreview.alertDuration + 1))
    #expect(preview.content(sheetSize: size).sheet.plainText.contains("Lock Screen ·"))
  }

  /// `w` shows one presentation (the focused one, else compact) on every island class and
  /// text size at once; `w` again returns to the sheet.
  @Test func theDeviceSweepShowsOnePresentationOnEveryDeviceAndTextSize() throws {
    var preview = try preview()
    let size = Size(width: 80, height: 40)
    preview.handle(.toggleSweep)
    let sweep = preview.content(sheetSize: size)
    #expect(sweep.status.sweep == "compact")
    let text = sweep.sheet.plainText
    #expect(text.contains("text xSmall · iPhone 14 Pro and"))
    #expect(text.contains("text ax5 · iPhone 14 Pro Max and"))
    #expect(text.components(separatedBy: "Compact ·").count == 1 + 2 * TextSize.allCases.count)
    #expect(!text.contains("Lock Screen ·"))
    preview.handle(.focus(.lockScreen))
    #expect(preview.content(sheetSize: size).status.sweep == "lockScreen")
    preview.handle(.toggleSweep)
    #expect(preview.content(sheetSize: size).status.sweep == nil)
  }

  /// The sweep draws in the preview's appearance, locale and time zone (`--appearance`,
  /// `--locale`, `--time-zone`); only the device and the text size change. The wall clock is
  /// midnight UTC: 01:00 in German at UTC+1, "12:00 AM" had the sweep dropped them.
  @Test func theDeviceSweepKeepsTheAppearanceLocaleAndTimeZone() throws {
    let german = try #require(FormatLocale.named("de_DE"))
    var preview = LivePreview(
      configuration: LivePreview.Configuration(
        layoutName: "t.islet",
        viewing: ViewingConditions(appearance: .light, locale: german, utcOffset: 3_600)),
      source: KnownWrongRenderingTests.layout(lockScreen: "time(now)"))
    preview.tick(now: Self.wall)
    preview.handle(.focus(.lockScreen))
    preview.handle(.toggleSweep)
    let sweep = preview.content(sheetSize: Size(width: 80, height: 40))
    #expect(sweep.status.sweep == "lockScreen")
    let text = sweep.sheet.plainText
    #expect(text.components(separatedBy: "01:00").count == 1 + 2 * TextSize.allCases.count, "\(text)")
    #expect(!text.contains("12:00"))
    #expect(Self.isWhiteSomewhere(sweep))
  }

  /// Whether any cell of the sheet has a white background (a light Lock Screen card).
  static func isWhiteSomewhere(_ content: DashboardContent) -> Bool {
    (0..<content.sheet.height).contains { y in
      (0..<content.sheet.width).contains { content.sheet[$0, y].style.background == .named(.white) }
    }
  }

  /// `a` turns the Lock Screen card light (white, black text) and says so in the status line;
  /// again returns to dark.
  @Test func theAppearanceKeyRepaintsTheLockScreenCard() throws {
    var preview = try preview()
    let size = Size(width: 80, height: 40)
    let white = Self.isWhiteSomewhere
    #expect(!white(preview.content(sheetSize: size)))
    preview.handle(.toggleAppearance)
    let light = preview.content(sheetSize: size)
    #expect(light.status.viewing.appearance == .light && white(light))
    let top = Dashboard.compose(light, state: DashboardState(), size: Size(width: 150, height: 40)).rowText(0)
    #expect(top.contains("text large · light · focus all"))
    preview.handle(.toggleAppearance)
    #expect(!white(preview.content(sheetSize: size)))
  }

  /// `m` and `f` switch the render's `isLuminanceReduced` and `isActivityFullscreen` (a layout
  /// that reads them draws the other branch) and say so in the status line; again turns them off.
  @Test func theDimmedAndFullscreenKeysSwitchTheRendersEnvironment() throws {
    let source = """
      activity Test {
        attributes { name: String }
        state { count: Int }
        lockScreen {
          if isLuminanceReduced { text("DIM") } else if isActivityFullscreen { text("FULL") } else { text("NORMAL") }
        }
        compactLeading { text("a") }  compactTrailing { text("b") }  minimal { text("c") }  expanded { }
        preview { attributes { name: "n" }  state { count: 1 } }
      }
      """
    var preview = LivePreview(configuration: LivePreview.Configuration(layoutName: "t.islet"), source: source)
    preview.tick(now: Self.wall)
    let size = Size(width: 80, height: 40)
    let shows = { (preview: LivePreview, text: String) in
      GridText.plain(preview.content(sheetSize: size).sheet).contains(text)
    }
    #expect(shows(preview, "NORMAL"))
    preview.handle(.toggleLuminanceReduced)
    #expect(shows(preview, "DIM") && preview.content(sheetSize: size).status.isLuminanceReduced)
    let top = Dashboard.compose(
      preview.content(sheetSize: size), state: DashboardState(), size: Size(width: 150, height: 40))
    #expect((0..<3).contains { top.rowText($0).contains("luminance reduced") })
    preview.handle(.toggleLuminanceReduced)
    preview.handle(.toggleFullscreen)
    #expect(shows(preview, "FULL") && preview.content(sheetSize: size).status.isActivityFullscreen)
    preview.handle(.toggleFullscreen)
    #expect(shows(preview, "NORMAL"))
  }
}
