#if canImport(SwiftParser)
  import IsletFindings
  import IsletLanguage
  import IsletModel
  import SwiftSyntax

  extension SwiftWidgetTranslator {
    /// The presentations of `ActivityConfiguration(for:) { … } dynamicIsland: { … }`.
    func writePresentations(
      _ configuration: SwiftDeclarations.Configuration, into writer: inout IsletTextWriter
    ) {
      let call = configuration.call
      let file = configuration.file
      let owner = enclosingType(of: Syntax(call))
      let lockScreen =
        call.trailingClosure
        ?? call.arguments.first { $0.label?.text == "content" }?.expression.as(ClosureExprSyntax.self)
      let island =
        call.additionalTrailingClosures.first { $0.label.text == "dynamicIsland" }?.closure
        ?? call.arguments.first { $0.label?.text == "dynamicIsland" }?.expression.as(ClosureExprSyntax.self)
      var lockScreenNodes: [IsletNode] = []
      if let lockScreen {
        lockScreenNodes = views(lockScreen.statements, scope(for: lockScreen, owner: owner, file: file))
        presentation("lockScreen", lockScreenNodes, at: file.span(of: lockScreen), into: &writer)
      }
      if let island { writeIsland(island, owner: owner, file: file, into: &writer) }
      let families = configuration.modifiers.first {
        $0.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
          == "supplementalActivityFamilies"
      }
      if let families, families.arguments.trimmedDescription.contains(".small"), let lockScreen {
        presentation("small", lockScreenNodes, at: file.span(of: lockScreen), into: &writer)
      }
    }

    private func presentation(
      _ name: String, _ nodes: [IsletNode], at span: SourceSpan, into writer: inout IsletTextWriter
    ) {
      writer.line(IsletFragment("\(name) {", from: span))
      writer.indent()
      IsletNode.write(nodes, into: &writer)
      writer.outdent()
      writer.line("}")
    }

    /// A closure's scope: its first parameter is the `context`.
    private func scope(
      for closure: ClosureExprSyntax, owner: SwiftDeclarations.TypeDeclaration?, file: SwiftSourceFile
    ) -> SwiftScope {
      var scope = SwiftScope(owner: owner, file: file)
      var name = "$0"
      switch closure.signature?.parameterClause {
      case .simpleInput(let list): name = list.first?.name.text ?? name
      case .parameterClause(let clause):
        name = clause.parameters.first.map { ($0.secondName ?? $0.firstName).text } ?? name
      case nil: break
      @unknown default: break
      }
      scope.names[name] = .context
      return scope
    }

    /// The struct a node is declared in (the widget), for its computed properties.
    func enclosingType(of node: Syntax) -> SwiftDeclarations.TypeDeclaration? {
      var current = node.parent
      while let next = current {
        if next.is(StructDeclSyntax.self) { return declarations.structs.first { $0.node.id == next.id } }
        current = next.parent
      }
      return nil
    }

    /// `DynamicIsland { regions } compactLeading: { … } compactTrailing: { … } minimal: { … }`.
    private func writeIsland(
      _ islandClosure: ClosureExprSyntax, owner: SwiftDeclarations.TypeDeclaration?, file: SwiftSourceFile,
      into writer: inout IsletTextWriter
    ) {
      var scope = scope(for: islandClosure, owner: owner, file: file)
      // `let`s before the `DynamicIsland` (`let end = …`, then `return DynamicIsland { … }`).
      for item in islandClosure.statements.dropLast() {
        guard case .decl(let decl) = item.item, let variable = decl.as(VariableDeclSyntax.self) else {
          continue
        }
        switch localBinding(variable, scope) {
        case .bound(let inner): scope = inner
        case .unwrapping(_, let inner):
          for name in inner.names.keys where scope.names[name] == nil {
            scope.names[name] = .notModelled("`\(name)`, force-unwrapped before the `DynamicIsland`")
          }
        }
      }
      var expr: ExprSyntax? = islandClosure.statements.last.flatMap { item in
        if case .expr(let expr) = item.item { return expr }
        if case .stmt(let statement) = item.item { return statement.as(ReturnStmtSyntax.self)?.expression }
        return nil
      }
      // `.keylineTint(c)` and `.widgetURL(u)` on the island go onto its compact leading views: the
      // language reads the tint from any island view and colours every pill's outline, and lists
      // the URL with the state.
      var keyline = IsletFragment("")
      while let call = expr?.as(FunctionCallExprSyntax.self),
        let access = call.calledExpression.as(MemberAccessExprSyntax.self),
        let base = access.base
      {
        if ["keylineTint", "widgetURL"].contains(access.declName.baseName.text) {
          keyline = modifier(call, scope) + keyline
        } else if !Self.invisibleModifiers.contains(access.declName.baseName.text) {
          report(
            .swiftUnsupportedModifier,
            "`.\(access.declName.baseName.text)` on DynamicIsland is not modelled by islet; ignored",
            at: access.declName, in: file)
        }
        expr = base
      }
      guard let call = expr?.as(FunctionCallExprSyntax.self),
        call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "DynamicIsland"
      else {
        report(
          .swiftUnsupportedView,
          "the dynamicIsland closure does not end in `DynamicIsland { … }`; islet cannot read it",
          at: islandClosure, in: file)
        return
      }
      func closure(_ label: String) -> ClosureExprSyntax? {
        call.additionalTrailingClosures.first { $0.label.text == label }?.closure
          ?? call.arguments.first { $0.label?.text == label }?.expression.as(ClosureExprSyntax.self)
      }
      for name in ["compactLeading", "compactTrailing", "minimal"] {
        guard let body = closure(name) else { continue }
        var nodes = views(body.statements, scope)
        if name == "compactLeading" { nodes = IsletNode.applying(keyline, to: nodes) }
        presentation(name, nodes, at: file.span(of: body), into: &writer)
      }
      guard let expanded = call.trailingClosure ?? closure("expanded") else { return }
      writer.line(IsletFragment("expanded {", from: file.span(of: expanded)))
      writer.indent()
      writeRegions(expanded.statements, scope, into: &writer)
      writer.outdent()
      writer.line("}")
    }

    /// The expanded regions `items` declare: each `DynamicIslandExpandedRegion(…) { … }`, and
    /// those of a function that returns regions (`@DynamicIslandExpandedContentBuilder func
    /// regions(for:) -> DynamicIslandExpandedContent<some View>`), inlined.
    private func writeRegions(
      _ items: CodeBlockItemListSyntax, _ scope: SwiftScope, into writer: inout IsletTextWriter
    ) {
      for item in items {
        let expr: ExprSyntax? =
          switch item.item {
          case .expr(let expr): expr
          case .stmt(let statement): statement.as(ExpressionStmtSyntax.self)?.expression
          default: nil
          }
        guard let region = expr?.as(FunctionCallExprSyntax.self),
          region.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
            == "DynamicIslandExpandedRegion",
          let placement = region.arguments.first?.expression.as(MemberAccessExprSyntax.self)?.declName
            .baseName.text,
          let content = region.trailingClosure
        else {
          if let call = expr?.as(FunctionCallExprSyntax.self), let function = calledFunction(call, scope) {
            do throws(Unsupported) {
              try inline(function, for: call, scope) { (body, inner) throws(Unsupported) in
                writeRegions(body, inner, into: &writer)
              }
            } catch {
              report(
                .swiftUnsupportedView, "\(error.what) is not modelled by islet; left out", at: error.node,
                in: error.file)
              writer.comment("W002 left out: \(error.what)")
            }
            continue
          }
          report(
            .swiftUnsupportedView,
            "only `DynamicIslandExpandedRegion(…) { … }` is read here; this is left out", at: item,
            in: scope.file)
          writer.comment("W002 left out: not a DynamicIslandExpandedRegion")
          continue
        }
        var head = IsletFragment(placement)
        if let priority = region.arguments.first(where: { $0.label?.text == "priority" }) {
          // Only the order of the regions' priorities counts: the largest Double is a large number.
          let written = priority.expression.trimmedDescription
          let number =
            written.hasSuffix("greatestFiniteMagnitude") || written.hasSuffix("infinity")
            ? "1_000_000" : written
          head.append(IsletFragment("(priority: \(number))"))
        }
        writer.line((head + " {").marked(scope.file.span(of: region)))
        writer.indent()
        IsletNode.write(views(content.statements, scope), into: &writer)
        writer.outdent()
        writer.line("}")
      }
    }
  }
#endif
