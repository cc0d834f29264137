import IsletFindings
import IsletModel

extension LayoutChecker {
  /// Checks `expr` where a value of type `expected` is needed, reporting a mismatch.
  mutating func require(_ expr: S.Expr, _ expected: ExprType, what: String) -> P.Expr {
    let (value, found) = check(expr, expecting: expected)
    if !found.fits(expected) { reportMismatch(expected: expected, found: found, at: expr.span, what: what) }
    return value
  }

  /// One of several results of one type (a `map`'s, a `switch`'s arms): the first found (or
  /// the context's) gives the type the others must fit.
  mutating func checkResult(_ expr: S.Expr, sharing type: inout ExprType?, what: String) -> P.Expr {
    if let wanted = type { return require(expr, wanted, what: what) }
    let (value, found) = check(expr)
    type = found
    return value
  }

  /// Checks `expr` where any number is needed.
  mutating func requireNumber(_ expr: S.Expr, what: String) -> P.Expr {
    let (value, found) = check(expr)
    if !found.isNumeric { reportMismatch(expected: .double, found: found, at: expr.span, what: what) }
    return value
  }

  mutating func reportMismatch(expected: ExprType, found: ExprType, at span: SourceSpan, what: String) {
    var help: String?
    if found.isOptional && found.unwrapped.fits(expected) {
      help = "unwrap it with `if let` or give a default with `??`"
    } else if expected == .string && found.unwrapped.isNumeric {
      help = "format it: `number(…)`, `percent(…)`, `duration(…)` or `\"\\(…)\"`"
    } else if expected == .string && found.unwrapped == .date {
      help = "show a Date with `timer`, `relative`, `offset`, `reference`, `date` or `time`"
    } else if expected == .string, case .enumeration = found.unwrapped {
      help = "use `.label` or `.rawValue`"
    }
    report(
      .typeMismatch, "type mismatch: \(what) expects \(expected.quoted), found \(found.quoted)", at: span,
      help: help)
  }

  /// Types `expr` (using `expected` to resolve `.member`, `nil`, literals) and lowers it.
  mutating func check(_ expr: S.Expr, expecting expected: ExprType? = nil) -> (P.Expr, ExprType) {
    switch expr.kind {
    case .identifier(let name):
      return checkIdentifier(name, at: expr.span, expecting: expected)
    case .integer(let value):
      if expected?.unwrapped == .double { return (.constant(.double(Double(value))), .double) }
      return (.constant(.int(value)), .int)
    case .decimal(let value):
      return (.constant(.double(value)), .double)
    case .string(let parts):
      return (checkString(parts), .string)
    case .implicitMember(let name):
      return checkImplicitMember(name, expecting: expected)
    case .member(let base, let name):
      return checkMember(base, name)
    case .call(let callee, let arguments):
      return checkCall(callee, arguments, at: expr.span, expecting: expected)
    case .unary(let symbol, let operand):
      if symbol == "!" { return (.not(require(operand, .bool, what: "`!`")), .bool) }
      let (value, type) = check(operand)
      if !type.isNumeric { reportMismatch(expected: .double, found: type, at: operand.span, what: "`-`") }
      return (.negate(value), type.isNumeric ? type : .unknown)
    case .binary(let symbol, let lhs, let rhs):
      return checkBinary(symbol, lhs, rhs, at: expr.span, expecting: expected)
    case .ternary(let condition, let whenTrue, let whenFalse):
      return checkTernary(condition, whenTrue, whenFalse, expecting: expected)
    case .array(let elements):
      return checkArray(elements, at: expr.span, expecting: expected)
    case .dictionary(let entries):
      return checkDictionary(entries, at: expr.span, expecting: expected)
    case .subscripted(let base, let key):
      return checkSubscript(base, key)
    case .range(let lower, let upper, _):
      return checkRange(lower, upper, expecting: expected)
    case .switchValue(let choice):
      return checkSwitchValue(choice, expecting: expected)
    case .optionalMap(let subject, let name, let body):
      return checkOptionalMap(subject, name, body, expecting: expected)
    }
  }

