#if canImport(SwiftParser)
  import IsletLanguage
  import SwiftSyntax

  extension SwiftWidgetTranslator {
    /// A function a call names: a method of a type (or of an extension of it), or a function at
    /// the top level of a file.
    struct CalledFunction {
      var owner: SwiftDeclarations.TypeDeclaration?
      var file: SwiftSourceFile
      var node: FunctionDeclSyntax

      var name: String { node.name.text }
    }

    /// The function `call` names whose parameters take its arguments' labels: `f(…)` of the
    /// type being translated or at the top level, `self.f(…)`, `Self.f(…)` or `Type.f(…)`. A
    /// call with a trailing closure names none (closure parameters are not modelled).
    func calledFunction(_ call: FunctionCallExprSyntax, _ scope: SwiftScope) -> CalledFunction? {
      guard call.trailingClosure == nil else { return nil }
      var candidates: [CalledFunction] = []
      if let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text {
        if let owner = scope.owner { candidates += methods(name, of: owner) }
        candidates += (declarations.freeFunctions[name] ?? []).map {
          CalledFunction(owner: nil, file: $0.file, node: $0.node)
        }
      } else if let access = call.calledExpression.as(MemberAccessExprSyntax.self),
        let base = access.base?.as(DeclReferenceExprSyntax.self)?.baseName.text
      {
        let name = access.declName.baseName.text
        if base == "Self" || base == "self", let owner = scope.owner {
          candidates = methods(name, of: owner)
        } else if scope.names[base] == nil, base.first?.isUppercase == true,
          let owner = declarations.type(named: base)
        {
          candidates = methods(name, of: owner)
        }
      }
      let labels = call.arguments.map { $0.label?.text }
      return candidates.first { Self.parameters($0.node.signature.parameterClause.parameters, take: labels) }
    }

    /// The functions named `name` declared in `owner` or an extension of it.
    private func methods(_ name: String, of owner: SwiftDeclarations.TypeDeclaration) -> [CalledFunction] {
      declarations.memberLists(of: owner).flatMap { file, members in
        members.compactMap { member in
          guard let function = member.decl.as(FunctionDeclSyntax.self), function.name.text == name else {
            return nil
          }
          return CalledFunction(owner: owner, file: file, node: function)
        }
      }
    }

    /// Whether arguments with `labels` (nil for none) can be given to `parameters`, each in its
    /// turn, those left out having a default.
    static func parameters(_ parameters: FunctionParameterListSyntax, take labels: [String?]) -> Bool {
      var next = labels.startIndex
      for parameter in parameters {
        if next < labels.endIndex, labels[next] == argumentLabel(parameter) {
          next += 1
        } else if parameter.defaultValue == nil {
          return false
        }
      }
      return next == labels.endIndex
    }

    /// The label a call writes for `parameter`: its first name, nil for `_`.
    static func argumentLabel(_ parameter: FunctionParameterSyntax) -> String? {
      parameter.firstName.tokenKind == .wildcard ? nil : parameter.firstName.text
    }

    /// `function` inlined for `call`: `body` translates its statements in its scope, where an
    /// instance method of the type being translated sees what its caller sees (the stored
    /// properties) and each parameter is bound to its argument or its default.
    func inline<T>(
      _ function: CalledFunction, for call: FunctionCallExprSyntax, _ scope: SwiftScope,
      _ body: (CodeBlockItemListSyntax, SwiftScope) throws(Unsupported) -> T
    ) throws(Unsupported) -> T {
      guard let statements = function.node.body?.statements else {
        throw unsupported(call, scope, "`\(function.name)` without a body")
      }
      let key = "func \(function.owner?.qualifiedName ?? "").\(function.name)"
      guard !inlining.contains(key) else { throw unsupported(call, scope, "a recursive `\(function.name)`") }
      var inner = SwiftScope(owner: function.owner, file: function.file)
      let isStatic = function.node.modifiers.contains { ["static", "class"].contains($0.name.text) }
      if !isStatic, let owner = function.owner, owner.qualifiedName == scope.owner?.qualifiedName {
        inner.names = scope.names
        inner.selfValue = scope.selfValue
      }
      inner = try binding(function.node.signature.parameterClause.parameters, to: call, scope, into: inner)
      inlining.append(key)
      defer { inlining.removeLast() }
      return try body(statements, inner)
    }

    /// `inner` with each of `parameters` bound to the argument `call` gives it (translated in
    /// the caller's `scope`), or to its default (translated where it is declared).
    func binding(
      _ parameters: FunctionParameterListSyntax, to call: FunctionCallExprSyntax, _ scope: SwiftScope,
      into inner: SwiftScope
    ) throws(Unsupported) -> SwiftScope {
      var inner = inner
      let home = SwiftScope(owner: inner.owner, file: inner.file)
      var arguments = call.arguments[...]
      for parameter in parameters {
        let local = (parameter.secondName ?? parameter.firstName).text
        if let argument = arguments.first, argument.label?.text == Self.argumentLabel(parameter) {
          inner = inner.binding(local, to: try value(argument.expression, declared: parameter.type, scope))
          arguments.removeFirst()
        } else if let initial = parameter.defaultValue?.value {
          inner = inner.binding(local, to: try value(initial, declared: parameter.type, home))
        } else {
          throw unsupported(call, scope, "`\(Self.viewName(call.calledExpression))` without `\(local):`")
        }
      }
      if let extra = arguments.first {
        throw unsupported(extra, scope, "the argument `\(extra.trimmedDescription)`")
      }
      return inner
    }
  }
#endif
