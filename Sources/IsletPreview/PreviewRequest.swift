/// A request to the preview engine: what the sheet and state panel should show.
///
/// Produced by the key map (`PreviewKeyMap`); the run loop hands it to `PreviewEngine.handle(_:)`.
public enum PreviewRequest: Hashable, Sendable {
  /// Which presentation the sheet shows: all of them, or one at full size.
  public enum Focus: Int, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    case all = 0
    case lockScreen = 1
    case compact = 2
    case minimal = 3
    case expanded = 4
    case small = 5

    public var description: String {
      switch self {
      case .all: "all"
      case .lockScreen: "lock screen"
      case .compact: "compact"
      case .minimal: "minimal"
      case .expanded: "expanded"
      case .small: "small"
      }
    }
  }

  case nextDevice
  case previousDevice
  case toggleOrientation
  case cycleTextSize
  /// Light ↔ dark appearance.
  case toggleAppearance
  case focus(Focus)
  /// Time travel: show the activity as it was one applied push earlier.
  case stepBack
  /// Time travel: one push later (at the latest push, nothing changes).
  case stepForward
  /// Leave time travel and follow incoming pushes again.
  case returnToLive
  case toggleForcedStale
  /// The render's `isLuminanceReduced` (the Always-On display dims the Lock Screen) on / off.
  case toggleLuminanceReduced
  /// The render's `isActivityFullscreen` (StandBy) on / off.
  case toggleFullscreen
  /// Show the next sample state (the layout's preview values, then each sample file) until a
  /// push arrives or the user returns to live.
  case nextSample
  /// Show the focused presentation (compact when all are shown) on every device and text
  /// size at once, or go back to the sheet.
  case toggleSweep
}
