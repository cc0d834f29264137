import IsletCanvas
import IsletDevices
import IsletFindings
import IsletModel
import IsletPlacement

extension LayoutChecker {
  /// The baselines align the first or last lines of text; as every line is a row, the views
  /// then line up by their first or last rows: their tops or bottoms.
  static let verticalAlignments: [(String, VerticalAlignment)] = [
    ("top", .top), ("center", .center), ("bottom", .bottom), ("firstTextBaseline", .top),
    ("lastTextBaseline", .bottom),
  ]
  static let horizontalAlignments: [(String, HorizontalAlignment)] = [
    ("leading", .leading), ("center", .center), ("trailing", .trailing),
  ]
  static let alignments: [(String, Alignment)] = [
    ("center", .center), ("leading", .leading), ("trailing", .trailing), ("top", .top), ("bottom", .bottom),
    ("topLeading", .topLeading), ("topTrailing", .topTrailing), ("bottomLeading", .bottomLeading),
    ("bottomTrailing", .bottomTrailing),
  ]
  static let edges: [(String, P.Edges)] = [
    ("all", .all), ("horizontal", .horizontal), ("vertical", .vertical), ("top", .top), ("leading", .leading),
    ("bottom", .bottom), ("trailing", .trailing),
  ]
  /// Modifiers that take no argument, and what each sets.
  static let flagModifiers: [(String, P.Modifier)] = [
    ("bold", .bold), ("dim", .dim), ("italic", .italic), ("underline", .underline),
    ("strikethrough", .strikethrough), ("monospacedDigit", .monospacedDigit), ("monospaced", .monospaced),
    ("hidden", .hidden), ("standIn", .standIn),
  ]
  /// SwiftUI modifiers real activities use that change nothing a still text grid shows
  /// (animation, accessibility, identity, margins the system applies): accepted, arguments and
  /// all, with no effect.
  static let inertModifiers: Set<String> = [
    "contentMargins", "supplementalActivityFamilies", "contentTransition", "animation", "transition", "id",
    "accessibilityLabel", "accessibilityHidden", "accessibilityValue", "accessibilityHint",
    "accessibilityElement", "accessibilityAddTraits", "accessibilityIdentifier", "privacySensitive",
    "invalidatableContent", "widgetAccentable", "unredacted", "symbolEffect", "symbolRenderingMode",
    "contentShape", "allowsHitTesting", "buttonStyle", "labelStyle", "imageScale", "environment",
  ]
  /// Modifiers that take one colour.
  static let colorModifierNames = [
    "color", "foregroundStyle", "foregroundColor", "tint", "background", "activityBackgroundTint",
    "activitySystemActionForegroundColor", "keylineTint",
  ]

  /// What the colour modifier `name` sets to `color`.
  private static func colorModifier(_ name: String, _ color: P.ColorExpr) -> P.Modifier {
    switch name {
    case "tint": .tint(color)
    case "background": .background(color)
    case "activityBackgroundTint": .activityBackgroundTint(color)
    case "activitySystemActionForegroundColor": .systemActionForegroundColor(color)
    case "keylineTint": .keylineTint(color)
    default: .color(color)
    }
  }