  /// `eta.map { $0 + 60 }` or an optional chain `driver?.name`: the body reads the subject
  /// unwrapped; the result is optional (one level: a body that is optional itself is flattened,
  /// as `flatMap` and a chain are).
  private mutating func checkOptionalMap(
    _ subject: S.Expr, _ name: String, _ body: S.Expr, expecting expected: ExprType?
  ) -> (P.Expr, ExprType) {
    let (value, type) = check(subject)
    if type == .unknown { return (.constant(.null), .unknown) }
    guard type.isOptional, type.unwrapped != .nilLiteral else {
      let what = name == "$0" ? "`map { … }`" : "`?`"
      report(
        .typeMismatch, "type mismatch: \(what) unwraps an optional, found \(type.quoted)", at: subject.span,
        help: name == "$0" ? "use the value directly" : "use `.` instead of `?.`")
      return (.constant(.null), .unknown)
    }
    let saved = locals
    defer { locals = saved }
    locals[name] = type.unwrapped
    let (result, resultType) = check(body, expecting: expected?.unwrapped)
    if resultType == .unknown { return (.constant(.null), .unknown) }
    return (.optionalMap(value, name, result), resultType.isOptional ? resultType : .optional(resultType))
  }

  /// `["home": 2]`: a dictionary with string-literal keys (as preview values write them), each
  /// once (Swift traps on a literal with a key twice).
  private mutating func checkDictionary(
    _ entries: [(key: S.Expr, value: S.Expr)], at span: SourceSpan, expecting expected: ExprType?
  ) -> (P.Expr, ExprType) {
    var valueType: ExprType?
    if case .dictionary(let wanted) = expected?.unwrapped { valueType = wanted }
    var values: [String: P.Expr] = [:]
    for entry in entries {
      guard case .string(let parts) = entry.key.kind, parts.count <= 1,
        let key = parts.first.map({ if case .text(let text) = $0 { text } else { nil } }) ?? ""
      else {
        report(
          .typeMismatch, "a dictionary literal's keys are string literals: `[\"home\": 2]`",
          at: entry.key.span)
        continue
      }
      guard values[key] == nil else {
        report(.duplicateDeclaration, "the key \(Self.quote(key)) is given twice", at: entry.key.span)
        continue
      }
      if let wanted = valueType {
        values[key] = require(entry.value, wanted, what: "this dictionary value")
      } else {
        let (value, type) = check(entry.value)
        valueType = type
        values[key] = value
      }
    }
    guard let valueType else {
      report(.typeMismatch, "cannot tell the type of an empty dictionary here", at: span)
      return (.makeRecord([:]), .unknown)
    }
    return (.makeRecord(values), .dictionary(valueType))
  }

  /// `scores["home"]`: a dictionary's value for a String key, optional (the key may be absent).
  private mutating func checkSubscript(_ base: S.Expr, _ key: S.Expr) -> (P.Expr, ExprType) {
    let (value, type) = check(base)
    guard case .dictionary(let valueType) = type else {
      if type != .unknown {
        report(
          .typeMismatch,
          "type mismatch: only a dictionary (`[String: T]`) is read with `[key]`, found \(type.quoted)",
          at: base.span,
          help: type.isOptional
            ? "unwrap it with `if let` first" : "repeat over an array with `for x in xs { … }`")
      }
      return (.constant(.null), .unknown)
    }
    let checkedKey = require(key, .string, what: "a dictionary key")
    return (.lookup(value, checkedKey), valueType.isOptional ? valueType : .optional(valueType))
  }

  /// `a...b` or `a..<b` as a value (`[lower, upper]`): the bounds of a `ClosedRange` field's
  /// preview value.
  private mutating func checkRange(
    _ lower: S.Expr, _ upper: S.Expr, expecting expected: ExprType?
  ) -> (P.Expr, ExprType) {
    var wanted: ExprType?
    if case .range(let bound) = expected?.unwrapped { wanted = bound }
    let (low, lowType) = check(lower, expecting: wanted)
    let high = require(upper, wanted ?? lowType, what: "the upper bound")
    let bound = wanted ?? lowType
    if ![ExprType.int, .double, .date, .unknown].contains(bound) {
      report(
        .typeMismatch, "type mismatch: a range's bounds are Int, Double or Date, found \(bound.quoted)",
        at: lower.span)
      return (.constant(.null), .unknown)
    }
    return (.array([low, high]), .range(bound))
  }

