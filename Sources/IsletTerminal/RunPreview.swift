import Foundation
import IsletPreview

/// Runs the live preview full screen until the user quits or a signal ends it, and always
/// restores the terminal.
///
/// One thread (the caller's) owns ncurses and the engine: it reads keys, hands every push line
/// to `engine` in order, ticks it once a second, reloads the layout file when it changes, and
/// draws at most `options.framesPerSecond` frames a second while pushes stream in, and at once
/// when it has caught up with them (`FramePacing`). Pushes are read on a background
/// thread; end of input leaves the preview running with a notice. Ctrl-Z suspends and `fg`
/// resumes; a resize redraws for the new size.
///
/// - Throws: `PreviewError` when the terminal cannot be opened or no UTF-8 locale exists.
public func runPreview<Engine: PreviewEngine>(
  engine: inout Engine, options: PreviewRunOptions = PreviewRunOptions()
) throws -> PreviewRunResult {
  guard TerminalLocale.isUTF8 else {
    throw PreviewError(description: "no UTF-8 locale is available (tried the environment's and C.UTF-8)")
  }
  let signalMask = PreviewSignals.install()
  defer { PreviewSignals.restore(signalMask) }
  let screen = try CursesScreen(terminal: options.terminal)
  defer { screen.close() }
  var loop = PreviewRunLoop(screen: screen, options: options)
  return loop.run(&engine)
}

/// The state of one `runPreview` call: input plumbing, timers and the dashboard state.
private struct PreviewRunLoop {
  let screen: CursesScreen
  let options: PreviewRunOptions
  let painter: GridPainter
  let queue = PushLineQueue()
  let reader: PushLineReader
  var watcher: (any LayoutSourcePolling)?
  var state = DashboardState()
  var linesReceived = 0
  var inputEnded = false
  var needsFrame = true
  let clock = ContinuousClock()

  /// Longest stretch spent handing lines to the engine before keys and frames get a turn.
  static let drainBudget = Duration.milliseconds(20)
  /// How long the loop waits for keys while the push source may deliver more lines (lines
  /// arriving end the wait at once, through the queue's wake-up).
  static let inputPollInterval = Duration.milliseconds(30)

  init(screen: CursesScreen, options: PreviewRunOptions) {
    self.screen = screen
    self.options = options
    painter = GridPainter(palette: CursesPalette(announced: options.colorDepth))
    reader = PushLineReader(source: options.pushes, queue: queue, maximumLineBytes: options.maximumLineBytes)
    watcher =
      options.layoutSource
      ?? options.layoutFile.map { LayoutFileWatcher(path: $0, maximumBytes: options.maximumLayoutBytes) }
    state.input = options.pushes == .none ? .none : .reading(lines: 0)
    inputEnded = options.pushes == .none
  }

  mutating func run<Engine: PreviewEngine>(_ engine: inout Engine) -> PreviewRunResult {
    reader.start()
    defer { reader.stop() }
    if let source = watcher?.pollLayout(force: true) { engine.reloadLayout(source) }
    engine.tick(now: options.clock())
    var pacing = FramePacing(framesPerSecond: options.framesPerSecond, now: clock.now)
    var nextTick = clock.now + .seconds(1)
    var nextPoll = clock.now + options.layoutPollInterval
    while true {
      if let reason = handleSignals() {
        return PreviewRunResult(reason: reason, linesReceived: linesReceived)
      }
      let now = clock.now
      var wait = min(nextTick, nextPoll) - now
      if needsFrame { wait = min(wait, pacing.nextFrame(queuedLines: queue.count) - now) }
      if !state.isPaused, queue.count > 0 {
        wait = .zero
      } else if !inputEnded {
        wait = min(wait, Self.inputPollInterval)
      }
      if let reason = handleKeys(waitingUpTo: wait, engine: &engine) {
        return PreviewRunResult(reason: reason, linesReceived: linesReceived)
      }
      let inputHadEnded = inputEnded
      deliverLines(to: &engine)
      if inputEnded, !inputHadEnded { pacing.sourceEnded() }
      if clock.now >= nextTick {
        engine.tick(now: options.clock())
        nextTick = clock.now + .seconds(1)
        needsFrame = true
      }
      if clock.now >= nextPoll {
        if let source = watcher?.pollLayout(force: false) {
          engine.reloadLayout(source)
          needsFrame = true
        }
        nextPoll = clock.now + options.layoutPollInterval
      }
      if needsFrame, pacing.isDue(at: clock.now, queuedLines: queue.count) {
        draw(engine)
        pacing.drew(at: clock.now, queuedLines: queue.count)
      }
    }
  }

