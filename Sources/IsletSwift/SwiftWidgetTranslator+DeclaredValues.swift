#if canImport(SwiftParser)
  import IsletLanguage
  import SwiftSyntax

  extension SwiftWidgetTranslator {
    /// What `expr` stands for where it is given a declared `type` (a helper view's stored
    /// property, a function's parameter): a style value when the type is a colour, a font or a
    /// shape style (`let tint: Color`; one islet cannot read leaves out the modifiers that use
    /// it); an enum case named with its type when the type is an enum of the given files
    /// (`var side: Side = .right` is `Side.right`, which the language can compare with
    /// `.left`); else what `value` reads.
    func value(
      _ expr: ExprSyntax, declared type: TypeSyntax?, _ scope: SwiftScope
    ) throws(Unsupported) -> SwiftValue {
      if let type, let declaration = enumType(type, for: scope) {
        return .expression(try enumValue(expr, of: declaration, scope))
      }
      guard let type, Self.isStyleType(type) else { return try value(expr, scope) }
      do throws(Unsupported) {
        return .style(try styleValue(expr, scope, "`\(expr.trimmedDescription)`"))
      } catch {
        return .notModelled(error.what)
      }
    }

    /// The enum of the given files `type` names (an optional of one too), seen from the type
    /// `scope` translates; nil for other types, for an enum with associated values or a raw
    /// type islet does not model, and for one whose name another type of the layout has.
    func enumType(_ type: TypeSyntax, for scope: SwiftScope) -> SwiftDeclarations.TypeDeclaration? {
      let name = type.trimmedDescription.filter { $0 != "?" && $0 != "!" }
      let context = scope.owner?.qualifiedName.split(separator: ".").map(String.init) ?? []
      guard let declaration = declarations.type(named: name, from: context), declarations.isEnum(declaration),
        Self.enumRawType(declaration) != nil,
        Self.enumElements(declaration.members).allSatisfy({ $0.parameterClause == nil })
      else { return nil }
      let simple = Self.simpleName(declaration.qualifiedName)
      let named = (enumsUsed + structsUsed + viewEnums).filter { Self.simpleName($0.qualifiedName) == simple }
      guard named.allSatisfy({ $0.qualifiedName == declaration.qualifiedName }) else { return nil }
      if named.isEmpty { viewEnums.append(declaration) }
      return declaration
    }

    /// What a function or computed property declared to return `type` gives, as `valueBody`
    /// translates it: the enum's cases named with its type when `type` is an enum of the
    /// given files.
    func bodyValue(returning type: TypeSyntax?, _ scope: SwiftScope) -> BodyValue {
      guard let type, let declaration = enumType(type, for: scope) else { return .expression }
      return .enumCase(declaration)
    }

    /// `.left` as `Side.left` (also in either side of `c ? .left : .right`, in the arms of an
    /// `if` or a `switch`); any other value as `expression` reads it.
    func enumValue(
      _ expr: ExprSyntax, of declaration: SwiftDeclarations.TypeDeclaration, _ scope: SwiftScope
    ) throws(Unsupported) -> IsletFragment {
      if let access = expr.as(MemberAccessExprSyntax.self), access.base == nil,
        Self.enumElements(declaration.members).contains(where: {
          $0.name.text == access.declName.baseName.text
        })
      {
        let name = Self.simpleName(declaration.qualifiedName) + "." + access.declName.baseName.text
        return IsletFragment(name, from: scope.file.span(of: expr))
      }
      if let conditional = expr.as(IfExprSyntax.self) {
        return try ifValue(conditional, scope, as: .enumCase(declaration))
      }
      if let choice = expr.as(SwitchExprSyntax.self) {
        return try switchValue(choice, scope, as: .enumCase(declaration))
      }
      if let (condition, whenTrue, whenFalse) = try choice(expr, scope) {
        return "(" + condition + " ? " + (try enumValue(whenTrue, of: declaration, scope)) + " : "
          + (try enumValue(whenFalse, of: declaration, scope)) + ")"
      }
      return try expression(expr, scope)
    }

    /// The enums views compare with, declared after the presentations that use them.
    func writeViewEnums(into writer: inout IsletTextWriter) {
      for declaration in viewEnums { writeEnum(declaration, into: &writer) }
    }

    /// `Color`, `Font`, `Font.Weight`, a gradient, `some ShapeStyle`, `AnyShapeStyle` (or an
    /// optional of one): types a modifier takes as a style value.
    static func isStyleType(_ type: TypeSyntax) -> Bool {
      var name = type.trimmedDescription
      for prefix in ["some ", "any "] where name.hasPrefix(prefix) { name.removeFirst(prefix.count) }
      if name.hasSuffix("?") { name.removeLast() }
      if name.hasPrefix("SwiftUI.") { name.removeFirst("SwiftUI.".count) }
      return styleTypes.contains(name) || name.hasPrefix("Font.") || name.hasSuffix("ShapeStyle")
    }
  }
#endif
