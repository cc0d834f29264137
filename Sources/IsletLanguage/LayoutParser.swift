import IsletFindings
import IsletModel

/// Parses layout tokens into a `LayoutSyntax.Activity`. Recovers after each error (skipping to
/// the next line or closing brace) so that every problem in a file is reported in one pass.
struct LayoutParser {
  /// Thrown to unwind to the nearest block after an error has been reported.
  private struct Abort: Error {}
  /// Thrown when nesting passes `maximumNestingDepth`: parsing stops for the whole file, so one
  /// error is reported instead of a cascade, and no later stage recurses deeper than the limit.
  private struct TooDeep: Error {}

  /// How deeply blocks, brackets, prefix operators, operator chains, member and call chains
  /// and string interpolations may nest. Every stage after the parser (checker, evaluator,
  /// layout engine) recurses once per level, so this bounds their stack use too.
  static let maximumNestingDepth = 64

  private typealias S = LayoutSyntax

  private let tokens: [LayoutToken]
  private var index = 0
  /// The current nesting depth (see `maximumNestingDepth`).
  private var depth = 0
  private(set) var sink = FindingSink(.source)
  /// Whether `x.map { … }` is read as a call: not in the head of an `if`, `for` or `switch`,
  /// whose `{` opens the body (Swift needs parentheses there too).
  private var forbidsTrailingClosure = false

  private init(tokens: [LayoutToken]) { self.tokens = tokens }

  /// The presentations an activity may declare, in the order iOS documents them.
  static let presentationNames = [
    "lockScreen", "compactLeading", "compactTrailing", "minimal", "expanded", "small",
  ]
  /// The regions inside `expanded`.
  static let expandedRegionNames = ["leading", "trailing", "center", "bottom"]
  private static let declarationNames =
    ["attributes", "state", "enum", "struct", "let", "preview", "budget", "colors", "images"]
    + presentationNames

  /// Parses a whole file. The activity is nil when the file has no `activity` header or when
  /// an unterminated string makes the rest unreliable (then only the lexer's findings are
  /// returned, so one missing quote is one error, not a cascade).
  static func parse(_ source: String, file: String) -> (activity: LayoutSyntax.Activity?, findings: [Finding])
  {
    let lexed = LayoutLexer.tokens(in: source, file: file)
    if lexed.swallowedLine { return (nil, lexed.findings) }
    var parser = LayoutParser(tokens: lexed.tokens)
    let activity = parser.parseFile()
    var findings = lexed.findings
    findings.append(cappedContentsOf: parser.sink.findings)
    return (activity, findings)
  }

  // MARK: - Token access

  private var current: LayoutToken { tokens[min(index, tokens.count - 1)] }
  private var next: LayoutToken { tokens[min(index + 1, tokens.count - 1)] }
  private var atEnd: Bool { if case .end = current.kind { true } else { false } }
  private var previousSpan: SourceSpan { tokens[max(0, min(index, tokens.count) - 1)].span }

  @discardableResult
  private mutating func advance() -> LayoutToken {
    let token = current
    if index < tokens.count - 1 { index += 1 }
    return token
  }

  private mutating func consume(_ symbol: String) -> Bool {
    guard current.isPunctuation(symbol) else { return false }
    advance()
    return true
  }

  private mutating func report(
    _ code: FindingCode, _ message: String, at span: SourceSpan, help: String? = nil
  ) {
    sink.report(code, message, source: span, help: help)
  }

  private mutating func fail(expected what: String, help: String? = nil) -> Abort {
    report(.unexpectedToken, "expected \(what), found \(current.readable)", at: current.span, help: help)
    return Abort()
  }

  private mutating func expect(_ symbol: String, _ what: String? = nil) throws {
    guard consume(symbol) else { throw fail(expected: what ?? "`\(symbol)`") }
  }

  private mutating func expectName(_ what: String) throws -> S.Name {
    guard let text = current.identifier else { throw fail(expected: what) }
    return S.Name(text: text, span: advance().span)
  }

  /// Runs `body` one nesting level deeper, or reports L018 and stops the parse when that passes
  /// the limit.
  private mutating func nested<T>(
    levels: Int = 1, _ body: (inout LayoutParser) throws -> T
  ) throws -> T {
    guard depth + levels <= Self.maximumNestingDepth else { throw tooDeep() }
    depth += levels
    defer { depth -= levels }
    return try body(&self)
  }

