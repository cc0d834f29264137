#if canImport(SwiftParser)
  import IsletLanguage
  import SwiftSyntax

  extension SwiftWidgetTranslator {
    /// What `expr` stands for where it is given a declared `type` (a helper view's stored
    /// property, a function's parameter): a style value when the type is a colour, a font or a
    /// shape style (`let tint: Color`; one islet cannot read leaves out the modifiers that use
    /// it), else what `value` reads.
    func value(
      _ expr: ExprSyntax, declared type: TypeSyntax?, _ scope: SwiftScope
    ) throws(Unsupported) -> SwiftValue {
      guard let type, Self.isStyleType(type) else { return try value(expr, scope) }
      do throws(Unsupported) {
        return .style(try styleValue(expr, scope, "`\(expr.trimmedDescription)`"))
      } catch {
        return .notModelled(error.what)
      }
    }

    /// `Color`, `Font`, `Font.Weight`, a gradient, `some ShapeStyle`, `AnyShapeStyle` (or an
    /// optional of one): types a modifier takes as a style value.
    static func isStyleType(_ type: TypeSyntax) -> Bool {
      var name = type.trimmedDescription
      for prefix in ["some ", "any "] where name.hasPrefix(prefix) { name.removeFirst(prefix.count) }
      if name.hasSuffix("?") { name.removeLast() }
      if name.hasPrefix("SwiftUI.") { name.removeFirst("SwiftUI.".count) }
      return styleTypes.contains(name) || name.hasPrefix("Font.") || name.hasSuffix("ShapeStyle")
    }
  }
#endif