  private mutating func checkIdentifier(
    _ name: String, at span: SourceSpan, expecting expected: ExprType?
  ) -> (P.Expr, ExprType) {
    switch name {
    case "true": return (.constant(.bool(true)), .bool)
    case "false": return (.constant(.bool(false)), .bool)
    case "nil":
      if let expected, expected.isOptional { return (.constant(.null), expected) }
      return (.constant(.null), .nilLiteral)
    default: break
    }
    if let part = previewPart {
      if part != .fieldDefault && name == "now" { return (.environment(.now), .date) }
      report(
        .unknownName,
        "\(Self.quote(name)) is not available in \(part == .fieldDefault ? "a default value" : "a preview value")",
        at: span,
        help: part == .fieldDefault
          ? "default values are literals, `.case` and `nil`"
          : "preview values are literals, `.case`, `nil` and `now + seconds`")
      return (.constant(.null), .unknown)
    }
    if let type = locals[name] {
      noteShown(type, at: span)
      return (.local(name), type)
    }
    if let info = lets[name] {
      usage.readsStale = usage.readsStale || info.readsStale
      usage.readsDate = usage.readsDate || info.readsDate
      if info.readsDate && isDisplayed && usage.timeShown == nil { usage.timeShown = span }
      return (.letValue(info.index), info.type)
    }
    if let field = fields[name] {
      if field.type.unwrapped == .date { usage.readsDate = true }
      noteShown(field.type, at: span)
      return (field.isAttribute ? .attribute(name) : .state(name), field.type)
    }
    if let environment = P.EnvironmentValue(rawValue: name) {
      switch environment {
      case .isStale:
        usage.readsStale = true
        return (.environment(environment), .bool)
      case .limitedWidth, .isLuminanceReduced, .isActivityFullscreen:
        return (.environment(environment), .bool)
      case .family: return (.environment(environment), .enumeration(ExprType.familyEnumName))
      case .colorScheme: return (.environment(environment), .enumeration(ExprType.colorSchemeEnumName))
      case .now: return (.environment(environment), .date)
      }
    }
    reportUnknownName(name, at: span)
    return (.constant(.null), .unknown)
  }

  /// Records a Date-typed value shown in a presentation.
  private mutating func noteShown(_ type: ExprType, at span: SourceSpan) {
    if type.unwrapped == .date && isDisplayed && usage.timeShown == nil { usage.timeShown = span }
  }

  private mutating func reportUnknownName(_ name: String, at span: SourceSpan) {
    let environment = P.EnvironmentValue.allCases.map(\.rawValue)
    let candidates = locals.keys.sorted() + lets.keys.sorted() + fields.keys.sorted() + environment
    let suggestion = NameSuggestion.closest(to: name, among: candidates)
    let kind =
      if let suggestion, environment.contains(suggestion) {
        "environment value"
      } else if let suggestion, lets[suggestion] != nil || locals[suggestion] != nil {
        "name"
      } else {
        "field"
      }
    report(
      .unknownName, "unknown \(kind) \(Self.quote(name))", at: span,
      help: suggestion.map { "did you mean `\($0)`?" })
  }

  mutating func checkString(_ parts: [S.StringPart]) -> P.Expr {
    var pieces: [P.Expr] = []
    for part in parts {
      switch part {
      case .text(let text):
        pieces.append(.constant(.string(text)))
      case .interpolation(let inner):
        let (value, type) = check(inner)
        if type.isOptional {
          report(
            .typeMismatch, "type mismatch: cannot interpolate the optional \(type.quoted)", at: inner.span,
            help: "unwrap it with `if let` or give a default with `??`")
        }
        pieces.append(value)
      }
    }
    if pieces.count == 1, case .constant(.string) = pieces[0] { return pieces[0] }
    return .interpolation(pieces)
  }

  /// The enum a type names (including the built-in `ActivityFamily` and `ColorScheme`).
  func enumType(named name: String) -> EnumType? {
    if let cases = ExprType.builtInEnums[name] {
      return EnumType(name: name, cases: cases.map { EnumType.Case(name: $0, rawValue: $0) })
    }
    return enums[name]
  }

  private mutating func checkImplicitMember(
    _ name: S.Name, expecting expected: ExprType?
  ) -> (P.Expr, ExprType) {
    guard case .enumeration(let enumName) = expected?.unwrapped, let type = enumType(named: enumName) else {
      report(
        .unknownMember, "cannot tell which type `.\(TerminalSafe.escape(name.text))` belongs to",
        at: name.span,
        help: "compare it with an enum value, e.g. `phase == .\(TerminalSafe.escape(name.text))`")
      return (.constant(.null), .unknown)
    }
    guard type.cases.contains(where: { $0.name == name.text }) else {
      report(
        .unknownMember, "\(Self.quote(enumName)) has no case \(Self.quote(name.text))", at: name.span,
        help: NameSuggestion.help(for: name.text, among: type.cases.map(\.name)))
      return (.constant(.null), .unknown)
    }
    return (.constant(.enumCase(name.text)), .enumeration(enumName))
  }

