import IsletDevices
import IsletFindings
import IsletModel
import IsletPlacement

extension LayoutChecker {
  /// One parameter of a view or modifier signature; `label` nil means unlabeled (`_`).
  struct Parameter {
    var label: String?
    var required: Bool

    static func named(_ label: String, required: Bool = false) -> Parameter {
      Parameter(label: label, required: required)
    }
    static let unlabeled = Parameter(label: nil, required: true)
  }

  static let viewNames =
    [
      "text", "symbol", "label", "hstack", "vstack", "zstack", "spacer", "progress", "timer", "relative",
      "offset", "reference", "date", "time", "fits", "image",
    ] + shapeViews.map(\.0) + containerViewNames
  static let modifierNames =
    [
      "font", "fontWeight", "textCase", "multilineTextAlignment", "opacity", "minimumScaleFactor",
      "lineLimit",
      "truncation", "truncationMode", "frame", "padding", "priority", "layoutPriority", "dynamicIsland",
      "widgetURL",
    ] + shapeModifierNames + flagModifiers.map(\.0) + colorModifierNames + FontStyle.allCases.map(\.rawValue)
    + inertModifiers.sorted()

  mutating func checkViews(_ views: [S.View]) -> [P.Item] {
    views.flatMap { checkView($0) }
  }

  private mutating func checkView(_ view: S.View) -> [P.Item] {
    switch view {
    case .conditional(let conditional): return [checkConditional(conditional)]
    case .loop(let loop): return checkLoop(loop).map { [$0] } ?? []
    case .switchView(let choice): return [checkSwitchView(choice)]
    case .call(let call):
      if let items = checkContainerView(call) { return items }
      if let extra = call.labeledContent.first {
        report(
          .wrongArguments, "`\(call.name.text)` takes no `\(extra.label.text):` block", at: extra.label.span,
          help: "only `label { … } icon: { … }` takes a second block")
      }
      guard let kind = checkViewKind(call) else { return [] }
      let modifiers = call.modifiers.compactMap { modifier in
        hasNoEffect(modifier, on: kind, named: call.name) ? nil : checkModifier(modifier)
      }
      return [.node(P.Node(kind: kind, modifiers: modifiers, span: call.span))]
    }
  }

  /// `for x in xs { … }` over an array, or `for i in 0..<n` / `1...n` over Ints.
  private mutating func checkLoop(_ loop: S.Loop) -> P.Item? {
    let sequence: P.Sequence
    let elementType: ExprType
    if case .range(let lower, let upper, let closed) = loop.sequence.kind {
      sequence = .integers(
        require(lower, .int, what: "the start of a `for` range"),
        require(upper, .int, what: "the end of a `for` range"),
        closed: closed)
      elementType = .int
    } else {
      let (value, type) = check(loop.sequence)
      switch type {
      case .array(let element): elementType = element
      case .unknown: elementType = .unknown
      default:
        report(
          .typeMismatch, "type mismatch: `for` repeats over an array or an Int range, found \(type.quoted)",
          at: loop.sequence.span,
          help: type.isOptional ? "unwrap it with `if let` first, or use `?? []`" : nil)
        elementType = .unknown
      }
      sequence = .elements(value)
    }
    let saved = locals
    defer { locals = saved }
    locals[loop.name.text] = elementType
    return .loop(loop.name.text, sequence, checkViews(loop.body), loop.span)
  }

  private mutating func checkConditional(_ conditional: S.Conditional) -> P.Item {
    var branches: [P.Branch] = []
    for branch in conditional.branches {
      let saved = locals
      var conditions: [P.Condition] = []
      isDisplayed = false
      for condition in branch.conditions {
        switch condition {
        case .test(let expr):
          conditions.append(.test(require(expr, .bool, what: "an `if` condition")))
        case .binding(let name, let value):
          let source = value ?? S.Expr(kind: .identifier(name.text), span: name.span)
          let (checked, type) = check(source)
          if !type.isOptional && type != .unknown {
            report(
              .ifLetOnNonOptional,
              "`if let` needs an optional, but \(Self.quote(name.text)) is \(type.quoted), which is never nil",
              at: source.span,
              help: "use the value directly, or declare the field as \(type.quoted.dropLast())?`")
          }
          locals[name.text] = type.unwrapped == .nilLiteral ? .unknown : type.unwrapped
          conditions.append(.bind(name.text, checked))
        }
      }
      isDisplayed = true
      branches.append(P.Branch(conditions: conditions, body: checkViews(branch.body)))
      locals = saved
    }
    return .conditional(branches, otherwise: conditional.otherwise.map { checkViews($0) })
  }

  /// Matches arguments against one signature; nil when the labels do not fit it.
  private static func match(_ arguments: [S.Argument], _ parameters: [Parameter]) -> [S.Expr?]? {
    var result: [S.Expr?] = []
    var next = 0
    for parameter in parameters {
      if next < arguments.count && arguments[next].label?.text == parameter.label {
        result.append(arguments[next].value)
        next += 1
      } else if parameter.required {
        return nil
      } else {
        result.append(nil)
      }
    }
    return next == arguments.count ? result : nil
  }