  /// `body` with trailing closures forbidden (a statement's head) or allowed again (inside
  /// brackets).
  private mutating func trailingClosures<T>(
    allowed: Bool, _ body: (inout LayoutParser) throws -> T
  ) throws -> T {
    let saved = forbidsTrailingClosure
    forbidsTrailingClosure = !allowed
    defer { forbidsTrailingClosure = saved }
    return try body(&self)
  }

  private mutating func parseStatementHead() throws -> S.Expr {
    try trailingClosures(allowed: false) { try $0.parseExpression() }
  }

  private mutating func tooDeep() -> TooDeep {
    report(
      .nestingTooDeep,
      "nesting deeper than \(Self.maximumNestingDepth) levels; the rest of the file is not read",
      at: current.span,
      help: "split deep views and long expressions into `let` values or flatter stacks")
    return TooDeep()
  }

  /// Skips past the error: to the next token that starts a line, or to the `}` closing the
  /// current block (not consumed). Always moves at least one token.
  private mutating func synchronize() {
    var depth = 0
    var first = true
    while !atEnd {
      if current.isPunctuation("}") && depth == 0 && !first { return }
      if current.startsLine && depth == 0 && !first { return }
      if current.isPunctuation("{") { depth += 1 }
      if current.isPunctuation("}") {
        if depth == 0 { return }
        depth -= 1
      }
      first = false
      advance()
    }
  }

  /// Skips a balanced group opened by the current token (`(` or `{`), if there is one.
  private mutating func skipGroup(_ open: String, _ close: String) {
    guard current.isPunctuation(open) else { return }
    var depth = 0
    repeat {
      if current.isPunctuation(open) { depth += 1 }
      if current.isPunctuation(close) { depth -= 1 }
      advance()
    } while depth > 0 && !atEnd
  }

  /// Parses `{ item* }`, recovering from errors inside items.
  private mutating func parseBlock<T>(_ item: (inout LayoutParser) throws -> T?) throws -> [T] {
    let open = current.span
    try expect("{")
    return try nested { parser in
      var items: [T] = []
      while !parser.current.isPunctuation("}") {
        if parser.atEnd {
          parser.report(.unexpectedToken, "this `{` is never closed", at: open, help: "add a matching `}`")
          return items
        }
        do {
          if let parsed = try item(&parser) { items.append(parsed) }
        } catch is Abort {
          parser.synchronize()
        }
        _ = parser.consume(",")
      }
      parser.advance()
      return items
    }
  }

  // MARK: - Declarations

  private mutating func parseFile() -> S.Activity? {
    guard current.isWord("activity") else {
      _ = fail(expected: "`activity Name { … }`")
      return nil
    }
    advance()
    do {
      let name = try expectName("the activity's name")
      var activity = S.Activity(name: name)
      _ = try parseBlock { parser in
        try parser.parseDeclaration(into: &activity)
        return ()
      }
      if !atEnd {
        report(.unexpectedToken, "unexpected \(current.readable) after the activity", at: current.span)
      }
      return activity
    } catch {
      return nil
    }
  }