  private mutating func checkMember(_ base: S.Expr, _ name: S.Name) -> (P.Expr, ExprType) {
    if case .identifier(let typeName) = base.kind, fields[typeName] == nil, lets[typeName] == nil,
      locals[typeName] == nil, enums[typeName] != nil
    {
      return checkImplicitMember(name, expecting: .enumeration(typeName))
    }
    let (value, type) = check(base)
    if type == .unknown { return (.constant(.null), .unknown) }
    if type.isOptional {
      report(
        .typeMismatch, "type mismatch: \(type.quoted) is optional; unwrap it before `.\(name.text)`",
        at: base.span,
        help: "use `if let` or `??`")
      return (.constant(.null), .unknown)
    }
    if let property = checkProperty(value, type, name) { return property }
    switch (name.text, type) {
    case ("label", .enumeration): return (.label(value), .string)
    case ("rawValue", .enumeration(let enumName)):
      guard let enumType = enumType(named: enumName) else { return (.constant(.null), .unknown) }
      guard enumType.rawType != .synthesized else {
        report(
          .unknownMember,
          "\(Self.quote(enumName)) is a `Codable` enum without raw values; it has no `rawValue`",
          at: name.span, help: "use `.label`, or `map` to give each case a value")
        return (.constant(.null), .unknown)
      }
      return (.rawValue(value, enumType), enumType.rawType == .int ? .int : .string)
    case ("count", .array), ("count", .string), ("count", .dictionary): return (.count(value), .int)
    case ("lowerBound", .range(let bound)), ("upperBound", .range(let bound)):
      if bound == .date { usage.readsDate = true }
      noteShown(bound, at: name.span)
      return (.bound(value, upper: name.text == "upperBound"), bound)
    case (_, .structure(let structName)):
      if let field = structs[structName]?.fields.first(where: { $0.name == name.text }) {
        let fieldType = ExprType(field.type)
        if fieldType.unwrapped == .date { usage.readsDate = true }
        noteShown(fieldType, at: name.span)
        return (.field(value, name.text), fieldType)
      }
      fallthrough
    default:
      let members: [String] =
        switch type {
        case .enumeration: ["label", "rawValue", "map"]
        case .array, .string, .dictionary, .double, .int, .date: Self.memberNames(of: type)
        case .range: ["lowerBound", "upperBound"]
        case .structure(let structName): structs[structName]?.fields.map(\.name) ?? []
        default: []
        }
      report(
        .unknownMember, "\(type.quoted) has no member \(Self.quote(name.text))", at: name.span,
        help: NameSuggestion.help(for: name.text, among: members)
          ?? (members.isEmpty ? nil : "its members are " + members.map { "`\($0)`" }.joined(separator: ", ")))
      return (.constant(.null), .unknown)
    }
  }

  private mutating func checkCall(
    _ callee: S.Expr, _ arguments: [S.Argument], at span: SourceSpan, expecting expected: ExprType?
  ) -> (P.Expr, ExprType) {
    if case .member(let base, let name) = callee.kind {
      if name.text == "map" { return checkMap(base, arguments, at: span, expecting: expected) }
      return checkMethodCall(base, name, arguments, at: span)
    }
    let name: String? = if case .identifier(let text) = callee.kind { text } else { nil }
    if name == "date" { return checkDateLiteral(arguments, at: span) }
    if name == "String" { return checkStringInitializer(arguments, at: span) }
    if let name, ["max", "min", "abs"].contains(name), locals[name] == nil, fields[name] == nil,
      lets[name] == nil
    {
      return checkNumericFunction(name, arguments, at: span)
    }
    if let name, let structType = structs[name], locals[name] == nil, fields[name] == nil, lets[name] == nil {
      return checkStructLiteral(structType, arguments, at: span)
    }
    if let name, let conversion = P.Conversion(rawValue: name) {
      guard let operand = singleNumber(arguments, of: name, at: span) else {
        return (.constant(.null), .unknown)
      }
      return (.convert(conversion, operand), conversion == .int ? .int : .double)
    }
    guard let name, let formatter = P.Formatter(rawValue: name) else {
      let functions =
        P.Formatter.allCases.map(\.rawValue) + P.Conversion.allCases.map(\.rawValue) + [
          "String", "max", "min", "abs",
        ]
      report(
        .unknownName, "unknown function \(Self.quote(name ?? "this expression"))", at: callee.span,
        help: name.flatMap { NameSuggestion.help(for: $0, among: functions) }
          ?? "the functions are number(_:), percent(_:), duration(_:), Int(_:), Double(_:), String(_:), "
          + "String(format:_:), max, min, abs, date(\"…\") and "
          + "the structs' initializers; views cannot be nested in expressions"
      )
      return (.constant(.null), .unknown)
    }
    guard let operand = singleNumber(arguments, of: name, at: span) else {
      return (.constant(.null), .unknown)
    }
    return (.format(formatter, operand), .string)
  }

