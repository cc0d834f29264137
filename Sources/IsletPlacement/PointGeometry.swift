/// A size in points, as SwiftUI's `CGSize`, and the rows the grid draws it in.
package struct PointSize: Hashable, Sendable {
  package var width: Double
  package var height: Double
  /// The terminal rows the view is drawn in: one per line of text, symbol or bar, lengths
  /// rounded to the nearest row (a 6-pt bar still gets its row).
  package var rows: Int

  package init(width: Double, height: Double, rows: Int) {
    self.width = width
    self.height = height
    self.rows = rows
  }

  package static let zero = PointSize(width: 0, height: 0, rows: 0)
}

/// A rectangle in points, relative to the region's origin.
package struct PointRect: Hashable, Sendable {
  package var x: Double
  package var y: Double
  package var width: Double
  package var height: Double

  package init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  package var maxX: Double { x + width }
  package var maxY: Double { y + height }
}