  private mutating func parseDeclaration(into activity: inout S.Activity) throws {
    guard let word = current.identifier else { throw fail(expected: "a declaration") }
    let keyword = S.Name(text: word, span: current.span)
    switch word {
    case "attributes", "state":
      advance()
      let (fields, ownInit) = try parseFields()
      let existing = word == "attributes" ? activity.attributes : activity.state
      if !existing.isEmpty {
        report(.duplicateDeclaration, "`\(word)` is declared twice", at: keyword.span)
      }
      if word == "attributes" {
        activity.attributes += fields
        activity.attributesOwnInit = activity.attributesOwnInit ?? ownInit
      } else {
        activity.state += fields
        activity.stateOwnInit = activity.stateOwnInit ?? ownInit
      }
    case "enum":
      advance()
      activity.enums.append(try parseEnum())
    case "struct":
      advance()
      let name = try expectName("the struct's name")
      let (fields, ownInit) = try parseFields()
      activity.structs.append(S.StructDecl(name: name, fields: fields, ownInit: ownInit))
    case "let":
      advance()
      let name = try expectName("a name after `let`")
      try expect("=")
      activity.lets.append(S.LetDecl(name: name, value: try parseExpression()))
    case "preview":
      advance()
      if activity.preview != nil {
        report(.duplicateDeclaration, "`preview` is declared twice", at: keyword.span)
      }
      activity.preview = try parsePreview(keyword)
    case "budget":
      advance()
      activity.budget += try parseBlock { try $0.parseBudgetEntry() }
    case "colors":
      advance()
      activity.colors += try parseBlock { parser -> S.Entry in
        let key = try parser.parseAssetName("a colour name")
        try parser.expect(":")
        return S.Entry(key: key, value: try parser.parseExpression())
      }
    case "images":
      advance()
      activity.images += try parseBlock { parser in
        try parser.parseSize(of: try parser.parseAssetName("an image name"))
      }
    case "expanded":
      advance()
      let regions = try parseBlock { try $0.parseRegion() }
      activity.presentations.append(
        S.PresentationDecl(name: keyword, arguments: nil, body: [], regions: regions))
    case _ where Self.presentationNames.contains(word):
      advance()
      let body = try parseViews()
      activity.presentations.append(
        S.PresentationDecl(name: keyword, arguments: nil, body: body, regions: []))
    default:
      advance()
      report(
        .unknownPresentation, "unknown declaration `\(TerminalSafe.escape(word))` in an activity",
        at: keyword.span,
        help: NameSuggestion.help(for: word, among: Self.declarationNames)
          ?? "an activity holds attributes, state, enum, struct, let, preview, budget, colors, images and presentations"
      )
      skipGroup("(", ")")
      skipGroup("{", "}")
    }
  }

  /// A block of fields, and where it says `init(from:)` (once).
  private mutating func parseFields() throws -> (fields: [S.FieldDecl], ownInit: SourceSpan?) {
    var fields: [S.FieldDecl] = []
    var ownInit: SourceSpan?
    for item in try parseBlock({ try $0.parseFieldItem() }) {
      switch item {
      case .field(let field): fields.append(field)
      case .ownInit(let span) where ownInit != nil:
        report(.duplicateDeclaration, "`init(from:)` is written twice", at: span)
      case .ownInit(let span): ownInit = span
      }
    }
    return (fields, ownInit)
  }

  /// A field, or `init(from:)` (a field named `init` is `init: Type`).
  private mutating func parseFieldItem() throws -> S.FieldItem {
    guard current.isWord("init"), next.isPunctuation("(") else { return .field(try parseField()) }
    let start = advance().span
    try expect("(")
    guard current.isWord("from") else { throw fail(expected: "`from:` in `init(from:)`") }
    advance()
    try expect(":")
    try expect(")")
    return .ownInit(start.through(previousSpan))
  }

  private mutating func parseField() throws -> S.FieldDecl {
    let name = try expectName("a field name")
    try expect(":", "`:` and a type after `\(TerminalSafe.escape(name.text))`")
    let type = try parseType()
    let defaultValue = consume("=") ? try parseExpression() : nil
    // `from: T` after it is the next field, named `from`.
    guard current.isWord("from"), !next.isPunctuation(":") else {
      return S.FieldDecl(name: name, type: type, defaultValue: defaultValue)
    }
    advance()
    return S.FieldDecl(name: name, type: type, defaultValue: defaultValue, decoding: try parseDecoding())
  }

  /// What follows a field's `from`: a read (`parseDecodingRead`), or one in `Int(…)` or
  /// `Date(timeIntervalSince1970: …)`.
  private mutating func parseDecoding() throws -> S.DecodingDecl {
    let start = current.span
    guard (current.isWord("Int") || current.isWord("Date")) && next.isPunctuation("(") else {
      return try parseDecodingRead()
    }
    let conversion = try expectName("a conversion")
    try expect("(")
    if conversion.text == "Date" {
      guard current.isWord("timeIntervalSince1970") else {
        throw fail(expected: "`timeIntervalSince1970:` (a Date from Unix seconds)")
      }
      advance()
      try expect(":")
    }
    var decoding = try parseDecodingRead()
    try expect(")")
    decoding.conversion = conversion
    decoding.span = start.through(previousSpan)
    return decoding
  }

