import IsletCanvas
import IsletModel

/// The live preview's model, as the run loop drives it: pushes, commands, the clock and the
/// layout source go in; dashboard content comes out.
///
/// The run loop calls it from one thread only. An implementation is pure: time arrives through
/// `tick(now:)`, and every input line must get exactly one verdict in the event log.
public protocol PreviewEngine {
  /// A complete line from the push source, in stream order. Called for every line.
  mutating func receive(_ line: PreviewInputLine)
  /// Something the user should see in the event log, already escaped: what happened to the
  /// push source between lines (a followed file truncated or replaced, in stream order), or
  /// where an exported frame went.
  mutating func noteSource(_ notice: String)
  /// A user command (device, orientation, text size, focus, time travel, forced stale).
  mutating func handle(_ command: PreviewRequest)
  /// The wall clock, once a second and before the first frame.
  mutating func tick(now: Instant)
  /// The layout's new source, or why it could not be read. Called at start, whenever the
  /// file changes, and on reload. A failure (or a layout that does not compile) must keep the
  /// last good layout and report the problem in `Status.layoutDiagnostics`.
  mutating func reloadLayout(_ source: Result<LayoutSource, LayoutSourceError>)
  /// What to show now; `sheetSize` is the room the dashboard gives the sheet (a larger sheet
  /// is cropped and can be scrolled).
  func content(sheetSize: Size) -> DashboardContent
}
