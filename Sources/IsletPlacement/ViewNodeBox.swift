import IsletModel

/// A view's modifiers kept out of line, with the two notes the layout evaluator gives a view
/// beside them: its source span and why it was over the evaluation budget. `Modifiers` is about
/// 300 bytes with two strings, and a `ViewNode` holding them inline copied them whole
/// (retaining the strings) every time a node was copied into a stack's children, a layer or a
/// placement tree's builder; the span and the reason inline cost a retain and a release each
/// whenever a node was copied or freed. Boxed, a node is a few words and copies with one
/// retain. Immutable: setting any of the three boxes anew.
@usableFromInline final class ViewNodeBox: Sendable {
  let modifiers: Modifiers
  let origin: SourceSpan?
  let overEvaluationBudget: String?

  /// The box of a view with no modifiers, span or over-budget reason, shared.
  @usableFromInline static let empty = ViewNodeBox(Modifiers(), origin: nil)

  @usableFromInline init(_ modifiers: Modifiers, origin: SourceSpan?, overEvaluationBudget: String? = nil) {
    self.modifiers = modifiers
    self.origin = origin
    self.overEvaluationBudget = overEvaluationBudget
  }
}
