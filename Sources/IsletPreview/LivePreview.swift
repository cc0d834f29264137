import IsletCanvas
import IsletDevices
import IsletFindings
import IsletLanguage
import IsletModel
import IsletPlacement
import IsletPush
import IsletSheet

/// The real preview engine: a layout, a push checker driving an `ActivitySimulator`, and the
/// sheet of whatever the Dynamic Island shows, on the wall clock.
///
/// The clock: a push arrives when its line is read, as on a phone; its payload timestamp only
/// orders updates (`PushCheckOptions.Arrival.asAdvanced`). Stale dates, expiry and dismissal
/// pass in real time. To watch a recorded log on its own timeline, `islet replay --arrival
/// timestamps` steps through it.
public struct LivePreview: PreviewEngine {
  /// What the preview starts with; keys change device, orientation, text size and focus.
  public struct Configuration: Sendable {
    /// Shown in the title bar.
    public var layoutName: String
    public var viewing: ViewingConditions
    public var checkOptions: PushCheckOptions
    /// Sample states `n` cycles through after the layout's own preview values.
    public var samples: [PreviewSample] = []
    /// Pushes kept for time travel, at least (older ones drop off in batches, so memory
    /// stays flat and dropping costs nothing per push).
    public var historyLimit: Int
    /// Entries kept in the event log, at least.
    public var eventLimit: Int

    public init(
      layoutName: String, viewing: ViewingConditions = .standard,
      checkOptions: PushCheckOptions = PushCheckOptions(),
      historyLimit: Int = 1000, eventLimit: Int = 500
    ) {
      self.layoutName = layoutName
      self.viewing = viewing
      self.checkOptions = checkOptions
      self.historyLimit = historyLimit
      self.eventLimit = eventLimit
    }
  }

  /// The device after one push, for time travel.
  struct Frame {
    var number: Int
    var simulator: ActivitySimulator
  }

  private var configuration: Configuration
  private var layout: ActivityLayout?
  private var layoutWarnings: [Finding] = []
  /// Moves the render's findings to what the user wrote (the Swift lines of a translated layout).
  private var locateFindings: @Sendable (Finding) -> Finding = { $0 }
  private var layoutProblems: [String] = []
  private var checker: PushChecker?
  /// Lines that arrived before any layout compiled; checked once one does.
  private var waiting: [PreviewInputLine] = []
  private var history: [Frame] = []
  private var events: [DashboardContent.Event] = []
  /// Findings of the latest pushes that had any, newest last.
  private var pushFindings: [Finding] = []
  /// Index into `history` while travelling; nil shows the live device.
  private var travel: Int?
  private var wallNow: Instant?
  private var focus: PreviewRequest.Focus = .all
  private var forcedStale = false
  /// The render environment's switches the user set (`m`, `f`).
  private var luminanceReduced = false
  private var fullscreen = false
  /// The sample state shown instead of the device: first the layout's preview states (its
  /// `preview` values, or each `#Preview` content state of Swift sources), then
  /// `configuration.samples`; nil shows the device.
  private var sample: Int?

  /// How many of the samples `n` cycles through are the layout's own preview states (one slot
  /// even when the layout has none: its preview values, or nothing).
  private var previewStateCount: Int { max(1, layout?.previewStateNames.count ?? 0) }
  /// While an update's alert is showing: the expanded presentation lights up, as on a phone.
  private var alertShownUntil: Instant?
  /// Whether the sheet is the device sweep of one presentation.
  private var sweeping = false

  public init(configuration: Configuration) {
    self.configuration = configuration
    self.configuration.checkOptions.arrival = .asAdvanced
  }

  /// A preview of an already loaded layout (the bundled demo).
  public init(configuration: Configuration, source: String) {
    self.configuration = configuration
    reloadLayout(.success(LayoutSource(text: source)))
  }

  // MARK: - Inputs

  public mutating func receive(_ line: PreviewInputLine) {
    guard checker != nil else {
      waiting.append(line)
      return
    }
    sample = nil
    check(line)
  }

  /// Logs what happened to the source; the device keeps its state (a log reset does not
  /// reset the phone).
  public mutating func noteSource(_ notice: String) {
    log(DashboardContent.Event(number: 0, event: "~", verdict: notice, isApplied: true))
  }

