import IsletCanvas
import IsletDevices
import IsletFindings
import IsletModel

/// Everything the preview engine shows on the dashboard at one moment: the sheet of
/// presentations, the state panel, the findings, the event log and the status line.
///
/// Strings here may be untrusted (payload values, file names): the dashboard escapes every one
/// of them with `TerminalSafe.escape` before it reaches the screen.
public struct DashboardContent: Hashable, Sendable {
  /// One content-state field and its current value, formatted for display.
  public struct Field: Hashable, Sendable {
    public var name: String
    public var value: String

    public init(name: String, value: String) {
      self.name = name
      self.value = value
    }
  }

  /// The activity as the state panel shows it.
  public struct ActivityState: Hashable, Sendable {
    public var activityName: String
    public var fields: [Field]
    /// The `aps.timestamp` of the last applied push.
    public var lastPush: Instant?
    public var staleDate: Instant?
    /// The clock the countdowns are measured against (the engine's last tick, or the push
    /// being shown while time travelling).
    public var now: Instant?
    /// The lifecycle phase: `active`, `stale`, `ended`, `dismissed`, or `no activity`.
    public var phase: String
    public var activityCount: Int
    /// Where taps go (`widgetURL`, `link`), as the shown views carry them; the URL escaped.
    public var destinations: [Field]

    public init(
      activityName: String, fields: [Field] = [], lastPush: Instant? = nil, staleDate: Instant? = nil,
      now: Instant? = nil, phase: String, activityCount: Int, destinations: [Field] = []
    ) {
      self.activityName = activityName
      self.fields = fields
      self.lastPush = lastPush
      self.staleDate = staleDate
      self.now = now
      self.phase = phase
      self.activityCount = activityCount
      self.destinations = destinations
    }
  }

  /// One line of the event log: a push and its verdict.
  public struct Event: Hashable, Sendable {
    /// The push's 1-based number in its stream; 0 for a lifecycle transition between pushes.
    public var number: Int
    /// `start`, `update`, `end`, or what the line claimed to be.
    public var event: String
    /// `applied`, or why the push was dropped.
    public var verdict: String
    public var isApplied: Bool

    public init(number: Int, event: String, verdict: String, isApplied: Bool) {
      self.number = number
      self.event = event
      self.verdict = verdict
      self.isApplied = isApplied
    }
  }

  /// The engine's part of the status line.
  public struct Status: Hashable, Sendable {
    public var viewing: ViewingConditions
    public var focus: PreviewRequest.Focus
    /// Set while time travelling, e.g. `push 3/12`; nil when following live.
    public var timeTravel: String?
    /// Set while a sample state is shown, e.g. `sample typical 2/3`; nil otherwise.
    public var sample: String?
    /// Set while the device sweep is shown: the presentation it sweeps.
    public var sweep: String?
    /// Whether stale is forced on by the user.
    public var isStaleForced: Bool
    /// The render's `isLuminanceReduced` and `isActivityFullscreen`, as the user set them.
    public var isLuminanceReduced: Bool
    public var isActivityFullscreen: Bool
    /// The diagnostics of a broken layout (one string per line, e.g. message, source line,
    /// caret); empty when the layout is good. The sheet keeps the last good layout meanwhile.
    public var layoutDiagnostics: [String]

    public init(
      viewing: ViewingConditions, focus: PreviewRequest.Focus = .all,
      timeTravel: String? = nil, sample: String? = nil, sweep: String? = nil, isStaleForced: Bool = false,
      isLuminanceReduced: Bool = false, isActivityFullscreen: Bool = false, layoutDiagnostics: [String] = []
    ) {
      self.isLuminanceReduced = isLuminanceReduced
      self.isActivityFullscreen = isActivityFullscreen
      self.viewing = viewing
      self.focus = focus
      self.timeTravel = timeTravel
      self.sample = sample
      self.sweep = sweep
      self.isStaleForced = isStaleForced
      self.layoutDiagnostics = layoutDiagnostics
    }
  }

  /// A title for the status line: the activity or layout file name.
  public var title: String
  /// The rendered presentations, any size; the dashboard crops and scrolls it.
  public var sheet: Grid
  public var state: ActivityState
  public var findings: [Finding]
  /// The most recent pushes, oldest first; the dashboard shows as many as fit from the end.
  public var events: [Event]
  public var status: Status

  public init(
    title: String, sheet: Grid, state: ActivityState, findings: [Finding] = [], events: [Event] = [],
    status: Status
  ) {
    self.title = title
    self.sheet = sheet
    self.state = state
    self.findings = findings
    self.events = events
    self.status = status
  }
}
