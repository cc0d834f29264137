#if canImport(SwiftParser)
  import IsletFindings
  import IsletLanguage
  import IsletModel
  import SwiftSyntax

  /// Shapes, images and the modifiers that paint, clip, size and layer them.
  extension SwiftWidgetTranslator {
    /// SwiftUI's shapes and their names in a layout (`RoundedRectangle` takes its radius).
    static let shapeNames: [String: String] = [
      "Circle": "circle", "Capsule": "capsule", "Rectangle": "rectangle", "Ellipse": "ellipse",
      "ContainerRelativeShape": "containerRelativeShape", "RoundedRectangle": "roundedRectangle",
    ]
    /// Views that may hold shapes: `.rotationEffect` on them turns their shapes.
    static let shapeHolders: Set<String> = ["HStack", "VStack", "ZStack", "Group", "ViewThatFits"]
    /// Views an `.overlay(…)` or `.background(…)` argument may be (a colour is a style instead).
    static let layerViews: Set<String> = Set(shapeNames.keys).union([
      "Image", "Text", "Label", "HStack", "VStack", "ZStack", "ProgressView", "Spacer", "AsyncImage",
    ])

    /// A shape or an image as a layout view; nil when `callee` is neither.
    func shapeView(
      _ callee: String, _ call: FunctionCallExprSyntax, _ scope: SwiftScope
    ) throws(Unsupported) -> IsletNode? {
      let span = scope.file.span(of: call)
      func view(_ head: IsletFragment) -> IsletNode {
        .view(head: head.marked(span), children: nil, modifiers: "")
      }
      if let name = Self.shapeNames[callee] {
        // `Capsule(style: .continuous)`: the corner's curve is finer than a cell.
        guard callee == "RoundedRectangle" else { return view(IsletFragment(name)) }
        guard let radius = call.arguments.first(where: { $0.label?.text == "cornerRadius" }) else {
          throw unsupported(call, scope, "`RoundedRectangle` without `cornerRadius:`")
        }
        return view("roundedRectangle(cornerRadius: " + (try expression(radius.expression, scope)) + ")")
      }
      switch callee {
      case "Image":
        // `Image("Avatar")`, `Image(decorative: "Avatar")`, `Image(uiImage: photo)`.
        guard let argument = call.arguments.first,
          call.arguments.count == 1 || argument.label?.text != "uiImage"
        else { throw unsupported(call, scope, "`Image` with these arguments") }
        switch argument.label?.text {
        case nil, "decorative":
          return view("image(" + (try expression(argument.expression, scope)) + ")")
        case "uiImage":
          return view(IsletFragment("image(\(Self.quoted(Self.imageName(argument.expression))))"))
        default:
          throw unsupported(call, scope, "`Image` with these arguments")
        }
      case "AsyncImage":
        // The image it loads is drawn as a box named by its URL, with the modifiers its content
        // closure gives it (`image.resizable()`); the placeholder is left out.
        guard let url = call.arguments.first(where: { $0.label?.text == "url" }) else {
          throw unsupported(call, scope, "`AsyncImage` without `url:`")
        }
        let head = IsletFragment("image(\(Self.quoted(Self.imageName(url.expression))))")
        return .view(head: head.marked(span), children: nil, modifiers: try asyncImageModifiers(call, scope))
      default:
        return nil
      }
    }

    /// What names an image made at run time: the string in it (`UIImage(named: "logo")`,
    /// `URL(string: "https://…")`), else its source without `context.state.` and the like.
    private static func imageName(_ expr: ExprSyntax) -> String {
      if let literal = expr.tokens(viewMode: .sourceAccurate).first(where: { $0.tokenKind.isStringSegment }) {
        return literal.text
      }
      var text = expr.trimmedDescription
      for prefix in ["context.state.", "context.attributes."] where text.hasPrefix(prefix) {
        text.removeFirst(prefix.count)
      }
      return String(text.prefix(32))
    }

    private static func quoted(_ name: String) -> String {
      "\"" + name.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        + "\""
    }

    /// The modifiers `AsyncImage`'s content closure gives its image (`{ image in image.resizable() }`).
    private func asyncImageModifiers(
      _ call: FunctionCallExprSyntax, _ scope: SwiftScope
    ) throws(Unsupported) -> IsletFragment {
      guard let closure = call.trailingClosure, closure.statements.count == 1,
        case .expr(var expr) = closure.statements.first?.item
      else { return "" }
      var calls: [FunctionCallExprSyntax] = []
      while let modifierCall = expr.as(FunctionCallExprSyntax.self),
        let access = modifierCall.calledExpression.as(MemberAccessExprSyntax.self), let base = access.base
      {
        calls.insert(modifierCall, at: 0)
        expr = base
      }
      var modifiers = IsletFragment("")
      for modifierCall in calls { modifiers.append(modifier(modifierCall, scope)) }
      return modifiers
    }

    /// A modifier that paints, clips, sizes or layers a view, as layout text; nil when `name` is
    /// none of them.
    func shapeModifier(
      _ name: String, _ call: FunctionCallExprSyntax, _ scope: SwiftScope, _ whole: String
    ) throws(Unsupported) -> IsletFragment? {
      let arguments = Array(call.arguments)
      func argument(_ label: String?) -> ExprSyntax? {
        arguments.first { $0.label?.text == label }?.expression
      }
      switch name {
      case "fill":
        guard let color = argument(nil) else { return ".fill" }
        return ".fill(" + (try styleValue(color, scope, whole)) + ")"
      case "stroke", "strokeBorder":
        var parts: [IsletFragment] = []
        if let color = argument(nil) { parts.append(try styleValue(color, scope, whole)) }
        if let width = argument("lineWidth") ?? strokeStyleWidth(argument("style")) {
          parts.append("lineWidth: " + (try expression(width, scope)))
        }
        return parts.isEmpty ? ".stroke" : ".stroke(" + IsletFragment.joined(parts, separator: ", ") + ")"
      case "trim":
        var parts: [IsletFragment] = []
        for label in ["from", "to"] {
          if let value = argument(label) {
            parts.append(IsletFragment(label + ": ") + (try expression(value, scope)))
          }
        }
        return ".trim(" + IsletFragment.joined(parts, separator: ", ") + ")"
      case "rotationEffect":
        guard let angle = arguments.first, angle.label == nil else { throw unsupported(call, scope, whole) }
        return ".rotationEffect(" + (try self.angle(angle.expression, scope, whole)) + ")"
      case "clipShape":
        guard let shape = argument(nil) else { throw unsupported(call, scope, whole) }
        return ".clipShape(" + (try clipShape(shape, scope, whole)) + ")"
      case "cornerRadius":
        guard let radius = argument(nil) else { throw unsupported(call, scope, whole) }
        return ".cornerRadius(" + (try expression(radius, scope)) + ")"
      case "progressViewStyle":
        guard let style = argument(nil) else { throw unsupported(call, scope, whole) }
        let text = style.trimmedDescription
        if text.contains("ircular") { return ".progressViewStyle(.circular)" }
        if text.contains("inear") { return ".progressViewStyle(.linear)" }
        throw unsupported(style, scope, whole)
      case "resizable":
        return ".resizable"
      case "scaledToFit", "scaledToFill":
        return IsletFragment("." + name)
      case "aspectRatio":
        guard let mode = argument("contentMode") else { throw unsupported(call, scope, whole) }
        return ".aspectRatio(contentMode: " + (try styleValue(mode, scope, whole)) + ")"
      case "overlay", "background":
        return try layer(name, call, scope, whole)
      default:
        return nil
      }
    }

    /// `.degrees(d)`, `.radians(r)`, `Angle.degrees(d)` or `Angle(degrees: d)` as the layout
    /// writes an angle.
    private func angle(
      _ expr: ExprSyntax, _ scope: SwiftScope, _ whole: String
    ) throws(Unsupported) -> IsletFragment {
      guard let call = expr.as(FunctionCallExprSyntax.self), let value = call.arguments.first,
        call.arguments.count == 1
      else { throw unsupported(expr, scope, whole) }
      let unit: String?
      if let access = call.calledExpression.as(MemberAccessExprSyntax.self),
        access.base == nil || access.base?.trimmedDescription == "Angle", value.label == nil
      {
        unit = access.declName.baseName.text
      } else if call.calledExpression.trimmedDescription == "Angle" {
        unit = value.label?.text
      } else {
        unit = nil
      }
      guard let unit, ["degrees", "radians"].contains(unit) else { throw unsupported(expr, scope, whole) }
      return IsletFragment("." + unit + "(") + (try expression(value.expression, scope)) + ")"
    }

    /// `lineWidth:` of a `StrokeStyle(lineWidth: 4, lineCap: .round)`.
    private func strokeStyleWidth(_ style: ExprSyntax?) -> ExprSyntax? {
      guard let call = style?.as(FunctionCallExprSyntax.self) else { return nil }
      return call.arguments.first { $0.label?.text == "lineWidth" }?.expression
    }

    /// `Circle()`, `.circle`, `RoundedRectangle(cornerRadius: 8)`, `.rect(cornerRadius: 8)` as a
    /// layout's clip shape.
    private func clipShape(
      _ shape: ExprSyntax, _ scope: SwiftScope, _ whole: String
    ) throws(Unsupported) -> IsletFragment {
      if let call = shape.as(FunctionCallExprSyntax.self),
        let type = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
      {
        switch type {
        case "Circle": return ".circle"
        case "Capsule": return ".capsule"
        case "Ellipse": return ".ellipse"
        case "Rectangle": return ".rect"
        case "ContainerRelativeShape": return ".containerRelative"
        case "RoundedRectangle":
          guard let radius = call.arguments.first(where: { $0.label?.text == "cornerRadius" }) else { break }
          return ".rect(cornerRadius: " + (try expression(radius.expression, scope)) + ")"
        default: break
        }
        throw unsupported(shape, scope, whole)
      }
      return try styleValue(shape, scope, whole)
    }

    /// `.overlay { … }`, `.overlay(alignment: .topTrailing) { … }`, `.overlay(Circle().stroke())`,
    /// `.background { … }`, `.background(Capsule().fill(.blue))`, `.background(c, in: shape)`;
    /// nil for a colour background.
    private func layer(
      _ name: String, _ call: FunctionCallExprSyntax, _ scope: SwiftScope, _ whole: String
    ) throws(Unsupported) -> IsletFragment? {
      var views: [IsletNode] = []
      var alignment: ExprSyntax?
      let labels = call.arguments.map { $0.label?.text }
      if name == "background", labels == [nil, "in"], let style = call.arguments.first?.expression {
        // `.background(.blue, in: Capsule())`: a filled shape behind the view is its cells'
        // background colour.
        return ".background(" + (try styleValue(style, scope, whole)) + ")"
      }
      for argument in call.arguments {
        switch argument.label?.text {
        case "alignment": alignment = argument.expression
        case nil where Self.isLayerView(argument.expression): views += view(argument.expression, scope)
        case nil where name == "background" && call.arguments.count == 1 && call.trailingClosure == nil:
          return nil
        default: throw unsupported(argument, scope, whole)
        }
      }
      if let closure = call.trailingClosure { views += self.views(closure.statements, scope) }
      var head = IsletFragment("." + name)
      if let alignment { head = head + "(alignment: " + (try styleValue(alignment, scope, whole)) + ")" }
      return head + " { " + IsletNode.inline(views) + " }"
    }

    /// Whether `expr` is a view (a shape, an image, a stack, with modifiers), not a colour.
    private static func isLayerView(_ expr: ExprSyntax) -> Bool {
      var base = expr
      while let call = base.as(FunctionCallExprSyntax.self),
        let access = call.calledExpression.as(MemberAccessExprSyntax.self), let inner = access.base
      {
        base = inner
      }
      guard let call = base.as(FunctionCallExprSyntax.self),
        let type = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
      else { return false }
      return layerViews.contains(type)
    }
  }

  extension TokenKind {
    fileprivate var isStringSegment: Bool {
      if case .stringSegment = self { return true }
      return false
    }
  }
#endif
