import IsletFindings
import IsletModel

extension LayoutChecker {
  /// `x.formatted(…)`: a Date as `Date.FormatStyle` writes it (`formatted()`,
  /// `formatted(date:time:)`, `formatted(.dateTime.hour().minute())` and the other common field
  /// sets), a number as `number` / `percent` do (`formatted()`, `.number`, `.percent`).
  mutating func checkFormatted(
    _ value: P.Expr, _ type: ExprType, _ arguments: [S.Argument], at span: SourceSpan
  ) -> (P.Expr, ExprType) {
    if type.isNumeric {
      let style: String? =
        if arguments.isEmpty {
          "number"
        } else if arguments.count == 1, arguments[0].label == nil,
          case .implicitMember(let name) = arguments[0].value.kind, ["number", "percent"].contains(name.text)
        { name.text } else { nil }
      guard let style, let formatter = P.Formatter(rawValue: style) else {
        report(
          .wrongArguments, "a number's `formatted` takes no argument, `.number` or `.percent`", at: span,
          help: "or use `String(format:)` for a fixed number of digits")
        return (.constant(.null), .unknown)
      }
      return (.format(formatter, value), .string)
    }
    usage.readsDate = true
    if isDisplayed && usage.timeShown == nil { usage.timeShown = span }
    let labels = arguments.map { $0.label?.text }
    if arguments.isEmpty { return (.dateFormat(.styles(date: .omitted, time: .omitted), value), .string) }
    if labels == ["date", "time"] {
      guard let date = constant(arguments[0].value, Self.dateStyles, what: "a date style"),
        let time = constant(arguments[1].value, Self.timeStyles, what: "a time style")
      else { return (.constant(.null), .unknown) }
      return (.dateFormat(.styles(date: date, time: time), value), .string)
    }
    if labels == [nil], let format = dateTimeChain(arguments[0].value) {
      return (.dateFormat(format, value), .string)
    }
    if labels != [nil] {
      report(
        .wrongArguments,
        "a Date's `formatted` takes no argument, `(date:time:)` or a `.dateTime` chain", at: span)
    }
    return (.constant(.null), .unknown)
  }

  static let dateStyles = P.FormattedDateStyle.allCases.map { ($0.rawValue, $0) }
  static let timeStyles = P.FormattedTimeStyle.allCases.map { ($0.rawValue, $0) }

  /// The `.dateTime` field sets islet writes, as Foundation does in each locale.
  static let dateTimeChains =
    "`.dateTime`, `.hour()`, `.hour().minute()`, `.hour().minute().second()`, `.month().day()`, "
    + "`.year().month().day()`, `.weekday()` (months and weekdays also `.wide`)"

  /// `.dateTime.hour().minute()` and the other common field sets, in any order; nil after a
  /// located error.
  private mutating func dateTimeChain(_ expr: S.Expr) -> P.DateFormat? {
    var fields: [String: String] = [:]
    var current = expr
    while case .call(let callee, let arguments) = current.kind,
      case .member(let base, let field) = callee.kind
    {
      guard ["hour", "minute", "second", "day", "month", "year", "weekday"].contains(field.text),
        arguments.count <= 1, arguments.first?.label == nil
      else {
        report(
          .unknownMember, "islet does not write the `.dateTime` field \(Self.quote(field.text))",
          at: field.span,
          help: "the chains it writes are " + Self.dateTimeChains)
        return nil
      }
      var width = ""
      if let argument = arguments.first {
        guard case .implicitMember(let name) = argument.value.kind else {
          report(.typeMismatch, "expected a width such as `.abbreviated`", at: argument.value.span)
          return nil
        }
        width = name.text
      }
      fields[field.text] = width
      current = base
    }
    guard case .implicitMember(let name) = current.kind, name.text == "dateTime" else {
      report(
        .wrongArguments, "a Date's `formatted` takes `(date:time:)` or a `.dateTime` chain", at: expr.span,
        help: "e.g. `eta.formatted(.dateTime.hour().minute())`")
      return nil
    }
    let wide = fields.values.contains("wide")
    let format: P.DateFormat? =
      switch Set(fields.keys) {
      case []: .styles(date: .numeric, time: .shortened)
      case ["hour"]: .hour
      case ["hour", "minute"]: .styles(date: .omitted, time: .shortened)
      case ["hour", "minute", "second"]: .styles(date: .omitted, time: .standard)
      case ["month", "day"]: .monthDay(wide: wide)
      case ["year", "month", "day"]: .styles(date: wide ? .long : .abbreviated, time: .omitted)
      case ["weekday"]: .weekday(wide: wide)
      default: nil
      }
    guard let format else {
      report(
        .unknownMember, "islet does not write this set of `.dateTime` fields", at: expr.span,
        help: "the chains it writes are " + Self.dateTimeChains)
      return nil
    }
    return format
  }
}
