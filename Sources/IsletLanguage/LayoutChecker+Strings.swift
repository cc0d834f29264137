import IsletFindings
import IsletModel

extension LayoutChecker {
  /// The methods and properties a value of `type` has, as Swift spells them.
  static func methods(of type: ExprType) -> [P.StringMethod] {
    switch type {
    case .string:
      [
        .isEmpty, .capitalized, .first, .last, .uppercased, .lowercased, .prefix, .suffix, .hasPrefix,
        .hasSuffix, .contains, .replacingOccurrences, .split,
      ]
    case .array(.string): [.isEmpty, .first, .last, .contains, .prefix, .suffix, .joined]
    case .array: [.isEmpty, .first, .last, .contains, .prefix, .suffix]
    case .dictionary: [.isEmpty]
    default: []
    }
  }

  /// The member names a help line offers for `type` (`count`, the methods, `rounded()`).
  static func memberNames(of type: ExprType) -> [String] {
    let counted: [String] =
      switch type {
      case .array, .string, .dictionary: ["count"]
      default: []
      }
    return counted + methods(of: type).map(\.rawValue)
      + (type == .double ? ["rounded", "truncatingRemainder", "formatted"] : [])
      + (type == .int || type == .date ? ["formatted"] : [])
  }

  /// `title.isEmpty`, `name.capitalized`; a method written without `()` is an error that says
  /// so. Nil when `name` is no method or property of `type`.
  mutating func checkProperty(_ value: P.Expr, _ type: ExprType, _ name: S.Name) -> (P.Expr, ExprType)? {
    if name.text == "rounded" && type == .double {
      report(.wrongArguments, "`rounded` is a method: write `.rounded()`", at: name.span)
      return (.constant(.null), .unknown)
    }
    guard let method = P.StringMethod(rawValue: name.text), Self.methods(of: type).contains(method) else {
      return nil
    }
    guard method.isProperty else {
      report(
        .wrongArguments, "`\(method.rawValue)` is a method: write `.\(method.signature)`", at: name.span)
      return (.constant(.null), .unknown)
    }
    let result: ExprType =
      switch (method, type) {
      case (.isEmpty, _): .bool
      // A String's first Character is a String here; an array's first element, optional.
      case (.first, .array(let element)), (.last, .array(let element)): .optional(element)
      case (.first, _), (.last, _): .optional(.string)
      default: .string
      }
    return (.stringMethod(method, value, []), result)
  }

  /// `base.name(arguments)` for the String, array and Double methods; every argument is
  /// checked against Swift's signature, with a located error naming it.
  mutating func checkMethodCall(
    _ base: S.Expr, _ name: S.Name, _ arguments: [S.Argument], at span: SourceSpan
  ) -> (P.Expr, ExprType) {
    let (value, type) = check(base)
    if type == .unknown { return (.constant(.null), .unknown) }
    if type.isOptional {
      report(
        .typeMismatch, "type mismatch: \(type.quoted) is optional; unwrap it before `.\(name.text)(…)`",
        at: base.span, help: "use `if let` or `??`")
      return (.constant(.null), .unknown)
    }
    if name.text == "rounded" && type == .double { return checkRounded(value, arguments, at: span) }
    if name.text == "truncatingRemainder" && type == .double {
      guard arguments.count == 1, arguments[0].label?.text == "dividingBy" else {
        report(.wrongArguments, "`truncatingRemainder` takes `(dividingBy: x)`", at: span)
        return (.constant(.null), .unknown)
      }
      return (
        .arithmetic(.remainder, value, requireNumber(arguments[0].value, what: "`dividingBy:`")), .double
      )
    }
    if name.text == "formatted" && (type == .date || type.isNumeric) {
      return checkFormatted(value, type, arguments, at: span)
    }
    guard let method = P.StringMethod(rawValue: name.text), Self.methods(of: type).contains(method) else {
      let members = Self.memberNames(of: type)
      report(
        .unknownMember, "\(type.quoted) has no method \(Self.quote(name.text))", at: name.span,
        help: NameSuggestion.help(for: name.text, among: members)
          ?? (members.isEmpty ? nil : "its members are " + members.map { "`\($0)`" }.joined(separator: ", ")))
      return (.constant(.null), .unknown)
    }
    if method.isProperty {
      report(
        .wrongArguments, "`\(method.rawValue)` is a property: write `.\(method.rawValue)` without `()`",
        at: span)
      return (.constant(.null), .unknown)
    }
    let given = arguments.map { $0.label?.text }
    guard given == method.labels else {
      report(
        .wrongArguments,
        "wrong arguments to `\(method.rawValue)`: expected `\(method.signature)`, found `\(method.rawValue)("
          + given.map { TerminalSafe.escape($0 ?? "_") + ":" }.joined() + ")`",
        at: span)
      return (.constant(.null), .unknown)
    }
    let element: ExprType? = if case .array(let element) = type { element } else { nil }
    var checked: [P.Expr] = []
    let result: ExprType
    switch method {
    case .uppercased, .lowercased: result = .string
    case .prefix, .suffix:
      checked.append(require(arguments[0].value, .int, what: "`\(method.rawValue)`"))
      result = type
    case .hasPrefix, .hasSuffix:
      checked.append(require(arguments[0].value, .string, what: "`\(method.rawValue)`"))
      result = .bool
    case .contains:
      checked.append(require(arguments[0].value, element ?? .string, what: "`contains`"))
      result = .bool
    case .replacingOccurrences:
      checked.append(require(arguments[0].value, .string, what: "`of:`"))
      checked.append(require(arguments[1].value, .string, what: "`with:`"))
      result = .string
    case .split, .joined:
      let separator = arguments[0].value
      if case .string(let parts) = separator.kind, parts.isEmpty, method == .split {
        report(.invalidValue, "`split` needs a separator that is not empty", at: separator.span)
      }
      checked.append(require(separator, .string, what: "`separator:`"))
      result = method == .split ? .array(.string) : .string
    case .isEmpty, .capitalized, .first, .last:
      result = .unknown
    }
    return (.stringMethod(method, value, checked), result)
  }