  /// Reacts to signals; returns a reason to end the preview.
  private mutating func handleSignals() -> PreviewRunResult.Reason? {
    if let signal = PreviewSignals.endedBy() {
      switch signal {
      case SIGINT: return .interrupted
      case SIGTERM: return .terminated
      default: return .signal(signal)
      }
    }
    let signals = PreviewSignals.take()
    if signals.contains(.suspend) {
      screen.suspend()
      PreviewSignals.stopProcess()
    }
    if !signals.isEmpty {
      painter.invalidate()
      screen.clearOnNextUpdate()
      needsFrame = true
    }
    return nil
  }

  /// Waits up to `wait` for a key, then takes every key already typed. A reason to end on quit,
  /// or when the terminal hung up (as the SIGHUP it usually sends would: a terminal whose input
  /// hung up without one, as under a tracer or a detached process group, ends the preview too).
  private mutating func handleKeys<Engine: PreviewEngine>(
    waitingUpTo wait: Duration, engine: inout Engine
  )
    -> PreviewRunResult.Reason?
  {
    // While pushes may still come, the queue's wake-up ends the wait as soon as lines arrive.
    let wakeUp = inputEnded ? nil : queue.wakeUp
    var input = screen.readKey(
      waitingUpTo: max(0, Int((wait / .milliseconds(1)).rounded(.up))),
      orUntilReadable: wakeUp?.readDescriptor)
    wakeUp?.clear()
    while let key = input {
      switch key {
      case .resize:
        painter.invalidate()
        needsFrame = true
      case .hangup: return .signal(SIGHUP)
      case .key(let key):
        guard let action = options.keyMap.action(for: key) else { break }
        switch action {
        case .quit: return .quit
        case .engine(let command): engine.handle(command)
        case .reload: if let source = watcher?.pollLayout(force: true) { engine.reloadLayout(source) }
        case .exportFrame:
          let sheet = engine.content(sheetSize: Dashboard.sheetViewport(for: screen.size)).sheet
          engine.noteSource(
            FrameExport.write(sheet, nextTo: options.sourcePath, depth: options.colorDepth))
        case .editFinding: edit(engine: &engine)
        default: state.apply(action)
        }
        needsFrame = true
      case .other: break
      }
      input = screen.readKey(waitingUpTo: 0)
    }
    return nil
  }

  /// `e`: hands the terminal to the editor at the selected finding, then reloads the layout.
  private mutating func edit<Engine: PreviewEngine>(engine: inout Engine) {
    guard options.sourcePath != nil else {
      engine.noteSource("e opens a layout file; this preview has none to edit")
      return
    }
    let findings = engine.content(sheetSize: Dashboard.sheetViewport(for: screen.size)).findings
    let selected = findings.isEmpty ? nil : findings[min(state.selectedFinding, findings.count - 1)]
    guard let target = FindingEditor.target(of: selected, layoutFile: options.layoutFile) else {
      engine.noteSource("e opens the Swift line of the selected finding; it names none (f selects another)")
      return
    }
    screen.suspend()
    let note = FindingEditor.open(
      target.path, at: target.position, environment: ProcessInfo.processInfo.environment)
    painter.invalidate()
    screen.clearOnNextUpdate()
    engine.noteSource(note)
    if let source = watcher?.pollLayout(force: true) { engine.reloadLayout(source) }
  }

  /// Hands queued lines to the engine in order, for at most `drainBudget`.
  private mutating func deliverLines<Engine: PreviewEngine>(to engine: inout Engine) {
    state.queuedLines = queue.count
    guard !state.isPaused, !inputEnded else { return }
    let deadline = clock.now + Self.drainBudget
    repeat {
      let (entries, end) = queue.take(upTo: 256)
      for entry in entries {
        switch entry {
        case .line(let line):
          engine.receive(line)
          linesReceived += 1
        case .notice(let notice): engine.noteSource(notice)
        }
      }
      if !entries.isEmpty { needsFrame = true }
      switch end {
      case .ended: state.input = .ended(lines: linesReceived)
      case .failed(let why): state.input = .failed(why)
      case nil: state.input = .reading(lines: linesReceived)
      }
      if end != nil {
        inputEnded = true
        needsFrame = true
      }
      if entries.isEmpty { break }
    } while clock.now < deadline
    state.queuedLines = queue.count
  }

  private mutating func draw<Engine: PreviewEngine>(_ engine: Engine) {
    let size = screen.size
    let viewport = Dashboard.sheetViewport(for: size)
    let content = engine.content(sheetSize: viewport)
    state.scroll = Dashboard.clampedScroll(state.scroll, sheet: content.sheet.size, viewport: viewport)
    state.selectedFinding = min(state.selectedFinding, max(0, content.findings.count - 1))
    let frame = Dashboard.compose(content, state: state, size: size, keyMap: options.keyMap)
    painter.paint(frame, into: screen.window)
    screen.update()
    options.onFrame?(frame)
    needsFrame = false
  }
}
