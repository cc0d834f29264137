import IsletModel

/// Arithmetic and comparison on evaluated values, total over every input: overflow, division
/// by zero and mismatched kinds give `.null` (or `false`) instead of trapping.
enum ValueArithmetic {
  static func apply(_ operation: LayoutProgram.Arithmetic, _ lhs: Value, _ rhs: Value) -> Value {
    switch (lhs, rhs) {
    case (.int(let a), .int(let b)):
      let result: (partialValue: Int, overflow: Bool)
      switch operation {
      case .add: result = a.addingReportingOverflow(b)
      case .subtract: result = a.subtractingReportingOverflow(b)
      case .multiply: result = a.multipliedReportingOverflow(by: b)
      case .divide: result = b == 0 ? (0, true) : a.dividedReportingOverflow(by: b)
      case .remainder: result = b == 0 ? (0, true) : a.remainderReportingOverflow(dividingBy: b)
      }
      return result.overflow ? .null : .int(result.partialValue)
    case (.date(let date), _):
      if operation == .subtract, case .date(let other) = rhs { return .double(date.seconds(since: other)) }
      guard let seconds = number(rhs) else { return .null }
      switch operation {
      case .add: return .date(date.adding(seconds))
      case .subtract: return .date(date.adding(-seconds))
      default: return .null
      }
    case (_, .date(let date)):
      guard operation == .add, let seconds = number(lhs) else { return .null }
      return .date(date.adding(seconds))
    case (.string(let a), .string(let b)):
      return operation == .add ? .string(a + b) : .null
    default:
      guard let a = number(lhs), let b = number(rhs) else { return .null }
      switch operation {
      case .add: return .double(a + b)
      case .subtract: return .double(a - b)
      case .multiply: return .double(a * b)
      case .divide: return .double(a / b)
      case .remainder: return .double(a.truncatingRemainder(dividingBy: b))
      }
    }
  }

  static func compare(_ comparison: LayoutProgram.Comparison, _ lhs: Value, _ rhs: Value) -> Bool {
    switch comparison {
    case .equal: return equal(lhs, rhs)
    case .notEqual: return !equal(lhs, rhs)
    default:
      guard let order = order(lhs, rhs) else { return false }
      switch comparison {
      case .less: return order < 0
      case .lessOrEqual: return order <= 0
      case .greater: return order > 0
      default: return order >= 0
      }
    }
  }

  private static func number(_ value: Value) -> Double? {
    switch value {
    case .int(let number): Double(number)
    case .double(let number): number
    default: nil
    }
  }

  private static func equal(_ lhs: Value, _ rhs: Value) -> Bool {
    if case .int(let a) = lhs, case .int(let b) = rhs { return a == b }
    if let a = number(lhs), let b = number(rhs) { return a == b }
    return lhs == rhs
  }

  /// -1, 0 or 1 for ordered kinds (numbers, dates, strings); nil otherwise.
  private static func order(_ lhs: Value, _ rhs: Value) -> Int? {
    func sign<T: Comparable>(_ a: T, _ b: T) -> Int { a < b ? -1 : (a == b ? 0 : 1) }
    switch (lhs, rhs) {
    case (.int(let a), .int(let b)): return sign(a, b)
    case (.date(let a), .date(let b)): return sign(a, b)
    case (.string(let a), .string(let b)): return sign(a, b)
    default:
      guard let a = number(lhs), let b = number(rhs), !a.isNaN, !b.isNaN else { return nil }
      return sign(a, b)
    }
  }
}

extension ValueArithmetic {
  /// `max`, `min` (Ints stay Ints; any Double makes it Double), `abs` and `rounded`; `.null`
  /// where Swift would trap (`abs(Int.min)`).
  static func apply(_ function: LayoutProgram.NumericFunction, _ arguments: [Value]) -> Value {
    let integers = arguments.compactMap { if case .int(let number) = $0 { number } else { nil } }
    let numbers = arguments.compactMap(number)
    guard numbers.count == arguments.count, let first = numbers.first else { return .null }
    let allIntegers = integers.count == arguments.count
    switch function {
    case .max:
      return allIntegers
        ? .int(integers.max()!) : .double(numbers.dropFirst().reduce(first) { Swift.max($0, $1) })
    case .min:
      return allIntegers
        ? .int(integers.min()!) : .double(numbers.dropFirst().reduce(first) { Swift.min($0, $1) })
    case .abs:
      if let integer = integers.first { return integer == .min ? .null : .int(Swift.abs(integer)) }
      return .double(Swift.abs(first))
    case .rounded(let rule):
      return .double(first.rounded(rule))
    }
  }
}
