/// Where expanded `leading` or `trailing` content goes, as SwiftUI's
/// `DynamicIslandExpandedRegionVerticalPlacement` set with `.dynamicIsland(verticalPlacement:)`.
public enum ExpandedVerticalPlacement: String, Hashable, Sendable, CaseIterable {
  /// Beside the TrueDepth camera (content taller than the camera row wraps below it).
  case `default`
  /// Below the camera row, across the full width of the expanded presentation, when the
  /// content's ideal width does not fit its slot beside the camera; beside it otherwise.
  case belowIfTooWide
}
