#if canImport(SwiftParser)
  import IsletFindings
  import IsletLanguage
  import IsletModel
  import SwiftSyntax

  extension SwiftWidgetTranslator {
    /// Modifiers that change nothing a text grid can show (links, accessibility, animation).
    static let invisibleModifiers: Set<String> = [
      "id", "accessibilityLabel", "accessibilityHidden", "accessibilityValue",
      "accessibilityElement", "contentTransition", "animation", "transition", "invalidatableContent",
      "privacySensitive", "contentMargins",
    ]
    /// Modifiers whose one argument is a colour, a font or another style value, written in
    /// islet as in SwiftUI.
    static let styleModifiers: Set<String> = [
      "tint", "background", "activityBackgroundTint", "activitySystemActionForegroundColor", "keylineTint",
      "font", "fontWeight", "textCase", "multilineTextAlignment",
    ]
    /// Text attributes switched on by `.name()` or `.name(true)`.
    static let flagModifiers: Set<String> = [
      "bold", "italic", "monospacedDigit", "monospaced", "underline", "strikethrough", "hidden",
    ]
    /// Hierarchical styles islet draws dim.
    static let secondaryStyles: Set<String> = ["secondary", "tertiary", "quaternary"]

    /// One SwiftUI modifier as islet modifier text (empty when it has no visible effect); what
    /// islet cannot model gets a located warning and is left out. `onShape`: the view it is
    /// chained on is a shape or may hold shapes (which islet can turn).
    func modifier(_ call: FunctionCallExprSyntax, _ scope: SwiftScope, onShape: Bool = false) -> IsletFragment
    {
      guard let access = call.calledExpression.as(MemberAccessExprSyntax.self) else { return "" }
      let name = access.declName.baseName.text
      let span = scope.file.span(of: access.declName)
      do throws(Unsupported) {
        if Self.invisibleModifiers.contains(name) { return "" }
        return try translatedModifier(name, call, scope, onShape: onShape).marked(span)
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
      _ name: String, _ call: FunctionCallExprSyntax, _ scope: SwiftScope, onShape: Bool
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
      func single() throws(Unsupported) -> ExprSyntax {
        guard arguments.count == 1, arguments[0].label == nil else { throw unsupported(call, scope, whole) }
        return arguments[0].expression
      }
      if Self.flagModifiers.contains(name) {
        // `.underline(true, color: .red)` keeps its line and leaves the colour out.
        let first = arguments.first.map { $0.label == nil ? $0.expression.trimmedDescription : "true" }
        guard arguments.count <= 1 || name == "underline" || name == "strikethrough" else {
          throw unsupported(call, scope, whole)
        }
        switch first {
        case nil, "true": return IsletFragment("." + name)
        case "false": return ""
        default: throw unsupported(call, scope, whole)
        }
      }
      if name == "rotationEffect" && !onShape {
        throw unsupported(call, scope, whole + " on a view that holds no shape")
      }
      if let shaped = try shapeModifier(name, call, scope, whole) { return shaped }
      if Self.styleModifiers.contains(name) {
        let value = try single()
        return "." + IsletFragment(name) + "(" + (try styleValue(value, scope, whole)) + ")"
      }
      switch name {
      case "foregroundStyle", "foregroundColor":
        let value = try single()
        if let access = value.as(MemberAccessExprSyntax.self), access.base == nil,
          Self.secondaryStyles.contains(access.declName.baseName.text)
        {
          return ".dim"
        }
        return ".color(" + (try styleValue(value, scope, whole)) + ")"
      case "opacity", "minimumScaleFactor", "widgetURL":
        return "." + IsletFragment(name) + "(" + (try expression(try single(), scope)) + ")"
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