  /// `decode(T)`, `decodeIfPresent(T)`, `try? decode(T)`, each with `?? literal` after it
  /// (`(try? decode(T)) ?? literal` in parentheses, since Swift's `try?` covers what follows).
  private mutating func parseDecodingRead() throws -> S.DecodingDecl {
    let start = current.span
    let isParenthesized = consume("(")
    let isAttempted = current.isWord("try") && next.isPunctuation("?")
    if isAttempted {
      advance()
      advance()
    }
    guard current.isWord("decode") || current.isWord("decodeIfPresent") else {
      throw fail(expected: "`decode(Type)` or `decodeIfPresent(Type)`")
    }
    let read = try expectName("`decode` or `decodeIfPresent`")
    try expect("(")
    let type = try parseType()
    try expect(")")
    if isParenthesized { try expect(")") }
    let fallback = consume("??") ? try parseExpression() : nil
    if let fallback, isAttempted, !isParenthesized {
      report(
        .unexpectedToken, "write `(try? \(read.text)(…)) ?? …`: in Swift `try?` covers the `??` after it",
        at: fallback.span)
    }
    return S.DecodingDecl(
      read: read, type: type, isAttempted: isAttempted, fallback: fallback, conversion: nil,
      span: start.through(previousSpan))
  }

  private mutating func parseType() throws -> S.TypeRef {
    var type: S.TypeRef
    if current.isPunctuation("[") {
      let start = advance().span
      let element = try nested { try $0.parseType() }
      if consume(":") {
        let value = try nested { try $0.parseType() }
        try expect("]")
        type = .dictionary(key: element, value: value, start.through(previousSpan))
      } else {
        try expect("]")
        type = .array(element, start.through(previousSpan))
      }
    } else {
      let name = try expectName("a type")
      if consume("<") {
        let argument = try nested { try $0.parseType() }
        try expect(">", "`>` to close the type's `<`")
        type = .generic(name, argument, name.span.through(previousSpan))
      } else {
        type = .named(name)
      }
    }
    while current.isPunctuation("?") {
      advance()
      type = .optional(type, type.span.through(previousSpan))
    }
    return type
  }

  private mutating func parseEnum() throws -> S.EnumDecl {
    let name = try expectName("the enum's name")
    var rawType: S.Name?
    if consume(":") { rawType = try expectName("a raw type (`String` or `Int`)") }
    var ownInit: SourceSpan?
    let cases = try parseBlock { parser -> S.EnumCaseDecl? in
      if parser.current.isWord("init"), parser.next.isPunctuation("(") {
        guard case .ownInit(let span) = try parser.parseFieldItem() else { return nil }
        if ownInit != nil { parser.report(.duplicateDeclaration, "`init(from:)` is written twice", at: span) }
        ownInit = ownInit ?? span
        return nil
      }
      if parser.current.isWord("case") { parser.advance() }
      let caseName = try parser.expectName("a case name")
      var rawValue: S.Expr?
      if parser.consume("=") { rawValue = try parser.parsePrefix() }
      return S.EnumCaseDecl(name: caseName, rawValue: rawValue)
    }
    return S.EnumDecl(name: name, rawType: rawType, cases: cases, ownInit: ownInit)
  }

  private mutating func parseRegion() throws -> S.PresentationDecl {
    let name = try expectName("an expanded region (leading, trailing, center, bottom)")
    guard Self.expandedRegionNames.contains(name.text) else {
      report(
        .unknownPresentation, "unknown expanded region `\(TerminalSafe.escape(name.text))`", at: name.span,
        help: NameSuggestion.help(for: name.text, among: Self.expandedRegionNames)
          ?? "the expanded regions are leading, trailing, center and bottom")
      skipGroup("(", ")")
      skipGroup("{", "}")
      throw Abort()
    }
    let arguments = current.isPunctuation("(") ? try parseArguments() : nil
    return S.PresentationDecl(name: name, arguments: arguments, body: try parseViews(), regions: [])
  }

