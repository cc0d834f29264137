import IsletDevices
import IsletFindings
import IsletModel
import IsletPlacement

/// Checks a parsed activity: builds its schema, resolves every name and types every
/// expression and view, and lowers them to a `LayoutProgram`. Reports every problem it finds,
/// recovering after each, and never lets an unknown name through.
struct LayoutChecker {
  typealias S = LayoutSyntax
  typealias P = LayoutProgram

  /// What a field name resolves to.
  struct FieldInfo {
    var type: ExprType
    var isAttribute: Bool
  }

  /// A checked `let`: its index, type and what it reads (for the staleness check).
  struct LetInfo {
    var index: Int
    var type: ExprType
    var readsStale: Bool
    var readsDate: Bool
  }

  /// What the presentation being checked reads and shows, for the staleness warning.
  struct Usage {
    var readsStale = false
    var readsDate = false
    /// The first time-bound value shown.
    var timeShown: SourceSpan?
  }

  /// Where preview values are being checked: only literals (and `now` in state) are allowed.
  /// Which values are being checked: preview attributes and states may read `now` (the
  /// render's clock), a field's default value may not (it is fixed in the type).
  enum PreviewPart { case attributes, state, fieldDefault }

  var sink = FindingSink(.source)
  var enums: [String: EnumType] = [:]
  /// Nested structs by name (their fields resolved once every struct name is known).
  var structs: [String: StructType] = [:]
  /// Declared default values: of the activity's fields (key `""`), and of each struct's.
  var defaults: [String: [String: P.Expr]] = [:]
  var fields: [String: FieldInfo] = [:]
  var lets: [String: LetInfo] = [:]
  /// The layout's `colors` block, for `Color("Name")`.
  var assetColors: [String: P.ColorExpr] = [:]
  /// The layout's `images` block in points, for `image("Name")`.
  var imageSizes: [String: (width: Double, height: Double)] = [:]
  var locals: [String: ExprType] = [:]
  var usage = Usage()
  /// False while checking `if` conditions: values read there are not shown.
  var isDisplayed = true
  /// The presentation or expanded region whose views are being checked.
  var region: Region?
  var previewPart: PreviewPart?

  static let requiredPresentations = [
    "lockScreen", "compactLeading", "compactTrailing", "minimal", "expanded",
  ]

  mutating func report(_ code: FindingCode, _ message: String, at span: SourceSpan, help: String? = nil) {
    sink.report(code, message, source: span, help: help)
  }

  /// A name as a message shows it: "`stopsAway`".
  static func quote(_ name: String) -> String { "`\(TerminalSafe.escape(name))`" }

  /// Checks `activity`; the layout is nil when any error was found.
  static func check(_ activity: S.Activity) -> (layout: ActivityLayout?, findings: [Finding]) {
    var checker = LayoutChecker()
    let layout = checker.checkActivity(activity)
    return (checker.sink.hasErrors ? nil : layout, checker.sink.findings)
  }

  private mutating func checkActivity(_ activity: S.Activity) -> ActivityLayout {
    checkEnums(activity.enums)
    checkStructs(activity.structs)
    let attributes = checkFields(activity.attributes, isAttribute: true)
    let state = checkFields(activity.state, isAttribute: false)
    let schema = Schema(
      activityName: activity.name.text, attributes: attributes, state: state, enums: enums, structs: structs,
      attributesDecoding: activity.attributesOwnInit.map(UncheckedDecoding.init),
      stateDecoding: activity.stateOwnInit.map(UncheckedDecoding.init))
    let letValues = checkLets(activity.lets)
    var layout = ActivityLayout(schema: schema, lets: letValues)
    checkAssetColors(activity.colors)
    checkImageSizes(activity.images)
    layout.imageSizes = imageSizes
    checkPresentations(activity, into: &layout)
    if let preview = activity.preview { checkPreview(preview, schema: schema, into: &layout) }
    checkBudget(activity.budget, into: &layout)
    return layout
  }

  // MARK: - Schema

