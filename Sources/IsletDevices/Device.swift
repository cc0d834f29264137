/// An iPhone with a Dynamic Island and the Live Activity dimensions it gives, in points.
///
/// Sources: the HIG's Live Activities "Specifications" (December 2025). The HIG publishes slot
/// sizes for two screen classes only, 393×852 and 430×932. For the 402-, 420- and 440-pt
/// screens (iPhone 16 Pro, 16 Pro Max, 17, 17 Pro, 17 Pro Max, Air) it publishes just the whole
/// island width (230 or 250 pt compact, 371 or 408 pt expanded); their compact slots are
/// *derived*: (island width − camera gap 125.34) / 2, which lands on the same 52.33 / 62.33 as
/// the published classes (`slotsAreDerived`).
public struct Device: Hashable, Sendable, CustomStringConvertible {
  /// The marketing name, e.g. "iPhone 16 Pro".
  public let name: String
  /// Portrait screen size in points.
  public let screenWidth: Double
  public let screenHeight: Double
  /// Which of the HIG's two Dynamic Island size classes the device uses.
  public let islandClass: IslandClass
  /// True when the slot widths are derived from the whole-island width rather than published.
  public let slotsAreDerived: Bool

  public var description: String { name }

  /// The HIG's two Dynamic Island size classes.
  public enum IslandClass: String, Hashable, Sendable, CaseIterable {
    /// The 393-pt class: island 230 pt compact, 371 pt expanded.
    case standard
    /// The 430-pt class: island 250 pt compact, 408 pt expanded.
    case large

    /// The whole island in the compact or minimal presentation (leading + camera + trailing).
    public var islandWidth: Double { self == .standard ? 230 : 250 }
    /// The expanded presentation's width; the Lock Screen card has the same width.
    public var expandedWidth: Double { self == .standard ? 371 : 408 }
    /// One compact slot (leading or trailing): published 52.33 / 62.33.
    public var compactWidth: Double { self == .standard ? 52.33 : 62.33 }
  }

  // MARK: Published constants (HIG Specifications) and the assumptions islet adds.

  /// The compact and minimal height.
  public static let compactHeight = 36.67
  /// The minimal presentation's width range (attached or detached).
  public static let minimalWidth: ClosedRange<Double> = 36.67...45
  /// The expanded and Lock Screen height range; the system truncates above 160 pt.
  public static let presentationHeight: ClosedRange<Double> = 84...160
  /// The TrueDepth camera gap between the compact slots: 230 − 2 × 52.33 = 250 − 2 × 62.33.
  public static let cameraGap = 125.34
  /// The standard Lock Screen layout margin on every side.
  public static let lockScreenMargin = 14.0
  /// ASSUMPTION: Apple publishes no size for the landscape (limited-width) compact slots or the
  /// landscape minimal. In landscape "compact views have no room to grow" (WWDC26); islet
  /// assumes each is a square the island's height, 36.67 pt (the minimal's smallest width).
  public static let landscapeSlotWidth = 36.67

  /// The compact slot width on this device in `orientation`.
  public func compactWidth(_ orientation: Orientation) -> Double {
    orientation == .landscape ? Self.landscapeSlotWidth : islandClass.compactWidth
  }

  /// The minimal presentation's widest size in `orientation`.
  public func minimalWidth(_ orientation: Orientation) -> Double {
    orientation == .landscape ? Self.landscapeSlotWidth : Self.minimalWidth.upperBound
  }

  /// Every built-in iPhone, oldest first.
  public static let all: [Device] = [
    Device("iPhone 14 Pro", 393, 852, .standard, derived: false),
    Device("iPhone 14 Pro Max", 430, 932, .large, derived: false),
    Device("iPhone 15", 393, 852, .standard, derived: false),
    Device("iPhone 15 Plus", 430, 932, .large, derived: false),
    Device("iPhone 15 Pro", 393, 852, .standard, derived: false),
    Device("iPhone 15 Pro Max", 430, 932, .large, derived: false),
    Device("iPhone 16", 393, 852, .standard, derived: false),
    Device("iPhone 16 Plus", 430, 932, .large, derived: false),
    Device("iPhone 16 Pro", 402, 874, .standard, derived: true),
    Device("iPhone 16 Pro Max", 440, 956, .large, derived: true),
    Device("iPhone 17", 402, 874, .standard, derived: true),
    Device("iPhone 17 Pro", 402, 874, .standard, derived: true),
    Device("iPhone 17 Pro Max", 440, 956, .large, derived: true),
    Device("iPhone Air", 420, 912, .large, derived: true),
  ]

  /// The device previews use when none is named.
  public static let standard = all[8]

  private init(_ name: String, _ width: Double, _ height: Double, _ islandClass: IslandClass, derived: Bool) {
    self.name = name
    screenWidth = width
    screenHeight = height
    self.islandClass = islandClass
    slotsAreDerived = derived
  }
}
