import IsletDevices

/// One cell of the snapshot matrix: the viewing conditions (device, orientation, text size,
/// appearance) and the staleness a sample state is rendered with.
///
/// The device and the text size keep the names the matrix gave them, for file names and
/// headers; the matrix looked them up (`SnapshotMatrix.Override.set`).
public struct SnapshotVariant: Hashable, Sendable {
  /// Whether the activity is rendered as fresh or as stale (`isStale`).
  public enum Staleness: String, Hashable, Sendable, CaseIterable {
    case fresh, stale

    /// The `isStale` environment value this stands for.
    public var isStale: Bool { self == .stale }
  }

  /// Where and how the state is looked at; the layout's locale and time zone are the case's,
  /// so these keep the defaults.
  public var viewing: ViewingConditions
  /// The device's name in the matrix, e.g. `iphone-15-pro`.
  public var deviceName: String
  /// The text size's name in the matrix, e.g. `ax3`.
  public var textSizeName: String
  public var staleness: Staleness

  public init(
    device: SnapshotMatrix.Named<Device>, orientation: Orientation, textSize: SnapshotMatrix.Named<TextSize>,
    staleness: Staleness, appearance: Appearance = .dark
  ) {
    viewing = ViewingConditions(
      device: device.value, orientation: orientation, textSize: textSize.value, appearance: appearance)
    deviceName = device.name
    textSizeName = textSize.name
    self.staleness = staleness
  }

  /// The readable dotted form used in file names, e.g. `iphone-15-pro.portrait.large.fresh`;
  /// the light appearance adds `.light` (dark, the default, adds nothing, so snapshots recorded
  /// before appearances keep their names).
  public var slug: String {
    "\(deviceName).\(viewing.orientation.rawValue).\(textSizeName).\(staleness.rawValue)"
      + (viewing.appearance == .dark ? "" : ".\(viewing.appearance.rawValue)")
  }

  /// The snapshot file name for `state` in this variant, e.g.
  /// `typical.iphone-15-pro.portrait.large.fresh.snap`.
  public func fileName(state: String) -> String { "\(state).\(slug).\(SnapshotVariant.fileExtension)" }

  /// The extension of snapshot files.
  public static let fileExtension = "snap"
  /// The extension of a pending snapshot written beside a failed one.
  public static let pendingExtension = "snap.new"
}