  private mutating func checkEnums(_ declarations: [S.EnumDecl]) {
    for declaration in declarations {
      let name = declaration.name
      if enums[name.text] != nil || ExprType.builtInEnums[name.text] != nil {
        report(.duplicateDeclaration, "the enum \(Self.quote(name.text)) is declared twice", at: name.span)
        continue
      }
      var rawType = EnumType.RawType.string
      if let written = declaration.rawType {
        switch written.text {
        case "String": rawType = .string
        case "Int": rawType = .int
        case "Codable": rawType = .synthesized
        default:
          report(
            .unknownType,
            "an enum's raw type must be `String` or `Int` (or `Codable` for none), not \(Self.quote(written.text))",
            at: written.span,
            help: NameSuggestion.help(for: written.text, among: ["String", "Int", "Codable"]))
        }
      }
      enums[name.text] = EnumType(
        name: name.text, rawType: rawType, cases: checkCases(declaration.cases, rawType: rawType),
        uncheckedDecoding: declaration.ownInit.map(UncheckedDecoding.init))
    }
  }

  private mutating func checkCases(
    _ declarations: [S.EnumCaseDecl], rawType: EnumType.RawType
  ) -> [EnumType.Case] {
    var cases: [EnumType.Case] = []
    var nextInt = 0
    for declaration in declarations {
      let name = declaration.name
      if cases.contains(where: { $0.name == name.text }) {
        report(.duplicateDeclaration, "the case \(Self.quote(name.text)) is declared twice", at: name.span)
        continue
      }
      var raw = rawType == .int ? String(nextInt) : name.text
      if let value = declaration.rawValue {
        switch (rawType, value.kind) {
        case (.string, .string(let parts))
        where parts.allSatisfy({ if case .text = $0 { true } else { false } }):
          raw = parts.map { if case .text(let text) = $0 { text } else { "" } }.joined()
        case (.int, .integer(let number)):
          raw = String(number)
        case (.int, .unary("-", let inner)):
          if case .integer(let number) = inner.kind { raw = String(-number) } else { fallthrough }
        case (.synthesized, _):
          report(
            .invalidValue,
            "a `Codable` enum has no raw values; \(Self.quote(name.text)) is coded by its name",
            at: value.span, help: "declare the enum `: String` or `: Int` to give raw values")
        default:
          report(
            .invalidValue,
            "the raw value of \(Self.quote(name.text)) must be \(rawType == .string ? "a string" : "an integer") literal",
            at: value.span)
        }
      }
      if let clash = cases.first(where: { $0.rawValue == raw }) {
        report(
          .invalidValue,
          "the raw value \(Self.quote(raw)) of \(Self.quote(name.text)) is already used by \(Self.quote(clash.name))",
          at: declaration.rawValue?.span ?? name.span)
      }
      if rawType == .int, let number = Int(raw) { nextInt = number &+ 1 }
      cases.append(EnumType.Case(name: name.text, rawValue: raw))
    }
    return cases
  }

  /// Registers every struct name, then resolves each struct's fields (so structs may use each
  /// other in any order) and their default values.
  private mutating func checkStructs(_ declarations: [S.StructDecl]) {
    var declared: [S.StructDecl] = []
    for declaration in declarations {
      let name = declaration.name
      guard structs[name.text] == nil, enums[name.text] == nil, ExprType.builtInEnums[name.text] == nil,
        Self.builtInTypes.contains(name.text) == false
      else {
        report(.duplicateDeclaration, "the type \(Self.quote(name.text)) is declared twice", at: name.span)
        continue
      }
      structs[name.text] = StructType(
        name: name.text, fields: [], uncheckedDecoding: declaration.ownInit.map(UncheckedDecoding.init))
      declared.append(declaration)
    }
    for declaration in declared {
      var fields: [Field] = []
      for field in declaration.fields {
        guard !fields.contains(where: { $0.name == field.name.text }) else {
          report(
            .duplicateDeclaration,
            "\(Self.quote(field.name.text)) is declared twice in \(Self.quote(declaration.name.text))",
            at: field.name.span)
          continue
        }
        guard let checked = checkField(field) else { continue }
        fields.append(checked)
      }
      structs[declaration.name.text]?.fields = fields
    }
    for declaration in declared {
      defaults[declaration.name.text] = checkDefaults(
        declaration.fields, fields: structs[declaration.name.text]?.fields ?? [])
    }
  }

