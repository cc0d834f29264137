import IsletModel
import IsletPlacement

/// Evaluates a checked layout against a state, attributes and an environment. Total: any
/// value that is missing or of the wrong kind (possible only for records that did not come
/// through the push decoder) evaluates to `.null` and renders as empty text.
struct LayoutEvaluator {
  typealias P = LayoutProgram

  private let layout: ActivityLayout
  private let state: Record
  private let attributes: Record
  let environment: RenderEnvironment
  private var letValues: [Value] = []
  /// Whether each let's value was refused by the budget (it is `.null`; a view showing it
  /// reports R005).
  private var letsOverBudget: [Bool] = []
  private var locals: [String: Value] = [:]
  /// Shared by every scope of this evaluation (`if let` copies the evaluator).
  let budget = EvaluationBudget()

  init(layout: ActivityLayout, state: Record, attributes: Record, environment: RenderEnvironment) {
    self.layout = layout
    self.state = state
    self.attributes = attributes
    self.environment = environment
    for expr in layout.lets {
      let hits = budget.hits
      letValues.append(value(of: expr))
      letsOverBudget.append(budget.hits > hits)
    }
  }

  // MARK: - Views

  /// The view a presentation's items produce: one view as is, several stacked vertically
  /// (as a SwiftUI view builder lays them out) with the presentation's `origin`, none as
  /// `.empty`.
  func root(_ items: [LayoutProgram.Item], origin: SourceSpan?) -> ViewNode {
    let children = nodes(items)
    switch children.count {
    case 0: return ViewNode(.empty)
    case 1: return children[0]
    default: return ViewNode(.vstack(spacing: nil, alignment: .center, children: children), origin: origin)
    }
  }

  private func nodes(_ items: [P.Item]) -> [ViewNode] {
    items.flatMap { item -> [ViewNode] in
      switch item {
      case .node(let node): return [self.node(node)]
      case .conditional(let branches, let otherwise):
        for branch in branches {
          if let scope = bindings(branch.conditions) { return scope.nodes(branch.body) }
        }
        return otherwise.map { nodes($0) } ?? []
      case .loop(let name, let sequence, let body, let span):
        return loop(name, sequence, body, at: span)
      }
    }
  }

  /// The body once per element, with `name` bound to it; an empty view reporting R005 when
  /// the repetitions would pass the budget (a hostile `0..<n` or nested loops).
  private func loop(
    _ name: String, _ sequence: P.Sequence, _ body: [P.Item], at span: SourceSpan
  ) -> [ViewNode] {
    let elements: [Value]
    switch sequence {
    case .elements(let expr):
      guard case .array(let values) = value(of: expr) else { return [] }
      elements = values
    case .integers(let lower, let upper, let closed):
      guard case .int(let low) = value(of: lower), case .int(let high) = value(of: upper) else { return [] }
      let (distance, overflow) = high.subtractingReportingOverflow(low)
      guard !overflow, distance >= (closed ? -1 : 0) else { return [] }
      let (count, tooMany) = closed ? distance.addingReportingOverflow(1) : (distance, false)
      guard !tooMany, budget.admitIterations(count) else { return [Self.overBudget(at: span)] }
      return nodes(repeating: body, name, over: (0..<count).map { .int(low + $0) })
    }
    guard budget.admitIterations(elements.count) else { return [Self.overBudget(at: span)] }
    return nodes(repeating: body, name, over: elements)
  }

  private func nodes(repeating body: [P.Item], _ name: String, over elements: [Value]) -> [ViewNode] {
    var scope = self
    return elements.flatMap { element -> [ViewNode] in
      scope.locals[name] = element
      return scope.nodes(body)
    }
  }

  private static func overBudget(at span: SourceSpan) -> ViewNode {
    var view = ViewNode(.empty, origin: span)
    view.overEvaluationBudget = EvaluationBudget.overBudget
    return view
  }

  /// This evaluator with the branch's `if let` names bound, or nil when a condition fails.
  private func bindings(_ conditions: [P.Condition]) -> LayoutEvaluator? {
    var scope = self
    for condition in conditions {
      switch condition {
      case .test(let expr):
        guard case .bool(true) = scope.value(of: expr) else { return nil }
      case .bind(let name, let expr):
        let bound = scope.value(of: expr)
        if bound == .null { return nil }
        scope.locals[name] = bound
      }
    }
    return scope
  }

