import IsletFindings
import IsletModel
import IsletPlacement

extension LayoutChecker {
  /// Views drawn as their content: `group`, `empty`, `button`, `link`.
  static let containerViewNames = ["group", "empty", "button", "link"]

  /// The items of a view that is drawn as its content, or nil when `call` is another view:
  /// `group { … }` (its modifiers go to each child, as SwiftUI's `Group`), `empty`
  /// (`EmptyView`), `button("Title")` / `button { label }` / `button(intent: …) { label }` (drawn
  /// as the label; the intent is not run), `link("Title", destination: url)` /
  /// `link(destination: url) { label }` (drawn as the label, the destination carried for the
  /// state panel), and `label { title } icon: { icon }` (icon, then title, as `Label` draws them).
  mutating func checkContainerView(_ call: S.ViewCall) -> [P.Item]? {
    let name = call.name
    let span = call.arguments?.last.map { name.span.through($0.value.span) } ?? name.span
    if name.text == "label", call.content != nil { return checkIconLabel(call, at: span) }
    guard Self.containerViewNames.contains(name.text) else { return nil }
    if let extra = call.labeledContent.first {
      report(.wrongArguments, "`\(name.text)` takes no `\(extra.label.text):` block", at: extra.label.span)
    }
    var modifiers = call.modifiers.compactMap { checkModifier($0) }
    switch name.text {
    case "empty":
      if call.arguments?.isEmpty == false || call.content != nil {
        report(.wrongArguments, "`empty` takes no arguments and no content", at: span)
      }
      return []
    case "group":
      guard arguments(call.arguments, of: "group", at: span, [[]]) != nil else { return [] }
      guard let content = call.content else {
        report(.wrongArguments, "`group` needs content: `group { … }`", at: name.span)
        return []
      }
      return Self.applying(modifiers, to: checkViews(content))
    case "button":
      // `intent:` names an App Intent islet does not run: its value is not checked.
      let signatures: [[Parameter]] =
        call.content == nil ? [[.unlabeled]] : [[], [.named("intent", required: true)]]
      guard let matched = arguments(call.arguments, of: "button", at: span, signatures) else { return [] }
      guard let content = call.content else {
        return titleText(matched.values.first ?? nil, of: "button", modifiers: modifiers, at: call.span)
      }
      return Self.applying(modifiers, to: checkViews(content))
    default:
      let signatures: [[Parameter]] =
        call.content == nil
        ? [[.unlabeled, .named("destination", required: true)]] : [[.named("destination", required: true)]]
      guard let matched = arguments(call.arguments, of: "link", at: span, signatures),
        let destination = matched.values.last.flatMap({ $0 })
      else { return [] }
      modifiers.append(.destination(.link, require(destination, .string, what: "`destination`")))
      guard let content = call.content else {
        return titleText(matched.values.first ?? nil, of: "link", modifiers: modifiers, at: call.span)
      }
      return Self.applying(modifiers, to: checkViews(content))
    }
  }

  /// A `button("Title")` or `link("Title", destination:)` drawn as its title.
  private mutating func titleText(
    _ title: S.Expr?, of name: String, modifiers: [P.Modifier], at span: SourceSpan
  ) -> [P.Item] {
    guard let title else { return [] }
    let text = require(title, .string, what: "`\(name)`")
    return [.node(P.Node(kind: .text(text), modifiers: modifiers, span: span))]
  }

  /// `label { title } icon: { icon }`: the icon's views, then the title's, side by side with
  /// the spacing `label(_:symbol:)` has.
  private mutating func checkIconLabel(_ call: S.ViewCall, at span: SourceSpan) -> [P.Item] {
    let title = checkViews(call.content ?? [])
    var icon: [P.Item] = []
    for block in call.labeledContent {
      guard block.label.text == "icon", icon.isEmpty else {
        report(
          .wrongArguments, "`label { … }` takes one `icon: { … }` block", at: block.label.span,
          help: NameSuggestion.help(for: block.label.text, among: ["icon"]))
        continue
      }
      icon = checkViews(block.views)
    }
    if call.labeledContent.isEmpty {
      report(
        .wrongArguments, "`label { … }` needs its icon: `label { text(…) } icon: { symbol(…) }`", at: span,
        help: "or write `label(title, symbol: name)`")
    }
    if call.arguments?.isEmpty == false {
      report(.wrongArguments, "`label { … } icon: { … }` takes no arguments", at: span)
    }
    let modifiers = call.modifiers.compactMap { checkModifier($0) }
    let kind = P.NodeKind.hstack(
      spacing: .constant(.double(PlacementTree.labelSpacing)), alignment: .fixed(.center), icon + title)
    return [.node(P.Node(kind: kind, modifiers: modifiers, span: call.span))]
  }

  /// `items` with `modifiers` added to every view in them (through `if` and `for`).
  static func applying(_ modifiers: [P.Modifier], to items: [P.Item]) -> [P.Item] {
    guard !modifiers.isEmpty else { return items }
    return items.map { item in
      switch item {
      case .node(var node):
        node.modifiers += modifiers
        return .node(node)
      case .conditional(let branches, let otherwise):
        return .conditional(
          branches.map { P.Branch(conditions: $0.conditions, body: applying(modifiers, to: $0.body)) },
          otherwise: otherwise.map { applying(modifiers, to: $0) })
      case .loop(let name, let sequence, let body, let span):
        return .loop(name, sequence, applying(modifiers, to: body), span)
      }
    }
  }
}