  /// The checked `= value` of each field that declares one (a literal, as preview values are).
  private mutating func checkDefaults(_ declarations: [S.FieldDecl], fields: [Field]) -> [String: P.Expr] {
    var result: [String: P.Expr] = [:]
    previewPart = .fieldDefault
    for declaration in declarations {
      guard let value = declaration.defaultValue,
        let field = fields.first(where: { $0.name == declaration.name.text })
      else { continue }
      result[field.name] = require(
        value, ExprType(field.type), what: "the default value of \(Self.quote(field.name))")
    }
    previewPart = nil
    return result
  }

  /// The type names the language knows without a declaration.
  static let builtInTypes =
    ["String", "Int", "Double", "Float", "TimeInterval", "Bool", "Date", "UUID", "URL"]
    + IntegerWidth.allCases.map(\.rawValue)

  private mutating func checkFields(_ declarations: [S.FieldDecl], isAttribute: Bool) -> [Field] {
    var result: [Field] = []
    defer {
      defaults["", default: [:]].merge(checkDefaults(declarations, fields: result)) { first, _ in first }
    }
    for declaration in declarations {
      let name = declaration.name
      if fields[name.text] != nil || P.EnvironmentValue(rawValue: name.text) != nil {
        let what = fields[name.text] == nil ? "an environment value" : "already a field"
        report(
          .duplicateDeclaration,
          "\(Self.quote(name.text)) is \(what); attributes and state share one namespace",
          at: name.span)
        continue
      }
      let field = checkField(declaration)
      fields[name.text] = FieldInfo(
        type: field.map { ExprType($0.type) } ?? .unknown, isAttribute: isAttribute)
      if let field { result.append(field) }
    }
    return result
  }

  /// The field a declaration declares, with its type resolved and its `from …` checked; nil
  /// (reported) when either does not resolve.
  private mutating func checkField(_ declaration: S.FieldDecl) -> Field? {
    guard let type = resolveType(declaration.type) else { return nil }
    var field = Field(name: declaration.name.text, type: type, span: declaration.name.span)
    if let decoding = declaration.decoding {
      guard let checked = checkDecoding(decoding, of: declaration.name, type: type) else { return nil }
      field.decoding = checked
    }
    return field
  }

  mutating func resolveType(_ type: S.TypeRef) -> FieldType? {
    switch type {
    case .optional(let wrapped, _): return resolveType(wrapped).map(FieldType.optional)
    case .array(let element, _): return resolveType(element).map(FieldType.array)
    case .dictionary(let key, let value, _):
      let keyType = resolveType(key)
      let valueType = resolveType(value)
      guard keyType == .string || keyType == nil else {
        report(
          .unknownType,
          "a dictionary's keys must be `String` (JSON object keys), not \(Self.quote("\(keyType!)"))",
          at: key.span)
        return nil
      }
      return valueType.map(FieldType.dictionary)
    case .generic(let name, let argument, _):
      guard name.text == "ClosedRange" || name.text == "Range" else {
        report(
          .unknownType, "unknown generic type \(Self.quote(name.text))", at: name.span,
          help: NameSuggestion.help(for: name.text, among: ["ClosedRange", "Range"])
            ?? "the generic types are ClosedRange<T> and Range<T>")
        return nil
      }
      guard let bound = resolveType(argument) else { return nil }
      guard bound.isInteger || bound == .double || bound == .date else {
        report(
          .unknownType, "a range's bounds must be Int, Double or Date, not \(Self.quote("\(bound)"))",
          at: argument.span)
        return nil
      }
      return .range(bound, closed: name.text == "ClosedRange")
    case .named(let name):
      switch name.text {
      case "String": return .string
      case "Int": return .int
      case "Double", "TimeInterval": return .double
      case "Float": return .float
      case "Bool": return .bool
      case "Date": return .date
      case "UUID": return .uuid
      case "URL": return .url
      case _ where enums[name.text] != nil: return .enumeration(name.text)
      case _ where structs[name.text] != nil: return .structure(name.text)
      case _ where IntegerWidth(rawValue: name.text) != nil:
        return IntegerWidth(rawValue: name.text).map(FieldType.integer)
      default:
        let known =
          Self.builtInTypes + ["ClosedRange", "Range"] + enums.keys.sorted() + structs.keys.sorted()
        report(
          .unknownType, "unknown type \(Self.quote(name.text))", at: name.span,
          help: NameSuggestion.help(for: name.text, among: known)
            ?? "types are String, Int (and Int8 … UInt64), Double, Float, TimeInterval, Bool, Date, UUID, URL, "
            + "[T], [String: T], ClosedRange<T>, Range<T> and the enums and structs this layout declares"
        )
        return nil
      }
    }
  }

