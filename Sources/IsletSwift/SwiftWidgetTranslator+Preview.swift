#if canImport(SwiftParser)
  import IsletFindings
  import IsletLanguage
  import IsletModel
  import SwiftSyntax

  extension SwiftWidgetTranslator {
    /// The sample values of the `#Preview` blocks as the layout's `preview { … }`: the first
    /// `using:` attributes, and every content state of every `#Preview` of this activity as a
    /// named `state "NAME" { … }` (the first is used unless one is named; the preview cycles
    /// through them), then those of an Xcode 14 `PreviewProvider`'s `previewContext` calls. A
    /// state whose attributes differ from the first's gets its own `attributes "NAME" { … }`.
    func writePreview(into writer: inout IsletTextWriter) {
      let name = Self.simpleName(attributes.qualifiedName)
      // A preview copied into two targets' files given together is one preview, not two of
      // each sample state.
      var seen: Set<[String]> = []
      let distinct = declarations.previews.filter {
        seen.insert(SwiftActivityChoice.tokens($0.node)).inserted
      }
      let previews = distinct.filter { preview in
        guard let using = Self.using(of: preview) else { return false }
        return using.trimmedDescription.contains(name) || distinct.count == 1
      }
      var samples = previews.flatMap { sampleStates(of: $0) } + previewContextStates()
      guard let first = samples.first, let stateType = stateDeclaration else { return }
      let using = first.using
      var taken: Set<String> = []
      for index in samples.indices {
        var name = samples[index].name
        var number = 2
        while taken.contains(name) {
          name = "\(samples[index].name) \(number)"
          number += 1
        }
        taken.insert(name)
        samples[index].name = name
      }
      do throws(Unsupported) {
        let attributeEntries = try record(
          using, of: attributes, fields: attributeFields, SwiftScope(owner: first.owner, file: first.file))
        var states: [(name: String, entries: [IsletFragment], attributes: [IsletFragment]?)] = []
        for sample in samples {
          let scope = SwiftScope(owner: sample.owner, file: sample.file)
          let entries = try record(sample.expression, of: stateType, fields: stateFields, scope)
          let own =
            sample.using.trimmedDescription == using.trimmedDescription
            ? nil : try record(sample.using, of: attributes, fields: attributeFields, scope)
          let given = Set(((own ?? attributeEntries) + entries).map { String($0.text.prefix { $0 != ":" }) })
          if let missing = requiredFields.subtracting(given).sorted().first {
            throw unsupported(sample.expression, scope, "a value for `\(missing)`")
          }
          states.append((sample.name, entries, own))
        }
        writer.line(IsletFragment("preview {", from: first.file.span(of: first.node)))
        writer.indent()
        writer.line("attributes { " + IsletFragment.joined(attributeEntries, separator: ", ") + " }")
        for state in states {
          writer.line(
            IsletFragment("state \"\(state.name)\" { ") + IsletFragment.joined(state.entries, separator: ", ")
              + " }")
          if let own = state.attributes {
            writer.line(
              IsletFragment("attributes \"\(state.name)\" { ") + IsletFragment.joined(own, separator: ", ")
                + " }")
          }
        }
        writer.outdent()
        writer.line("}")
      } catch {
        sink.report(
          .swiftPreviewNotRead,
          TerminalSafe.escape("the preview values are left out: islet cannot read \(error.what)"),
          source: error.file.span(of: error.node))
      }
    }

    /// The `using:` attributes of a `#Preview`.
    private static func using(of preview: SwiftDeclarations.Preview) -> ExprSyntax? {
      preview.arguments.first { $0.label?.text == "using" }?.expression
    }

    /// A content state of a `#Preview` or a `previewContext` and the name islet gives it.
    struct SampleState {
      var name: String
      var expression: ExprSyntax
      var file: SwiftSourceFile
      /// The `using:` attributes of its `#Preview`, or those `previewContext` is called on.
      var using: ExprSyntax
      /// The `#Preview` or the `previewContext` call.
      var node: Syntax
      /// The preview provider whose static properties the expressions may name.
      var owner: SwiftDeclarations.TypeDeclaration? = nil
    }

    /// The `contentStates:` of a `#Preview`, named by the static property they read
    /// (`.arriving` → `arriving`), else by the preview's title (`Arriving`, `Arriving 2`), else
    /// `state 1`, `state 2`, …; a name already taken gets a number.
    private func sampleStates(of preview: SwiftDeclarations.Preview) -> [SampleState] {
      guard let states = preview.closures.first(where: { $0.label.text == "contentStates" })?.closure,
        let using = Self.using(of: preview)
      else {
        return []
      }
      let expressions = states.statements.compactMap { item -> ExprSyntax? in
        if case .expr(let expr) = item.item { return expr }
        return nil
      }
      let title = preview.arguments.first.flatMap {
        $0.label == nil ? Self.stringLiteral($0.expression) : nil
      }
      return expressions.enumerated().map { index, expr in
        let property =
          expr.as(MemberAccessExprSyntax.self)?.declName.baseName.text
          ?? expr.as(DeclReferenceExprSyntax.self)?.baseName.text
        let numbered = expressions.count > 1 ? " \(index + 1)" : ""
        return SampleState(
          name: property ?? title.map { $0 + numbered } ?? "state \(index + 1)", expression: expr,
          file: preview.file, using: using, node: preview.node)
      }
    }

    /// The states `previewContext` shows for this activity: its attributes name the attributes
    /// type, directly or through a static property of the preview provider. A state shown in
    /// several view kinds (Xcode's template shows one in four) is one sample, named by the
    /// property it reads, else by `.previewDisplayName`, else `state N`.
    private func previewContextStates() -> [SampleState] {
      let name = Self.simpleName(attributes.qualifiedName)
      var seen: Set<[String]> = []
      var samples: [SampleState] = []
      for context in declarations.previewContexts {
        let owner = enclosingType(of: Syntax(context.call))
        let attributesText =
          context.attributes.as(DeclReferenceExprSyntax.self).flatMap { reference in
            owner.flatMap { staticValue(reference.baseName.text, of: $0)?.1.trimmedDescription }
          } ?? context.attributes.trimmedDescription
        guard attributesText.contains(name),
          seen.insert([context.attributes.trimmedDescription, context.state.trimmedDescription]).inserted
        else { continue }
        let property =
          context.state.as(MemberAccessExprSyntax.self)?.declName.baseName.text
          ?? context.state.as(DeclReferenceExprSyntax.self)?.baseName.text
        samples.append(
          SampleState(
            name: property ?? context.title.flatMap(Self.stringLiteral) ?? "state \(samples.count + 1)",
            expression: context.state, file: context.file, using: context.attributes,
            node: Syntax(context.call), owner: owner))
      }
      return samples
    }

    /// `Type(label: value, …)`, `.init(…)` or a static property holding one, as preview entries.
    private func record(
      _ expr: ExprSyntax, of type: SwiftDeclarations.TypeDeclaration, fields: [String: String],
      _ scope: SwiftScope
    ) throws(Unsupported) -> [IsletFragment] {
      var scope = scope
      let call = try initializerCall(expr, of: type, &scope, depth: 0)
      var entries: [IsletFragment] = []
      var given: Set<String> = []
      for argument in call.arguments {
        guard let label = argument.label?.text else {
          throw unsupported(argument, scope, "an unlabelled argument")
        }
        guard let key = fields[label] else { continue }
        given.insert(label)
        let declared = storedProperties(of: type).first { $0.name == label }?.type
        entries.append(
          IsletFragment(key + ": ") + (try previewValue(argument.expression, declared: declared, scope)))
      }
      let labels = call.arguments.map { $0.label?.text }
      for property in storedProperties(of: type) where !given.contains(property.name) {
        guard let key = fields[property.name] else { continue }
        // An initializer's default is what it assigns, over the property's own initial value.
        if let (file, value) = initializerDefault(for: property.name, of: type, labels: labels) {
          var own = scope
          own.file = file
          entries.append(IsletFragment(key + ": ") + (try expression(value, own)))
        } else if let initial = property.initializer {
          entries.append(IsletFragment(key + ": ") + (try expression(initial, scope)))
        }
      }
      return entries
    }

    /// The value an initializer of `type` gives `property` when a call with `labels` leaves it
    /// out: `init(…, message: String = "Hello", …)` whose body sets `self.message = message`.
    private func initializerDefault(
      for property: String, of type: SwiftDeclarations.TypeDeclaration, labels: [String?]
    ) -> (SwiftSourceFile, ExprSyntax)? {
      for (file, members) in declarations.memberLists(of: type) {
        for member in members {
          guard let initializer = member.decl.as(InitializerDeclSyntax.self) else { continue }
          let parameters = initializer.signature.parameterClause.parameters
          guard Self.parameters(parameters, take: labels),
            let parameter = parameters.first(where: { $0.firstName.text == property }),
            let value = parameter.defaultValue?.value
          else { continue }
          let inner = (parameter.secondName ?? parameter.firstName).text
          let assigns = initializer.body?.statements.contains { statement in
            guard let (name, assigned) = Self.assignment(statement) else { return false }
            return name == property && assigned.count == 1
              && assigned.first?.as(DeclReferenceExprSyntax.self)?.baseName.text == inner
          }
          if assigns == true { return (file, value) }
        }
      }
      return nil
    }

    /// A preview value; `.init(…)` for a field whose declared type is a nested struct is that
    /// struct's initializer.
    private func previewValue(
      _ expr: ExprSyntax, declared: TypeSyntax?, _ scope: SwiftScope
    ) throws(Unsupported) -> IsletFragment {
      if let call = expr.as(FunctionCallExprSyntax.self), call.calledExpression.trimmedDescription == ".init",
        let declared
      {
        let name = Self.simpleName(String(declared.trimmedDescription.filter { $0 != "?" && $0 != "!" }))
        if structFields[name] != nil { return try structLiteral(name, call.arguments, scope) }
      }
      return try expression(expr, scope)
    }

    /// The memberwise initializer call an expression stands for, following static properties.
    private func initializerCall(
      _ expr: ExprSyntax, of type: SwiftDeclarations.TypeDeclaration, _ scope: inout SwiftScope, depth: Int
    ) throws(Unsupported) -> FunctionCallExprSyntax {
      guard depth < 8 else { throw unsupported(expr, scope, "`\(expr.trimmedDescription)`") }
      if let call = expr.as(FunctionCallExprSyntax.self) {
        let callee = call.calledExpression.trimmedDescription
        let simple = Self.simpleName(type.qualifiedName)
        if [".init", "Self", "Self.init", "init"].contains(callee) || callee.hasSuffix(simple)
          || callee.hasSuffix(simple + ".init")
        {
          return call
        }
      }
      let name: String?
      if let access = expr.as(MemberAccessExprSyntax.self) {
        name = access.declName.baseName.text
      } else {
        name = expr.as(DeclReferenceExprSyntax.self)?.baseName.text
      }
      if let name,
        let (file, value) = staticValue(name, of: type) ?? scope.owner.flatMap({ staticValue(name, of: $0) })
      {
        scope.file = file
        return try initializerCall(value, of: type, &scope, depth: depth + 1)
      }
      throw unsupported(expr, scope, "`\(expr.trimmedDescription)`")
    }

    /// The value of `static let name = …` or `static var name: T { … }` on `type`.
    private func staticValue(
      _ name: String, of type: SwiftDeclarations.TypeDeclaration
    ) -> (SwiftSourceFile, ExprSyntax)? {
      for (file, members) in declarations.memberLists(of: type) {
        for member in members {
          guard let variable = member.decl.as(VariableDeclSyntax.self),
            variable.modifiers.contains(where: { $0.name.text == "static" })
          else { continue }
          for binding in variable.bindings
          where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
            if let initial = binding.initializer?.value { return (file, initial) }
            if let body = Self.getterBody(binding), body.count == 1, let only = body.first {
              if case .expr(let expr) = only.item { return (file, expr) }
              if case .stmt(let statement) = only.item,
                let returned = statement.as(ReturnStmtSyntax.self)?.expression
              {
                return (file, returned)
              }
            }
          }
        }
      }
      return nil
    }
  }
#endif
