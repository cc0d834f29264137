#if canImport(SwiftParser)
  import IsletLanguage
  import SwiftSyntax

  extension SwiftWidgetTranslator {
    /// What a `let` or `var` in a view builder does to the views after it: it is never a view.
    enum LocalBinding {
      /// Its names bound, each to its value or to what islet cannot model about it (a view
      /// that reads such a name is the stand-in).
      case bound(SwiftScope)
      /// `let x = optional!`: the views after it are shown when the optional has a value, as
      /// `if let x = optional { … }` would show them (where it has none the app traps).
      case unwrapping(condition: IsletFragment, SwiftScope)
    }

    /// The names `variable` declares, bound in `scope`.
    func localBinding(_ variable: VariableDeclSyntax, _ scope: SwiftScope) -> LocalBinding {
      var scope = scope
      for binding in variable.bindings {
        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
          let initial = binding.initializer?.value
        else {
          // `let (a, b) = …`, `let x: Int`: names islet has no value for.
          for token in binding.pattern.tokens(viewMode: .sourceAccurate) {
            guard case .identifier(let name) = token.tokenKind else { continue }
            scope = scope.binding(name, to: .notModelled("`\(name)`"))
          }
          continue
        }
        do throws(Unsupported) {
          scope = scope.binding(name, to: try value(initial, scope))
        } catch {
          if variable.bindings.count == 1, let unwrapped = initial.as(ForceUnwrapExprSyntax.self),
            let optional = try? expression(unwrapped.expression, scope)
          {
            let local = localName(name, avoiding: optional.text)
            return .unwrapping(
              condition: IsletFragment("let \(local) = ") + optional,
              scope.binding(name, to: .expression(IsletFragment(local))))
          }
          scope = scope.binding(name, to: .notModelled("`\(name)` (\(error.what))"))
        }
      }
      return .bound(scope)
    }
  }
#endif
