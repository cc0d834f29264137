#if canImport(SwiftParser)
  import IsletLanguage
  import IsletModel
  import SwiftSyntax

  extension SwiftWidgetTranslator {
    /// `x.map { … }` or `x.flatMap { … }` with one closure (trailing or the only argument): the
    /// optional and the closure.
    static func optionalMapCall(_ expr: ExprSyntax) -> (base: ExprSyntax, closure: ClosureExprSyntax)? {
      guard let call = expr.as(FunctionCallExprSyntax.self),
        let access = call.calledExpression.as(MemberAccessExprSyntax.self), let base = access.base,
        ["map", "flatMap"].contains(access.declName.baseName.text), call.additionalTrailingClosures.isEmpty
      else { return nil }
      if let closure = call.trailingClosure, call.arguments.isEmpty { return (base, closure) }
      if call.trailingClosure == nil, let only = call.arguments.only(labelled: nil),
        let closure = only.as(ClosureExprSyntax.self)
      {
        return (base, closure)
      }
      return nil
    }

    /// `body` translated with the closure's parameter (`$0`, or the name it declares) bound to
    /// the language's `$0`. A closure inside another is not modelled: the language has one `$0`.
    func closureBody<T>(
      _ closure: ClosureExprSyntax, _ scope: SwiftScope,
      _ body: (CodeBlockItemListSyntax, SwiftScope) throws(Unsupported) -> T
    ) throws(Unsupported) -> T {
      guard !inlining.contains("closure") else {
        throw unsupported(closure, scope, "a closure inside a `map` closure")
      }
      let argument = SwiftValue.expression(IsletFragment("$0"))
      var inner = scope.binding("$0", to: argument)
      switch closure.signature?.parameterClause {
      case .simpleInput(let names):
        guard names.count == 1, let name = names.first?.name.text else {
          throw unsupported(closure, scope, "a closure with \(names.count) parameters")
        }
        inner = inner.binding(name, to: argument)
      case .parameterClause(let clause):
        guard clause.parameters.count == 1, let parameter = clause.parameters.first else {
          throw unsupported(closure, scope, "a closure with \(clause.parameters.count) parameters")
        }
        inner = inner.binding((parameter.secondName ?? parameter.firstName).text, to: argument)
      case nil:
        break
      case .some:
        throw unsupported(closure, scope, "this closure signature")
      }
      inlining.append("closure")
      defer { inlining.removeLast() }
      return try body(closure.statements, inner)
    }

    /// `phase?.symbol`, an enum's computed property through an optional chain:
    /// `(phase.map { <symbol of $0> })`, with `?` when the chain goes on after it
    /// (`phase?.symbol.count`); nil when no enum has the property.
    func chainedComputedMember(
      _ access: MemberAccessExprSyntax, of optional: IsletFragment, _ scope: SwiftScope
    ) throws(Unsupported) -> IsletFragment? {
      let member = access.declName.baseName.text
      guard let owner = declarations.enums.first(where: { getter(member, of: $0) != nil }) else { return nil }
      guard !inlining.contains("closure") else {
        throw unsupported(access, scope, "`?.\(member)` inside a `map` closure")
      }
      inlining.append("closure")
      defer { inlining.removeLast() }
      let inner = SwiftScope(owner: owner, selfValue: .expression("$0"), file: scope.file)
      guard case .expression(let body)? = try computedMember(member, of: owner, inner) else { return nil }
      let mapped = "(" + optional + ".map { " + body + " })"
      return Self.chainGoesOn(after: access) ? mapped + "?" : mapped
    }

    /// Whether an optional chain goes on after `access` (`.count` or `[…]` after it).
    static func chainGoesOn(after access: MemberAccessExprSyntax) -> Bool {
      let parent = access.parent
      return parent?.as(MemberAccessExprSyntax.self)?.base?.id == access.id
        || parent?.as(SubscriptCallExprSyntax.self)?.calledExpression.id == access.id
    }

    /// `name.map { "Hi \($0)" }` as a value: the language's `map { … }` on an optional.
    func optionalMapValue(
      _ base: ExprSyntax, _ closure: ClosureExprSyntax, _ scope: SwiftScope
    ) throws(Unsupported) -> IsletFragment {
      let subject = try expression(base, scope)
      let body = try closureBody(closure, scope) { (items, inner) throws(Unsupported) in
        try valueBody(items, inner)
      }
      return subject + ".map { " + body + " }"
    }

    /// `eta.map { Text($0, style: .timer) }` in a view builder: `if let $0 = eta { … }`.
    func optionalMapView(
      _ base: ExprSyntax, _ closure: ClosureExprSyntax, _ scope: SwiftScope
    ) throws(Unsupported) -> [IsletNode] {
      let subject = try expression(base, scope)
      let body = try closureBody(closure, scope) { (items, inner) throws(Unsupported) in
        views(items, inner)
      }
      return [.branches([(condition: "let $0 = " + subject, body: body)])]
    }
  }
#endif
