#if canImport(SwiftParser)
  import IsletLanguage
  import SwiftSyntax

  extension SwiftWidgetTranslator {
    /// The views a view-builder block (or a function returning a view) shows.
    func views(_ items: CodeBlockItemListSyntax, _ scope: SwiftScope) -> [IsletNode] {
      views(items[...], scope)
    }

    /// The views of the items left in a block. A `let` or `var` binds names for the items after
    /// it and is no view; a `return` ends the block with its view; an early exit (`guard … else
    /// { return … }`, an `if` whose branches all return) shows the rest of the block only
    /// where it does not return.
    private func views(_ items: Slice<CodeBlockItemListSyntax>, _ scope: SwiftScope) -> [IsletNode] {
      var scope = scope
      var nodes: [IsletNode] = []
      for (index, item) in zip(items.indices, items) {
        let rest = items[items.index(after: index)...]
        var expression: ExprSyntax?
        switch item.item {
        case .decl(let decl):
          if let variable = decl.as(VariableDeclSyntax.self) {
            switch localBinding(variable, scope) {
            case .bound(let inner):
              scope = inner
            case .unwrapping(let condition, let inner):
              return nodes + [
                .branches([(condition.marked(scope.file.span(of: variable)), views(rest, inner))])
              ]
            }
          } else {
            nodes.append(standIn(for: unsupported(decl, scope, "this declaration"), named: "declaration"))
          }
        case .stmt(let statement):
          if let returned = statement.as(ReturnStmtSyntax.self) {
            return nodes + (returned.expression.map { view($0, scope) } ?? [])
          }
          if let early = statement.as(GuardStmtSyntax.self) {
            return nodes + [guardView(early, then: rest, scope)]
          }
          if let wrapped = statement.as(ExpressionStmtSyntax.self) {
            expression = wrapped.expression
          } else {
            nodes.append(standIn(for: unsupported(statement, scope, "this statement"), named: "statement"))
          }
        case .expr(let expr):
          expression = expr
        @unknown default:
          nodes.append(standIn(for: unsupported(item, scope, "this item"), named: "item"))
        }
        guard let expression else { continue }
        if let early = expression.as(IfExprSyntax.self), !rest.isEmpty, Self.returnsInEveryBranch(early) {
          return nodes + [ifView(early, scope, otherwise: views(rest, scope))]
        }
        nodes += view(expression, scope)
      }
      return nodes
    }

    /// Whether every branch of an `if … else if …` without a final `else` ends in `return`:
    /// what follows it is its `else`.
    private static func returnsInEveryBranch(_ conditional: IfExprSyntax) -> Bool {
      var current: IfExprSyntax? = conditional
      while let branch = current {
        guard case .stmt(let last)? = branch.body.statements.last?.item, last.is(ReturnStmtSyntax.self) else {
          return false
        }
        switch branch.elseBody {
        case .ifExpr(let nested): current = nested
        case nil: current = nil
        default: return false
        }
      }
      return true
    }

    /// `guard conditions else { … }` before `rest`: the rest where the conditions hold (with
    /// their `let`s bound), else the `else` block's views.
    private func guardView(
      _ early: GuardStmtSyntax, then rest: Slice<CodeBlockItemListSyntax>, _ scope: SwiftScope
    ) -> IsletNode {
      do throws(Unsupported) {
        let (condition, inner) = try conditions(early.conditions, scope)
        return .branches([
          (condition.marked(scope.file.span(of: early.conditions)), views(rest, inner)),
          (nil, views(early.body.statements, scope)),
        ])
      } catch {
        return standIn(for: error, named: "guard")
      }
    }
  }
#endif
