/// A size in terminal cells.
public struct Size: Hashable, Sendable, CustomStringConvertible {
  public var width: Int
  public var height: Int

  public init(width: Int, height: Int) {
    self.width = width
    self.height = height
  }

  public static let zero = Size(width: 0, height: 0)
  public var description: String { "\(width)×\(height)" }
}

/// A cell position: `x` columns from the left, `y` rows from the top.
public struct Point: Hashable, Sendable {
  public var x: Int
  public var y: Int

  public init(x: Int, y: Int) {
    self.x = x
    self.y = y
  }
}

/// A rectangle of cells.
public struct Rect: Hashable, Sendable {
  public var origin: Point
  public var size: Size

  public init(x: Int, y: Int, width: Int, height: Int) {
    origin = Point(x: x, y: y)
    size = Size(width: width, height: height)
  }

  public var minX: Int { origin.x }
  public var minY: Int { origin.y }
  public var maxX: Int { origin.x + size.width }
  public var maxY: Int { origin.y + size.height }
}

extension Rect {
  /// The part of this rectangle inside `other` (empty, at this origin, when they do not meet).
  public func intersection(_ other: Rect) -> Rect {
    let (minX, minY) = (max(self.minX, other.minX), max(self.minY, other.minY))
    let (maxX, maxY) = (min(self.maxX, other.maxX), min(self.maxY, other.maxY))
    guard minX < maxX, minY < maxY else { return Rect(x: self.minX, y: self.minY, width: 0, height: 0) }
    return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }
}