  private mutating func checkLets(_ declarations: [S.LetDecl]) -> [P.Expr] {
    var values: [P.Expr] = []
    var growth = LetGrowth()
    for declaration in declarations {
      let name = declaration.name
      usage = Usage()
      let (value, type) = check(declaration.value)
      if lets[name.text] != nil || fields[name.text] != nil || P.EnvironmentValue(rawValue: name.text) != nil
      {
        report(.duplicateDeclaration, "\(Self.quote(name.text)) is already declared", at: name.span)
        continue
      }
      lets[name.text] = LetInfo(
        index: values.count, type: type, readsStale: usage.readsStale, readsDate: usage.readsDate)
      values.append(value)
      if let size = growth.add(value, builds: LetGrowth.builds(type)) {
        report(
          .letOverEvaluationBudget,
          "\(Self.quote(name.text)) can grow to \(PlainNumberText.text(size)) bytes, over the "
            + "\(EvaluationBudget.maximumValueSize)-byte evaluation budget: every view that shows it renders "
            + "empty (R005)",
          at: name.span, help: "build the text once from the fields it shows, instead of repeating a let")
      }
    }
    usage = Usage()
    return values
  }

  // MARK: - Presentations

  private mutating func checkPresentations(_ activity: S.Activity, into layout: inout ActivityLayout) {
    var seen: Set<String> = []
    for presentation in activity.presentations {
      let name = presentation.name
      guard seen.insert(name.text).inserted else {
        report(
          .duplicateDeclaration, "the presentation \(Self.quote(name.text)) is declared twice", at: name.span)
        continue
      }
      usage = Usage()
      if name.text == "expanded" {
        checkExpanded(presentation.regions, into: &layout)
      } else if let region = Region(rawValue: name.text) {
        self.region = region
        layout.regions[region] = checkViews(presentation.body)
        layout.regionSpans[region] = name.span
      }
      self.region = nil
      if let shown = usage.timeShown, !usage.readsStale {
        report(
          .staleUnawareTime,
          "\(Self.quote(name.text)) shows a time but never reads `isStale`: when updates stop it keeps "
            + "promising a time it no longer knows",
          at: shown, help: "show something else when stale: `if isStale { … } else { … }`")
      }
    }
    for required in Self.requiredPresentations where !seen.contains(required) {
      report(
        .missingPresentation, "missing presentation \(Self.quote(required))", at: activity.name.span,
        help: "add `\(required) { … }` to the activity")
    }
  }

  private mutating func checkExpanded(_ regions: [S.PresentationDecl], into layout: inout ActivityLayout) {
    for declaration in regions {
      let name = declaration.name
      guard let region = Region(rawValue: "expanded." + name.text) else { continue }
      guard layout.regions[region] == nil else {
        report(.duplicateDeclaration, "the region \(Self.quote(name.text)) is declared twice", at: name.span)
        continue
      }
      for argument in declaration.arguments ?? [] {
        guard argument.label?.text == "priority", let number = Self.numberLiteral(argument.value) else {
          report(
            .wrongArguments, "an expanded region takes `(priority: N)` with a number N",
            at: argument.label?.span.through(argument.value.span) ?? argument.value.span)
          continue
        }
        layout.regionPriority[region] = number
      }
      self.region = region
      layout.regions[region] = checkViews(declaration.body)
      layout.regionSpans[region] = name.span
      self.region = nil
    }
  }

  /// The value of a number literal (possibly negated), if `expr` is one.
  static func numberLiteral(_ expr: S.Expr) -> Double? {
    switch expr.kind {
    case .integer(let value): Double(value)
    case .decimal(let value): value
    case .unary("-", let inner): numberLiteral(inner).map { -$0 }
    default: nil
    }
  }

  // MARK: - Preview and budget

