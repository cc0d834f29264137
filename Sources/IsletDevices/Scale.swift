/// How points map to terminal cells: one documented scale for every presentation.
///
/// Budgets (the room a presentation gives) convert with `floor`, so a budget never claims more
/// cells than its points allow. Layout lengths (spacing, padding, frames) convert to the nearest
/// cell, as a designer's 8-pt padding should read as one column, not zero.
public struct Scale: Hashable, Sendable {
  /// Points per terminal column (8 by default: a 52.33-pt compact slot is 6 columns).
  public let pointsPerColumn: Double
  /// Points per terminal row (20 by default: a 160-pt Lock Screen is 8 rows).
  public let pointsPerRow: Double

  /// The default scale: 8 pt per column, 20 pt per row.
  public static let standard = Scale(checkedColumn: 8, row: 20)

  /// The points a cell may stand for, on either side. Below 1 pt the sheet grows with the
  /// inverse square (0.001×0.001 asked for 33.6 GB); above 100 pt every presentation is a
  /// few cells or none.
  public static let allowedPoints: ClosedRange<Double> = 1...100

  /// A scale, or nil when either side is not a number within `allowedPoints`.
  public init?(pointsPerColumn: Double, pointsPerRow: Double) {
    guard Self.allowedPoints.contains(pointsPerColumn), Self.allowedPoints.contains(pointsPerRow) else {
      return nil
    }
    self.init(checkedColumn: pointsPerColumn, row: pointsPerRow)
  }

  private init(checkedColumn: Double, row: Double) {
    pointsPerColumn = checkedColumn
    pointsPerRow = row
  }

  // The conversions are inlinable: a sheet converts about 45 lengths from other modules, and a
  // call to one cost about a third of its instructions.

  /// The whole columns a width budget of `points` allows (rounded down).
  @inlinable public func columns(budget points: Double) -> Int {
    Self.cells(points / pointsPerColumn, roundingDown: true)
  }
  /// The whole rows a height budget of `points` allows (rounded down).
  @inlinable public func rows(budget points: Double) -> Int {
    Self.cells(points / pointsPerRow, roundingDown: true)
  }
  /// A horizontal layout length (spacing, padding, frame width) in columns, to the nearest.
  @inlinable public func columns(length points: Double) -> Int {
    Self.cells(points / pointsPerColumn, roundingDown: false)
  }
  /// A vertical layout length in rows, to the nearest.
  @inlinable public func rows(length points: Double) -> Int {
    Self.cells(points / pointsPerRow, roundingDown: false)
  }

  /// The largest cell count any length converts to; keeps absurd inputs (1e300 pt) from trapping.
  /// (Computed: it folds where it is read, where a stored static is read from another module
  /// through its addressor.)
  @inlinable public static var maximumCells: Int { 10_000 }

  /// `value` in whole cells, rounded down or else to the nearest (halves away from zero). A
  /// flag, not a `FloatingPointRoundingRule`: the standard library's enum is resilient, so passing
  /// one costs a metadata look-up and value-witness calls, and a sheet converts about 45 lengths.
  @inlinable static func cells(_ value: Double, roundingDown: Bool) -> Int {
    // A tiny epsilon keeps quotients like 160 / 20 from flooring one cell short on FP noise.
    let value = roundingDown ? value + 1e-9 : value
    // The very bounds `Int(value)` checks (the double below -2^63 that truncates into it, and
    // 2^63), so the compiler folds its checks into these (as `Double.nearestInteger` does):
    // beyond them (or not a number), none below zero and the maximum above.
    guard value > -0x1.0000000000001p63, value < 0x1p63 else { return value > 0 ? maximumCells : 0 }
    // Rounded from the whole part, which truncating gives exactly: libm's `floor` and `round`
    // were calls through the PLT, about half of each conversion's instructions (`DeviceTests`
    // compares with them; 1.2 K instructions a sheet). A whole part below 2^63 leaves room for
    // one more.
    let whole = Int(value)
    let cells = roundingDown || value - Double(whole) < 0.5 ? whole : whole &+ 1
    // None for a negative value, the maximum beyond it.
    return min(max(cells, 0), maximumCells)
  }
}