  mutating func checkModifier(_ modifier: S.ModifierCall) -> P.Modifier? {
    let name = modifier.name.text
    let span = modifier.span
    if name == "overlay" || (name == "background" && modifier.content != nil) { return checkLayer(modifier) }
    if modifier.content != nil {
      report(.wrongArguments, "`.\(TerminalSafe.escape(name))` takes no content block", at: span)
      return nil
    }
    if Self.shapeModifierNames.contains(name) { return checkShapeModifier(modifier) }
    if let style = FontStyle(rawValue: name) {
      return arguments(modifier.arguments, of: name, at: span, [[]]).map { _ in
        .font(.fixed(P.Font(style: style)))
      }
    }
    if let flag = Self.flagModifiers.first(where: { $0.0 == name })?.1 {
      return arguments(modifier.arguments, of: name, at: span, [[]]).map { _ in flag }
    }
    if Self.inertModifiers.contains(name) { return nil }
    if Self.colorModifierNames.contains(name) {
      guard let value = single(modifier) else { return nil }
      return checkColor(value).map { Self.colorModifier(name, $0) }
    }
    switch name {
    case "font":
      return single(modifier).flatMap { choice($0) { $0.checkFont($1) } }.map { .font($0) }
    case "fontWeight":
      return single(modifier).flatMap { namedChoice($0, TextWeight.self, what: "a font weight") }.map {
        .weight($0)
      }
    case "textCase":
      let cases: [(String, TextCase)] = [("uppercase", .uppercase), ("lowercase", .lowercase)]
      return single(modifier).flatMap { value in
        choice(value) { checker, expr in
          expr.kind.isIdentifier("nil") ? .asWritten : checker.constant(expr, cases, what: "a text case")
        }
      }.map { .textCase($0) }
    case "multilineTextAlignment":
      return single(modifier).flatMap { value in
        choice(value) { $0.constant($1, Self.horizontalAlignments, what: "a text alignment") }
      }.map { .multilineAlignment($0) }
    case "truncation", "truncationMode":
      return single(modifier).flatMap { namedConstant($0, TruncationMode.self, what: "a truncation mode") }
        .map { .truncation($0) }
    case "opacity":
      return single(modifier).map { .opacity(requireNumber($0, what: "`opacity`")) }
    case "widgetURL":
      return single(modifier).map { .destination(.widgetURL, require($0, .string, what: "`widgetURL`")) }
    case "minimumScaleFactor":
      guard let value = single(modifier) else { return nil }
      if let number = Self.numberLiteral(value), !(number > 0 && number <= 1) {
        report(.invalidValue, "a minimum scale factor is above 0 and at most 1", at: value.span)
      }
      return .minimumScaleFactor(requireNumber(value, what: "`minimumScaleFactor`"))
    case "lineLimit":
      guard let value = single(modifier) else { return nil }
      if let number = Self.numberLiteral(value), number < 1 {
        report(.invalidValue, "a line limit is at least 1", at: value.span)
      }
      return .lineLimit(require(value, .int, what: "`lineLimit`"))
    case "priority", "layoutPriority":
      return single(modifier).map { .priority(requireNumber($0, what: "`\(name)`")) }
    case "dynamicIsland":
      return checkVerticalPlacement(modifier)
    case "frame":
      return checkFrame(modifier)
    case "padding":
      return checkPadding(modifier)
    default:
      report(
        .unknownModifier, "unknown modifier \(Self.quote(name))", at: modifier.name.span,
        help: NameSuggestion.help(for: name, among: Self.modifierNames))
      return nil
    }
  }

  /// The one unlabeled argument of `modifier`, reporting anything else.
  private mutating func single(_ modifier: S.ModifierCall) -> S.Expr? {
    arguments(modifier.arguments, of: modifier.name.text, at: modifier.span, [[.unlabeled]])?.values[0]
  }

  /// A value that may be chosen at render time: `cond ? a : b` (nesting), each side checked by
  /// `check`.
  mutating func choice<T>(
    _ expr: S.Expr, _ check: (inout LayoutChecker, S.Expr) -> T?
  ) -> P.Choice<T>? {
    guard case .ternary(let condition, let whenTrue, let whenFalse) = expr.kind else {
      return check(&self, expr).map { .fixed($0) }
    }
    let test = require(condition, .bool, what: "a condition")
    guard let first = choice(whenTrue, check), let second = choice(whenFalse, check) else { return nil }
    return .choice(test, first, second)
  }

  /// A constant named by an enum's raw values (`.orange`, `.caption`).
  private mutating func namedConstant<T: RawRepresentable & CaseIterable>(
    _ expr: S.Expr, _ type: T.Type, what: String
  ) -> T? where T.RawValue == String {
    constant(expr, T.allCases.map { ($0.rawValue, $0) }, what: what)
  }

