/// SwiftUI's built-in shapes, as a layout names them (`circle`, `roundedRectangle(cornerRadius:)`).
/// A shape takes the size it is proposed, as in SwiftUI; a circle is drawn in the smaller side.
public enum ShapeKind: Hashable, Sendable {
  case rectangle
  case roundedRectangle(cornerRadius: Double)
  case capsule
  case circle
  case ellipse
  /// `ContainerRelativeShape`: the container's corner, which islet takes as
  /// `containerCornerRadius` (the system's value is not public).
  case containerRelative

  /// The corner radius islet gives `ContainerRelativeShape`, in points.
  public static let containerCornerRadius = 16.0

  /// Whether the shape has rounded corners or sides (an image clipped by it shows rounded
  /// corners in its box).
  public var isRounded: Bool {
    switch self {
    case .rectangle: false
    case .roundedRectangle(let radius): radius > 0
    case .capsule, .circle, .ellipse, .containerRelative: true
    }
  }
}
