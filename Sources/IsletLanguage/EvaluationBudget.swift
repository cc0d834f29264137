import IsletModel

/// What evaluating one region may build, so no layout can exhaust memory or time: 41 `let`s
/// each doubling a string (`let b = a + a`) would need 2^41 bytes.
///
/// Only values the layout builds count (a concatenation, an interpolation, an array literal);
/// values read from a push or a state file are bounded by their input. A value over
/// `maximumValueSize`, or any value once an evaluation has built `maximumTotalSize`, is not
/// built: it evaluates to `.null` (empty text), the budget counts a hit, and the view that
/// showed it gets an R005 finding.
final class EvaluationBudget {
  /// The largest string (UTF-8 bytes) or array (elements, nested arrays and their strings'
  /// bytes counted) one expression may build: far beyond any text a Live Activity shows.
  static let maximumValueSize = 1 << 16
  /// The most an evaluation may build in all: about 64 values of the largest size.
  static let maximumTotalSize = 1 << 22

  /// The most times `for` loops may repeat their content in one evaluation (nested loops
  /// multiply): far beyond the rows a Live Activity shows.
  static let maximumLoopIterations = 1 << 14

  /// What a view over the budget reports (R005).
  static let overBudget =
    "a value here would be over \(maximumValueSize) bytes (or the \(maximumTotalSize)-byte budget of one "
    + "evaluation, or its \(maximumLoopIterations) repetitions of `for`)"

  private(set) var built = 0
  private(set) var iterations = 0
  /// Values refused so far (a counter, so a caller can tell whether its own evaluation hit).
  private(set) var hits = 0

  /// Whether a value of `size` may be built; counts it when it may, a hit when not.
  func admit(_ size: Int) -> Bool {
    guard size <= Self.maximumValueSize, built + size <= Self.maximumTotalSize else {
      hits += 1
      return false
    }
    built += size
    return true
  }

  /// Whether a loop may repeat `count` more times; counts them when it may, a hit when not.
  func admitIterations(_ count: Int) -> Bool {
    guard count <= Self.maximumLoopIterations - iterations else {
      hits += 1
      return false
    }
    iterations += count
    return true
  }

  /// Counts a hit for a value that depends on one already refused.
  func propagate() { hits += 1 }

  /// The size `admit` weighs: a string's UTF-8 bytes, an array's elements plus theirs; nil as
  /// soon as it passes `limit` (so weighing never walks more than `limit` elements).
  static func size(of value: Value, upTo limit: Int = maximumValueSize) -> Int? {
    switch value {
    case .string(let text): return text.utf8.count <= limit ? text.utf8.count : nil
    case .array(let elements):
      var total = elements.count
      for element in elements {
        guard total <= limit, let size = size(of: element, upTo: limit - total) else { return nil }
        total += size
      }
      return total <= limit ? total : nil
    default: return 1
    }
  }
}
