/// What a key does in the live preview: an engine command, or something the dashboard and the
/// run loop handle themselves (help, scrolling, pausing input, reloading, quitting).
public enum PreviewAction: Hashable, Sendable {
  case engine(PreviewRequest)
  /// Scrolls a sheet larger than its panel by whole cells.
  case scroll(dx: Int, dy: Int)
  /// Scrolls the sheet back to its top-left corner.
  case scrollHome
  /// Stops (or resumes) consuming pushes; the source is held back, nothing is lost.
  case togglePause
  /// Re-reads the layout file now.
  case reload
  /// Writes the sheet as shown (all of it, not only what the panel shows) to text and ANSI
  /// files next to the layout.
  case exportFrame
  /// Opens the layout (or the Swift file) in the user's editor at the selected finding's line
  /// and column; the layout reloads when the editor exits.
  case editFinding
  /// Moves the findings panel's selection (the finding `e` opens) by this many findings.
  case selectFinding(Int)
  case toggleHelp
  /// On a narrow terminal, switches between the sheet with the events and the state with the
  /// findings.
  case togglePanels
  /// Closes the help overlay if it is open.
  case dismiss
  case quit
}
