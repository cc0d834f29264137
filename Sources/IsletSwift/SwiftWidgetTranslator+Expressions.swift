#if canImport(SwiftParser)
  import IsletFindings
  import IsletLanguage
  import IsletModel
  import SwiftSyntax

  extension SwiftWidgetTranslator {
    /// Swift binary operators islet has with the same meaning and precedence.
    static let operators: Set<String> = [
      "+", "-", "*", "/", "%", "==", "!=", "<", "<=", ">", ">=", "&&", "||", "??", "...", "..<",
    ]

    /// `expr` as an islet expression, or `Unsupported`.
    func expression(_ expr: ExprSyntax, _ scope: SwiftScope) throws(Unsupported) -> IsletFragment {
      switch try value(expr, scope) {
      case .expression(let fragment): return fragment
      case .context, .state, .attributes, .style:
        throw Unsupported(
          node: Syntax(expr), file: scope.file, what: "`\(expr.trimmedDescription)` as a value")
      case .notModelled(let what): throw Unsupported(node: Syntax(expr), file: scope.file, what: what)
      }
    }

    func unsupported(_ node: some SyntaxProtocol, _ scope: SwiftScope, _ what: String) -> Unsupported {
      Unsupported(node: Syntax(node), file: scope.file, what: what)
    }

    /// What `expr` stands for.
    func value(_ expr: ExprSyntax, _ scope: SwiftScope) throws(Unsupported) -> SwiftValue {
      let span = scope.file.span(of: expr)
      if let reference = expr.as(DeclReferenceExprSyntax.self) {
        return try name(reference.baseName.text, at: reference, scope)
      }
      if let access = expr.as(MemberAccessExprSyntax.self) {
        return try member(access, scope)
      }
      if let chained = expr.as(OptionalChainingExprSyntax.self) {
        // `driver?.name`: the language's optional chain, which reaches as far as Swift's does.
        return .expression((try expression(chained.expression, scope)) + IsletFragment("?", from: span))
      }
      if let literal = expr.as(StringLiteralExprSyntax.self) {
        return .expression(try string(literal, scope))
      }
      if let integer = expr.as(IntegerLiteralExprSyntax.self), let decimal = Self.decimal(integer) {
        return .expression(IsletFragment(decimal, from: span))
      }
      if expr.is(IntegerLiteralExprSyntax.self) || expr.is(FloatLiteralExprSyntax.self)
        || expr.is(BooleanLiteralExprSyntax.self) || expr.is(NilLiteralExprSyntax.self)
      {
        return .expression(IsletFragment(expr.trimmedDescription, from: span))
      }
      if let sequence = expr.as(SequenceExprSyntax.self) {
        return .expression(try self.sequence(sequence.elements, scope).marked(span))
      }
      if let prefix = expr.as(PrefixOperatorExprSyntax.self), ["!", "-"].contains(prefix.operator.text) {
        return .expression(
          (IsletFragment(prefix.operator.text) + (try expression(prefix.expression, scope))).marked(span))
      }
      if let tuple = expr.as(TupleExprSyntax.self), tuple.elements.count == 1,
        let only = tuple.elements.first,
        only.label == nil
      {
        return .expression(("(" + (try expression(only.expression, scope)) + ")").marked(span))
      }
      if let array = expr.as(ArrayExprSyntax.self) {
        var elements: [IsletFragment] = []
        for element in array.elements { elements.append(try expression(element.expression, scope)) }
        return .expression(("[" + IsletFragment.joined(elements, separator: ", ") + "]").marked(span))
      }
      if let dictionary = expr.as(DictionaryExprSyntax.self) {
        guard case .elements(let list) = dictionary.content else {
          return .expression(IsletFragment("[:]", from: span))
        }
        var entries: [IsletFragment] = []
        for element in list {
          entries.append((try expression(element.key, scope)) + ": " + (try expression(element.value, scope)))
        }
        return .expression(("[" + IsletFragment.joined(entries, separator: ", ") + "]").marked(span))
      }
      if let ternary = expr.as(TernaryExprSyntax.self) {
        let parts =
          (try expression(ternary.condition, scope)) + " ? " + (try expression(ternary.thenExpression, scope))
          + " : "
          + (try expression(ternary.elseExpression, scope))
        return .expression(("(" + parts + ")").marked(span))
      }
      if let call = expr.as(FunctionCallExprSyntax.self) {
        return .expression(try self.call(call, scope).marked(span))
      }
      if let unwrapped = expr.as(ForceUnwrapExprSyntax.self),
        let call = unwrapped.expression.as(FunctionCallExprSyntax.self),
        ["URL", "UUID"].contains(call.calledExpression.trimmedDescription),
        let literal = try foundationLiteral(call, scope)
      {
        return .expression(literal.marked(span))
      }
      if let lookup = expr.as(SubscriptCallExprSyntax.self), let key = lookup.arguments.only(labelled: nil) {
        return .expression(
          ((try expression(lookup.calledExpression, scope)) + "[" + (try expression(key, scope)) + "]")
            .marked(span))
      }
      if let conditional = expr.as(IfExprSyntax.self) {
        return .expression(try ifValue(conditional, scope).marked(span))
      }
      if let choice = expr.as(SwitchExprSyntax.self) {
        return .expression(try switchValue(choice, scope).marked(span))
      }
      throw unsupported(expr, scope, "`\(expr.trimmedDescription)`")
    }

    /// `0x31E377`, `0o17`, `0b101` in decimal, as the language writes integers; nil for a
    /// decimal literal (written as it is) or one too large for an Int.
    static func decimal(_ literal: IntegerLiteralExprSyntax) -> String? {
      let text = literal.literal.text.filter { $0 != "_" }
      let radixes: [String: Int] = ["0x": 16, "0o": 8, "0b": 2]
      guard let radix = radixes[String(text.prefix(2))] else { return nil }
      return Int(text.dropFirst(2), radix: radix).map(String.init)
    }

    private func name(
      _ name: String, at node: DeclReferenceExprSyntax, _ scope: SwiftScope
    ) throws(Unsupported) -> SwiftValue {
      if let bound = scope.names[name] {
        if case .notModelled(let what) = bound { throw unsupported(node, scope, what) }
        return bound
      }
      if name == "self", let selfValue = scope.selfValue { return selfValue }
      if let selfValue = scope.selfValue, case .state = selfValue, let field = stateFields[name] {
        return .expression(IsletFragment(field, from: scope.file.span(of: node)))
      }
      if let selfValue = scope.selfValue, case .attributes = selfValue, let field = attributeFields[name] {
        return .expression(IsletFragment(field, from: scope.file.span(of: node)))
      }
      if let owner = scope.owner, let computed = try computedMember(name, of: owner, scope) {
        return computed
      }
      if let global = declarations.globals[name], !inlining.contains("global \(name)") {
        // A top-level `let` or `var`: its initial value, read where it is declared.
        inlining.append("global \(name)")
        defer { inlining.removeLast() }
        return try value(global.value, SwiftScope(file: global.file))
      }
      throw unsupported(node, scope, "`\(name)`")
    }

    private func member(
      _ access: MemberAccessExprSyntax, _ scope: SwiftScope
    ) throws(Unsupported) -> SwiftValue {
      let member = access.declName.baseName.text
      let span = scope.file.span(of: access)
      guard let baseExpression = access.base else {
        // `.now` is `Date.now` wherever a Date is expected (`eta > .now`).
        return .expression(IsletFragment(member == "now" ? "now" : "." + member, from: span))
      }
      if let typeName = baseExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
        scope.names[typeName] == nil, typeName.first?.isUppercase == true
      {
        if typeName == "Date", member == "now" { return .expression(IsletFragment("now", from: span)) }
        return .expression(IsletFragment("." + member, from: span))
      }
      let base = try value(baseExpression, scope)
      switch base {
      case .context:
        switch member {
        case "state": return .state
        case "attributes": return .attributes
        case "isStale": return .expression(IsletFragment("isStale", from: span))
        default: throw unsupported(access, scope, "`context.\(member)`")
        }
      case .state, .attributes:
        let fields = base.isState ? stateFields : attributeFields
        if let field = fields[member] { return .expression(IsletFragment(field, from: span)) }
        if let reason = undecoded[member] {
          throw unsupported(access, scope, "`\(member)` (\(reason))")
        }
        if let owner = base.isState ? stateDeclaration : attributes {
          var inner = SwiftScope(owner: owner, selfValue: base, file: scope.file)
          inner.names = [:]
          if let computed = try computedMember(member, of: owner, inner) { return computed }
        }
        throw unsupported(access, scope, "`\(member)`")
      case .expression(let fragment):
        if let seconds = try secondsSince(access, of: fragment, scope) {
          return .expression(seconds.marked(span))
        }
        switch member {
        case "rawValue", "count", "lowerBound", "upperBound", "isEmpty", "capitalized", "first", "last":
          return .expression((fragment + IsletFragment("." + member)).marked(span))
        // islet holds a UUID and a URL as their text.
        case "uuidString", "absoluteString":
          let unchained = fragment.text.hasSuffix("?") ? fragment.droppingLast() : fragment
          return .expression(unchained.marked(span))
        default:
          guard !fragment.text.hasSuffix("?") else {
            // A chain's member: an enum's computed property, else a nested struct's field.
            if let computed = try chainedComputedMember(access, of: fragment.droppingLast(), scope) {
              return .expression(computed.marked(span))
            }
            if let key = nestedFieldKey(member) {
              return .expression((fragment + IsletFragment("." + key)).marked(span))
            }
            throw unsupported(access, scope, "`?.\(member)`")
          }
          // A computed property of an enum (`phase.symbol`), with `self` the value; else a
          // nested struct's field (the translation does not type expressions: an enum's
          // computed property wins over a struct field of the same name).
          for declaration in declarations.enums {
            let inner = SwiftScope(owner: declaration, selfValue: base, file: scope.file)
            if let computed = try computedMember(member, of: declaration, inner) { return computed }
          }
          if let key = nestedFieldKey(member) {
            return .expression((fragment + IsletFragment("." + key)).marked(span))
          }
          throw unsupported(access, scope, "`.\(member)`")
        }
      case .notModelled(let what): throw unsupported(access, scope, what)
      case .style: throw unsupported(access, scope, "`\(access.trimmedDescription)` as a value")
      }
    }

    /// The islet field a nested struct's property `name` is (its JSON key); the first struct that
    /// has it, since the translation does not type expressions.
    func nestedFieldKey(_ name: String) -> String? {
      for declaration in structsUsed {
        if let key = structFields[Self.simpleName(declaration.qualifiedName)]?[name] { return key }
      }
      return nil
    }

    /// A computed property (`var x: T { … }`) of `owner` or of an extension of it, inlined.
    func computedMember(
      _ name: String, of owner: SwiftDeclarations.TypeDeclaration, _ scope: SwiftScope
    ) throws(Unsupported) -> SwiftValue? {
      guard let getter = getter(name, of: owner) else { return nil }
      let key = "\(owner.qualifiedName).\(name)"
      guard !inlining.contains(key) else {
        throw Unsupported(
          node: Syntax(getter.binding), file: getter.file, what: "`\(name)`, which refers to itself")
      }
      inlining.append(key)
      defer { inlining.removeLast() }
      var inner = scope
      inner.file = getter.file
      let kind = bodyValue(returning: getter.binding.typeAnnotation?.type, inner)
      return .expression(try valueBody(getter.items, inner, as: kind))
    }

    /// The getter of the computed property `name` of `owner` or of an extension of it.
    func getter(
      _ name: String, of owner: SwiftDeclarations.TypeDeclaration
    ) -> (file: SwiftSourceFile, binding: PatternBindingSyntax, items: CodeBlockItemListSyntax)? {
      for (file, members) in declarations.memberLists(of: owner) {
        for member in members {
          guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
          for binding in variable.bindings
          where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
            if let body = Self.getterBody(binding) { return (file, binding, body) }
          }
        }
      }
      return nil
    }

    static func getterBody(_ binding: PatternBindingSyntax) -> CodeBlockItemListSyntax? {
      guard let accessors = binding.accessorBlock else { return nil }
      switch accessors.accessors {
      case .getter(let items): return items
      case .accessors(let list):
        return list.first { $0.accessorSpecifier.text == "get" }?.body?.statements
      @unknown default: return nil
      }
    }

    /// A `case` pattern islet compares with: an enum case (`.boarding`) or a literal (`"Q4"`,
    /// `3`, `-1`, `true`); bindings, `where` clauses and ranges are not modelled.
    func casePattern(_ item: SwitchCaseItemSyntax, _ scope: SwiftScope) throws(Unsupported) -> IsletFragment {
      guard item.whereClause == nil, let pattern = item.pattern.as(ExpressionPatternSyntax.self) else {
        throw unsupported(item, scope, "the pattern `\(item.trimmedDescription)`")
      }
      let expr = pattern.expression
      if let access = expr.as(MemberAccessExprSyntax.self), access.base == nil {
        return IsletFragment("." + access.declName.baseName.text, from: scope.file.span(of: expr))
      }
      let literal =
        expr.is(StringLiteralExprSyntax.self) || expr.is(IntegerLiteralExprSyntax.self)
        || expr.is(FloatLiteralExprSyntax.self) || expr.is(BooleanLiteralExprSyntax.self)
        || (expr.as(PrefixOperatorExprSyntax.self).map { $0.expression.is(IntegerLiteralExprSyntax.self) }
          ?? false)
      guard literal else { throw unsupported(item, scope, "the pattern `\(item.trimmedDescription)`") }
      return try expression(expr, scope)
    }

    /// A flat operator sequence (the elements of one, or the part after an assignment's `=`):
    /// islet has Swift's precedence for every operator it allows.
    func sequence(
      _ elements: some Sequence<ExprSyntax>, _ scope: SwiftScope
    ) throws(Unsupported) -> IsletFragment {
      var result = IsletFragment("(")
      for element in elements {
        if let binary = element.as(BinaryOperatorExprSyntax.self) {
          let text = binary.operator.text
          guard Self.operators.contains(text) else {
            throw unsupported(binary, scope, "the operator `\(text)`")
          }
          result.append(IsletFragment(" \(text) ", from: scope.file.span(of: binary)))
        } else if let ternary = element.as(UnresolvedTernaryExprSyntax.self) {
          result.append(" ? " + (try expression(ternary.thenExpression, scope)) + " : ")
        } else {
          result.append(try expression(element, scope))
        }
      }
      return result + ")"
    }

    private func string(
      _ literal: StringLiteralExprSyntax, _ scope: SwiftScope
    ) throws(Unsupported) -> IsletFragment {
      guard literal.openingPounds == nil, literal.openingQuote.text == "\"" else {
        throw unsupported(literal, scope, "a raw or multi-line string")
      }
      var result = IsletFragment("\"")
      for segment in literal.segments {
        switch segment {
        case .stringSegment(let text):
          result.append(IsletFragment(text.content.text, from: scope.file.span(of: text)))
        case .expressionSegment(let interpolation):
          result.append("\\(" + (try interpolated(interpolation, scope)) + ")")
        @unknown default:
          throw unsupported(segment, scope, "this string segment")
        }
      }
      return result + "\""
    }

    /// Calls that are values: `Int(x)`, `Double(x)`, `String(x)`, `abs`, helper functions.
    private func call(
      _ call: FunctionCallExprSyntax, _ scope: SwiftScope
    ) throws(Unsupported) -> IsletFragment {
      let arguments = call.arguments
      if let (base, closure) = Self.optionalMapCall(ExprSyntax(call)) {
        return try optionalMapValue(base, closure, scope)
      }
      if let callee = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
        arguments.count == 1,
        let only = arguments.first, only.label == nil
      {
        switch callee {
        case "Int", "Double":
          return IsletFragment(callee + "(") + (try expression(only.expression, scope)) + ")"
        case "CGFloat", "Float", "TimeInterval":
          return "Double(" + (try expression(only.expression, scope)) + ")"
        case "String": return "\"\\(" + (try expression(only.expression, scope)) + ")\""
        default: break
        }
      }
      if let method = call.calledExpression.as(MemberAccessExprSyntax.self), let base = method.base {
        let name = method.declName.baseName.text
        if let formatted = try formattingCall(name, base: base, arguments, scope) { return formatted }
        if Self.valueMethods.contains(name), !Self.isTypeName(base) {
          return (try expression(base, scope)) + IsletFragment("." + name)
            + (try argumentList(arguments, scope))
        }
      }
      if let callee = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
        ["max", "min", "abs"].contains(callee)
          || (callee == "String" && arguments.first?.label?.text == "format")
      {
        return IsletFragment(callee) + (try argumentList(arguments, scope))
      }
      if let structName = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
        structFields[structName] != nil
      {
        return try structLiteral(structName, arguments, scope)
      }
      if let literal = try foundationLiteral(call, scope) { return literal }
      if let date = try dateInitializer(call, scope) { return date }
      if let function = calledFunction(call, scope) {
        return try inline(function, for: call, scope) { (items, inner) throws(Unsupported) in
          try valueBody(
            items, inner, as: bodyValue(returning: function.node.signature.returnClause?.type, inner))
        }
      }
      throw unsupported(call, scope, "`\(call.calledExpression.trimmedDescription)(…)`")
    }

    /// String, array and Double methods the layout language has with Swift's spelling.
    static let valueMethods: Set<String> = [
      "uppercased", "lowercased", "prefix", "suffix", "hasPrefix", "hasSuffix", "contains",
      "replacingOccurrences", "split", "joined", "rounded", "truncatingRemainder",
    ]

    /// `(label: value, value)` as written, each value translated.
    private func argumentList(
      _ arguments: LabeledExprListSyntax, _ scope: SwiftScope
    ) throws(Unsupported) -> IsletFragment {
      var parts: [IsletFragment] = []
      for argument in arguments {
        let label = argument.label.map { IsletFragment($0.text + ": ") } ?? ""
        parts.append(label + (try expression(argument.expression, scope)))
      }
      return "(" + IsletFragment.joined(parts, separator: ", ") + ")"
    }

    /// A nested struct's memberwise initializer, `Gate(terminal: "B", number: 3)`, with each
    /// label as the field's islet name.
    func structLiteral(
      _ structName: String, _ arguments: LabeledExprListSyntax, _ scope: SwiftScope
    ) throws(Unsupported) -> IsletFragment {
      let fields = structFields[structName] ?? [:]
      var parts: [IsletFragment] = []
      for argument in arguments {
        guard let label = argument.label?.text, let key = fields[label] else {
          throw unsupported(argument, scope, "this argument of `\(structName)(…)`")
        }
        parts.append(IsletFragment(key + ": ") + (try expression(argument.expression, scope)))
      }
      return IsletFragment(structName + "(") + IsletFragment.joined(parts, separator: ", ") + ")"
    }

    /// Values sample data writes with Foundation initializers: `UUID(uuidString: "…")` and
    /// `URL(string: "…")` (with or without `!`) as their text, `UUID()` as the nil UUID (a
    /// preview must not change from run to run), `Date(timeIntervalSince1970: n)` and
    /// `Date(timeIntervalSinceReferenceDate: n)` as `date("…")`.
    private func foundationLiteral(
      _ call: FunctionCallExprSyntax, _ scope: SwiftScope
    ) throws(Unsupported) -> IsletFragment? {
      let callee = call.calledExpression.trimmedDescription
      let arguments = call.arguments
      switch callee {
      case "UUID" where arguments.isEmpty:
        return "\"00000000-0000-0000-0000-000000000000\""
      case "UUID", "URL":
        guard let text = arguments.only(labelled: callee == "UUID" ? "uuidString" : "string") else {
          return nil
        }
        return try expression(text, scope)
      case "Date":
        for (label, offset) in [
          ("timeIntervalSince1970", Instant.unixOffset), ("timeIntervalSinceReferenceDate", 0),
        ] {
          guard let seconds = arguments.only(labelled: label) else { continue }
          guard let number = Double(seconds.trimmedDescription.filter { $0 != "_" }), number.isFinite else {
            return nil
          }
          return IsletFragment(
            "date(\"\(ISO8601Text.format(Instant(secondsSinceReferenceDate: number - offset)))\")")
        }
        return nil
      default:
        return nil
      }
    }

    /// Foundation's formatting and date arithmetic that islet has functions for:
    /// `x.formatted(…)` as the language writes it (a Date or a number, by its type),
    /// `Duration.seconds(x).formatted(…)` → `duration(x)`, `a.timeIntervalSince(b)` → `a - b`,
    /// `d.addingTimeInterval(s)` → `d + s`.
    private func formattingCall(
      _ method: String, base: ExprSyntax, _ arguments: LabeledExprListSyntax, _ scope: SwiftScope
    ) throws(Unsupported) -> IsletFragment? {
      switch method {
      case "formatted":
        if let seconds = base.as(FunctionCallExprSyntax.self),
          seconds.calledExpression.trimmedDescription == "Duration.seconds",
          let only = seconds.arguments.only(labelled: nil)
        {
          return "duration(" + (try expression(only, scope)) + ")"
        }
        // The language formats a Date or a number by its type: `formatted()`,
        // `formatted(date:time:)`, `formatted(.dateTime.hour().minute())`, `formatted(.percent)`.
        var parts: [IsletFragment] = []
        for argument in arguments {
          let label = argument.label.map { IsletFragment($0.text + ": ") } ?? ""
          parts.append(label + (try formatStyle(argument.expression, scope)))
        }
        return (try expression(base, scope)) + ".formatted(" + IsletFragment.joined(parts, separator: ", ")
          + ")"
      case "addingTimeInterval":
        guard let seconds = arguments.only(labelled: nil) else { return nil }
        return "(" + (try expression(base, scope)) + " + " + (try expression(seconds, scope)) + ")"
      case "timeIntervalSince":
        guard let other = arguments.only(labelled: nil) else { return nil }
        return "(" + (try expression(base, scope)) + " - " + (try expression(other, scope)) + ")"
      default:
        return nil
      }
    }

    /// `formatted(…)` styles islet's `number` and `percent` write the same way.
    static let numberStyles = ["": "number", ".number": "number", ".percent": "percent"]
  }

  extension SwiftValue {
    var isState: Bool {
      if case .state = self { return true }
      return false
    }
  }
#endif
