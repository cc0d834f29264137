#if canImport(SwiftParser)
  import IsletFindings
  import IsletLanguage
  import IsletModel
  import SwiftSyntax

  extension SwiftWidgetTranslator {
    /// The sample values of the `#Preview` blocks as the layout's `preview { … }`: the first
    /// `using:` attributes, and every content state of every `#Preview` of this activity as a
    /// named `state "NAME" { … }` (the first is used unless one is named; the preview cycles
    /// through them). A state of a `#Preview` whose `using:` differs from the first's gets its
    /// own `attributes "NAME" { … }`.
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
      guard let preview = previews.first, let using = Self.using(of: preview),
        let stateType = stateDeclaration
      else { return }
      var samples = previews.flatMap { sampleStates(of: $0) }
      guard !samples.isEmpty else { return }
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
          using, of: attributes, fields: attributeFields, SwiftScope(file: preview.file))
        var states: [(name: String, entries: [IsletFragment], attributes: [IsletFragment]?)] = []
        for sample in samples {
          let scope = SwiftScope(file: sample.file)
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
        writer.line(IsletFragment("preview {", from: preview.file.span(of: preview.node)))
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
          TerminalSafe.escape("the #Preview values are left out: islet cannot read \(error.what)"),
          source: error.file.span(of: error.node))
      }
    }

    /// The `using:` attributes of a `#Preview`.
    private static func using(of preview: SwiftDeclarations.Preview) -> ExprSyntax? {
      preview.arguments.first { $0.label?.text == "using" }?.expression
    }

    /// A content state of a `#Preview` and the name islet gives it.
    struct SampleState {
      var name: String
      var expression: ExprSyntax
      var file: SwiftSourceFile
      /// The `using:` attributes of its `#Preview`.
      var using: ExprSyntax
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
          file: preview.file, using: using)
      }
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
      for property in storedProperties(of: type) where !given.contains(property.name) {
        guard let key = fields[property.name], let initial = property.initializer else { continue }
        entries.append(IsletFragment(key + ": ") + (try expression(initial, scope)))
      }
      return entries
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
      if let name, let (file, value) = staticValue(name, of: type) {
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
