import IsletCanvas

/// The dashboard's own state, kept by the run loop: what is on screen besides the engine's
/// content (help overlay, sheet scroll) and how the push input is doing.
public struct DashboardState: Hashable, Sendable {
  /// The push source, as the status line reports it.
  public enum Input: Hashable, Sendable {
    /// No push source was given.
    case none
    /// Reading; `lines` have been delivered so far.
    case reading(lines: Int)
    /// The source ended after `lines` lines; the preview keeps the last state.
    case ended(lines: Int)
    /// The source failed (already escaped); the preview keeps the last state.
    case failed(String)
  }

  public var showsHelp: Bool
  /// The top-left sheet cell shown in the sheet panel.
  public var scroll: Point
  public var isPaused: Bool
  /// Lines read but not yet handed to the engine.
  public var queuedLines: Int
  public var input: Input
  /// On a terminal too narrow for the sheet and the side column together: whether the state
  /// and findings panels are shown instead of the sheet and the events (`Tab`).
  public var showsDetails = false
  /// The finding `e` opens: an index into the findings panel's list (`f`/`F` move it; the run
  /// loop keeps it within the list as findings come and go).
  public var selectedFinding = 0

  public init(
    showsHelp: Bool = false, scroll: Point = Point(x: 0, y: 0), isPaused: Bool = false,
    queuedLines: Int = 0, input: Input = .none
  ) {
    self.showsHelp = showsHelp
    self.scroll = scroll
    self.isPaused = isPaused
    self.queuedLines = queuedLines
    self.input = input
  }

  /// Applies a dashboard-local action (help, scroll, pause). Engine commands, reload and quit
  /// are the run loop's business and leave the state unchanged.
  public mutating func apply(_ action: PreviewAction) {
    switch action {
    case .toggleHelp: showsHelp.toggle()
    case .dismiss: showsHelp = false
    case .scroll(let dx, let dy):
      scroll = Point(x: max(0, scroll.x + dx), y: max(0, scroll.y + dy))
    case .scrollHome: scroll = Point(x: 0, y: 0)
    case .togglePause: isPaused.toggle()
    case .togglePanels: showsDetails.toggle()
    case .selectFinding(let offset): selectedFinding = max(0, selectedFinding + offset)
    case .engine, .reload, .exportFrame, .editFinding, .quit: break
    }
  }
}
