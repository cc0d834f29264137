#if canImport(SwiftParser)
  import IsletLanguage
  import SwiftSyntax

  extension SwiftWidgetTranslator {
    /// Types whose initialisers the layout language spells as SwiftUI does.
    static let styleTypes: Set<String> = [
      "Color", "Font", "UIColor", "LinearGradient", "RadialGradient", "AngularGradient", "EllipticalGradient",
      "Gradient",
    ]

    /// A colour, font, weight, alignment or text case as islet text. The layout language spells
    /// them as SwiftUI does (`.orange`, `Color(red: 1, green: 0.5, blue: 0)`, `.caption.bold()`,
    /// `LinearGradient(colors: […], …)`, `c ? .red : .green`), so the structure is copied and
    /// the values inside (conditions, numbers, fields) are translated. A property or function
    /// returning a `Color` is inlined (`computedStyle`).
    func styleValue(
      _ expr: ExprSyntax, _ scope: SwiftScope, _ whole: String
    ) throws(Unsupported) -> IsletFragment {
      let span = scope.file.span(of: expr)
      if let computed = try computedStyle(expr, scope, whole) { return computed.marked(span) }
      if let access = expr.as(MemberAccessExprSyntax.self) {
        let name = access.declName.baseName.text
        guard let base = access.base else { return IsletFragment("." + name, from: span) }
        if let type = base.as(DeclReferenceExprSyntax.self)?.baseName.text, Self.styleTypes.contains(type) {
          return IsletFragment(type + "." + name, from: span)
        }
        return (try styleValue(base, scope, whole) + IsletFragment("." + name)).marked(span)
      }
      if let call = expr.as(FunctionCallExprSyntax.self), call.trailingClosure == nil {
        let callee: IsletFragment
        if let type = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
          Self.styleTypes.contains(type)
        {
          callee = IsletFragment(type)
        } else if call.calledExpression.is(MemberAccessExprSyntax.self) {
          callee = try styleValue(call.calledExpression, scope, whole)
        } else {
          throw unsupported(expr, scope, whole)
        }
        var parts: [IsletFragment] = []
        for argument in call.arguments {
          let label = argument.label.map { IsletFragment($0.text + ": ") } ?? ""
          parts.append(label + (try styleArgument(argument.expression, scope, whole)))
        }
        return (callee + "(" + IsletFragment.joined(parts, separator: ", ") + ")").marked(span)
      }
      if let array = expr.as(ArrayExprSyntax.self) {
        var elements: [IsletFragment] = []
        for element in array.elements { elements.append(try styleValue(element.expression, scope, whole)) }
        return ("[" + IsletFragment.joined(elements, separator: ", ") + "]").marked(span)
      }
      if let (condition, whenTrue, whenFalse) = try choice(expr, scope) {
        return
          ("(" + condition + " ? " + (try styleValue(whenTrue, scope, whole)) + " : "
          + (try styleValue(whenFalse, scope, whole)) + ")").marked(span)
      }
      if let tuple = expr.as(TupleExprSyntax.self), tuple.elements.count == 1,
        let only = tuple.elements.first,
        only.label == nil
      {
        return try styleValue(only.expression, scope, whole)
      }
      if expr.is(StringLiteralExprSyntax.self) || expr.is(NilLiteralExprSyntax.self) {
        return try expression(expr, scope)
      }
      throw unsupported(expr, scope, whole)
    }

    /// An argument inside a style value: another style value, or a value (a number, a field,
    /// a condition) translated as an expression.
    private func styleArgument(
      _ expr: ExprSyntax, _ scope: SwiftScope, _ whole: String
    ) throws(Unsupported) -> IsletFragment {
      if let access = expr.as(MemberAccessExprSyntax.self),
        access.base.map({ Self.styleTypes.contains($0.trimmedDescription) }) ?? true
      {
        return try styleValue(expr, scope, whole)
      }
      if expr.is(ArrayExprSyntax.self) { return try styleValue(expr, scope, whole) }
      if let call = expr.as(FunctionCallExprSyntax.self),
        call.calledExpression.is(MemberAccessExprSyntax.self)
          || Self.styleTypes.contains(
            call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text ?? "")
      {
        return try styleValue(expr, scope, whole)
      }
      return try expression(expr, scope)
    }

    /// `condition ? a : b`, folded or as the parser leaves it (a sequence holding the ternary).
    func choice(
      _ expr: ExprSyntax, _ scope: SwiftScope
    ) throws(Unsupported) -> (IsletFragment, ExprSyntax, ExprSyntax)? {
      if let ternary = expr.as(TernaryExprSyntax.self) {
        return (try expression(ternary.condition, scope), ternary.thenExpression, ternary.elseExpression)
      }
      guard let sequence = expr.as(SequenceExprSyntax.self) else { return nil }
      let elements = Array(sequence.elements)
      guard let index = elements.firstIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }),
        let ternary = elements[index].as(UnresolvedTernaryExprSyntax.self), index + 1 < elements.count
      else { return nil }
      let condition =
        index == 1
        ? elements[0] : ExprSyntax(SequenceExprSyntax(elements: ExprListSyntax(elements[..<index])))
      let rest = elements[(index + 1)...]
      let otherwise =
        rest.count == 1
        ? rest[rest.startIndex] : ExprSyntax(SequenceExprSyntax(elements: ExprListSyntax(rest)))
      do throws(Unsupported) {
        return (try expression(condition, scope), ternary.thenExpression, otherwise)
      } catch {
        // A condition of several elements is a new node outside the file: locate at the whole.
        throw error.node.root.id == expr.root.id ? error : unsupported(expr, scope, error.what)
      }
    }
  }
#endif