  /// `namedConstant`, or a choice between such constants.
  private mutating func namedChoice<T: RawRepresentable & CaseIterable & Sendable>(
    _ expr: S.Expr, _ type: T.Type, what: String
  ) -> P.Choice<T>? where T.RawValue == String {
    choice(expr) { $0.namedConstant($1, T.self, what: what) }
  }

  /// `.caption`, `.system(size: 17, weight: .semibold, design: .rounded)`, `.system(.caption)`,
  /// `Font.caption`, and either with `.bold()`, `.weight(.heavy)`, `.italic()`,
  /// `.monospaced()` or `.monospacedDigit()` after it.
  private mutating func checkFont(_ expr: S.Expr) -> P.Font? {
    let styles = FontStyle.allCases.map { ($0.rawValue, $0) }
    switch expr.kind {
    case .implicitMember:
      return constant(expr, styles, what: "a font").map { P.Font(style: $0) }
    case .member(let base, let name) where base.kind.isIdentifier("Font"):
      return constant(S.Expr(kind: .implicitMember(name), span: name.span), styles, what: "a font")
        .map { P.Font(style: $0) }
    case .call(let callee, let given):
      if case .implicitMember(let name) = callee.kind, name.text == "system" {
        return checkSystemFont(given, at: expr.span)
      }
      if case .member(let base, let method) = callee.kind, var font = checkFont(base) {
        return applyFontMethod(method, given, to: &font, at: expr.span) ? font : nil
      }
    default:
      break
    }
    report(
      .typeMismatch, "expected a font", at: expr.span,
      help: "a font is a text style such as `.caption`, or `.system(size: 17, weight: .semibold)`")
    return nil
  }

  private mutating func checkSystemFont(_ given: [S.Argument], at span: SourceSpan) -> P.Font? {
    let signatures: [[Parameter]] = [
      [.named("size", required: true), .named("weight"), .named("design")],
      [.unlabeled, .named("design"), .named("weight")],
    ]
    guard let (index, values) = arguments(given, of: "system", at: span, signatures) else { return nil }
    var font = P.Font()
    if index == 0, let size = values[0] {
      guard let points = Self.numberLiteral(size), points > 0 else {
        report(.invalidValue, "a font size is a number of points above 0", at: size.span)
        return nil
      }
      font.size = points
    } else if let style = values[0] {
      font.style = namedConstant(style, FontStyle.self, what: "a text style")
    }
    if let weight = values[index == 0 ? 1 : 2] {
      font.weight = namedConstant(weight, TextWeight.self, what: "a font weight")
    }
    if let design = values[index == 0 ? 2 : 1] {
      let designs = ["default", "serif", "rounded", "monospaced"].map { ($0, $0) }
      font.monospaced = constant(design, designs, what: "a font design") == "monospaced"
    }
    return font
  }

  /// Applies `font.bold()` and its kin; false (reported) for anything else.
  private mutating func applyFontMethod(
    _ method: S.Name, _ given: [S.Argument], to font: inout P.Font, at span: SourceSpan
  ) -> Bool {
    if method.text == "weight" {
      guard let value = arguments(given, of: "weight", at: span, [[.unlabeled]])?.values[0],
        let weight = namedConstant(value, TextWeight.self, what: "a font weight")
      else { return false }
      font.weight = weight
      return true
    }
    guard arguments(given, of: method.text, at: span, [[]]) != nil else { return false }
    switch method.text {
    case "bold": font.weight = .bold
    case "italic": font.italic = true
    case "monospaced": font.monospaced = true
    case "monospacedDigit": font.monospacedDigit = true
    default:
      report(
        .unknownMember, "`.\(TerminalSafe.escape(method.text))()` is not a font method islet knows",
        at: method.span,
        help: NameSuggestion.help(
          for: method.text, among: ["bold", "weight", "italic", "monospaced", "monospacedDigit"]))
      return false
    }
    return true
  }