  private mutating func parsePreview(_ keyword: S.Name) throws -> S.PreviewDecl {
    var preview = S.PreviewDecl(keyword: keyword)
    _ = try parseBlock { parser -> Void in
      let part = try parser.expectName("`attributes` or `state`")
      var sampleName: S.Name?
      if part.text == "state" || part.text == "attributes", case .string(let pieces) = parser.current.kind {
        let text = pieces.map { if case .text(let text) = $0 { text } else { "" } }.joined()
        sampleName = S.Name(text: text, span: parser.advance().span)
      }
      let entries = try parser.parseBlock { parser -> S.Entry in
        let key = try parser.expectName("a field name")
        try parser.expect(":")
        return S.Entry(key: key, value: try parser.parseExpression())
      }
      switch part.text {
      case "attributes" where sampleName != nil:
        preview.stateAttributes.append(S.StateSample(name: sampleName, entries: entries))
      case "attributes": preview.attributes = (preview.attributes ?? []) + entries
      case "state" where sampleName != nil:
        preview.namedStates.append(S.StateSample(name: sampleName, entries: entries))
      case "state": preview.state = (preview.state ?? []) + entries
      default:
        parser.report(
          .unexpectedToken,
          "a preview holds `attributes` and `state`, not `\(TerminalSafe.escape(part.text))`",
          at: part.span, help: NameSuggestion.help(for: part.text, among: ["attributes", "state"]))
      }
    }
    return preview
  }

  /// An asset's name: a name, or a plain string when it holds spaces or dashes.
  private mutating func parseAssetName(_ what: String) throws -> S.Name {
    if case .string(let pieces) = current.kind, pieces.count <= 1,
      case .text(let text)? = pieces.first ?? .text("")
    {
      return S.Name(text: text, span: advance().span)
    }
    return try expectName(what)
  }

  private mutating func parseBudgetEntry() throws -> S.SizeEntry {
    var region = try expectName("a presentation or region name")
    if current.isPunctuation(".") {
      advance()
      let part = try expectName("a region after `.`")
      region = S.Name(text: region.text + "." + part.text, span: region.span.through(part.span))
    }
    return try parseSize(of: region)
  }

  /// `: width` or `: width x height` after `name`.
  private mutating func parseSize(of name: S.Name) throws -> S.SizeEntry {
    try expect(":")
    let width = try parseExpression()
    var height: S.Expr?
    if current.isWord("x") {
      advance()
      height = try parseExpression()
    } else if let word = current.identifier, word.hasPrefix("x"), let value = Int(word.dropFirst()) {
      height = S.Expr(kind: .integer(value), span: advance().span)
    }
    return S.SizeEntry(name: name, width: width, height: height)
  }

  // MARK: - Views

  private mutating func parseViews() throws -> [S.View] {
    try parseBlock { try $0.parseView() }
  }

  private mutating func parseView() throws -> S.View {
    if current.isWord("if") { return .conditional(try parseConditional()) }
    if current.isWord("for") { return .loop(try parseLoop()) }
    if current.isWord("switch") { return .switchView(try parseSwitch { try $0.parseArmViews() }) }
    guard current.identifier != nil else {
      throw fail(expected: "a view", help: "views are text, symbol, label, hstack, vstack, … or `if`")
    }
    let name = try expectName("a view")
    let arguments = current.isPunctuation("(") ? try parseArguments() : nil
    let content = current.isPunctuation("{") ? try parseViews() : nil
    var labeledContent: [S.LabeledContent] = []
    while content != nil, current.identifier != nil, next.isPunctuation(":"),
      tokens[min(index + 2, tokens.count - 1)].isPunctuation("{")
    {
      let label = try expectName("a label")
      advance()  // `:`
      labeledContent.append(S.LabeledContent(label: label, views: try parseViews()))
    }
    var modifiers: [S.ModifierCall] = []
    while current.isPunctuation(".") {
      let dot = advance().span
      let modifier = try expectName("a modifier after `.`")
      let modifierArguments = current.isPunctuation("(") ? try parseArguments() : nil
      // No view starts with `{`, so a block here is the modifier's (`.overlay { … }`).
      let modifierContent = current.isPunctuation("{") ? try parseViews() : nil
      modifiers.append(
        S.ModifierCall(
          name: modifier, arguments: modifierArguments, content: modifierContent,
          span: dot.through(previousSpan)))
    }
    return .call(
      S.ViewCall(
        name: name, arguments: arguments, content: content, modifiers: modifiers,
        span: name.span.through(previousSpan), labeledContent: labeledContent))
  }

