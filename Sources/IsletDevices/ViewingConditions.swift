import IsletModel

/// Where and how a Live Activity is looked at: the device, its orientation, the Dynamic Type
/// size, the points-to-cells scale, the appearance, and the locale and time zone. One value for budgets, the sheet, snapshots, the
/// preview's status line and the command line.
public struct ViewingConditions: Hashable, Sendable {
  public var device: Device
  public var orientation: Orientation
  public var textSize: TextSize
  public var scale: Scale
  public var appearance: Appearance
  /// How the activity's numbers, dates and times are written (`--locale`).
  public var locale: FormatLocale
  /// Seconds east of UTC that clock times and dates are shown in (`--time-zone`, resolved at
  /// the render's clock by the command line, which has the time-zone database).
  public var utcOffset: Int

  public init(
    device: Device = .standard, orientation: Orientation = .portrait, textSize: TextSize = .large,
    scale: Scale = .standard, appearance: Appearance = .dark, locale: FormatLocale = .enUS, utcOffset: Int = 0
  ) {
    self.appearance = appearance
    self.locale = locale
    self.utcOffset = utcOffset
    self.device = device
    self.orientation = orientation
    self.textSize = textSize
    self.scale = scale
  }

  /// iPhone 16 Pro, portrait, large text, 8×20 points per cell, dark, en_US, UTC.
  public static let standard = ViewingConditions()
}
