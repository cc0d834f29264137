#if canImport(SwiftParser)
  import SwiftSyntax

  extension SwiftWidgetTranslator {
    /// The size SwiftUI gives a view islet cannot draw, where that size is known or can be
    /// estimated: its stand-in is a box of that size instead of a text of its name.
    struct StandInSize {
      /// The `frame` arguments in points (`maxWidth: .infinity` where SwiftUI fills the width).
      var frame: String
      /// How the size is known, for the warning.
      var source: String
      /// Whether the name fits inside the box.
      var showsName: Bool
    }

    /// The stand-in size of `base` with the modifiers written after it, or nil.
    static func standInSize(_ base: ExprSyntax, modifiers: [FunctionCallExprSyntax]) -> StandInSize? {
      guard let call = base.as(FunctionCallExprSyntax.self),
        let callee = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
      else { return nil }
      switch callee {
      case "ProgressView" where call.arguments.isEmpty && call.trailingClosure == nil:
        // The indeterminate spinner is UIKit's medium activity indicator, 20×20 pt (the size
        // UIActivityIndicatorView gives its small styles; 37×37 is the large one).
        return StandInSize(
          frame: "width: 20, height: 20", source: "the activity indicator's 20×20 pt", showsName: false)
      case "Toggle":
        // The switch is a UISwitch, 51×31 pt; a Toggle spreads its label and switch over the
        // width it is offered.
        return StandInSize(
          frame: "maxWidth: .infinity, height: 31", source: "the width offered, the switch's 31 pt high",
          showsName: true)
      case "Divider" where call.arguments.isEmpty:
        // A hairline across the stack (drawn horizontal, as in a VStack); 1 pt is an estimate.
        return StandInSize(
          frame: "maxWidth: .infinity, height: 1", source: "a 1 pt line across the width (an estimate)",
          showsName: false)
      case "Gauge":
        let style = modifiers.last { Self.calledName($0) == "gaugeStyle" }?.arguments.first?.expression
          .trimmedDescription
        if style == ".accessoryCircular" || style == ".accessoryCircularCapacity" {
          return StandInSize(
            frame: "width: 58, height: 58", source: "58×58 pt (an estimate of the circular gauge)",
            showsName: true)
        }
        // The default style on iOS is a linear bar across the width offered.
        return StandInSize(
          frame: "maxWidth: .infinity, height: 20", source: "the width offered, 20 pt high (an estimate)",
          showsName: true)
      default:
        return nil
      }
    }

    /// `.name(…)`'s name.
    static func calledName(_ call: FunctionCallExprSyntax) -> String? {
      call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
    }
  }
#endif
