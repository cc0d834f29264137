#if canImport(SwiftParser)
  import IsletLanguage
  import SwiftSyntax

  extension SwiftWidgetTranslator {
    /// What one `\(…)` of a string shows, as a value the language interpolates: `\(x)`;
    /// `\(x, format: …)` as `x.formatted(…)`; a Text's `\(x, specifier: "%.1f")` as
    /// `String(format:)`; `\(d, style: .time)` as the time a `time(d)` view writes, and
    /// `\(d, style: .timer)` as the timer's text. The language writes relative, offset and date
    /// styles only as views of their own, so inside a string they are `Unsupported`.
    func interpolated(
      _ segment: ExpressionSegmentSyntax, _ scope: SwiftScope
    ) throws(Unsupported) -> IsletFragment {
      let parts = Array(segment.expressions)
      guard let value = parts.first, value.label == nil else {
        throw unsupported(segment, scope, "this interpolation")
      }
      let subject = try expression(value.expression, scope)
      guard parts.count > 1 else { return subject }
      guard parts.count == 2, let option = parts.last?.expression, let label = parts.last?.label?.text else {
        throw unsupported(segment, scope, "an interpolation with these arguments")
      }
      switch (label, option.as(MemberAccessExprSyntax.self)?.declName.baseName.text) {
      case ("format", _):
        return subject + ".formatted(" + (try formatStyle(option, scope)) + ")"
      case ("specifier", _):
        return "String(format: " + (try expression(option, scope)) + ", " + subject + ")"
      case ("style", "time"):
        return subject + ".formatted(date: .omitted, time: .shortened)"
      case ("style", "timer"):
        // What `timer(d)` writes: the seconds left rounded up, then those past rounded down.
        return "duration((" + subject + " > now ? (" + subject + " - now).rounded(.up) : now - " + subject
          + "))"
      case ("style", let style?):
        throw unsupported(
          segment, scope,
          "a `.\(style)` date inside a string (islet draws it only as a whole `Text(date, style: .\(style))`)"
        )
      default:
        throw unsupported(segment, scope, "an interpolation with `\(label):`")
      }
    }

    /// A `formatted(…)` argument: a `.dateTime` field chain as written (the language reads the
    /// same chains), another style (`.percent`) translated.
    func formatStyle(_ expr: ExprSyntax, _ scope: SwiftScope) throws(Unsupported) -> IsletFragment {
      let text = expr.trimmedDescription
      if text.wholeMatch(of: /\.dateTime(\.[a-z]+\((\.[a-zA-Z]+)?\))*/) != nil { return IsletFragment(text) }
      return try expression(expr, scope)
    }
  }
#endif