  /// `for name in sequence { views }`.
  private mutating func parseLoop() throws -> S.Loop {
    let start = advance().span  // `for`
    let name = try expectName("a name after `for`")
    guard current.isWord("in") else { throw fail(expected: "`in` and the array to repeat over") }
    advance()
    let sequence = try parseStatementHead()
    let body = try parseViews()
    return S.Loop(name: name, sequence: sequence, body: body, span: start.through(sequence.span))
  }

  private mutating func parseConditional() throws -> S.Conditional {
    var branches: [S.Branch] = []
    var otherwise: [S.View]?
    repeat {
      advance()  // `if`
      var conditions: [S.Condition] = []
      repeat {
        if current.isWord("let") {
          advance()
          let name = try expectName("a name after `let`")
          conditions.append(.binding(name, consume("=") ? try parseStatementHead() : nil))
        } else if current.isWord("case") {
          // `if case .boarding = phase`: the pattern compared with the value.
          advance()
          let pattern = try parseExpression()
          try expect("=", "`=` and the value to match (`if case .a = phase`)")
          let subject = try parseStatementHead()
          let test = S.Expr(kind: .binary("==", subject, pattern), span: pattern.span.through(subject.span))
          conditions.append(.test(test))
        } else {
          conditions.append(.test(try parseStatementHead()))
        }
      } while consume(",")
      branches.append(S.Branch(conditions: conditions, body: try parseViews()))
      guard current.isWord("else") else { break }
      advance()
      if !current.isWord("if") {
        otherwise = try parseViews()
        break
      }
    } while true
    return S.Conditional(branches: branches, otherwise: otherwise)
  }

  /// `switch subject { case p, q: body … default: body }`; `arm` parses one arm's body.
  private mutating func parseSwitch<Body>(
    _ arm: (inout LayoutParser) throws -> Body
  ) throws -> S.Switch<Body> {
    let keyword = advance().span  // `switch`
    let subject = try parseStatementHead()
    let open = current.span
    try expect("{", "`{` and the cases of the `switch`")
    let arms = try nested { parser -> [S.SwitchArm<Body>] in
      var arms: [S.SwitchArm<Body>] = []
      while !parser.current.isPunctuation("}") {
        if parser.atEnd {
          parser.report(.unexpectedToken, "this `{` is never closed", at: open, help: "add a matching `}`")
          return arms
        }
        let start = parser.current.span
        var patterns: [S.Expr] = []
        if parser.current.isWord("case") {
          parser.advance()
          repeat { patterns.append(try parser.parseExpression()) } while parser.consume(",")
        } else if !parser.current.isWord("default") {
          throw parser.fail(expected: "`case` or `default` in a `switch`")
        } else {
          parser.advance()
        }
        try parser.expect(":", "`:` after the case")
        let span = start.through(parser.previousSpan)
        arms.append(S.SwitchArm(patterns: patterns, body: try arm(&parser), span: span))
      }
      parser.advance()
      return arms
    }
    return S.Switch(subject: subject, arms: arms, span: keyword)
  }

  /// The views of one `switch` arm: up to the next `case`, `default` or the closing `}`.
  private mutating func parseArmViews() throws -> [S.View] {
    var views: [S.View] = []
    while !(current.isWord("case") || current.isWord("default") || current.isPunctuation("}") || atEnd) {
      do {
        views.append(try parseView())
      } catch is Abort {
        synchronize()
      }
      _ = consume(",")
    }
    return views
  }

  private mutating func parseArguments() throws -> [S.Argument] {
    try expect("(")
    return try nested { parser in try parser.trailingClosures(allowed: true) { try $0.parseArgumentList() } }
  }

  private mutating func parseArgumentList() throws -> [S.Argument] {
    var arguments: [S.Argument] = []
    while !current.isPunctuation(")") {
      var label: S.Name?
      if current.identifier != nil && next.isPunctuation(":") {
        label = try expectName("a label")
        advance()
      }
      arguments.append(S.Argument(label: label, value: try parseExpression()))
      guard consume(",") else { break }
    }
    try expect(")", "`,` or `)`")
    return arguments
  }

  // MARK: - Expressions

