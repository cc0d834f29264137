#if canImport(SwiftParser)
  import IsletLanguage
  import SwiftSyntax

  extension SwiftWidgetTranslator {
    /// A colour or another style value a helper gives: a name bound to one (a helper view's
    /// `let tint: Color`, a parameter `tint: Color`), a computed property (`var accent: Color
    /// { … }`, an enum's `status.color`) or a function (`func color(for phase: Phase) -> Color`)
    /// inlined, its `if`s and `switch`es as conditionals; nil when `expr` is none of these.
    func computedStyle(
      _ expr: ExprSyntax, _ scope: SwiftScope, _ whole: String
    ) throws(Unsupported) -> IsletFragment? {
      if let conditional = expr.as(IfExprSyntax.self) {
        return try ifValue(conditional, scope, as: .style(whole: whole))
      }
      if let choice = expr.as(SwitchExprSyntax.self) { return try switchStyle(choice, scope, whole) }
      if let call = expr.as(FunctionCallExprSyntax.self), let function = calledFunction(call, scope) {
        return try inline(function, for: call, scope) { (items, inner) throws(Unsupported) in
          try valueBody(items, inner, as: .style(whole: whole))
        }
      }
      if let access = expr.as(MemberAccessExprSyntax.self), let base = access.base, !Self.isTypeName(base),
        !Self.isSelf(base)
      {
        // An enum's computed colour (`status.color`, its `switch self`), with `self` the value.
        let member = access.declName.baseName.text
        guard let owner = declarations.enums.first(where: { getter(member, of: $0) != nil }),
          case .expression(let subject) = try value(base, scope)
        else { return nil }
        let inner = SwiftScope(owner: owner, selfValue: .expression(subject), file: scope.file)
        return try styleGetter(member, of: owner, at: expr, inner, whole)
      }
      guard let name = Self.propertyName(expr) else { return nil }
      switch scope.names[name] {
      case .style(let bound)?: return bound.marked(scope.file.span(of: expr))
      case .notModelled(let what)?: throw unsupported(expr, scope, what)
      case .expression?, .context?, .state?, .attributes?: return nil
      case nil: break
      }
      guard let owner = scope.owner else { return nil }
      return try styleGetter(name, of: owner, at: expr, scope, whole)
    }

    /// The computed property `name` of `owner` inlined as a style value; nil when it has none.
    private func styleGetter(
      _ name: String, of owner: SwiftDeclarations.TypeDeclaration, at expr: ExprSyntax, _ scope: SwiftScope,
      _ whole: String
    ) throws(Unsupported) -> IsletFragment? {
      guard let getter = getter(name, of: owner) else { return nil }
      let key = "\(owner.qualifiedName).\(name)"
      guard !inlining.contains(key) else {
        throw unsupported(expr, scope, "`\(name)`, which refers to itself")
      }
      inlining.append(key)
      defer { inlining.removeLast() }
      var inner = scope
      inner.file = getter.file
      return try valueBody(getter.items, inner, as: .style(whole: whole))
    }
  }
#endif