  public mutating func handle(_ command: PreviewRequest) {
    switch command {
    case .nextDevice: cycleDevice(by: 1)
    case .previousDevice: cycleDevice(by: -1)
    case .toggleOrientation:
      configuration.viewing.orientation =
        configuration.viewing.orientation == .portrait ? .landscape : .portrait
    case .cycleTextSize:
      let sizes = TextSize.allCases
      let index = sizes.firstIndex(of: configuration.viewing.textSize) ?? 0
      configuration.viewing.textSize = sizes[(index + 1) % sizes.count]
    case .toggleAppearance:
      configuration.viewing.appearance = configuration.viewing.appearance == .dark ? .light : .dark
    case .focus(let target): focus = target
    case .stepBack:
      guard !history.isEmpty else { return }
      travel = max(0, (travel ?? history.count - 1) - 1)
    case .stepForward:
      guard let position = travel else { return }
      travel = position + 1 < history.count ? position + 1 : nil
    case .returnToLive:
      travel = nil
      sample = nil
    case .toggleForcedStale: forcedStale.toggle()
    case .toggleLuminanceReduced: luminanceReduced.toggle()
    case .toggleFullscreen: fullscreen.toggle()
    case .nextSample:
      sample = sample.map { ($0 + 1) % (previewStateCount + configuration.samples.count) } ?? 0
    case .toggleSweep: sweeping.toggle()
    }
  }

  public mutating func tick(now: Instant) {
    wallNow = now
    guard checker != nil else { return }
    let events = checker!.advance(to: clock)
    guard !events.isEmpty else { return }
    for event in events {
      log(DashboardContent.Event(number: 0, event: "~", verdict: event.description, isApplied: true))
    }
  }

  public mutating func reloadLayout(_ source: Result<LayoutSource, LayoutSourceError>) {
    let text: String
    let file: String
    let locate: @Sendable (Finding) -> Finding
    switch source {
    case .failure(let error):
      if case .untranslatable = error.reason {
        // Findings with source lines and carets; the panel says the last good layout shows.
        layoutProblems = error.description.split(separator: "\n").map(String.init)
      } else {
        layoutProblems = ["\(error.description); showing the last good layout"]
      }
      return
    case .success(let success):
      text = success.text
      file = success.file ?? configuration.layoutName
      locate = success.locate
    }
    let compilation = LayoutCompiler.compile(text, file: file)
    guard let compiled = compilation.layout else {
      layoutProblems = compilation.diagnostics.flatMap {
        DiagnosticFormatter.format($0, source: text).split(separator: "\n").map(String.init)
      }
      return
    }
    layout = compiled
    locateFindings = locate
    layoutWarnings = compilation.diagnostics.map(locate)
    layoutProblems = []
    if checker == nil {
      checker = PushChecker(schema: compiled.schema, options: configuration.checkOptions)
      let lines = waiting
      waiting = []
      for line in lines { check(line) }
    }
  }

  // MARK: - Output