  /// `date("2026-06-21T09:00:00Z")`: a Date written as ISO 8601 text.
  private mutating func checkDateLiteral(_ arguments: [S.Argument], at span: SourceSpan) -> (P.Expr, ExprType)
  {
    guard arguments.count == 1, arguments[0].label == nil, case .string(let parts) = arguments[0].value.kind,
      parts.count <= 1,
      let text = parts.first.map({ if case .text(let text) = $0 { text } else { "" } }) ?? ""
    else {
      report(
        .wrongArguments,
        "`date` in an expression takes one ISO 8601 string: `date(\"2026-06-21T09:00:00Z\")`",
        at: span)
      return (.constant(.null), .unknown)
    }
    guard let instant = ISO8601Text.parse(text) else {
      report(
        .invalidValue, "\(Self.quote(text)) is not an ISO 8601 time", at: arguments[0].value.span,
        help: "write it as \"2026-06-21T09:00:00Z\" (UTC) or with an offset: \"2026-06-21T11:00:00+02:00\"")
      return (.constant(.null), .unknown)
    }
    return (.constant(.date(instant)), .date)
  }

  /// `Driver(name: "Sam", rating: 4.9)`: the memberwise initializer of a struct the layout
  /// declares; fields left out take their default, optionals nil.
  private mutating func checkStructLiteral(
    _ structType: StructType, _ arguments: [S.Argument], at span: SourceSpan
  ) -> (P.Expr, ExprType) {
    var values: [String: P.Expr] = [:]
    let names = structType.fields.map(\.name)
    for argument in arguments {
      guard let label = argument.label, let field = structType.fields.first(where: { $0.name == label.text })
      else {
        report(
          .wrongArguments,
          "\(Self.quote(structType.name)) has no field \(Self.quote(argument.label?.text ?? "_"))",
          at: argument.label?.span ?? argument.value.span,
          help: NameSuggestion.help(for: argument.label?.text ?? "", among: names)
            ?? "label each value with its field: " + names.map { "`\($0):`" }.joined(separator: ", "))
        continue
      }
      guard values[label.text] == nil else {
        report(.duplicateDeclaration, "\(Self.quote(label.text)) is given twice", at: label.span)
        continue
      }
      values[label.text] = require(argument.value, ExprType(field.type), what: "\(Self.quote(label.text))")
    }
    for field in structType.fields where values[field.name] == nil {
      if let value = defaults[structType.name]?[field.name] {
        values[field.name] = value
      } else if field.type.isOptional {
        values[field.name] = .constant(.null)
      } else {
        report(
          .wrongArguments,
          "\(Self.quote(structType.name))(…) is missing \(Self.quote("\(field.name): \(field.type)"))",
          at: span, help: "give every non-optional field without a default a value")
      }
    }
    return (.makeRecord(values), .structure(structType.name))
  }

  /// The one unlabeled number a function such as `percent(x)` or `Int(x)` takes.
  private mutating func singleNumber(
    _ arguments: [S.Argument], of name: String, at span: SourceSpan
  ) -> P.Expr? {
    guard arguments.count == 1, arguments[0].label == nil else {
      report(.wrongArguments, "`\(name)` takes one unlabeled number: `\(name)(x)`", at: span)
      return nil
    }
    return requireNumber(arguments[0].value, what: "`\(name)`")
  }

