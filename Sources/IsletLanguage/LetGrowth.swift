/// How large the values of a layout's `let`s can grow, seen before anything renders, so
/// `islet check` can warn (L020) where a let passes the evaluation budget (`EvaluationBudget`)
/// and would render empty (R005).
///
/// The estimate takes every field and environment value as one byte long (their length is the
/// input's, not the layout's) and every branch at its larger side: what it finds is growth
/// the layout itself causes, such as `let b = a + a`, which doubles with every such let.
struct LetGrowth {
  private typealias P = LayoutProgram

  /// Each let's estimated size (bytes of a string, elements of an array), by let index.
  private(set) var sizes: [Double] = []
  /// Whether each let is already over the budget (it, or a let it reads).
  private(set) var isOver: [Bool] = []
  /// The estimated sizes of the values `map { … }` and optional chains bind.
  private var boundSizes: [String: Double] = [:]

  /// Adds the next let, with its checked type; returns its estimated size when this let is the
  /// first in its chain to pass the budget (the place to warn), else nil.
  mutating func add(_ expr: LayoutProgram.Expr, builds: Bool) -> Double? {
    var readsOver = false
    let size = builds ? estimate(expr, readsOver: &readsOver) : 1
    let over = readsOver || size > Double(EvaluationBudget.maximumValueSize)
    sizes.append(size)
    isOver.append(over)
    return over && !readsOver ? size : nil
  }

  /// Whether a let of `type` builds something that can grow (a string or an array).
  static func builds(_ type: LayoutChecker.ExprType) -> Bool {
    switch type {
    case .string, .array: true
    case .optional(let wrapped): builds(wrapped)
    default: false
    }
  }

  private func estimate(_ expr: P.Expr, readsOver: inout Bool) -> Double {
    switch expr {
    case .constant(.string(let text)): return Double(text.utf8.count)
    case .constant(.array(let elements)): return Double(elements.count)
    case .local(let name): return boundSizes[name] ?? 1
    case .constant, .attribute, .state, .environment: return 1
    case .optionalMap(let subject, let name, let body):
      var inner = self
      inner.boundSizes[name] = estimate(subject, readsOver: &readsOver)
      return inner.estimate(body, readsOver: &readsOver)
    case .letValue(let index):
      guard index < sizes.count else { return 1 }
      if isOver[index] { readsOver = true }
      return sizes[index]
    case .interpolation(let parts):
      return parts.reduce(0) { $0 + estimate($1, readsOver: &readsOver) }
    case .arithmetic(.add, let lhs, let rhs):
      return estimate(lhs, readsOver: &readsOver) + estimate(rhs, readsOver: &readsOver)
    case .choice(_, let whenTrue, let whenFalse), .coalesce(let whenTrue, let whenFalse):
      return max(estimate(whenTrue, readsOver: &readsOver), estimate(whenFalse, readsOver: &readsOver))
    case .map(_, let results, let fallback):
      let all = Array(results.values) + (fallback.map { [$0] } ?? [])
      return all.reduce(1) { max($0, estimate($1, readsOver: &readsOver)) }
    case .array(let elements):
      return elements.reduce(Double(elements.count)) { $0 + estimate($1, readsOver: &readsOver) }
    case .field(let base, _), .lookup(let base, _), .bound(let base, _):
      return estimate(base, readsOver: &readsOver)
    case .makeRecord(let fields):
      return fields.values.reduce(Double(fields.count)) { $0 + estimate($1, readsOver: &readsOver) }
    case .stringMethod(let method, let base, let arguments):
      let size = estimate(base, readsOver: &readsOver)
      switch method {
      case .uppercased, .lowercased, .capitalized, .prefix, .suffix, .first, .last: return size
      case .split: return 2 * size
      case .replacingOccurrences, .joined:
        return size * max(1, estimate(arguments[arguments.count - 1], readsOver: &readsOver))
      case .isEmpty, .hasPrefix, .hasSuffix, .contains: return 1
      }
    case .stringFormat(let format, let arguments):
      return arguments.reduce(Double(format.size(stringBytes: 0))) {
        $0 + estimate($1, readsOver: &readsOver)
      }
    case .arithmetic, .not, .negate, .comparison, .and, .or, .label, .rawValue, .count, .format, .convert,
      .numeric, .dateFormat:
      return 1
    }
  }
}