  public func content(sheetSize: Size) -> DashboardContent {
    let simulator = travel.map { history[$0].simulator } ?? checker?.simulator
    let now = travel.flatMap { history[$0].simulator.now } ?? clock
    let activity =
      sample != nil ? nil : simulator?.islandActivity ?? simulator?.activities.last { $0.phase != .dismissed }
    var findings = layoutWarnings
    let sheet: Grid
    var destinations: [DashboardContent.Field] = []
    var shownState: Record?
    if let layout {
      // A reload may leave fewer preview states than the index: count from the first again.
      let shown = sample.map { $0 < previewStateCount + configuration.samples.count ? $0 : 0 }
      let previewName = shown.flatMap {
        $0 < layout.previewStateNames.count ? layout.previewStateNames[$0] : nil
      }
      var values =
        activity.map { ($0.state, $0.attributes) }
        ?? (
          layout.previewState(named: previewName, now: now) ?? Record(),
          layout.previewAttributes(forState: previewName, now: now) ?? Record()
        )
      if let shown, shown >= previewStateCount {
        let decoded = Self.decode(configuration.samples[shown - previewStateCount], for: layout)
        values.0 = decoded.state ?? values.0
        findings += decoded.findings
      }
      shownState = values.0
      let environment = RenderEnvironment(
        now: now, isStale: forcedStale || (activity?.isStale(at: now) ?? false),
        isLuminanceReduced: luminanceReduced, isActivityFullscreen: fullscreen)
      let rendered =
        sweeping
        ? layout.renderSweep(
          state: values.0, attributes: values.1, environment: environment,
          presentation: sweptPresentation, viewing: configuration.viewing)
        : layout.renderSheet(
          state: values.0, attributes: values.1, environment: environment,
          viewing: configuration.viewing,
          presentation: showsAlert(at: now) ? .expanded : Self.presentation(for: focus),
          flowWidth: sheetSize.width, isInIsland: activity?.isLive ?? true)
      sheet = rendered.grid
      findings += rendered.findings.map(locateFindings)
      destinations = layout.destinations(
        state: values.0, attributes: values.1, environment: environment
      ).map { DashboardContent.Field(name: $0.kind, value: TerminalSafe.escape($0.url)) }
    } else {
      sheet = Grid(width: 0, height: 0)
    }
    findings += pushFindings.suffix(Self.pushFindingLimit)
    return DashboardContent(
      title: "islet preview · \(TerminalSafe.escape(configuration.layoutName))",
      sheet: sheet,
      state: panelState(
        activity, shownState: shownState, simulator: simulator, now: now, destinations: destinations),
      findings: findings,
      events: events,
      status: DashboardContent.Status(
        viewing: configuration.viewing, focus: focus,
        timeTravel: travel.map { "push \(history[$0].number)/\(checker?.pushCount ?? 0)" },
        sample: sample.map(sampleLabel), sweep: sweeping ? sweptPresentation.rawValue : nil,
        isStaleForced: forcedStale, isLuminanceReduced: luminanceReduced, isActivityFullscreen: fullscreen,
        layoutDiagnostics: layoutProblems))
  }

  /// The presentation the sweep shows: the focused one, else compact.
  private var sweptPresentation: Presentation { Self.presentation(for: focus) ?? .compact }

  /// Whether an alert lights up the expanded presentation at `now` (only while every
  /// presentation is shown: a chosen focus stays).
  private func showsAlert(at now: Instant) -> Bool {
    guard let until = alertShownUntil, focus == .all, travel == nil, sample == nil else { return false }
    return now < until
  }

  /// `sample preview 1/3`, `sample typical 2/3`; a layout with several preview states shows
  /// their names (`sample boarding 1/4`).
  private func sampleLabel(_ index: Int) -> String {
    let names = layout?.previewStateNames ?? []
    let total = previewStateCount + configuration.samples.count
    let index = index < total ? index : 0
    let name =
      if index >= previewStateCount {
        TerminalSafe.escape(configuration.samples[index - previewStateCount].name)
      } else if names.count > 1 {
        TerminalSafe.escape(names[index])
      } else {
        "preview"
      }
    return "sample \(name) \(index + 1)/\(total)"
  }

  /// A sample file decoded against the layout's content state, as ActivityKit would decode it.
  private static func decode(
    _ sample: PreviewSample, for layout: ActivityLayout
  ) -> (
    state: Record?, findings: [Finding]
  ) {
    var sink = FindingSink()
    let path = "states/\(TerminalSafe.escape(sample.name)).json"
    guard let document = try? JSONDocument(parsing: sample.bytes) else {
      sink.report(.pushNotJSON, "\(path) is not JSON; showing the layout's preview values")
      return (nil, sink.take())
    }
    let state = ActivityKitDecoder.decode(
      document.root, fields: layout.schema.state, schema: layout.schema, path: path,
      unchecked: layout.schema.stateDecoding, sink: &sink)
    return (state, sink.take())
  }

  // MARK: - Internals

  /// The device's clock: the wall clock (as last ticked).
  private var clock: Instant { wallNow ?? Instant(secondsSinceReferenceDate: 0) }