  /// `.dynamicIsland(verticalPlacement: .belowIfTooWide)`: only expanded leading and trailing
  /// content can move below the camera; elsewhere it has nothing to move (a warning, since
  /// SwiftUI accepts the modifier on any view).
  private mutating func checkVerticalPlacement(_ modifier: S.ModifierCall) -> P.Modifier? {
    let signature: [Parameter] = [.named("verticalPlacement", required: true)]
    guard let values = arguments(modifier.arguments, of: "dynamicIsland", at: modifier.span, [signature]),
      let value = values.values[0],
      let placement = namedConstant(value, ExpandedVerticalPlacement.self, what: "a vertical placement")
    else { return nil }
    guard let region, region == .expandedLeading || region == .expandedTrailing else {
      let place = region.map { Self.quote($0.rawValue) } ?? "this place"
      report(
        .misplacedVerticalPlacement,
        "`.dynamicIsland(verticalPlacement:)` has no effect in \(place): only expanded leading and "
          + "trailing content moves below the camera",
        at: modifier.span,
        help: "move it into `expanded { leading { … } }` or `trailing { … }`, or remove it")
      return nil
    }
    return .verticalPlacement(placement)
  }

  private mutating func checkFrame(_ modifier: S.ModifierCall) -> P.Modifier? {
    let signature: [Parameter] = [.named("width"), .named("maxWidth"), .named("height"), .named("alignment")]
    guard let values = arguments(modifier.arguments, of: "frame", at: modifier.span, [signature]) else {
      return nil
    }
    guard values.values.contains(where: { $0 != nil }) else {
      report(.wrongArguments, "`frame` needs at least one of width:, maxWidth:, height:", at: modifier.span)
      return nil
    }
    var maxWidth: P.Length?
    if let written = values.values[1] {
      if case .implicitMember(let member) = written.kind, member.text == "infinity" {
        maxWidth = .infinity
      } else {
        maxWidth = .points(requireNumber(written, what: "`maxWidth`"))
      }
    }
    return .frame(
      width: values.values[0].map { requireNumber($0, what: "`width`") }, maxWidth: maxWidth,
      height: values.values[2].map { requireNumber($0, what: "`height`") },
      alignment: values.values[3].flatMap { value in
        choice(value) { $0.constant($1, Self.alignments, what: "an alignment") }
      })
  }

  private mutating func checkPadding(_ modifier: S.ModifierCall) -> P.Modifier? {
    let given = modifier.arguments ?? []
    let isEdge: (S.Argument) -> Bool = {
      switch $0.value.kind {
      case .implicitMember, .array: $0.label == nil
      default: false
      }
    }
    switch given.count {
    case 0:
      return .padding(.all, nil)
    case 1 where isEdge(given[0]):
      return edges(given[0].value).map { .padding($0, nil) }
    case 1 where given[0].label == nil:
      return .padding(.all, requireNumber(given[0].value, what: "`padding`"))
    case 2 where isEdge(given[0]) && given[1].label == nil:
      let length = requireNumber(given[1].value, what: "`padding`")
      return edges(given[0].value).map { .padding($0, length) }
    default:
      report(
        .wrongArguments,
        "wrong arguments to `padding`: expected `padding`, `padding(8)`, `padding(.horizontal)` "
          + "or `padding(.horizontal, 8)`", at: modifier.span)
      return nil
    }
  }

  /// An edge (`.horizontal`) or a set of them (`[.leading, .top]`, SwiftUI's `Edge.Set`).
  private mutating func edges(_ expr: S.Expr) -> P.Edges? {
    guard case .array(let elements) = expr.kind else { return constant(expr, Self.edges, what: "an edge") }
    var union: P.Edges = []
    for element in elements {
      guard let edge = constant(element, Self.edges, what: "an edge") else { return nil }
      union.formUnion(edge)
    }
    return union
  }
}

extension LayoutSyntax.ExprKind {
  /// Whether this is the bare name `name` (`Font` in `Font.caption`).
  func isIdentifier(_ name: String) -> Bool {
    if case .identifier(let text) = self { text == name } else { false }
  }
}