  /// Binary operators by precedence level, lowest first (Swift's order: `??` binds tighter
  /// than comparisons).
  private static let levels: [[String]] = [
    ["||"], ["&&"], ["==", "!=", "<", "<=", ">", ">="], ["??"], ["..<", "..."], ["+", "-"], ["*", "/", "%"],
  ]

  /// An expression: binary operators, then Swift's ternary `c ? a : b` (lowest precedence,
  /// right-associative).
  private mutating func parseExpression() throws -> S.Expr {
    let condition = try parseBinary(level: 0)
    guard current.isPunctuation("?") else { return condition }
    advance()
    let whenTrue = try nested { try $0.parseExpression() }
    try expect(":", "`:` and the value when the condition is false (`condition ? a : b`)")
    let whenFalse = try nested { try $0.parseExpression() }
    return S.Expr(
      kind: .ternary(condition, whenTrue, whenFalse), span: condition.span.through(whenFalse.span))
  }

  private mutating func parseBinary(level: Int) throws -> S.Expr {
    guard level < Self.levels.count else { return try parsePrefix() }
    var lhs = try parseBinary(level: level + 1)
    // Each operator in a chain makes the tree one level deeper (`a + b + c` is `(a + b) + c`).
    var chain = 0
    while case .punctuation(let symbol) = current.kind, Self.levels[level].contains(symbol) {
      advance()
      chain += 1
      // `??` is right-associative; comparisons do not chain.
      let rhs = try nested(levels: chain) {
        symbol == "??" ? try $0.parseBinary(level: level) : try $0.parseBinary(level: level + 1)
      }
      let kind: S.ExprKind =
        symbol == "..<" || symbol == "..."
        ? .range(lhs, rhs, closed: symbol == "...") : .binary(symbol, lhs, rhs)
      lhs = S.Expr(kind: kind, span: lhs.span.through(rhs.span))
      // `??` is right-associative; comparisons and ranges do not chain.
      if Self.levels[level].contains("==") || symbol == "??" || kind.isRange { break }
    }
    return lhs
  }

  private mutating func parsePrefix() throws -> S.Expr {
    if current.isPunctuation("!") || current.isPunctuation("-") {
      let start = current.span
      guard case .punctuation(let symbol) = advance().kind else { throw Abort() }
      let operand = try nested { try $0.parsePrefix() }
      return S.Expr(kind: .unary(symbol, operand), span: start.through(operand.span))
    }
    return try parsePostfix()
  }

  private mutating func parsePostfix() throws -> S.Expr {
    var expr = try parsePrimary()
    // Each member or call wraps the expression once more.
    var chain = 0
    // `a?.b`: the optional values the rest of the chain reads unwrapped, innermost last.
    var unwrapped: [(subject: S.Expr, name: String)] = []
    while true {
      if opensOptionalChain(after: expr) {
        advance()  // `?`
        let name = "?\(unwrapped.count)"
        unwrapped.append((expr, name))
        expr = S.Expr(kind: .identifier(name), span: previousSpan)
      }
      let opensCall = (current.isPunctuation("(") || current.isPunctuation("[")) && !current.startsLine
      if current.isPunctuation(".") || opensCall {
        chain += 1
        guard depth + chain <= Self.maximumNestingDepth else { throw tooDeep() }
      }
      if current.isPunctuation("."), next.isWord("map") || next.isWord("flatMap"),
        tokens[min(index + 2, tokens.count - 1)].isPunctuation("{"), !forbidsTrailingClosure
      {
        advance()  // `.`
        advance()  // `map`
        let body = try nested { try $0.parseClosure() }
        expr = S.Expr(
          kind: .optionalMap(subject: expr, name: "$0", body: body), span: expr.span.through(previousSpan))
      } else if current.isPunctuation(".") {
        advance()
        let member = try expectName("a member name after `.`")
        expr = S.Expr(kind: .member(expr, member), span: expr.span.through(member.span))
      } else if current.isPunctuation("(") && !current.startsLine {
        let arguments = try parseArguments()
        expr = S.Expr(kind: .call(expr, arguments), span: expr.span.through(previousSpan))
      } else if opensCall {
        advance()  // `[`
        let key = try nested { try $0.parseExpression() }
        try expect("]", "`]` to close the subscript")
        expr = S.Expr(kind: .subscripted(expr, key), span: expr.span.through(previousSpan))
      } else {
        for (subject, name) in unwrapped.reversed() {
          expr = S.Expr(
            kind: .optionalMap(subject: subject, name: name, body: expr),
            span: subject.span.through(expr.span))
        }
        return expr
      }
    }
  }