  private mutating func checkMap(
    _ base: S.Expr, _ arguments: [S.Argument], at span: SourceSpan, expecting expected: ExprType?
  ) -> (P.Expr, ExprType) {
    let (value, type) = check(base)
    guard case .enumeration(let enumName) = type, let enumType = enumType(named: enumName) else {
      if type != .unknown {
        report(
          .typeMismatch, "type mismatch: `map` needs an enum value, found \(type.quoted)", at: base.span,
          help: type.isOptional ? "unwrap it with `if let` first" : nil)
      }
      return (.constant(.null), .unknown)
    }
    var results: [String: P.Expr] = [:]
    var fallback: P.Expr?
    var resultType = expected
    let caseNames = enumType.cases.map(\.name)
    for argument in arguments {
      guard let label = argument.label else {
        report(
          .wrongArguments, "every `map` argument is labelled with a case: `map(placed: …)`",
          at: argument.value.span)
        continue
      }
      guard label.text == "default" || caseNames.contains(label.text) else {
        report(
          .unknownMember, "\(Self.quote(enumName)) has no case \(Self.quote(label.text))", at: label.span,
          help: NameSuggestion.help(for: label.text, among: caseNames))
        continue
      }
      guard results[label.text] == nil && !(label.text == "default" && fallback != nil) else {
        report(.duplicateDeclaration, "the case \(Self.quote(label.text)) is mapped twice", at: label.span)
        continue
      }
      let checked = checkResult(argument.value, sharing: &resultType, what: "this `map` result")
      if label.text == "default" { fallback = checked } else { results[label.text] = checked }
    }
    let missing = caseNames.filter { results[$0] == nil }
    if fallback == nil && !missing.isEmpty {
      report(
        .nonExhaustiveMap,
        "`map` over \(Self.quote(enumName)) is missing "
          + missing.map { "`\(TerminalSafe.escape($0))`" }.joined(separator: ", "),
        at: span,
        help: "add " + missing.map { "`\(TerminalSafe.escape($0)): …`" }.joined(separator: ", ")
          + " or `default: …`")
    }
    return (.map(value, results, fallback: fallback), resultType ?? .unknown)
  }

  private mutating func checkBinary(
    _ symbol: String, _ lhs: S.Expr, _ rhs: S.Expr, at span: SourceSpan, expecting expected: ExprType?
  ) -> (P.Expr, ExprType) {
    switch symbol {
    case "&&", "||":
      let left = require(lhs, .bool, what: "`\(symbol)`")
      let right = require(rhs, .bool, what: "`\(symbol)`")
      return (symbol == "&&" ? .and(left, right) : .or(left, right), .bool)
    case "??":
      let (left, leftType) = check(lhs, expecting: expected.map(ExprType.optional))
      if !leftType.isOptional && leftType != .unknown {
        report(
          .typeMismatch, "type mismatch: the left side of `??` must be optional, found \(leftType.quoted)",
          at: lhs.span, help: "use the value directly")
      }
      let wanted = leftType.unwrapped == .nilLiteral ? expected : leftType.unwrapped
      let (right, rightType) = check(rhs, expecting: wanted)
      if let wanted, wanted != .unknown, !rightType.fits(.optional(wanted)) {
        reportMismatch(expected: wanted, found: rightType, at: rhs.span, what: "the right side of `??`")
      }
      return (.coalesce(left, right), rightType.isOptional ? rightType : (wanted ?? rightType))
    default:
      if let comparison = P.Comparison(rawValue: symbol) {
        return checkComparison(comparison, lhs, rhs, at: span)
      }
      if let arithmetic = P.Arithmetic(rawValue: symbol) {
        return checkArithmetic(arithmetic, lhs, rhs, at: span)
      }
      return (.constant(.null), .unknown)
    }
  }

  /// `c ? a : b`: a Bool condition and two sides of one type, as Swift types them (`nil` on
  /// one side makes the other optional; an Int side fits a Double one).
  private mutating func checkTernary(
    _ condition: S.Expr, _ whenTrue: S.Expr, _ whenFalse: S.Expr, expecting expected: ExprType?
  ) -> (P.Expr, ExprType) {
    let test = require(condition, .bool, what: "the condition of `? :`")
    // A side that needs context (`.orange`, `nil`) takes it from the other side when the
    // surroundings give none.
    let first: P.Expr
    let firstType: ExprType
    let second: P.Expr
    let secondType: ExprType
    if expected == nil && Self.needsContext(whenTrue) && !Self.needsContext(whenFalse) {
      (second, secondType) = check(whenFalse)
      (first, firstType) = check(whenTrue, expecting: secondType)
    } else {
      (first, firstType) = check(whenTrue, expecting: expected)
      (second, secondType) = check(whenFalse, expecting: expected ?? firstType)
    }
    let type: ExprType
    if secondType.fits(firstType) {
      type = firstType == .nilLiteral ? .optional(secondType) : firstType
    } else if firstType.fits(secondType) {
      type = secondType
    } else if firstType == .nilLiteral {
      type = .optional(secondType)
    } else if secondType == .nilLiteral {
      type = .optional(firstType)
    } else {
      report(
        .typeMismatch,
        "type mismatch: the sides of `? :` must have one type, found \(firstType.quoted) and \(secondType.quoted)",
        at: whenTrue.span.through(whenFalse.span),
        help: "convert one side, e.g. `\"\\(…)\"` to show a number as text")
      type = .unknown
    }
    return (.choice(test, first, second), type)
  }