  private func node(_ node: P.Node) -> ViewNode {
    let hits = budget.hits
    var modifiers = Modifiers()
    var layers: [ViewLayer] = []
    for modifier in node.modifiers {
      if case .layer(let items, let alignment, let inFront) = modifier {
        layers += layer(items, alignment: alignment.flatMap(resolve) ?? .center, inFront: inFront)
      } else {
        apply(modifier, to: &modifiers)
      }
    }
    var view = ViewNode(kind(node.kind), modifiers: modifiers, origin: node.span)
    // A stack's hits are its children's, which carry their own flag.
    if budget.hits > hits, Self.showsValues(view.kind) {
      view.overEvaluationBudget = EvaluationBudget.overBudget
    }
    return layers.isEmpty ? view : Self.layered(view, layers)
  }

  /// An overlay's or background's views as one layer (several are layered as a `zstack`).
  private func layer(_ items: [P.Item], alignment: Alignment, inFront: Bool) -> [ViewLayer] {
    let views = nodes(items)
    switch views.count {
    case 0: return []
    case 1: return [ViewLayer(views[0], alignment: alignment, inFront: inFront)]
    default:
      return [
        ViewLayer(
          ViewNode(.zstack(alignment: alignment, children: views)), alignment: alignment, inFront: inFront)
      ]
    }
  }

  /// `view` with its layers: the view keeps what sizes and paints it (padding, frame, clip,
  /// background colour), the layered view takes what its parent reads (priority, preferences);
  /// both keep what the views below inherit (colour, font, tint), so the layers inherit it too.
  private static func layered(_ view: ViewNode, _ layers: [ViewLayer]) -> ViewNode {
    var outer = view.modifiers
    (outer.padding, outer.frameWidth, outer.frameHeight, outer.frameMaxWidth) = (.zero, nil, nil, nil)
    (outer.background, outer.clipShape, outer.shapePaint) = (nil, nil, ShapePaint())
    (outer.resizable, outer.contentMode, outer.rotationDegrees) = (false, nil, 0)
    var base = view
    base.modifiers.priority = 0
    return ViewNode(.layered(base, layers: layers), modifiers: outer, origin: view.origin)
  }

  private func kind(_ kind: P.NodeKind) -> ViewNode.Kind {
    switch kind {
    case .text(let expr):
      return .text(string(expr) ?? "")
    case .symbol(let expr):
      return string(expr).map { .symbol($0) } ?? .text("")
    case .label(let title, let symbol):
      guard let symbolName = string(symbol) else { return .text(string(title) ?? "") }
      return .label(title: string(title) ?? "", symbol: symbolName)
    case .time(let style, let expr):
      guard case .date(let date) = value(of: expr) else { return .text("") }
      return .text(
        LayoutFormat.time(
          date, style: style, now: environment.now, utcOffset: environment.utcOffset,
          locale: environment.locale))
    case .hstack(let spacing, let alignment, let items):
      return .hstack(
        spacing: spacing.flatMap(length), alignment: resolve(alignment) ?? .center, children: nodes(items))
    case .vstack(let spacing, let alignment, let items):
      return .vstack(
        spacing: spacing.flatMap(length), alignment: resolve(alignment) ?? .center, children: nodes(items))
    case .zstack(let alignment, let items):
      return .zstack(alignment: resolve(alignment) ?? .center, children: nodes(items))
    case .spacer(let minLength):
      return .spacer(minLength: minLength.flatMap(length))
    case .fits(let items, let axes):
      return .fits(nodes(items), axes: axes)
    case .progress(let current, let total):
      let denominator = total.map { number(value(of: $0)) } ?? 1
      guard let numerator = number(value(of: current)), let denominator, denominator > 0 else {
        return .progress(fraction: 0)
      }
      return .progress(fraction: Self.clamp(numerator / denominator))
    case .timerProgress(let start, let end, let countsDown):
      guard case .date(let from) = value(of: start), case .date(let to) = value(of: end) else {
        return .progress(fraction: 0)
      }
      // SwiftUI's `ProgressView(timerInterval:countsDown:)`: counting down (the default) it is
      // full at the start and empty at the end; counting up it fills.
      let total = to.seconds(since: from)
      let remaining = Self.clamp(total > 0 ? to.seconds(since: environment.now) / total : 0)
      return .progress(fraction: counts(down: countsDown) ? remaining : 1 - remaining)
    case .shape(let shape, let cornerRadius):
      guard case .roundedRectangle = shape else { return .shape(shape) }
      return .shape(.roundedRectangle(cornerRadius: cornerRadius.flatMap(length) ?? 0))
    case .image(let name):
      let name = string(name) ?? ""
      let size = layout.imageSizes[name]
      return .image(
        ImageBox(
          name: name, width: size?.width ?? ImageBox.defaultSize, height: size?.height ?? ImageBox.defaultSize
        ))
    case .timerInterval(let start, let end, let pauseTime, let countsDown):
      guard case .date(let from) = value(of: start), case .date(let to) = value(of: end) else {
        return .text("")
      }
      let paused: Instant? = if let pauseTime, case .date(let at) = value(of: pauseTime) { at } else { nil }
      return .text(
        LayoutFormat.timer(
          interval: from, to, countsDown: counts(down: countsDown), now: paused ?? environment.now))
    }
  }