  private mutating func checkPreview(
    _ preview: S.PreviewDecl, schema: Schema, into layout: inout ActivityLayout
  ) {
    if let entries = preview.attributes {
      previewPart = .attributes
      layout.previewAttributeValues = checkEntries(
        entries, fields: schema.attributes, part: "attributes", at: preview.keyword.span)
    }
    previewPart = .state
    if let entries = preview.state {
      layout.previewStates.append(
        (
          ActivityLayout.defaultSampleName,
          checkEntries(entries, fields: schema.state, part: "state", at: preview.keyword.span)
        ))
    }
    for sample in preview.namedStates {
      let name = sample.name?.text ?? ActivityLayout.defaultSampleName
      if layout.previewStates.contains(where: { $0.name == name }) {
        report(
          .duplicateDeclaration, "the preview state \(Self.quote(name)) is given twice",
          at: sample.name?.span ?? preview.keyword.span,
          help: name == ActivityLayout.defaultSampleName ? "`\(name)` names the unnamed `state { … }`" : nil)
        continue
      }
      layout.previewStates.append(
        (
          name,
          checkEntries(
            sample.entries, fields: schema.state, part: "state", at: sample.name?.span ?? preview.keyword.span
          )
        ))
    }
    previewPart = .attributes
    for sample in preview.stateAttributes {
      guard let name = sample.name else { continue }
      guard layout.previewStates.contains(where: { $0.name == name.text }) else {
        report(
          .unknownName, "`attributes \(Self.quote(name.text))` names no preview state", at: name.span,
          help: NameSuggestion.help(for: name.text, among: layout.previewStateNames)
            ?? "it gives the attributes of the `state` of that name")
        continue
      }
      guard layout.previewStateAttributeValues[name.text] == nil else {
        report(
          .duplicateDeclaration, "the attributes of \(Self.quote(name.text)) are given twice", at: name.span)
        continue
      }
      layout.previewStateAttributeValues[name.text] = checkEntries(
        sample.entries, fields: schema.attributes, part: "attributes", at: name.span)
    }
    previewPart = nil
  }

  private mutating func checkEntries(
    _ entries: [S.Entry], fields declared: [Field], part: String, at span: SourceSpan
  ) -> [String: P.Expr] {
    var values: [String: P.Expr] = [:]
    for entry in entries {
      let key = entry.key
      guard let field = declared.first(where: { $0.name == key.text }) else {
        report(
          .unknownName, "the preview gives \(Self.quote(key.text)), which is not a \(part) field",
          at: key.span,
          help: NameSuggestion.help(for: key.text, among: declared.map(\.name)))
        continue
      }
      guard values[key.text] == nil else {
        report(.duplicateDeclaration, "the preview gives \(Self.quote(key.text)) twice", at: key.span)
        continue
      }
      values[key.text] = require(
        entry.value, ExprType(field.type), what: "the preview value of \(Self.quote(key.text))")
    }
    for field in declared where values[field.name] == nil {
      if let value = defaults[""]?[field.name] {
        values[field.name] = value
      } else if field.type.isOptional {
        values[field.name] = .constant(.null)
      } else {
        report(
          .incompletePreview, "the preview \(part) is missing \(Self.quote("\(field.name): \(field.type)"))",
          at: span, help: "give every non-optional \(part) field a value")
      }
    }
    return values
  }

  private mutating func checkBudget(_ entries: [S.SizeEntry], into layout: inout ActivityLayout) {
    for entry in entries {
      let name = entry.name
      guard let region = Region(rawValue: name.text) else {
        report(
          .unknownPresentation, "unknown region \(Self.quote(name.text)) in `budget`", at: name.span,
          help: NameSuggestion.help(for: name.text, among: Region.allCases.map(\.rawValue)))
        continue
      }
      guard layout.budgetOverrides[region] == nil else {
        report(.duplicateDeclaration, "the budget of \(Self.quote(name.text)) is given twice", at: name.span)
        continue
      }
      let width = budgetLength(entry.width)
      let height = entry.height.flatMap { budgetLength($0) }
      if let width { layout.budgetOverrides[region] = BudgetOverride(width: width, height: height) }
    }
  }

  private mutating func budgetLength(_ expr: S.Expr) -> Double? {
    guard let value = Self.numberLiteral(expr), value > 0, value.isFinite else {
      report(.invalidValue, "a budget is a positive number of points, like `70` or `70 x 36`", at: expr.span)
      return nil
    }
    return value
  }
}