  private mutating func check(_ line: PreviewInputLine) {
    guard var checker else { return }
    // The push arrives now: the transitions due by now happen first.
    if wallNow != nil {
      for event in checker.advance(to: clock) {
        log(DashboardContent.Event(number: 0, event: "~", verdict: event.description, isApplied: true))
      }
    }
    let verdict =
      line.isOverLimit
      ? checker.check(.tooLong(line: line.number))
      : line.bytes.withUnsafeBufferPointer { checker.check(line: $0, lineNumber: line.number) }
    self.checker = checker
    record(verdict, simulator: checker.simulator)
    if verdict.applied, verdict.event == .update || verdict.event == .end,
      let alert = PushAlert.read(line.bytes)
    {
      log(
        DashboardContent.Event(number: verdict.number, event: "alert", verdict: alert.text, isApplied: true))
      alertShownUntil = clock.adding(Self.alertDuration)
    }
  }

  /// How long an update's alert lights up the expanded presentation (iOS shows it for a few
  /// seconds, then returns to compact).
  static let alertDuration: Double = 4

  private mutating func record(_ verdict: PushVerdict, simulator: ActivitySimulator) {
    history.append(Frame(number: verdict.number, simulator: simulator))
    if history.count > 2 * configuration.historyLimit {
      let dropped = history.count - configuration.historyLimit
      history.removeFirst(dropped)
      travel = travel.map { max(0, $0 - dropped) }
    }
    for event in verdict.lifecycleEvents {
      log(DashboardContent.Event(number: 0, event: "~", verdict: event.description, isApplied: true))
    }
    let reason = verdict.findings.first { $0.severity == .error }
    let text = verdict.applied ? "applied" : "dropped: \(reason.map { "\($0.code.id) \($0.message)" } ?? "")"
    log(
      DashboardContent.Event(
        number: verdict.number, event: verdict.event?.rawValue ?? "?", verdict: text,
        isApplied: verdict.applied))
    guard !verdict.findings.isEmpty else { return }
    pushFindings += verdict.findings
    if pushFindings.count > Self.pushFindingLimit {
      pushFindings.removeFirst(pushFindings.count - Self.pushFindingLimit)
    }
  }

  private mutating func log(_ event: DashboardContent.Event) {
    events.append(event)
    if events.count > 2 * configuration.eventLimit {
      events.removeFirst(events.count - configuration.eventLimit)
    }
  }

  /// The state panel: the shown activity's phase and fields, or, before any activity, the
  /// fields of the preview values or sample the sheet shows (`shownState`).
  private func panelState(
    _ activity: SimulatedActivity?, shownState: Record?, simulator: ActivitySimulator?, now: Instant,
    destinations: [DashboardContent.Field]
  ) -> DashboardContent.ActivityState {
    let schema = layout?.schema
    let name = schema?.activityName ?? "no layout"
    let fields = (schema?.state ?? []).map {
      DashboardContent.Field(
        name: $0.name,
        value: FieldDisplay.text((activity?.state ?? shownState ?? Record())[$0.name], now: now))
    }
    guard let activity else {
      // A sample is shown whatever the device holds; before any push, the preview values, or
      // empty fields when the layout has none (said, not left to look like a broken layout).
      let hasPreviewValues = layout.map { !$0.previewStateNames.isEmpty || $0.schema.state.isEmpty } ?? false
      let phase =
        sample.map { "not live: \(sampleLabel($0))" }
        ?? (hasPreviewValues ? "no activity yet (preview values)" : "no activity yet, no preview values")
      return DashboardContent.ActivityState(
        activityName: name, fields: fields, now: now, phase: phase,
        activityCount: simulator?.activities.count ?? 0, destinations: destinations)
    }
    let phase = forcedStale && activity.phase == .active ? "stale (forced)" : activity.phase.rawValue
    return DashboardContent.ActivityState(
      activityName: "\(name) · \(TerminalSafe.escape(activity.id))", fields: fields,
      lastPush: activity.lastPushTimestamp, staleDate: activity.staleDate, now: now, phase: phase,
      activityCount: simulator?.activities.count ?? 0, destinations: destinations)
  }

  private mutating func cycleDevice(by step: Int) {
    let devices = Device.all
    let index = devices.firstIndex(of: configuration.viewing.device) ?? 0
    configuration.viewing.device = devices[(index + step + devices.count) % devices.count]
  }

  private static let pushFindingLimit = 20

  private static func presentation(for focus: PreviewRequest.Focus) -> Presentation? {
    switch focus {
    case .all: nil
    case .lockScreen: .lockScreen
    case .compact: .compact
    case .minimal: .minimal
    case .expanded: .expanded
    case .small: .small
    }
  }
}
