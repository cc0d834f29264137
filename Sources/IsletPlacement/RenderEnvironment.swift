import IsletDevices
import IsletModel

/// The environment values a layout can read, and the clock it renders against.
/// Everything time-dependent enters here as a value; nothing reads a clock.
public struct RenderEnvironment: Hashable, Sendable {
  /// The current time: timers and relative dates render against it.
  public var now: Instant
  /// Whether the activity's stale date has passed (`context.isStale`).
  public var isStale: Bool
  /// `isLuminanceReduced`: the Always-On display has dimmed the Lock Screen.
  public var isLuminanceReduced: Bool
  /// `isActivityFullscreen`: the activity fills the screen (StandBy).
  public var isActivityFullscreen: Bool
  /// `isDynamicIslandLimitedInWidth`: true for compact and minimal in landscape.
  public var limitedWidth: Bool
  public var family: ActivityFamily
  /// Seconds east of UTC for clock-time text (`date(eta)`); 0 keeps output machine-independent.
  public var utcOffset: Int
  /// `colorScheme`: dark in the Dynamic Island and the small family, the viewing appearance on
  /// the Lock Screen. Colours with opacity mix with its background.
  public var appearance: Appearance
  /// How numbers, percentages, clock times, dates and relative times are written.
  public var locale: FormatLocale

  public init(
    now: Instant, isStale: Bool = false, limitedWidth: Bool = false, family: ActivityFamily = .medium,
    utcOffset: Int = 0, appearance: Appearance = .dark, locale: FormatLocale = .enUS,
    isLuminanceReduced: Bool = false, isActivityFullscreen: Bool = false
  ) {
    self.isLuminanceReduced = isLuminanceReduced
    self.isActivityFullscreen = isActivityFullscreen
    self.appearance = appearance
    self.locale = locale
    self.now = now
    self.isStale = isStale
    self.limitedWidth = limitedWidth
    self.family = family
    self.utcOffset = utcOffset
  }
}