  /// `?` written right after `expr` and right before `.` or `[`: an optional chain (`a ? .b : c`,
  /// with spaces, is a conditional).
  private func opensOptionalChain(after expr: S.Expr) -> Bool {
    current.isPunctuation("?") && current.span.start == expr.span.end
      && (next.isPunctuation(".") || next.isPunctuation("[")) && next.span.start == current.span.end
  }

  /// `{ body }` of `map`: one expression, reading `$0`.
  private mutating func parseClosure() throws -> S.Expr {
    try expect("{", "`{` to open the closure")
    let body = try trailingClosures(allowed: true) { try $0.parseExpression() }
    try expect("}", "`}` to close the closure")
    return body
  }

  private mutating func parsePrimary() throws -> S.Expr {
    let token = current
    switch token.kind {
    case .identifier("switch"):
      let choice = try parseSwitch { try $0.parseExpression() }
      return S.Expr(kind: .switchValue(choice), span: token.span.through(previousSpan))
    case .identifier(let name):
      advance()
      return S.Expr(kind: .identifier(name), span: token.span)
    case .integer(let value):
      advance()
      return S.Expr(kind: .integer(value), span: token.span)
    case .decimal(let value):
      advance()
      return S.Expr(kind: .decimal(value), span: token.span)
    case .string(let pieces):
      advance()
      return S.Expr(kind: .string(try parseStringPieces(pieces)), span: token.span)
    case .punctuation("."):
      advance()
      let member = try expectName("a member name after `.`")
      return S.Expr(kind: .implicitMember(member), span: token.span.through(member.span))
    case .punctuation("("):
      advance()
      let inner = try nested { parser in
        try parser.trailingClosures(allowed: true) { try $0.parseExpression() }
      }
      try expect(")")
      return S.Expr(kind: inner.kind, span: token.span.through(previousSpan))
    case .punctuation("["):
      advance()
      if consume(":") {
        try expect("]", "`]` after `[:`")
        return S.Expr(kind: .dictionary([]), span: token.span.through(previousSpan))
      }
      let kind = try nested { parser -> S.ExprKind in
        var elements: [S.Expr] = []
        var entries: [(key: S.Expr, value: S.Expr)] = []
        while !parser.current.isPunctuation("]") {
          let element = try parser.parseExpression()
          if (elements.isEmpty && parser.current.isPunctuation(":")) || !entries.isEmpty {
            try parser.expect(":", "`:` and the value for this key")
            entries.append((element, try parser.parseExpression()))
          } else {
            elements.append(element)
          }
          guard parser.consume(",") else { break }
        }
        return entries.isEmpty ? .array(elements) : .dictionary(entries)
      }
      try expect("]", "`,` or `]`")
      return S.Expr(kind: kind, span: token.span.through(previousSpan))
    default:
      throw fail(expected: "an expression")
    }
  }

  private mutating func parseStringPieces(_ pieces: [LayoutToken.StringPiece]) throws -> [S.StringPart] {
    var parts: [S.StringPart] = []
    var failed = false
    for piece in pieces {
      switch piece {
      case .text(let text):
        parts.append(.text(text))
      case .interpolation(let inner):
        var parser = LayoutParser(tokens: inner)
        parser.depth = depth + 1
        defer { sink.append(contentsOf: parser.sink.findings) }
        if parser.depth > Self.maximumNestingDepth { throw tooDeep() }
        if parser.atEnd {
          parser.report(.unexpectedToken, "empty interpolation `\\()`", at: parser.current.span)
          failed = true
        } else if let expr = try parser.parseInterpolation() {
          if parser.atEnd {
            parts.append(.interpolation(expr))
          } else {
            _ = parser.fail(expected: "`)` to close the interpolation")
            failed = true
          }
        } else {
          failed = true
        }
      }
    }
    if failed { throw Abort() }
    return parts
  }

  /// An interpolation's expression; nil after an ordinary error (already reported).
  private mutating func parseInterpolation() throws -> S.Expr? {
    do {
      return try parseExpression()
    } catch is Abort {
      return nil
    }
  }
}
