/// A place a layout draws into: one presentation, or one region of the expanded presentation.
public enum Region: String, Hashable, Sendable, CaseIterable, CustomStringConvertible, Codable {
  case lockScreen
  case compactLeading
  case compactTrailing
  case minimal
  case expandedLeading = "expanded.leading"
  case expandedTrailing = "expanded.trailing"
  case expandedCenter = "expanded.center"
  case expandedBottom = "expanded.bottom"
  /// The small supplemental family (Apple Watch Smart Stack, CarPlay).
  case small

  public var description: String { rawValue }
}

/// The `activityFamily` a view is rendered for.
public enum ActivityFamily: String, Hashable, Sendable, CaseIterable {
  /// iPhone Lock Screen and Dynamic Island.
  case medium
  /// Apple Watch Smart Stack and CarPlay.
  case small
}