  /// Whether a `countsDown:` argument counts down (absent: yes, SwiftUI's default).
  private func counts(down expr: P.Expr?) -> Bool {
    guard let expr, case .bool(let flag) = value(of: expr) else { return true }
    return flag
  }

  static func clamp(_ fraction: Double?) -> Double {
    guard let fraction, fraction.isFinite else { return 0 }
    return min(1, max(0, fraction))
  }

  // MARK: - Values

  private func string(_ expr: P.Expr) -> String? {
    if case .string(let text) = value(of: expr) { return text }
    return nil
  }

  /// A finite number of points, or nil.
  func length(_ expr: P.Expr) -> Double? {
    number(value(of: expr)).flatMap { $0.isFinite ? $0 : nil }
  }

  func number(_ value: Value) -> Double? {
    switch value {
    case .int(let number): Double(number)
    case .double(let number): number
    default: nil
    }
  }

  func value(of expr: LayoutProgram.Expr) -> Value {
    switch expr {
    case .constant(let value): return value
    case .attribute(let name): return attributes[name] ?? .null
    case .state(let name): return state[name] ?? .null
    case .letValue(let index):
      guard index < letValues.count else { return .null }
      if letsOverBudget[index] { budget.propagate() }
      return letValues[index]
    case .local(let name): return locals[name] ?? .null
    case .environment(let name):
      switch name {
      case .isStale: return .bool(environment.isStale)
      case .limitedWidth: return .bool(environment.limitedWidth)
      case .family: return .enumCase(environment.family.rawValue)
      case .now: return .date(environment.now)
      case .colorScheme: return .enumCase(environment.appearance.rawValue)
      case .isLuminanceReduced: return .bool(environment.isLuminanceReduced)
      case .isActivityFullscreen: return .bool(environment.isActivityFullscreen)
      }
    case .interpolation(let parts):
      let pieces = parts.map { LayoutFormat.interpolated(value(of: $0)) }
      return built(.string(pieces.joined()), size: pieces.reduce(0) { $0 + $1.utf8.count })
    case .not(let operand):
      if case .bool(let flag) = value(of: operand) { return .bool(!flag) }
      return .null
    case .negate(let operand):
      switch value(of: operand) {
      case .int(let number) where number != .min: return .int(-number)
      case .double(let number): return .double(-number)
      default: return .null
      }
    case .arithmetic(let operation, let lhs, let rhs):
      let (left, right) = (value(of: lhs), value(of: rhs))
      if operation == .add, case .string(let a) = left, case .string(let b) = right {
        return built(.string(a + b), size: a.utf8.count + b.utf8.count)
      }
      return ValueArithmetic.apply(operation, left, right)
    case .comparison(let comparison, let lhs, let rhs):
      return .bool(ValueArithmetic.compare(comparison, value(of: lhs), value(of: rhs)))
    case .and(let lhs, let rhs):
      guard case .bool(let left) = value(of: lhs) else { return .null }
      guard left else { return .bool(false) }
      if case .bool(let right) = value(of: rhs) { return .bool(right) }
      return .null
    case .or(let lhs, let rhs):
      guard case .bool(let left) = value(of: lhs) else { return .null }
      guard !left else { return .bool(true) }
      if case .bool(let right) = value(of: rhs) { return .bool(right) }
      return .null
    case .optionalMap(let subject, let name, let body):
      let unwrapped = value(of: subject)
      guard unwrapped != .null else { return .null }
      var scope = self
      scope.locals[name] = unwrapped
      return scope.value(of: body)
    case .coalesce(let lhs, let rhs):
      let left = value(of: lhs)
      return left == .null ? value(of: rhs) : left
    case .choice(let condition, let whenTrue, let whenFalse):
      guard case .bool(let flag) = value(of: condition) else { return .null }
      return value(of: flag ? whenTrue : whenFalse)
    case .map(let base, let results, let fallback):
      guard case .enumCase(let name) = value(of: base), let result = results[name] ?? fallback else {
        return .null
      }
      return value(of: result)
    case .label(let base):
      guard case .enumCase(let name) = value(of: base) else { return .null }
      return .string(LayoutFormat.readableLabel(name))
    case .rawValue(let base, let type):
      guard case .enumCase(let name) = value(of: base),
        let found = type.cases.first(where: { $0.name == name })
      else { return .null }
      if type.rawType == .int { return Int(found.rawValue).map(Value.int) ?? .null }
      return .string(found.rawValue)
    case .count(let base):
      switch value(of: base) {
      case .array(let elements): return .int(elements.count)
      case .record(let record): return .int(record.count)
      case .string(let text): return .int(text.count)
      default: return .null
      }
    case .format(let formatter, let operand):
      guard let number = number(value(of: operand)) else { return .null }
      let isInteger = if case .int = value(of: operand) { true } else { false }
      return .string(LayoutFormat.format(formatter, number, isInteger: isInteger, locale: environment.locale))
    case .convert(let conversion, let operand):
      guard let number = number(value(of: operand)) else { return .null }
      switch conversion {
      case .double: return .double(number)
      // Toward zero, as Swift's Int(_:); where Swift would trap (NaN, ±∞, out of range) no value.
      case .int: return Int(exactly: number.rounded(.towardZero)).map(Value.int) ?? .null
      }
    case .array(let elements):
      let values = elements.map { value(of: $0) }
      let size = EvaluationBudget.size(of: .array(values))
      return built(.array(values), size: size ?? .max)
    case .field(let base, let name):
      guard case .record(let record) = value(of: base) else { return .null }
      return record[name] ?? .null
    case .lookup(let base, let key):
      guard case .record(let record) = value(of: base), case .string(let name) = value(of: key) else {
        return .null
      }
      return record[name] ?? .null
    case .makeRecord(let fields):
      return .record(Record(fields.mapValues { value(of: $0) }))
    case .bound(let base, let upper):
      guard case .array(let bounds) = value(of: base), bounds.count == 2 else { return .null }
      return bounds[upper ? 1 : 0]
    case .stringMethod(let method, let base, let arguments):
      return call(method, on: value(of: base), arguments.map { value(of: $0) })
    case .stringFormat(let format, let arguments):
      return formatted(format, arguments.map { value(of: $0) })
    case .numeric(let function, let arguments):
      return ValueArithmetic.apply(function, arguments.map { value(of: $0) })
    case .dateFormat(let format, let operand):
      guard case .date(let date) = value(of: operand) else { return .null }
      return .string(
        LayoutFormat.formatted(date, format, utcOffset: environment.utcOffset, locale: environment.locale))
    }
  }

  /// Whether a view of `kind` shows values of its own (not only its children's).
  private static func showsValues(_ kind: ViewNode.Kind) -> Bool {
    switch kind {
    case .text, .symbol, .label, .progress, .image: true
    case .hstack, .vstack, .zstack, .fits, .spacer, .shape, .layered, .empty: false
    }
  }

  /// `value` when the budget admits a value of `size` (computed before building it), else
  /// `.null`. `value` is an autoclosure: a refused value is never built.
  func built(_ value: @autoclosure () -> Value, size: Int) -> Value {
    budget.admit(size) ? value() : .null
  }
}
