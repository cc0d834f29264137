import IsletModel

/// A presentation's room in cells: a width and a height range (fixed-height presentations have
/// `minHeight == maxHeight`).
public struct CellBudget: Hashable, Sendable, CustomStringConvertible {
  public var width: Int
  public var minHeight: Int
  public var maxHeight: Int

  public init(width: Int, minHeight: Int, maxHeight: Int) {
    self.width = width
    self.minHeight = minHeight
    self.maxHeight = max(minHeight, maxHeight)
  }

  public var description: String {
    minHeight == maxHeight ? "\(width)×\(maxHeight)" : "\(width)×\(minHeight)–\(maxHeight)"
  }
}

/// The cell budgets of every presentation for one device, orientation, text size and scale,
/// with a layout's own overrides applied.
///
/// Order of application: the device table (points) → the layout's `BudgetOverride` replaces a
/// side → the text size's `budgetFactor` scales it → `Scale` floors it to cells.
public struct Budgets: Hashable, Sendable {
  public let viewing: ViewingConditions
  public let overrides: [Region: BudgetOverride]

  public init(_ viewing: ViewingConditions, overrides: [Region: BudgetOverride] = [:]) {
    self.viewing = viewing
    self.overrides = overrides
  }

  private var device: Device { viewing.device }
  private var orientation: Orientation { viewing.orientation }
  private var textSize: TextSize { viewing.textSize }
  private var scale: Scale { viewing.scale }

  /// The Lock Screen's content area: the card less its 14-pt margins on every side.
  public var lockScreen: CellBudget {
    let margins = 2 * Device.lockScreenMargin
    return cells(
      .lockScreen, width: device.islandClass.expandedWidth - margins,
      height: (Device.presentationHeight.lowerBound - margins)...(Device.presentationHeight.upperBound
        - margins))
  }

  /// One compact slot (`compactLeading` or `compactTrailing`).
  public func compact(_ region: Region) -> CellBudget {
    let height = Device.compactHeight
    return cells(region, width: device.compactWidth(orientation), height: height...height)
  }

  /// The minimal presentation at its widest (narrower content leaves the pill smaller).
  public var minimal: CellBudget {
    let height = Device.compactHeight
    return cells(.minimal, width: device.minimalWidth(orientation), height: height...height)
  }

  /// The minimal presentation's narrowest width in columns (the pill never gets smaller).
  public var minimalMinimumWidth: Int {
    orientation == .landscape
      ? minimal.width : scale.columns(budget: Device.minimalWidth.lowerBound * textSize.budgetFactor)
  }

  /// The whole expanded presentation (its regions share it; see the sheet's expanded placement).
  public var expanded: CellBudget {
    cells(nil, width: device.islandClass.expandedWidth, height: Device.presentationHeight)
  }

  /// An expanded region's width override in columns, if the layout gives one.
  public func expandedWidthOverride(_ region: Region) -> Int? {
    overrides[region]?.width.map { scale.columns(budget: $0 * textSize.budgetFactor) }
  }

  /// The small family at every Watch and CarPlay size, or at the layout's own size when it
  /// overrides `small`.
  public var small: [(size: SmallFamilySize, budget: CellBudget)] {
    if let override = overrides[.small] {
      let size = SmallFamilySize(
        name: "layout budget", width: override.width ?? 0, height: override.height ?? 0)
      let fallback = SmallFamilySize.all[0]
      return [(size, cells(.small, width: fallback.width, height: fallback.height...fallback.height))]
    }
    return SmallFamilySize.all.map { size in
      (size, cells(.small, width: size.width, height: size.height...size.height))
    }
  }

  /// The camera gap between the compact slots, in columns (a physical length, not text room).
  public var cameraGap: Int { scale.columns(length: Device.cameraGap) }
  /// The compact and minimal pill's height in rows (at least one).
  public var islandRows: Int { max(1, compact(.compactLeading).maxHeight) }
  /// The Lock Screen margin in columns and rows.
  public var lockScreenMargin: (columns: Int, rows: Int) {
    (scale.columns(length: Device.lockScreenMargin), scale.rows(length: Device.lockScreenMargin))
  }

  /// Converts a region's table size in points to cells, applying its override and the text size.
  private func cells(_ region: Region?, width: Double, height: ClosedRange<Double>) -> CellBudget {
    let override = region.flatMap { overrides[$0] }
    let factor = textSize.budgetFactor
    let width = (override?.width ?? width) * factor
    let maxHeight = (override?.height ?? height.upperBound) * factor
    let minHeight = min(height.lowerBound * factor, maxHeight)
    return CellBudget(
      width: scale.columns(budget: width), minHeight: scale.rows(budget: minHeight),
      maxHeight: scale.rows(budget: maxHeight))
  }
}
