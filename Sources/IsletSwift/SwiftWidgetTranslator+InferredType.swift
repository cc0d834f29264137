#if canImport(SwiftParser)
  import SwiftSyntax

  extension SwiftWidgetTranslator {
    /// The type Swift infers for a stored property written without one, from its initial value,
    /// where that value has one type whatever surrounds it: a literal (`var retries = 0` is an
    /// `Int`, `= 0.5` a `Double`), a non-empty array of literals (`[1, 2.5]` is `[Double]`),
    /// `UUID()`, `Date()` and `Date.now`, `URL(string: …)` (`URL?`, or `URL` with `!`),
    /// `UUID(uuidString: …)` (`UUID?`), a case of an enum or a memberwise initializer of a
    /// struct declared in the sources. Nil for anything else (an empty literal, a call of the
    /// app's own functions): the property stays undecoded, with a warning.
    func inferredType(_ initializer: ExprSyntax) -> TypeSyntax? {
      if let forced = initializer.as(ForceUnwrapExprSyntax.self) {
        guard let optional = inferredType(forced.expression)?.as(OptionalTypeSyntax.self) else { return nil }
        return optional.wrappedType
      }
      if let name = Self.literalTypeName(initializer) { return Self.named(name) }
      if let array = initializer.as(ArrayExprSyntax.self) {
        return Self.arrayElementTypeName(array).map { TypeSyntax(ArrayTypeSyntax(element: Self.named($0))) }
      }
      if let access = initializer.as(MemberAccessExprSyntax.self),
        let base = access.base?.as(DeclReferenceExprSyntax.self)?.baseName.text
      {
        return memberType(base, access.declName.baseName.text)
      }
      guard let call = initializer.as(FunctionCallExprSyntax.self), call.trailingClosure == nil,
        let callee = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
      else { return nil }
      return initializerType(
        callee, firstLabel: call.arguments.first?.label?.text, count: call.arguments.count)
    }

    /// `Int`, `Double`, `String` or `Bool` for a literal (a negative number too), else nil.
    private static func literalTypeName(_ expr: ExprSyntax) -> String? {
      var expr = expr
      if let prefix = expr.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" {
        expr = prefix.expression
        guard expr.is(IntegerLiteralExprSyntax.self) || expr.is(FloatLiteralExprSyntax.self) else {
          return nil
        }
      }
      if expr.is(IntegerLiteralExprSyntax.self) { return "Int" }
      if expr.is(FloatLiteralExprSyntax.self) { return "Double" }
      if expr.is(StringLiteralExprSyntax.self) { return "String" }
      if expr.is(BooleanLiteralExprSyntax.self) { return "Bool" }
      return nil
    }

    /// The element type Swift gives a non-empty array of literals: their one type, or `Double`
    /// for integers and decimals together; nil for an empty array or any other mix.
    private static func arrayElementTypeName(_ array: ArrayExprSyntax) -> String? {
      let names = Set(array.elements.map { literalTypeName($0.expression) })
      if names == ["Int", "Double"] { return "Double" }
      guard names.count == 1, let only = names.first else { return nil }
      return only
    }

    /// `Date.now`, `Date.distantPast`, `Date.distantFuture`, or a case without associated
    /// values of an enum declared in the sources (`Phase.placed`).
    private func memberType(_ base: String, _ member: String) -> TypeSyntax? {
      if base == "Date" {
        return ["now", "distantPast", "distantFuture"].contains(member) ? Self.named("Date") : nil
      }
      guard let declaration = declarations.type(named: base), declarations.isEnum(declaration),
        Self.enumElements(declaration.members).contains(where: {
          $0.name.text == member && $0.parameterClause == nil
        })
      else { return nil }
      return Self.named(base)
    }

    /// The type an initializer call `callee(label: …, …)` makes: Foundation's `UUID`, `Date`
    /// and `URL` as their initializers declare it (a failable one optional), or a struct
    /// declared in the sources that declares no failable initializer.
    private func initializerType(_ callee: String, firstLabel: String?, count: Int) -> TypeSyntax? {
      switch (callee, firstLabel) {
      case ("UUID", nil) where count == 0: return Self.named("UUID")
      case ("UUID", "uuidString"): return TypeSyntax(OptionalTypeSyntax(wrappedType: Self.named("UUID")))
      case ("UUID", _): return nil
      case ("Date", _): return Self.named("Date")
      case ("URL", "string"): return TypeSyntax(OptionalTypeSyntax(wrappedType: Self.named("URL")))
      case ("URL", "fileURLWithPath"): return Self.named("URL")
      case ("URL", _): return nil
      default: break
      }
      guard let declaration = declarations.type(named: callee), !declarations.isEnum(declaration),
        !declarations.memberLists(of: declaration).contains(where: { _, members in
          members.contains { $0.decl.as(InitializerDeclSyntax.self)?.optionalMark != nil }
        })
      else { return nil }
      return Self.named(callee)
    }

    private static func named(_ name: String) -> TypeSyntax {
      TypeSyntax(IdentifierTypeSyntax(name: .identifier(name)))
    }
  }
#endif
