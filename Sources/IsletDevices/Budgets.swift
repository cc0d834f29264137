import IsletModel

/// A presentation's room in points: a width and a height range (fixed-height presentations have
/// `minHeight == maxHeight`). Layout decides in these; the sheet draws the result in cells.
public struct PointBudget: Hashable, Sendable, CustomStringConvertible {
  public var width: Double
  public var minHeight: Double
  public var maxHeight: Double

  public init(width: Double, minHeight: Double, maxHeight: Double) {
    self.width = width
    self.minHeight = minHeight
    self.maxHeight = max(minHeight, maxHeight)
  }

  public var description: String {
    let width = Device.number(width)
    return minHeight == maxHeight
      ? "\(width)×\(Device.number(maxHeight)) pt"
      : "\(width)×\(Device.number(minHeight))–\(Device.number(maxHeight)) pt"
  }
}

/// The budgets of every presentation for one device and orientation, in points, with a layout's
/// own overrides applied: the device table (points) → the layout's `BudgetOverride` replaces a
/// side. Dynamic Type does not change budgets: it changes the text (`TextFont`).
public struct Budgets: Hashable, Sendable {
  public let viewing: ViewingConditions
  public let overrides: [Region: BudgetOverride]

  public init(_ viewing: ViewingConditions, overrides: [Region: BudgetOverride] = [:]) {
    self.viewing = viewing
    self.overrides = overrides
  }

  private var device: Device { viewing.device }
  private var orientation: Orientation { viewing.orientation }
  private var scale: Scale { viewing.scale }

  /// The Lock Screen's content area: the card less its 14-pt margins on every side.
  public var lockScreen: PointBudget {
    let margins = 2 * Device.lockScreenMargin
    return budget(
      .lockScreen, width: device.islandClass.expandedWidth - margins,
      height: (Device.presentationHeight.lowerBound - margins)...(Device.presentationHeight.upperBound
        - margins))
  }

  /// One compact slot (`compactLeading` or `compactTrailing`).
  public func compact(_ region: Region) -> PointBudget {
    let height = Device.compactHeight
    return budget(region, width: device.compactWidth(orientation), height: height...height)
  }

  /// The minimal presentation at its widest (narrower content leaves the pill smaller).
  public var minimal: PointBudget {
    let height = Device.compactHeight
    return budget(.minimal, width: device.minimalWidth(orientation), height: height...height)
  }

  /// The minimal presentation's narrowest width in points (the pill never gets smaller).
  public var minimalMinimumWidth: Double {
    orientation == .landscape ? minimal.width : Device.minimalWidth.lowerBound
  }

  /// The whole expanded presentation (its regions share it; see the sheet's expanded placement).
  public var expanded: PointBudget {
    budget(nil, width: device.islandClass.expandedWidth, height: Device.presentationHeight)
  }

  /// The small family at every Watch and CarPlay size, or at the layout's own size when it
  /// overrides `small`.
  public var small: [(size: SmallFamilySize, budget: PointBudget)] {
    if let override = overrides[.small] {
      let size = SmallFamilySize(
        name: "layout budget", width: override.width ?? 0, height: override.height ?? 0)
      let fallback = SmallFamilySize.all[0]
      return [(size, budget(.small, width: fallback.width, height: fallback.height...fallback.height))]
    }
    return Self.tableSmall
  }

  /// Whether the layout gives the small family a budget of its own (else it has `tableSmall`).
  public var overridesSmall: Bool { overrides[.small] != nil }

  /// The small family at every Watch and CarPlay size of the table, each at its own size: the
  /// same for every device and made once.
  public static let tableSmall = SmallFamilySize.all.map { size in
    (size: size, budget: PointBudget(width: size.width, minHeight: size.height, maxHeight: size.height))
  }

  /// The camera gap between the compact slots, in points (a physical length).
  public var cameraGap: Double { Device.cameraGap }
  /// The compact and minimal pill's height in points.
  public var islandHeight: Double { Device.compactHeight }
  /// The Lock Screen margin in columns and rows.
  public var lockScreenMargin: (columns: Int, rows: Int) {
    (scale.columns(length: Device.lockScreenMargin), scale.rows(length: Device.lockScreenMargin))
  }

  /// A region's table size in points with its override applied.
  private func budget(_ region: Region?, width: Double, height: ClosedRange<Double>) -> PointBudget {
    let override = region.flatMap { overrides[$0] }
    let maxHeight = override?.height ?? height.upperBound
    return PointBudget(
      width: override?.width ?? width, minHeight: min(height.lowerBound, maxHeight), maxHeight: maxHeight)
  }
}

extension PointBudget {
  /// The cells the budget is drawn in, rounded down (`42×2–6`; the devices table shows both).
  public func cells(_ scale: Scale) -> String {
    let (width, low, high) = (
      scale.columns(budget: width), scale.rows(budget: minHeight), scale.rows(budget: maxHeight)
    )
    return low == high ? "\(width)×\(high)" : "\(width)×\(low)–\(high)"
  }
}
