#if canImport(SwiftParser)
  import IsletLanguage
  import SwiftSyntax

  extension SwiftWidgetTranslator {
    /// `let name = value` (or `var`) inside a body: its one name and initial value.
    static func localConstant(_ decl: DeclSyntax) -> (String, ExprSyntax)? {
      guard let variable = decl.as(VariableDeclSyntax.self), variable.bindings.count == 1,
        let binding = variable.bindings.first,
        let local = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
        let initial = binding.initializer?.value
      else { return nil }
      return (local, initial)
    }

    /// What the value of a body is translated as.
    enum BodyValue {
      /// An expression of the language.
      case expression
      /// A style value (a colour, a font) of the modifier `whole`: the language chooses between
      /// such values only by `c ? a : b`, so an `if` or a `switch` becomes conditionals.
      case style(whole: String)
      /// A case of an enum of the given files (a function declared `-> PomoStatus`): a case
      /// written `.work` is named with its type, `PomoStatus.work`, which the language can type.
      case enumCase(SwiftDeclarations.TypeDeclaration)
    }

    /// The value a code block returns: one expression, `return`, `if`/`switch` returning in
    /// every branch, local `let`s before them, and early returns (`if c { return a }` or
    /// `guard c else { return b }` before the rest).
    func valueBody(
      _ items: CodeBlockItemListSyntax, _ scope: SwiftScope, as kind: BodyValue = .expression
    ) throws(Unsupported) -> IsletFragment {
      try valueBody(Array(items), in: Syntax(items), scope, kind)
    }

    /// `items` (the end of the block `whole`) as a value.
    private func valueBody(
      _ items: [CodeBlockItemSyntax], in whole: Syntax, _ scope: SwiftScope, _ kind: BodyValue
    ) throws(Unsupported) -> IsletFragment {
      var scope = scope
      for (index, item) in items.enumerated() {
        let rest = Array(items[(index + 1)...])
        switch item.item {
        case .decl(let decl):
          guard let (local, initial) = Self.localConstant(decl) else {
            throw unsupported(decl, scope, "this declaration")
          }
          scope = scope.binding(local, to: .expression("(" + (try expression(initial, scope)) + ")"))
        case .stmt(let statement):
          if let returned = statement.as(ReturnStmtSyntax.self), let result = returned.expression {
            return try bodyValue(result, scope, kind)
          }
          if let early = statement.as(GuardStmtSyntax.self), !rest.isEmpty {
            let condition = try valueCondition(early.conditions, scope)
            return "(" + condition + " ? " + (try valueBody(rest, in: whole, scope, kind)) + " : "
              + (try valueBody(early.body.statements, scope, as: kind)) + ")"
          }
          if let wrapped = statement.as(ExpressionStmtSyntax.self),
            let early = wrapped.expression.as(IfExprSyntax.self), early.elseBody == nil, !rest.isEmpty
          {
            return try earlyReturn(early, then: rest, in: whole, scope, kind)
          }
          if let wrapped = statement.as(ExpressionStmtSyntax.self) {
            return try bodyValue(wrapped.expression, scope, kind)
          }
          throw unsupported(statement, scope, "`\(statement.trimmedDescription.prefix(30))`")
        case .expr(let expr):
          if let early = expr.as(IfExprSyntax.self), early.elseBody == nil, !rest.isEmpty {
            return try earlyReturn(early, then: rest, in: whole, scope, kind)
          }
          return try bodyValue(expr, scope, kind)
        @unknown default:
          throw unsupported(item, scope, "this statement")
        }
      }
      throw unsupported(whole, scope, "a body that returns nothing")
    }

    /// An expression a body returns, as `kind`.
    private func bodyValue(
      _ expr: ExprSyntax, _ scope: SwiftScope, _ kind: BodyValue
    ) throws(Unsupported) -> IsletFragment {
      switch kind {
      case .expression: try expression(expr, scope)
      case .style(let whole): try styleValue(expr, scope, whole)
      case .enumCase(let declaration): try enumValue(expr, of: declaration, scope)
      }
    }

    /// `if c { return a }` followed by `rest`: `(c ? a : rest)`.
    private func earlyReturn(
      _ early: IfExprSyntax, then rest: [CodeBlockItemSyntax], in whole: Syntax, _ scope: SwiftScope,
      _ kind: BodyValue
    ) throws(Unsupported) -> IsletFragment {
      let condition = try valueCondition(early.conditions, scope)
      return "(" + condition + " ? " + (try valueBody(early.body.statements, scope, as: kind)) + " : "
        + (try valueBody(rest, in: whole, scope, kind)) + ")"
    }

    /// An `if` or `guard` condition list in a value: expressions joined by `&&` (islet unwraps
    /// optionals only in views).
    private func valueCondition(
      _ conditions: ConditionElementListSyntax, _ scope: SwiftScope
    ) throws(Unsupported) -> IsletFragment {
      var parts: [IsletFragment] = []
      for element in conditions {
        guard case .expression(let condition) = element.condition else {
          throw unsupported(element, scope, "`if let` in a value (islet unwraps optionals only in views)")
        }
        parts.append(try expression(condition, scope))
      }
      return IsletFragment.joined(parts, separator: " && ")
    }

    /// `if c { a } else { b }` as `(c ? a : b)`.
    func ifValue(
      _ conditional: IfExprSyntax, _ scope: SwiftScope, as kind: BodyValue = .expression
    ) throws(Unsupported) -> IsletFragment {
      let condition = try valueCondition(conditional.conditions, scope)
      let then = try valueBody(conditional.body.statements, scope, as: kind)
      let otherwise: IsletFragment
      switch conditional.elseBody {
      case .ifExpr(let nested): otherwise = try ifValue(nested, scope, as: kind)
      case .codeBlock(let block): otherwise = try valueBody(block.statements, scope, as: kind)
      case nil: throw unsupported(conditional, scope, "an `if` without `else` in a value")
      @unknown default: throw unsupported(conditional, scope, "this `else`")
      }
      return "(" + condition + " ? " + then + " : " + otherwise + ")"
    }

    /// `switch x { case .a, .b: v … default: w }` as the layout language's `switch` value.
    func switchValue(
      _ choice: SwitchExprSyntax, _ scope: SwiftScope, as kind: BodyValue = .expression
    ) throws(Unsupported) -> IsletFragment {
      var result = "switch " + (try expression(choice.subject, scope)) + " {"
      for element in choice.cases {
        guard let arm = element.as(SwitchCaseSyntax.self) else {
          throw unsupported(element, scope, "`#if` in a switch")
        }
        let value = try valueBody(arm.statements, scope, as: kind)
        switch arm.label {
        case .default:
          result.append(" default: " + value)
        case .case(let label):
          var patterns: [IsletFragment] = []
          for item in label.caseItems { patterns.append(try casePattern(item, scope)) }
          result.append(" case " + IsletFragment.joined(patterns, separator: ", ") + ": " + value)
        @unknown default:
          throw unsupported(arm, scope, "this case")
        }
      }
      return result + " }"
    }

    /// `switch x { case .a, .b: v … default: w }` as a style value: `(x == .a || x == .b ? v :
    /// …)`, the last arm what remains (as an exhaustive switch's is).
    func switchStyle(
      _ choice: SwitchExprSyntax, _ scope: SwiftScope, _ whole: String
    ) throws(Unsupported) -> IsletFragment {
      let subject = try expression(choice.subject, scope)
      var arms: [(test: IsletFragment?, value: IsletFragment)] = []
      for element in choice.cases {
        guard let arm = element.as(SwitchCaseSyntax.self) else {
          throw unsupported(element, scope, "`#if` in a switch")
        }
        let value = try valueBody(arm.statements, scope, as: .style(whole: whole))
        switch arm.label {
        case .default:
          arms.append((nil, value))
        case .case(let label):
          var tests: [IsletFragment] = []
          for item in label.caseItems { tests.append(subject + " == " + (try casePattern(item, scope))) }
          arms.append((IsletFragment.joined(tests, separator: " || "), value))
        @unknown default:
          throw unsupported(arm, scope, "this case")
        }
      }
      guard let last = arms.popLast() else { throw unsupported(choice, scope, "a switch without cases") }
      return arms.reversed().reduce(last.value) { otherwise, arm in
        guard let test = arm.test else { return arm.value }
        return "(" + test + " ? " + arm.value + " : " + otherwise + ")"
      }
    }
  }
#endif
