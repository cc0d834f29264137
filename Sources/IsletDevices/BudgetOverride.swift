/// A layout's own size for a region, in points, overriding the device table. A nil side keeps
/// the device's value.
public struct BudgetOverride: Hashable, Sendable {
  public var width: Double?
  public var height: Double?

  public init(width: Double? = nil, height: Double? = nil) {
    self.width = width
    self.height = height
  }
}
