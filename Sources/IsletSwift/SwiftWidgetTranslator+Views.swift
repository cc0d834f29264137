#if canImport(SwiftParser)
  import IsletFindings
  import IsletLanguage
  import IsletModel
  import SwiftSyntax

  extension SwiftWidgetTranslator {
    /// One view expression (with its modifiers) as islet views; what islet cannot model
    /// becomes a located warning and a stand-in.
    func view(_ expr: ExprSyntax, _ scope: SwiftScope) -> [IsletNode] {
      if let conditional = expr.as(IfExprSyntax.self) { return [ifView(conditional, scope)] }
      if let sequence = expr.as(SequenceExprSyntax.self), let joined = concatenatedText(sequence, scope) {
        return [joined]
      }
      if let choice = expr.as(SwitchExprSyntax.self) { return [switchView(choice, scope)] }
      var modifierCalls: [FunctionCallExprSyntax] = []
      var base = expr
      while let call = base.as(FunctionCallExprSyntax.self),
        let access = call.calledExpression.as(MemberAccessExprSyntax.self),
        let inner = access.base, !Self.isTypeName(inner), !Self.isSelf(inner),
        Self.optionalMapCall(base) == nil
      {
        modifierCalls.insert(call, at: 0)
        base = inner
      }
      let nodes: [IsletNode]
      // A box of the gauge's size stands for its `.gaugeStyle(…)` too.
      var styleDrawn = false
      do throws(Unsupported) {
        nodes = try baseView(base, scope)
      } catch {
        let name = Self.viewName(base)
        let size = Self.standInSize(base, modifiers: modifierCalls)
        let drawn = size.map { "a box of \($0.source)" } ?? "[\(name)]"
        styleDrawn = size != nil
        report(
          .swiftUnsupportedView, "\(error.what) is not modelled by islet; drawn as \(drawn)", at: error.node,
          in: error.file)
        nodes = [
          .comment("W002 \(error.what) not modelled: a stand-in"),
          Self.standInView(name, size: size, span: scope.file.span(of: base)),
        ]
      }
      var suffix = IsletFragment("")
      let onShape =
        (base.as(FunctionCallExprSyntax.self)?.calledExpression.as(DeclReferenceExprSyntax.self))
        .map { Self.shapeNames[$0.baseName.text] != nil || Self.shapeHolders.contains($0.baseName.text) }
        ?? false
      for call in modifierCalls where !(styleDrawn && Self.calledName(call) == "gaugeStyle") {
        suffix.append(modifier(call, scope, onShape: onShape))
      }
      return IsletNode.applying(suffix.marked(scope.file.span(of: expr)), to: nodes)
    }

    /// `Text(a) + Text(b) + …` as one `text(a + b …)`; nil when the sequence is anything else.
    /// Modifiers on the parts are left out with a warning (islet styles whole texts).
    private func concatenatedText(_ sequence: SequenceExprSyntax, _ scope: SwiftScope) -> IsletNode? {
      var parts: [IsletFragment] = []
      for (index, element) in sequence.elements.enumerated() {
        if index % 2 == 1 {
          guard element.as(BinaryOperatorExprSyntax.self)?.operator.text == "+" else { return nil }
          continue
        }
        var part = element
        while let call = part.as(FunctionCallExprSyntax.self),
          let access = call.calledExpression.as(MemberAccessExprSyntax.self), let base = access.base,
          !Self.isTypeName(base)
        {
          report(
            .swiftUnsupportedModifier,
            "`.\(access.declName.baseName.text)` on part of a concatenated Text is not modelled by islet; left out",
            at: access.declName, in: scope.file)
          part = base
        }
        guard let call = part.as(FunctionCallExprSyntax.self),
          call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Text",
          let only = call.arguments.only(labelled: nil)
        else { return nil }
        do throws(Unsupported) {
          parts.append(try expression(only, scope))
        } catch {
          return standIn(for: error, named: "Text")
        }
      }
      let head = "text(" + IsletFragment.joined(parts, separator: " + ") + ")"
      return .view(head: head.marked(scope.file.span(of: sequence)), children: nil, modifiers: "")
    }

    /// `self`, whose members are the type's (`self.header(…)` is no modifier).
    static func isSelf(_ expr: ExprSyntax) -> Bool {
      expr.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    }

    static func isTypeName(_ expr: ExprSyntax) -> Bool {
      guard let reference = expr.as(DeclReferenceExprSyntax.self) else { return false }
      return reference.baseName.text.first?.isUppercase == true
    }

    static func viewName(_ expr: ExprSyntax) -> String {
      if let call = expr.as(FunctionCallExprSyntax.self) { return viewName(call.calledExpression) }
      let text = expr.trimmedDescription
      let name = text.prefix { $0.isLetter || $0.isNumber || $0 == "." || $0 == "_" }
      return name.isEmpty ? "view" : String(name.prefix(24))
    }

    /// `[Name]` marked `.standIn` (a view of unknown size: its own truncation is not reported and
    /// what does not fit beside it is uncertain), or a box of the size SwiftUI gives the view
    /// (with the name inside when it fits).
    static func standInView(_ name: String, size: StandInSize? = nil, span: SourceSpan) -> IsletNode {
      guard let size else {
        return .view(
          head: IsletFragment("text(\"[\(name)]\")", from: span), children: nil, modifiers: ".standIn")
      }
      let label = size.showsName ? ".overlay { text(\"\(name)\") }" : ""
      return .view(
        head: IsletFragment("rectangle.stroke.frame(\(size.frame))\(label)", from: span), children: nil,
        modifiers: "")
    }

    func standIn(for error: Unsupported, named name: String) -> IsletNode {
      report(
        .swiftUnsupportedView, "\(error.what) is not modelled by islet; drawn as [\(name)]", at: error.node,
        in: error.file)
      return Self.standInView(name, span: error.file.span(of: error.node))
    }

    private func baseView(_ expr: ExprSyntax, _ scope: SwiftScope) throws(Unsupported) -> [IsletNode] {
      let span = scope.file.span(of: expr)
      if let (optional, closure) = Self.optionalMapCall(expr) {
        return try optionalMapView(optional, closure, scope)
      }
      if let name = Self.propertyName(expr) {
        if let owner = scope.owner, let body = getter(name, of: owner) {
          guard !inlining.contains("view \(name)") else {
            throw unsupported(expr, scope, "`\(name)`, which contains itself")
          }
          inlining.append("view \(name)")
          defer { inlining.removeLast() }
          var inner = scope
          inner.file = body.file
          return views(body.items, inner)
        }
        throw unsupported(expr, scope, "`\(name)`")
      }
      if let call = expr.as(FunctionCallExprSyntax.self),
        call.calledExpression.is(MemberAccessExprSyntax.self),
        let function = calledFunction(call, scope)
      {
        return try viewFunction(function, call, scope)
      }
      guard let call = expr.as(FunctionCallExprSyntax.self),
        let callee = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
      else { throw unsupported(expr, scope, "`\(Self.viewName(expr))`") }
      var content: [IsletNode] { call.trailingClosure.map { views($0.statements, scope) } ?? [] }
      switch callee {
      case "Text": return [.view(head: try text(call, scope).marked(span), children: nil, modifiers: "")]
      case "Image" where call.arguments.first?.label?.text == "systemName":
        guard let argument = call.arguments.only(labelled: "systemName") else {
          throw unsupported(expr, scope, "`Image(systemName:)` with these arguments")
        }
        return [
          .view(
            head: ("symbol(" + (try expression(argument, scope)) + ")").marked(span), children: nil,
            modifiers: "")
        ]
      case "Label" where call.trailingClosure != nil || call.arguments.first?.label?.text == "title":
        return [try iconLabel(call, scope)]
      case "Button":
        return try button(call, scope)
      case "Link":
        return [try link(call, scope)]
      case "Label":
        guard call.arguments.count == 2, let title = call.arguments.first, title.label == nil,
          let symbol = call.arguments.last, symbol.label?.text == "systemImage"
        else { throw unsupported(expr, scope, "`Label` other than `Label(_:systemImage:)`") }
        let head =
          "label(" + (try expression(title.expression, scope)) + ", symbol: "
          + (try expression(symbol.expression, scope)) + ")"
        return [.view(head: head.marked(span), children: nil, modifiers: "")]
      case "HStack", "VStack", "ZStack":
        var arguments: [IsletFragment] = []
        for argument in call.arguments {
          guard let label = argument.label?.text, ["alignment", "spacing"].contains(label) else {
            throw unsupported(argument, scope, "this stack argument")
          }
          arguments.append(IsletFragment(label + ": ") + (try expression(argument.expression, scope)))
        }
        let name = callee.lowercased()
        let head =
          IsletFragment(name)
          + (arguments.isEmpty ? "" : "(" + IsletFragment.joined(arguments, separator: ", ") + ")")
        return [.view(head: head.marked(span), children: content, modifiers: "")]
      case "Spacer":
        if let length = call.arguments.only(labelled: "minLength") {
          return [
            .view(
              head: ("spacer(minLength: " + (try expression(length, scope)) + ")").marked(span),
              children: nil, modifiers: "")
          ]
        }
        guard call.arguments.isEmpty else { throw unsupported(expr, scope, "this `Spacer`") }
        return [.view(head: IsletFragment("spacer", from: span), children: nil, modifiers: "")]
      case "ProgressView":
        return [.view(head: try progress(call, scope).marked(span), children: nil, modifiers: "")]
      case "ViewThatFits":
        if !call.arguments.isEmpty {
          report(
            .swiftUnsupportedModifier, "`ViewThatFits(in:)`: islet tries the children in both axes",
            at: call.arguments, in: scope.file)
        }
        return [.view(head: IsletFragment("fits", from: span), children: content, modifiers: "")]
      case "Group" where call.arguments.isEmpty:
        return content
      case "ForEach":
        return [try forEach(call, scope)]
      case "EmptyView":
        return []
      case "AnyView" where call.arguments.count == 1 && call.arguments.first?.label == nil:
        return call.arguments.first.map { view($0.expression, scope) } ?? []
      default:
        if let shape = try shapeView(callee, call, scope) { return [shape] }
        if let helper = declarations.view(named: callee) { return try helperView(helper, call, scope) }
        if let function = calledFunction(call, scope) { return try viewFunction(function, call, scope) }
        throw unsupported(expr, scope, "`\(callee)`")
      }
    }

    /// A name a view may be: `name` or `self.name` (a computed property of the type).
    static func propertyName(_ expr: ExprSyntax) -> String? {
      if let reference = expr.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
      guard let access = expr.as(MemberAccessExprSyntax.self), let base = access.base, isSelf(base) else {
        return nil
      }
      return access.declName.baseName.text
    }

    /// A function returning a view (`func header(title: String) -> some View`, `@ViewBuilder`
    /// or not, a method or at the top level), inlined with its parameters bound.
    private func viewFunction(
      _ function: CalledFunction, _ call: FunctionCallExprSyntax, _ scope: SwiftScope
    ) throws(Unsupported) -> [IsletNode] {
      try inline(function, for: call, scope) { (items, inner) throws(Unsupported) in views(items, inner) }
    }

    /// A `struct V: View` inlined: its stored properties bound to what its initializer sets
    /// (`initializedProperties`), else to the call's arguments (the memberwise initializer), or
    /// their defaults, its environment values, then its `body`.
    private func helperView(
      _ helper: SwiftDeclarations.TypeDeclaration, _ call: FunctionCallExprSyntax, _ scope: SwiftScope
    ) throws(Unsupported) -> [IsletNode] {
      guard !inlining.contains(helper.qualifiedName) else {
        throw unsupported(call, scope, "`\(helper.qualifiedName)`, which contains itself")
      }
      var inner = SwiftScope(owner: helper, file: helper.file)
      let initialized = try initializedProperties(of: helper, call, scope)
      var arguments = initialized == nil ? Array(call.arguments) : []
      for property in storedProperties(of: helper) {
        guard let variable = property.node.parent?.parent?.as(VariableDeclSyntax.self) else { continue }
        if let environment = environmentKey(variable) {
          inner.names[property.name] = environmentValue(environment, at: variable, helper.file)
          continue
        }
        if let value = initialized?[property.name] {
          inner.names[property.name] = value
        } else if let index = arguments.firstIndex(where: { $0.label?.text == property.name }) {
          inner.names[property.name] = try value(arguments[index].expression, declared: property.type, scope)
          arguments.remove(at: index)
        } else if let initial = property.initializer {
          inner.names[property.name] = try value(initial, declared: property.type, inner)
        } else if let closure = call.trailingClosure,
          property.type?.trimmedDescription.contains("View") == true
        {
          _ = closure
          throw unsupported(call, scope, "a helper view that takes content")
        } else if initialized != nil {
          throw unsupported(
            call, scope, "`\(helper.qualifiedName)`, whose initializer leaves `\(property.name)` unset")
        } else {
          throw unsupported(call, scope, "`\(helper.qualifiedName)` without `\(property.name):`")
        }
      }
      if let extra = arguments.first {
        throw unsupported(extra, scope, "the argument `\(extra.trimmedDescription)`")
      }
      guard let body = getter("body", of: helper) else {
        throw unsupported(call, scope, "`\(helper.qualifiedName)` without a `body`")
      }
      inlining.append(helper.qualifiedName)
      defer { inlining.removeLast() }
      inner.file = body.file
      return views(body.items, inner)
    }

    /// `Label { title } icon: { icon }` (or `Label(title: { … }, icon: { … })`): the icon, then
    /// the title, side by side as the layout language's `label { … } icon: { … }` draws them.
    private func iconLabel(
      _ call: FunctionCallExprSyntax, _ scope: SwiftScope
    ) throws(Unsupported) -> IsletNode {
      let title =
        call.trailingClosure
        ?? call.arguments.first { $0.label?.text == "title" }?.expression
        .as(ClosureExprSyntax.self)
      let icon =
        call.additionalTrailingClosures.first { $0.label.text == "icon" }?.closure
        ?? call.arguments.first { $0.label?.text == "icon" }?.expression.as(ClosureExprSyntax.self)
      guard let title, let icon else { throw unsupported(call, scope, "this `Label`") }
      // 8 pt: the spacing `label(_:symbol:)` draws between its symbol and its title.
      let spacing = IsletFragment("hstack(spacing: 8)", from: scope.file.span(of: call))
      return .view(
        head: spacing, children: views(icon.statements, scope) + views(title.statements, scope), modifiers: ""
      )
    }

    /// `Button("Title") { action }`, `Button(action: …) { label }`, `Button { action } label: { label }`,
    /// `Button(intent: …) { label }`: drawn as its label (a terminal cannot be tapped).
    private func button(
      _ call: FunctionCallExprSyntax, _ scope: SwiftScope
    ) throws(Unsupported) -> [IsletNode] {
      let span = scope.file.span(of: call)
      if let title = call.arguments.first, title.label == nil {
        return [
          .view(
            head: ("button(" + (try expression(title.expression, scope)) + ")").marked(span), children: nil,
            modifiers: "")
        ]
      }
      let label =
        call.additionalTrailingClosures.first { $0.label.text == "label" }?.closure
        ?? call.arguments.first { $0.label?.text == "label" }?.expression.as(ClosureExprSyntax.self)
        ?? (call.arguments.contains { ["action", "intent"].contains($0.label?.text) }
          ? call.trailingClosure : nil)
      guard let label else { throw unsupported(call, scope, "this `Button`") }
      return [
        .view(
          head: IsletFragment("button", from: span), children: views(label.statements, scope), modifiers: "")
      ]
    }

    /// `Link(destination: url) { label }` or `Link("Title", destination: url)`: drawn as its
    /// label, the destination listed with the state.
    private func link(_ call: FunctionCallExprSyntax, _ scope: SwiftScope) throws(Unsupported) -> IsletNode {
      guard let destination = call.arguments.first(where: { $0.label?.text == "destination" }) else {
        throw unsupported(call, scope, "this `Link`")
      }
      let url = IsletFragment("destination: ") + (try expression(destination.expression, scope))
      let span = scope.file.span(of: call)
      if let title = call.arguments.first, title.label == nil {
        return .view(
          head: ("link(" + (try expression(title.expression, scope)) + ", " + url + ")").marked(span),
          children: nil,
          modifiers: "")
      }
      guard let label = call.trailingClosure else { throw unsupported(call, scope, "this `Link`") }
      return .view(
        head: ("link(" + url + ")").marked(span), children: views(label.statements, scope), modifiers: "")
    }

    /// `\.activityFamily` for `@Environment(\.activityFamily) var family`.
    private func environmentKey(_ variable: VariableDeclSyntax) -> String? {
      for attribute in variable.attributes {
        guard let attribute = attribute.as(AttributeSyntax.self),
          attribute.attributeName.trimmedDescription == "Environment",
          case .argumentList(let list) = attribute.arguments,
          let path = list.first?.expression.as(KeyPathExprSyntax.self)
        else { continue }
        return path.components.last?.component.as(KeyPathPropertyComponentSyntax.self)?.declName.baseName.text
      }
      return nil
    }

    /// The layout language's environment values by the SwiftUI key they stand for.
    static let environmentValues = [
      "activityFamily": "family", "isDynamicIslandLimitedInWidth": "limitedWidth",
      "colorScheme": "colorScheme",
      "isLuminanceReduced": "isLuminanceReduced", "isActivityFullscreen": "isActivityFullscreen",
    ]

    private func environmentValue(
      _ key: String, at node: VariableDeclSyntax, _ file: SwiftSourceFile
    ) -> SwiftValue {
      if let name = Self.environmentValues[key] {
        return .expression(IsletFragment(name, from: file.span(of: node)))
      }
      report(
        .swiftUnsupportedEnvironment, "islet has no `\(key)`; views that read it show a stand-in", at: node,
        in: file)
      return .notModelled("the environment value `\(key)`")
    }

    /// `Text(…)`: a string, a date in a style, or a timer interval.
    private func text(
      _ call: FunctionCallExprSyntax, _ scope: SwiftScope
    ) throws(Unsupported) -> IsletFragment {
      let arguments = Array(call.arguments)
      if arguments.count == 1, arguments[0].label == nil || arguments[0].label?.text == "verbatim" {
        return "text(" + (try expression(arguments[0].expression, scope)) + ")"
      }
      if arguments.count == 2, arguments[0].label == nil, arguments[1].label?.text == "format",
        let function = Self.numberStyles[arguments[1].expression.trimmedDescription]
      {
        return IsletFragment("text(\(function)(") + (try expression(arguments[0].expression, scope)) + "))"
      }
      if arguments.count == 2, arguments[0].label == nil, arguments[1].label?.text == "style",
        let style = arguments[1].expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
        ["timer", "relative", "offset", "time", "date"].contains(style)
      {
        return IsletFragment(style + "(") + (try expression(arguments[0].expression, scope)) + ")"
      }
      if let interval = arguments.first, interval.label?.text == "timerInterval" {
        let others = arguments.dropFirst().map { $0.label?.text ?? "" }
        guard others.allSatisfy({ ["pauseTime", "countsDown", "showsHours"].contains($0) }) else {
          throw unsupported(call, scope, "this `Text(timerInterval:…)`")
        }
        return "timer(interval: " + (try self.interval(interval.expression, countsDown: arguments, scope))
          + ")"
      }
      throw unsupported(call, scope, "`Text` with these arguments")
    }

    /// `ProgressView(value:total:)` or `ProgressView(timerInterval:countsDown:)`.
    private func progress(
      _ call: FunctionCallExprSyntax, _ scope: SwiftScope
    ) throws(Unsupported) -> IsletFragment {
      let labels = call.arguments.map { $0.label?.text ?? "_" }
      if labels == ["value"] || labels == ["value", "total"] {
        var parts: [IsletFragment] = []
        for argument in call.arguments {
          parts.append(
            IsletFragment((argument.label?.text ?? "") + ": ") + (try expression(argument.expression, scope)))
        }
        return "progress(" + IsletFragment.joined(parts, separator: ", ") + ")"
      }
      if labels.first == "timerInterval", labels.dropFirst().allSatisfy({ $0 == "countsDown" }),
        let interval = call.arguments.first
      {
        let bounds = try self.interval(interval.expression, countsDown: Array(call.arguments), scope)
        return "progress(timerInterval: " + bounds + ")"
      }
      throw unsupported(call, scope, "`ProgressView` with these arguments")
    }

    /// `a...b` as the language's interval `a...b`, with the call's `countsDown:` argument when
    /// it has one.
    private func interval(
      _ expr: ExprSyntax, countsDown arguments: [LabeledExprSyntax], _ scope: SwiftScope
    ) throws(Unsupported) -> IsletFragment {
      let (lower, upper) = try range(expr, scope)
      var bounds = lower + "..." + upper
      if let pause = arguments.first(where: { $0.label?.text == "pauseTime" }) {
        bounds.append(", pauseTime: " + (try expression(pause.expression, scope)))
      }
      guard let countsDown = arguments.first(where: { $0.label?.text == "countsDown" }) else { return bounds }
      return bounds + ", countsDown: " + (try expression(countsDown.expression, scope))
    }

    /// `a...b` as its two bounds; any other range value (a `ClosedRange<Date>` field) through
    /// `lowerBound` and `upperBound`.
    private func range(
      _ expr: ExprSyntax, _ scope: SwiftScope
    ) throws(Unsupported) -> (IsletFragment, IsletFragment) {
      if let (lower, upper, _) = Self.rangeBounds(expr) {
        return (try expression(lower, scope), try expression(upper, scope))
      }
      let value = try expression(expr, scope)
      return (value + ".lowerBound", value + ".upperBound")
    }

    /// The bounds of a written range `a...b` / `a..<b`, and whether it is closed.
    static func rangeBounds(_ expr: ExprSyntax) -> (ExprSyntax, ExprSyntax, closed: Bool)? {
      guard let sequence = expr.as(SequenceExprSyntax.self), sequence.elements.count == 3,
        let op = sequence.elements.dropFirst().first?.as(BinaryOperatorExprSyntax.self),
        ["...", "..<"].contains(op.operator.text),
        let lower = sequence.elements.first, let upper = sequence.elements.last
      else { return nil }
      return (lower, upper, op.operator.text == "...")
    }

    /// `ForEach(xs, id: \.self) { x in … }`, `ForEach(xs) { x in … }` or `ForEach(0..<n, id: \.self)`
    /// as `for x in xs { … }`; the `id:` does not change what is drawn.
    private func forEach(_ call: FunctionCallExprSyntax, _ scope: SwiftScope) throws(Unsupported) -> IsletNode
    {
      let arguments = Array(call.arguments)
      guard let data = arguments.first, data.label == nil,
        arguments.dropFirst().allSatisfy({ $0.label?.text == "id" }), let closure = call.trailingClosure
      else { throw unsupported(call, scope, "this `ForEach`") }
      let sequence: IsletFragment
      if let (lower, upper, closed) = Self.rangeBounds(data.expression) {
        sequence =
          "(" + (try expression(lower, scope)) + ")" + IsletFragment(closed ? "..." : "..<") + "("
          + (try expression(upper, scope)) + ")"
      } else {
        sequence = try expression(data.expression, scope)
      }
      let parameter: String
      switch closure.signature?.parameterClause {
      case .simpleInput(let names) where names.count == 1: parameter = names.first!.name.text
      case .parameterClause(let clause) where clause.parameters.count == 1:
        parameter = (clause.parameters.first!.secondName ?? clause.parameters.first!.firstName).text
      case nil: parameter = "$0"
      default: throw unsupported(closure, scope, "a `ForEach` closure with several parameters")
      }
      let local = localName(parameter == "$0" ? "element" : parameter, avoiding: "")
      let body = views(closure.statements, scope.binding(parameter, to: .expression(IsletFragment(local))))
      return .loop(
        head: IsletFragment("for \(local) in ", from: scope.file.span(of: call)) + sequence, body: body)
    }

    /// `if … { views } else if … { views } else { views }`; `otherwise` is the final `else` of
    /// a chain without one.
    func ifView(_ conditional: IfExprSyntax, _ scope: SwiftScope, otherwise: [IsletNode]? = nil) -> IsletNode
    {
      var branches: [(condition: IsletFragment?, body: [IsletNode])] = []
      var current: IfExprSyntax? = conditional
      while let branch = current {
        do throws(Unsupported) {
          let (condition, inner) = try conditions(branch.conditions, scope)
          branches.append(
            (condition.marked(scope.file.span(of: branch.conditions)), views(branch.body.statements, inner)))
        } catch {
          return standIn(for: error, named: "if")
        }
        current = nil
        switch branch.elseBody {
        case .ifExpr(let nested): current = nested
        case .codeBlock(let block): branches.append((nil, views(block.statements, scope)))
        case nil: if let otherwise { branches.append((nil, otherwise)) }
        @unknown default: break
        }
      }
      return .branches(branches)
    }

    /// An `if` condition list: expressions and `let` bindings, joined by `,` as islet does.
    func conditions(
      _ list: ConditionElementListSyntax, _ scope: SwiftScope
    ) throws(Unsupported) -> (IsletFragment, SwiftScope) {
      var scope = scope
      var parts: [IsletFragment] = []
      for element in list {
        switch element.condition {
        case .expression(let expr):
          parts.append(try expression(expr, scope))
        case .optionalBinding(let binding):
          guard binding.bindingSpecifier.text == "let",
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
          else { throw unsupported(binding, scope, "this binding") }
          let bound = try expression(
            binding.initializer?.value ?? ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier(name))),
            scope)
          let local = localName(name, avoiding: bound.text)
          parts.append(IsletFragment("let \(local) = ") + bound)
          scope = scope.binding(name, to: .expression(IsletFragment(local)))
        case .availability:
          // `#available(iOS 17, *)`: islet previews the newest system, where it holds.
          continue
        case .matchingPattern(let match):
          // `if case .boarding = phase`: a comparison, as islet's `if case` is.
          guard let pattern = match.pattern.as(ExpressionPatternSyntax.self) else {
            throw unsupported(match, scope, "this `if case` pattern")
          }
          parts.append(
            IsletFragment("case ") + (try expression(pattern.expression, scope)) + " = "
              + (try expression(match.initializer.value, scope)))
        default:
          throw unsupported(element, scope, "this condition")
        }
      }
      return (parts.isEmpty ? "true" : IsletFragment.joined(parts, separator: ", "), scope)
    }

    /// A name for an `if let` local that does not hide a field the branch may still read.
    func localName(_ name: String, avoiding bound: String) -> String {
      let taken = Set(stateFields.values).union(attributeFields.values).union([
        "isStale", "limitedWidth", "family", "now",
      ])
      var local = name
      while taken.contains(local) && local != bound { local += "Value" }
      return local
    }

    /// `switch x { case .a: views … default: views }` as `if x == .a { … } else …`.
    private func switchView(_ choice: SwitchExprSyntax, _ scope: SwiftScope) -> IsletNode {
      do throws(Unsupported) {
        let subject = try expression(choice.subject, scope)
        var branches: [(condition: IsletFragment?, body: [IsletNode])] = []
        for element in choice.cases {
          guard let arm = element.as(SwitchCaseSyntax.self) else {
            throw unsupported(element, scope, "`#if` in a switch")
          }
          let body = views(arm.statements, scope)
          switch arm.label {
          case .default:
            branches.append((nil, body))
          case .case(let label):
            var tests: [IsletFragment] = []
            for item in label.caseItems {
              let pattern = try casePattern(item, scope)
              tests.append(subject + IsletFragment(" == ", from: scope.file.span(of: item)) + pattern)
            }
            branches.append((IsletFragment.joined(tests, separator: " || "), body))
          @unknown default:
            throw unsupported(arm, scope, "this case")
          }
        }
        if let last = branches.indices.last, branches.count > 1, branches[last].condition != nil {
          // An exhaustive switch: the last case is what remains.
          branches[last].condition = nil
        }
        return .branches(branches)
      } catch {
        return standIn(for: error, named: "switch")
      }
    }
  }

  extension LabeledExprListSyntax {
    /// The expression of the only argument when it has this label.
    func only(labelled label: String?) -> ExprSyntax? {
      guard count == 1, let first, first.label?.text == label else { return nil }
      return first.expression
    }
  }
#endif