  private static func needsContext(_ expr: S.Expr) -> Bool {
    switch expr.kind {
    case .implicitMember: true
    case .identifier("nil"): true
    default: false
    }
  }

  private mutating func checkComparison(
    _ comparison: P.Comparison, _ lhs: S.Expr, _ rhs: S.Expr, at span: SourceSpan
  ) -> (P.Expr, ExprType) {
    let (left, right, leftType, rightType): (P.Expr, P.Expr, ExprType, ExprType)
    if Self.needsContext(lhs) {
      (right, rightType) = check(rhs)
      (left, leftType) = check(lhs, expecting: rightType)
    } else {
      (left, leftType) = check(lhs)
      (right, rightType) = check(rhs, expecting: leftType)
    }
    let ordered = comparison != .equal && comparison != .notEqual
    let comparable =
      if ordered {
        [ExprType.int, .double, .date, .string, .unknown].contains(leftType)
          && (leftType.isNumeric ? rightType.isNumeric : rightType.fits(leftType))
      } else {
        leftType.fits(rightType) || rightType.fits(leftType) || (leftType.isNumeric && rightType.isNumeric)
      }
    if !comparable {
      report(
        .typeMismatch,
        "type mismatch: cannot compare \(leftType.quoted) with \(rightType.quoted) using `\(comparison.rawValue)`",
        at: span,
        help: leftType.isOptional || rightType.isOptional ? "unwrap the optional with `if let` first" : nil)
    }
    return (.comparison(comparison, left, right), .bool)
  }

  private mutating func checkArithmetic(
    _ operation: P.Arithmetic, _ lhs: S.Expr, _ rhs: S.Expr, at span: SourceSpan
  ) -> (P.Expr, ExprType) {
    let (left, leftType) = check(lhs)
    let (right, rightType) = check(rhs)
    let expr = P.Expr.arithmetic(operation, left, right)
    if leftType == .unknown || rightType == .unknown { return (expr, .unknown) }
    let result: ExprType? =
      switch (operation, leftType, rightType) {
      case (.remainder, .int, .int): .int
      case (.remainder, _, _): nil
      case (_, .int, .int): .int
      case (_, .int, .double), (_, .double, .int), (_, .double, .double): .double
      case (.add, .date, .int), (.add, .date, .double), (.add, .int, .date), (.add, .double, .date): .date
      case (.subtract, .date, .int), (.subtract, .date, .double): .date
      case (.subtract, .date, .date): .double
      case (.add, .string, .string): .string
      default: nil
      }
    guard let result else {
      report(
        .typeMismatch,
        "type mismatch: cannot apply `\(operation.rawValue)` to \(leftType.quoted) and \(rightType.quoted)",
        at: span,
        help: leftType.isOptional || rightType.isOptional
          ? "unwrap the optional with `if let` or `??` first" : nil)
      return (expr, .unknown)
    }
    return (expr, result)
  }

  private mutating func checkArray(
    _ elements: [S.Expr], at span: SourceSpan, expecting expected: ExprType?
  ) -> (P.Expr, ExprType) {
    var elementType: ExprType?
    if case .array(let wanted) = expected?.unwrapped { elementType = wanted }
    var values: [P.Expr] = []
    for element in elements {
      if let wanted = elementType {
        values.append(require(element, wanted, what: "this array element"))
      } else {
        let (value, type) = check(element)
        elementType = type
        values.append(value)
      }
    }
    guard let elementType else {
      report(.typeMismatch, "cannot tell the type of an empty array here", at: span)
      return (.array([]), .unknown)
    }
    return (.array(values), .array(elementType))
  }
}
