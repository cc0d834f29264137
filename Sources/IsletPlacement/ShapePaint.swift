import IsletCanvas

/// How a shape is painted: the `.fill`, `.stroke` and `.trim` modifiers and the rotation a
/// `.rotationEffect` gives it.
public struct ShapePaint: Hashable, Sendable {
  /// `.fill(c)`: the colour inside (nil: the foreground colour, as SwiftUI's default style).
  public var fill: StyleColorChoice = .inherited
  /// `.stroke(c, lineWidth: w)` / `.strokeBorder`: the outline `w` points wide instead of the
  /// inside.
  public var stroke: Stroke?
  /// `.trim(from:to:)`: the part of the outline drawn, as fractions of the path (which starts
  /// at 3 o'clock and runs clockwise, as SwiftUI's).
  public var trimFrom = 0.0
  public var trimTo = 1.0
  /// `.rotationEffect(.degrees(d))` on the shape or a view holding it (clockwise, added up):
  /// turns where the path starts.
  public var rotationDegrees = 0.0

  public init() {}

  public struct Stroke: Hashable, Sendable {
    public var color: StyleColorChoice
    public var lineWidth: Double

    public init(color: StyleColorChoice, lineWidth: Double) {
      self.color = color
      self.lineWidth = lineWidth
    }
  }

  /// SwiftUI's default stroke width, in points.
  public static let defaultLineWidth = 1.0

  /// Whether `.trim` leaves out part of the path.
  public var isTrimmed: Bool { trimFrom > 0 || trimTo < 1 }
}

/// A colour a modifier gives, or none given (the view takes the inherited colour).
public enum StyleColorChoice: Hashable, Sendable {
  case inherited
  /// nil is `.clear`: nothing painted.
  case color(StyleColor?)
}
