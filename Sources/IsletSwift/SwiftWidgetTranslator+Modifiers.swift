#if canImport(SwiftParser)
  import IsletFindings
  import IsletLanguage
  import IsletModel
  import SwiftSyntax

  extension SwiftWidgetTranslator {
    /// Modifiers that change nothing a text grid can show (links, accessibility, animation).
    static let invisibleModifiers: Set<String> = [
      "widgetURL", "keylineTint", "id", "accessibilityLabel", "accessibilityHidden", "accessibilityValue",
      "accessibilityElement", "contentTransition", "animation", "transition", "invalidatableContent",
      "privacySensitive", "contentMargins", "activitySystemActionForegroundColor",
    ]
    static let fontStyles: Set<String> = [
      "largeTitle", "title", "title2", "title3", "headline", "subheadline", "body", "callout", "footnote",
      "caption",
      "caption2",
    ]
    static let colors: Set<String> = [
      "primary", "black", "white", "gray", "red", "orange", "yellow", "green", "mint", "teal", "cyan", "blue",
      "indigo",
      "purple", "pink", "brown",
    ]

    /// One SwiftUI modifier as islet modifier text (empty when it has no visible effect); what
    /// islet cannot model gets a located warning and is left out.
    func modifier(_ call: FunctionCallExprSyntax, _ scope: SwiftScope) -> IsletFragment {
      guard let access = call.calledExpression.as(MemberAccessExprSyntax.self) else { return "" }
      let name = access.declName.baseName.text
      let span = scope.file.span(of: access.declName)
      do throws(Unsupported) {
        if Self.invisibleModifiers.contains(name) { return "" }
        return try translatedModifier(name, call, scope).marked(span)
      } catch {
        // The whole call is the modifier from its name on, not the view it is chained on.
        var location = error.file.span(of: error.node)
        if error.node.id == Syntax(call).id { location.start = span.start }
        sink.report(
          .swiftUnsupportedModifier,
          TerminalSafe.escape("\(error.what) is not modelled by islet; the view is drawn without it"),
          source: location)
        return ""
      }
    }

    private func translatedModifier(
      _ name: String, _ call: FunctionCallExprSyntax, _ scope: SwiftScope
    ) throws(Unsupported) -> IsletFragment {
      let arguments = Array(call.arguments)
      // Only a warning needs the modifier as text: printing a syntax tree is not free.
      var whole: String { "`.\(name)(\(call.arguments.trimmedDescription))`" }
      func constant() throws(Unsupported) -> String {
        guard arguments.count == 1, arguments[0].label == nil else { throw unsupported(call, scope, whole) }
        let expr = arguments[0].expression
        if let access = expr.as(MemberAccessExprSyntax.self),
          access.base == nil || ["Color", "Font", "Text"].contains(access.base?.trimmedDescription ?? "")
        {
          return access.declName.baseName.text
        }
        throw unsupported(expr, scope, whole)
      }
      switch name {
      case "bold", "italic", "monospacedDigit":
        guard arguments.isEmpty || arguments[0].expression.trimmedDescription == "true" else {
          if arguments[0].expression.trimmedDescription == "false" { return "" }
          throw unsupported(call, scope, whole)
        }
        return IsletFragment("." + name)
      case "fontWeight":
        let weight = try constant()
        return ["semibold", "bold", "heavy", "black"].contains(weight) ? ".bold" : ""
      case "font":
        let style = try constant()
        guard Self.fontStyles.contains(style) else { throw unsupported(call, scope, whole) }
        return IsletFragment(".font(.\(style))")
      case "foregroundStyle", "foregroundColor", "tint":
        let color = try constant()
        if color == "secondary" { return ".dim" }
        guard Self.colors.contains(color) else { throw unsupported(call, scope, whole) }
        return IsletFragment(".color(.\(color))")
      case "lineLimit":
        guard arguments.count == 1, arguments[0].label == nil else { throw unsupported(call, scope, whole) }
        if arguments[0].expression.is(NilLiteralExprSyntax.self) { return "" }
        return ".lineLimit(" + (try expression(arguments[0].expression, scope)) + ")"
      case "truncationMode":
        return IsletFragment(".truncationMode(.\(try constant()))")
      case "layoutPriority":
        guard arguments.count == 1 else { throw unsupported(call, scope, whole) }
        return ".layoutPriority(" + (try expression(arguments[0].expression, scope)) + ")"
      case "padding":
        var parts: [IsletFragment] = []
        for argument in arguments {
          guard argument.label == nil else { throw unsupported(argument, scope, whole) }
          parts.append(try expression(argument.expression, scope))
        }
        return parts.isEmpty ? ".padding" : ".padding(" + IsletFragment.joined(parts, separator: ", ") + ")"
      case "frame":
        var parts: [IsletFragment] = []
        for label in ["width", "maxWidth", "height", "alignment"] {
          guard let argument = arguments.first(where: { $0.label?.text == label }) else { continue }
          parts.append(IsletFragment(label + ": ") + (try expression(argument.expression, scope)))
        }
        if let other = arguments.first(where: {
          !["width", "maxWidth", "height", "alignment"].contains($0.label?.text ?? "")
        }) {
          report(
            .swiftUnsupportedModifier,
            "`\(other.label?.text ?? "_"):` of `.frame` is not modelled by islet; ignored", at: other,
            in: scope.file)
        }
        return parts.isEmpty ? "" : ".frame(" + IsletFragment.joined(parts, separator: ", ") + ")"
      case "dynamicIsland":
        guard arguments.count == 1, arguments[0].label?.text == "verticalPlacement" else {
          throw unsupported(call, scope, whole)
        }
        return ".dynamicIsland(verticalPlacement: " + (try expression(arguments[0].expression, scope)) + ")"
      default:
        throw unsupported(call, scope, whole)
      }
    }
  }
#endif
