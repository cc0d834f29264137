import IsletModel
import Testing

@testable import IsletPlacement

/// A view's modifiers live out of line (`ViewNodeBox`), with its source span and over-budget
/// reason: a view made without them, with the default ones or with any of them set later is the
/// same value as before the box.
@Suite struct ViewNodeModifiersTests {
  static func bold() -> Modifiers {
    var modifiers = Modifiers()
    modifiers.bold = true
    modifiers.widgetURL = "app://order"
    return modifiers
  }

  @Test func aViewWithoutModifiersReadsTheDefaultsAndEqualsOneGivenThem() {
    let bare = ViewNode(.text("a"))
    let given = ViewNode(.text("a"), modifiers: Modifiers())
    #expect(bare.modifiers == Modifiers())
    #expect(bare == given)
    #expect(bare.hashValue == given.hashValue)
  }

  @Test func modifiersReadBackAsGivenAndTellViewsApart() {
    let node = ViewNode(.text("a"), modifiers: Self.bold())
    #expect(node.modifiers == Self.bold())
    #expect(node != ViewNode(.text("a")))
    #expect(node == ViewNode(.text("a"), modifiers: Self.bold()))
    #expect(node.hashValue == ViewNode(.text("a"), modifiers: Self.bold()).hashValue)
  }

  @Test func settingAModifierChangesOnlyThatCopy() {
    let original = ViewNode(.text("a"), modifiers: Self.bold())
    var changed = original
    changed.modifiers.priority = 2
    changed.modifiers.bold = false
    #expect(original.modifiers == Self.bold())
    #expect(changed.modifiers.priority == 2)
    #expect(!changed.modifiers.bold)
    #expect(changed.modifiers.widgetURL == "app://order")
    var fromBare = ViewNode(.symbol("star"))
    fromBare.modifiers.dim = true
    #expect(fromBare.modifiers.dim)
    #expect(fromBare != ViewNode(.symbol("star")))
  }

  @Test func theSpanAndTheOverBudgetReasonShareTheBoxAndSurviveSettingEachOther() {
    let span = SourceSpan(
      file: "a.islet", start: SourcePosition(line: 1, column: 1), end: SourcePosition(line: 1, column: 5))
    var node = ViewNode(.text("a"), origin: span)
    #expect(node.origin == span)
    #expect(node.modifiers == Modifiers())
    #expect(node == ViewNode(.text("a"), modifiers: Modifiers(), origin: span))
    node.overEvaluationBudget = "over"
    node.modifiers.bold = true
    #expect(node.origin == span)
    #expect(node.overEvaluationBudget == "over")
    #expect(node.modifiers.bold)
    node.origin = nil
    #expect(node.overEvaluationBudget == "over")
    #expect(node.modifiers.bold)
    #expect(node != ViewNode(.text("a"), modifiers: node.modifiers))
    #expect(ViewNode(.text("a")).origin == nil)
    #expect(ViewNode(.text("a")).overEvaluationBudget == nil)
  }

  @Test func kindsCompareByTheirContentsIncludingALayeredView() {
    let layer = ViewLayer(ViewNode(.text("b")), inFront: true)
    let layered = ViewNode(.layered(ViewNode(.text("a"), modifiers: Self.bold()), layers: [layer]))
    #expect(layered == ViewNode(.layered(ViewNode(.text("a"), modifiers: Self.bold()), layers: [layer])))
    #expect(layered != ViewNode(.layered(ViewNode(.text("a")), layers: [layer])))
    guard case .layered(let base, _) = layered.kind else {
      Issue.record("not layered")
      return
    }
    #expect(base.modifiers == Self.bold())
  }
}