  private static func spell(_ labels: [String?]) -> String {
    "(" + labels.map { "\(TerminalSafe.escape($0 ?? "_")):" }.joined() + ")"
  }

  /// Matches `arguments` against the signatures of `name`, reporting a mismatch once.
  mutating func arguments(
    _ arguments: [S.Argument]?, of name: String, at span: SourceSpan, _ signatures: [[Parameter]]
  ) -> (index: Int, values: [S.Expr?])? {
    let given = arguments ?? []
    for (index, signature) in signatures.enumerated() {
      if let values = Self.match(given, signature) { return (index, values) }
    }
    let expected = signatures.map { "`\(name)\(Self.spell($0.map(\.label)))`" }.joined(separator: " or ")
    let allLabels = signatures.flatMap { $0.compactMap(\.label) }
    let help = given.lazy.compactMap { $0.label?.text }.compactMap {
      label in NameSuggestion.closest(to: label, among: allLabels).map { "did you mean `\($0):`?" }
    }.first
    report(
      .wrongArguments,
      "wrong arguments to `\(name)`: expected \(expected), found `\(name)\(Self.spell(given.map { $0.label?.text }))`",
      at: span, help: help)
    return nil
  }

  private mutating func checkViewKind(_ call: S.ViewCall) -> P.NodeKind? {
    let name = call.name
    let containers: Set = ["hstack", "vstack", "zstack", "fits"]
    guard Self.viewNames.contains(name.text) else {
      report(
        .unknownView, "unknown view \(Self.quote(name.text))", at: name.span,
        help: NameSuggestion.help(for: name.text, among: Self.viewNames)
          ?? "the views are " + Self.viewNames.joined(separator: ", "))
      return nil
    }
    if containers.contains(name.text) && call.content == nil {
      report(.wrongArguments, "`\(name.text)` needs content: `\(name.text) { … }`", at: name.span)
      return nil
    }
    if !containers.contains(name.text) && call.content != nil {
      report(.wrongArguments, "`\(name.text)` takes no content block", at: name.span)
      return nil
    }
    let content = call.content ?? []
    let span = call.arguments?.last.map { name.span.through($0.value.span) } ?? name.span
    switch name.text {
    case "text", "symbol":
      guard let values = arguments(call.arguments, of: name.text, at: span, [[.unlabeled]]),
        let value = values.values[0]
      else { return nil }
      let checked = require(value, .string, what: "`\(name.text)`")
      return name.text == "text" ? .text(checked) : .symbol(checked)
    case "label":
      guard
        let values = arguments(
          call.arguments, of: "label", at: span, [[.unlabeled, .named("symbol", required: true)]]),
        let title = values.values[0], let symbol = values.values[1]
      else { return nil }
      return .label(
        title: require(title, .string, what: "`label`"), symbol: require(symbol, .string, what: "`label`"))
    case "timer", "relative", "offset", "reference", "date", "time":
      let signatures: [[Parameter]] =
        name.text == "timer"
        ? [[.unlabeled], [.named("interval", required: true), .named("pauseTime"), .named("countsDown")]]
        : [[.unlabeled]]
      guard let values = arguments(call.arguments, of: name.text, at: span, signatures),
        let value = values.values[0], let style = P.TimeStyle(rawValue: name.text)
      else { return nil }
      if values.index == 1 {
        guard let (start, end) = interval(value, what: "`timer(interval:)`", in: call.span) else {
          return nil
        }
        // `pauseTime:` (a `Date?`): the timer stands still at that time while it is given.
        let pause = values.values[1].map { require($0, .optional(.date), what: "`pauseTime`") }
        return .timerInterval(
          start: start, end: end, pauseTime: pause, countsDown: countsDown(values.values[2]))
      }
      return .time(style, shownDate(value, what: "`\(name.text)`", in: call.span))
    case "hstack", "vstack":
      // SwiftUI writes `alignment:` first; `spacing:` first is accepted too.
      let signatures: [[Parameter]] = [
        [.named("alignment"), .named("spacing")], [.named("spacing"), .named("alignment")],
      ]
      guard let matched = arguments(call.arguments, of: name.text, at: span, signatures) else { return nil }
      let values = matched.index == 0 ? matched.values : matched.values.reversed()
      let spacing = values[1].map { requireNumber($0, what: "`spacing`") }
      let children = checkViews(content)
      if name.text == "hstack" {
        let alignment = values[0].flatMap { value in
          choice(value) { $0.constant($1, Self.verticalAlignments, what: "a vertical alignment") }
        }
        return .hstack(spacing: spacing, alignment: alignment ?? .fixed(.center), children)
      }
      let alignment = values[0].flatMap { value in
        choice(value) { $0.constant($1, Self.horizontalAlignments, what: "a horizontal alignment") }
      }
      return .vstack(spacing: spacing, alignment: alignment ?? .fixed(.center), children)
    case "zstack":
      guard let values = arguments(call.arguments, of: "zstack", at: span, [[.named("alignment")]]) else {
        return nil
      }
      let alignment = values.values[0].flatMap { value in
        choice(value) { $0.constant($1, Self.alignments, what: "an alignment") }
      }
      return .zstack(alignment: alignment ?? .fixed(.center), checkViews(content))
    case "fits":
      guard let values = arguments(call.arguments, of: "fits", at: span, [[.named("in")]]) else { return nil }
      let axes = values.values[0].flatMap { constant($0, Self.fitsAxes, what: "an axis") } ?? .both
      return .fits(checkViews(content), axes)
    case "spacer":
      guard let values = arguments(call.arguments, of: "spacer", at: span, [[.named("minLength")]]) else {
        return nil
      }
      return .spacer(minLength: values.values[0].map { requireNumber($0, what: "`minLength`") })
    case "progress":
      return checkProgress(call, at: span)
    default:
      return checkShapeView(call, at: span)
    }
  }

