import IsletDevices

/// One cell of the snapshot matrix: the device, orientation, text size, staleness and
/// appearance a sample state is rendered with.
///
/// Device and text-size names are the device table's (`islet devices`); the snapshot layer
/// only requires them to be file-name safe (see `SnapshotMatrix.isValidName`).
public struct SnapshotVariant: Hashable, Sendable {
  /// Whether the activity is rendered as fresh or as stale (`isStale`).
  public enum Staleness: String, Hashable, Sendable, CaseIterable {
    case fresh, stale

    /// The `isStale` environment value this stands for.
    public var isStale: Bool { self == .stale }
  }

  public var device: String
  public var orientation: Orientation
  public var textSize: String
  public var staleness: Staleness
  public var appearance: Appearance

  public init(
    device: String, orientation: Orientation, textSize: String, staleness: Staleness,
    appearance: Appearance = .dark
  ) {
    self.device = device
    self.orientation = orientation
    self.textSize = textSize
    self.staleness = staleness
    self.appearance = appearance
  }

  /// The readable dotted form used in file names, e.g. `iphone-15-pro.portrait.large.fresh`;
  /// the light appearance adds `.light` (dark, the default, adds nothing, so snapshots recorded
  /// before appearances keep their names).
  public var slug: String {
    "\(device).\(orientation.rawValue).\(textSize).\(staleness.rawValue)"
      + (appearance == .dark ? "" : ".\(appearance.rawValue)")
  }

  /// The snapshot file name for `state` in this variant, e.g.
  /// `typical.iphone-15-pro.portrait.large.fresh.snap`.
  public func fileName(state: String) -> String { "\(state).\(slug).\(SnapshotVariant.fileExtension)" }

  /// The extension of snapshot files.
  public static let fileExtension = "snap"
  /// The extension of a pending snapshot written beside a failed one.
  public static let pendingExtension = "snap.new"
}
