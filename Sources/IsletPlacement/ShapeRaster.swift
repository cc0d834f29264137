import Foundation

/// A shape drawn in terminal cells with braille dots: each cell holds 2 × 4 dots (about 4 × 5
/// points at 8 × 20 pt a cell, so a circle stays round), and a dot is set when its centre lies
/// inside the shape (a fill) or within half the line width of its outline (a stroke; at least
/// half a dot's pitch, so a hairline still shows). A cell whose eight dots are all set is a
/// full block. `.trim(from:to:)` keeps the dots whose angle around the centre, from 3 o'clock
/// clockwise and turned by the rotation, falls in the range: exact for circles, where angle is
/// distance along the path; an approximation for the other shapes.
///
/// The shape keeps its size in points inside the cells it is drawn in, centred, except that it
/// shrinks to fit them (a 24-pt ring drawn in one 20-pt row is 20 pt tall).
struct ShapeRaster {
  var kind: ShapeKind
  /// The shape's size in points.
  var width: Double
  var height: Double
  /// The cells it is drawn in.
  var columns: Int
  var rows: Int
  var pointsPerColumn: Double
  var pointsPerRow: Double
  /// nil: filled.
  var lineWidth: Double?
  var trimFrom = 0.0
  var trimTo = 1.0
  var rotationDegrees = 0.0

  /// The dots set in the cell at (`column`, `row`) of the shape's cells, as the low byte of a
  /// braille pattern (U+2800 + mask).
  func mask(column: Int, row: Int) -> UInt8 {
    guard trimFrom < trimTo else { return 0 }
    let boxWidth = Double(columns) * pointsPerColumn
    let boxHeight = Double(rows) * pointsPerRow
    let halfWidth = min(width, boxWidth) / 2
    let halfHeight = min(height, boxHeight) / 2
    guard halfWidth > 0, halfHeight > 0 else { return 0 }
    let dotWidth = pointsPerColumn / 2
    let dotHeight = pointsPerRow / 4
    let reach = max((lineWidth ?? 0) / 2, max(dotWidth, dotHeight) / 2)
    var mask: UInt8 = 0
    for dotColumn in 0..<2 {
      for dotRow in 0..<4 {
        let x = (Double(column * 2 + dotColumn) + 0.5) * dotWidth - boxWidth / 2
        let y = (Double(row * 4 + dotRow) + 0.5) * dotHeight - boxHeight / 2
        let distance = signedDistance(x, y, halfWidth, halfHeight)
        let covered = lineWidth == nil ? distance <= 0 : abs(distance) <= reach
        if covered, isKept(x, y) { mask |= Self.bits[dotColumn][dotRow] }
      }
    }
    return mask
  }

  /// The bit of each dot of a braille cell, by column then row (dots 1-2-3-7, 4-5-6-8).
  private static let bits: [[UInt8]] = [[0x01, 0x02, 0x04, 0x40], [0x08, 0x10, 0x20, 0x80]]

  /// The glyph for a cell's dots: nil for none, a full block for all eight, else braille.
  static func glyph(_ mask: UInt8) -> Unicode.Scalar? {
    switch mask {
    case 0: nil
    case 0xFF: "\u{2588}"
    default: Unicode.Scalar(0x2800 + UInt32(mask))
    }
  }

  /// How far (x, y) lies outside the shape centred at the origin with half sizes `a` × `b`
  /// (negative inside), in points.
  private func signedDistance(_ x: Double, _ y: Double, _ a: Double, _ b: Double) -> Double {
    switch kind {
    case .circle:
      return (x * x + y * y).squareRoot() - min(a, b)
    case .ellipse:
      let scaled = ((x / a) * (x / a) + (y / b) * (y / b)).squareRoot()
      return (scaled - 1) * min(a, b)
    case .rectangle:
      return Self.roundedBox(x, y, a, b, radius: 0)
    case .roundedRectangle(let radius):
      return Self.roundedBox(x, y, a, b, radius: min(max(radius, 0), min(a, b)))
    case .capsule:
      return Self.roundedBox(x, y, a, b, radius: min(a, b))
    case .containerRelative:
      return Self.roundedBox(x, y, a, b, radius: min(ShapeKind.containerCornerRadius, min(a, b)))
    }
  }

  /// The signed distance to a box of half sizes `a` × `b` with rounded corners.
  private static func roundedBox(_ x: Double, _ y: Double, _ a: Double, _ b: Double, radius: Double) -> Double
  {
    let qx = abs(x) - a + radius
    let qy = abs(y) - b + radius
    let outside = (max(qx, 0) * max(qx, 0) + max(qy, 0) * max(qy, 0)).squareRoot()
    return outside + min(max(qx, qy), 0) - radius
  }

  /// Whether `.trim` keeps the point at (x, y).
  private func isKept(_ x: Double, _ y: Double) -> Bool {
    guard trimFrom > 0 || trimTo < 1 else { return true }
    // Screen coordinates: y grows downwards, so the angle grows clockwise.
    let turned = atan2(y, x) / (2 * Double.pi) - rotationDegrees / 360
    let fraction = turned - turned.rounded(.down)
    return fraction >= trimFrom && fraction <= trimTo
  }
}
