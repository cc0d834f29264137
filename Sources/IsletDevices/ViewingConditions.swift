/// Where and how a Live Activity is looked at: the device, its orientation, the Dynamic Type
/// size and the points-to-cells scale. One value for budgets, the sheet, snapshots, the
/// preview's status line and the command line.
public struct ViewingConditions: Hashable, Sendable {
  public var device: Device
  public var orientation: Orientation
  public var textSize: TextSize
  public var scale: Scale

  public init(
    device: Device = .standard, orientation: Orientation = .portrait, textSize: TextSize = .large,
    scale: Scale = .standard
  ) {
    self.device = device
    self.orientation = orientation
    self.textSize = textSize
    self.scale = scale
  }

  /// iPhone 16 Pro, portrait, large text, 8×20 points per cell.
  public static let standard = ViewingConditions()
}
