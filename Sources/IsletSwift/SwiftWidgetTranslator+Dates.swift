#if canImport(SwiftParser)
  import IsletLanguage
  import SwiftSyntax

  extension SwiftWidgetTranslator {
    /// The instants Foundation counts a Date's seconds from, as the language writes them.
    static let unixEpoch = #"date("1970-01-01T00:00:00Z")"#
    static let referenceDate = #"date("2001-01-01T00:00:00Z")"#

    /// A Date's seconds since an instant, by the property that reads them.
    static let secondsSince = [
      "timeIntervalSince1970": unixEpoch, "timeIntervalSinceReferenceDate": referenceDate,
      "timeIntervalSinceNow": "now",
    ]

    /// `Date()`, `Date(timeIntervalSinceNow: s)`, `Date(timeIntervalSince1970: s)` (a server's
    /// Unix seconds), `Date(timeIntervalSinceReferenceDate: s)` and `Date(timeInterval: s,
    /// since: d)` as the language's Date arithmetic (`date("1970-01-01T00:00:00Z") + s`); nil
    /// for any other call.
    func dateInitializer(
      _ call: FunctionCallExprSyntax, _ scope: SwiftScope
    ) throws(Unsupported) -> IsletFragment? {
      guard call.calledExpression.trimmedDescription == "Date" else { return nil }
      let arguments = call.arguments
      if arguments.isEmpty { return "now" }
      let labels = arguments.map { $0.label?.text ?? "_" }
      if labels == ["timeInterval", "since"], let seconds = arguments.first, let date = arguments.last {
        return "(" + (try expression(date.expression, scope)) + " + "
          + (try expression(seconds.expression, scope))
          + ")"
      }
      let origins = [
        "timeIntervalSinceNow": "now", "timeIntervalSince1970": Self.unixEpoch,
        "timeIntervalSinceReferenceDate": Self.referenceDate,
      ]
      guard let only = arguments.first, arguments.count == 1, let origin = origins[labels[0]] else {
        return nil
      }
      return IsletFragment("(\(origin) + ") + (try expression(only.expression, scope)) + ")"
    }

    /// `d.timeIntervalSince1970` (and `…SinceReferenceDate`, `…SinceNow`) as `d` minus that
    /// instant; on an optional chain (`end?.timeIntervalSince1970`) mapped over it.
    func secondsSince(
      _ access: MemberAccessExprSyntax, of date: IsletFragment, _ scope: SwiftScope
    ) throws(Unsupported) -> IsletFragment? {
      guard let origin = Self.secondsSince[access.declName.baseName.text] else { return nil }
      guard date.text.hasSuffix("?") else { return "(" + date + IsletFragment(" - \(origin))") }
      guard !inlining.contains("closure") else {
        throw unsupported(access, scope, "`?.\(access.declName.baseName.text)` inside a `map` closure")
      }
      let mapped = "(" + date.droppingLast() + IsletFragment(".map { ($0 - \(origin)) })")
      return Self.chainGoesOn(after: access) ? mapped + "?" : mapped
    }
  }
#endif
