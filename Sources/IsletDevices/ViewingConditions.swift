/// Where and how a Live Activity is looked at: the device, its orientation, the Dynamic Type
/// size, the points-to-cells scale and the appearance. One value for budgets, the sheet, snapshots, the
/// preview's status line and the command line.
public struct ViewingConditions: Hashable, Sendable {
  public var device: Device
  public var orientation: Orientation
  public var textSize: TextSize
  public var scale: Scale
  public var appearance: Appearance

  public init(
    device: Device = .standard, orientation: Orientation = .portrait, textSize: TextSize = .large,
    scale: Scale = .standard, appearance: Appearance = .dark
  ) {
    self.appearance = appearance
    self.device = device
    self.orientation = orientation
    self.textSize = textSize
    self.scale = scale
  }

  /// iPhone 16 Pro, portrait, large text, 8×20 points per cell, dark.
  public static let standard = ViewingConditions()
}