  private mutating func checkProgress(_ call: S.ViewCall, at span: SourceSpan) -> P.NodeKind? {
    let signatures: [[Parameter]] = [
      [.named("value", required: true), .named("total")],
      [.named("timerInterval", required: true), .named("countsDown")],
      [.named("timerInterval", required: true), .unlabeled],
    ]
    guard let matched = arguments(call.arguments, of: "progress", at: span, signatures),
      let first = matched.values[0]
    else { return nil }
    if matched.index == 0 {
      let total = matched.values[1].map { requireNumber($0, what: "`total`") }
      return .progress(value: requireNumber(first, what: "`value`"), total: total)
    }
    if matched.index == 1 {
      guard let (start, end) = interval(first, what: "`progress(timerInterval:)`", in: call.span) else {
        return nil
      }
      return .timerProgress(start: start, end: end, countsDown: countsDown(matched.values[1]))
    }
    guard let end = matched.values[1] else { return nil }
    return .timerProgress(
      start: shownDate(first, what: "`timerInterval`", in: call.span),
      end: shownDate(end, what: "`timerInterval`", in: call.span),
      countsDown: nil)
  }

  /// The axes `fits(in:)` names.
  static let fitsAxes: [(String, FitsAxes)] = [("horizontal", .horizontal), ("vertical", .vertical)]

  /// The bounds of an interval written `start...end`, each a Date.
  private mutating func interval(_ expr: S.Expr, what: String, in view: SourceSpan) -> (P.Expr, P.Expr)? {
    guard case .range(let lower, let upper, _) = expr.kind else {
      report(
        .typeMismatch, "\(what) takes a range of dates", at: expr.span, help: "write `start...end`")
      return nil
    }
    return (shownDate(lower, what: what, in: view), shownDate(upper, what: what, in: view))
  }

  /// A `countsDown:` argument: a Bool.
  private mutating func countsDown(_ expr: S.Expr?) -> P.Expr? {
    expr.map { require($0, .bool, what: "`countsDown`") }
  }

  /// A Date the time view at `view` shows. The view counts as a time shown (L016 asks it to
  /// handle staleness) only when the date reads the activity's data: the clock (`now`) is not
  /// data and never goes stale.
  private mutating func shownDate(_ expr: S.Expr, what: String, in view: SourceSpan) -> P.Expr {
    let readBefore = usage.readsDate
    let shownBefore = usage.timeShown
    usage.readsDate = false
    let checked = require(expr, .date, what: what)
    // A field, a `let` or a local bound from one marks itself shown; the view takes the mark.
    let readsData = usage.readsDate || usage.timeShown != shownBefore
    if readsData && isDisplayed && shownBefore == nil { usage.timeShown = view }
    usage.readsDate = usage.readsDate || readBefore
    return checked
  }

  /// A named constant written as `.name` (a colour, alignment, truncation mode, edge…), looked
  /// up in `table` (name → value, in the order help lists them).
  mutating func constant<T>(_ expr: S.Expr, _ table: [(String, T)], what: String) -> T? {
    let names = table.map(\.0)
    let choices = "one of " + names.map { "`.\($0)`" }.joined(separator: ", ")
    guard case .implicitMember(let name) = expr.kind else {
      report(.typeMismatch, "expected \(what) such as `.\(names[0])`", at: expr.span, help: choices)
      return nil
    }
    guard let value = table.first(where: { $0.0 == name.text })?.1 else {
      report(
        .unknownMember, "`.\(TerminalSafe.escape(name.text))` is not \(what)", at: name.span,
        help: NameSuggestion.help(for: name.text, among: names) ?? choices)
      return nil
    }
    return value
  }
}