  /// `x.rounded()` or `x.rounded(.up)`: Swift's rounding rules.
  private mutating func checkRounded(
    _ value: P.Expr, _ arguments: [S.Argument], at span: SourceSpan
  ) -> (P.Expr, ExprType) {
    guard arguments.count <= 1, arguments.first?.label == nil else {
      report(.wrongArguments, "`rounded` takes no argument or a rule: `.rounded(.up)`", at: span)
      return (.constant(.null), .unknown)
    }
    let rule =
      arguments.first.flatMap { constant($0.value, Self.roundingRules, what: "a rounding rule") }
      ?? .toNearestOrAwayFromZero
    return (.numeric(.rounded(rule), [value]), .double)
  }

  static let roundingRules: [(String, FloatingPointRoundingRule)] = [
    ("toNearestOrAwayFromZero", .toNearestOrAwayFromZero), ("toNearestOrEven", .toNearestOrEven),
    ("up", .up), ("down", .down), ("towardZero", .towardZero), ("awayFromZero", .awayFromZero),
  ]

  /// `max(a, b, …)`, `min(a, b, …)` (Int when every argument is, else Double) and `abs(x)`.
  mutating func checkNumericFunction(
    _ name: String, _ arguments: [S.Argument], at span: SourceSpan
  ) -> (P.Expr, ExprType) {
    let function: P.NumericFunction = name == "abs" ? .abs : (name == "max" ? .max : .min)
    let wanted = name == "abs" ? 1...1 : 2...Int.max
    guard wanted.contains(arguments.count), arguments.allSatisfy({ $0.label == nil }) else {
      report(
        .wrongArguments,
        name == "abs"
          ? "`abs` takes one unlabeled number: `abs(x)`"
          : "`\(name)` takes two or more unlabeled numbers: `\(name)(a, b)`",
        at: span)
      return (.constant(.null), .unknown)
    }
    var values: [P.Expr] = []
    var allInts = true
    for argument in arguments {
      let (value, type) = check(argument.value)
      if !type.isNumeric {
        reportMismatch(expected: .double, found: type, at: argument.value.span, what: "`\(name)`")
      }
      if type != .int { allInts = false }
      values.append(value)
    }
    return (.numeric(function, values), allInts ? .int : .double)
  }

  /// `String(x)` (any value but an optional, as interpolation shows it) or
  /// `String(format: "%.1f km", distance)` with its arguments checked against the format.
  mutating func checkStringInitializer(_ arguments: [S.Argument], at span: SourceSpan) -> (P.Expr, ExprType) {
    guard let first = arguments.first else {
      report(.wrongArguments, "`String` takes a value, `String(x)`, or `String(format: …, …)`", at: span)
      return (.constant(.null), .unknown)
    }
    if first.label == nil || first.label?.text == "describing", arguments.count == 1 {
      return (checkString([S.StringPart.interpolation(first.value)]), .string)
    }
    guard first.label?.text == "format", arguments.dropFirst().allSatisfy({ $0.label == nil }) else {
      report(
        .wrongArguments,
        "`String` takes a value, `String(x)`, or `String(format: …, …)` with unlabeled values",
        at: span)
      return (.constant(.null), .unknown)
    }
    guard case .string(let parts) = first.value.kind, parts.count <= 1,
      let text = parts.first.map({ if case .text(let text) = $0 { text } else { nil } }) ?? ""
    else {
      report(
        .wrongArguments, "`String(format:)` takes a string literal as its format (islet checks it)",
        at: first.value.span)
      return (.constant(.null), .unknown)
    }
    let format: StringFormat
    switch StringFormat.parse(text) {
    case .success(let parsed): format = parsed
    case .failure(let error):
      report(.invalidValue, error.message, at: first.value.span)
      return (.constant(.null), .unknown)
    }
    let specifiers = format.specifiers
    let values = Array(arguments.dropFirst())
    guard specifiers.count == values.count else {
      report(
        .wrongArguments,
        "the format has \(specifiers.count) conversion\(specifiers.count == 1 ? "" : "s") but "
          + "\(values.count) value\(values.count == 1 ? " is" : "s are") given",
        at: span)
      return (.constant(.null), .unknown)
    }
    var checked: [P.Expr] = []
    for (specifier, argument) in zip(specifiers, values) {
      let (value, type) = check(argument.value)
      let wanted: ExprType = specifier.takesString ? .string : (specifier.takesDouble ? .double : .int)
      if type != wanted && type != .unknown {
        let help: String? =
          switch (wanted, type) {
          case (.double, .int): "`%f` needs a Double (Swift prints garbage for an Int): `Double(x)`, or `%d`"
          case (.int, .double): "`%d` needs an Int (Swift prints garbage for a Double): `Int(x)`, or `%f`"
          case (.string, _): "`%@` needs a String: `String(x)`, or `%d` / `%f` for a number"
          default: type.isOptional ? "unwrap it with `if let` or give a default with `??`" : nil
          }
        report(
          .typeMismatch, "type mismatch: this conversion expects \(wanted.quoted), found \(type.quoted)",
          at: argument.value.span, help: help)
      }
      checked.append(value)
    }
    return (.stringFormat(format, checked), .string)
  }
}
