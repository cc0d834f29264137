import IsletCanvas
import IsletDevices
import IsletFindings
import IsletModel
import IsletPlacement

extension LayoutChecker {
  static let verticalAlignments: [(String, VerticalAlignment)] = [
    ("top", .top), ("center", .center), ("bottom", .bottom),
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

  mutating func checkModifier(_ modifier: S.ModifierCall) -> P.Modifier? {
    let name = modifier.name.text
    let span = modifier.span
    if let style = FontStyle(rawValue: name) {
      return arguments(modifier.arguments, of: name, at: span, [[]]).map { _ in .font(style) }
    }
    switch name {
    case "bold", "dim", "italic", "monospacedDigit":
      guard arguments(modifier.arguments, of: name, at: span, [[]]) != nil else { return nil }
      switch name {
      case "bold": return .bold
      case "dim": return .dim
      case "italic": return .italic
      default: return .monospacedDigit
      }
    case "font", "color", "foregroundStyle", "truncation", "truncationMode":
      guard let values = arguments(modifier.arguments, of: name, at: span, [[.unlabeled]]),
        let value = values.values[0]
      else { return nil }
      switch name {
      case "font": return namedConstant(value, FontStyle.self, what: "a text style").map { .font($0) }
      case "truncation", "truncationMode":
        return namedConstant(value, TruncationMode.self, what: "a truncation mode").map { .truncation($0) }
      default: return namedConstant(value, NamedColor.self, what: "a colour").map { .color($0) }
      }
    case "minimumScaleFactor":
      guard let values = arguments(modifier.arguments, of: name, at: span, [[.unlabeled]]),
        let value = values.values[0]
      else { return nil }
      if let number = Self.numberLiteral(value), !(number > 0 && number <= 1) {
        report(.invalidValue, "a minimum scale factor is above 0 and at most 1", at: value.span)
      }
      return .minimumScaleFactor(requireNumber(value, what: "`minimumScaleFactor`"))
    case "lineLimit":
      guard let values = arguments(modifier.arguments, of: name, at: span, [[.unlabeled]]),
        let value = values.values[0]
      else { return nil }
      if let number = Self.numberLiteral(value), number < 1 {
        report(.invalidValue, "a line limit is at least 1", at: value.span)
      }
      return .lineLimit(require(value, .int, what: "`lineLimit`"))
    case "priority", "layoutPriority":
      guard let values = arguments(modifier.arguments, of: name, at: span, [[.unlabeled]]),
        let value = values.values[0]
      else { return nil }
      return .priority(requireNumber(value, what: "`\(name)`"))
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

  /// A constant named by an enum's raw values (`.orange`, `.caption`).
  private mutating func namedConstant<T: RawRepresentable & CaseIterable>(
    _ expr: S.Expr, _ type: T.Type, what: String
  ) -> T? where T.RawValue == String {
    constant(expr, T.allCases.map { ($0.rawValue, $0) }, what: what)
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
      alignment: values.values[3].flatMap { constant($0, Self.alignments, what: "an alignment") })
  }

  private mutating func checkPadding(_ modifier: S.ModifierCall) -> P.Modifier? {
    let given = modifier.arguments ?? []
    let isEdge: (S.Argument) -> Bool = {
      if case .implicitMember = $0.value.kind { $0.label == nil } else { false }
    }
    switch given.count {
    case 0:
      return .padding(.all, nil)
    case 1 where isEdge(given[0]):
      return constant(given[0].value, Self.edges, what: "an edge").map { .padding($0, nil) }
    case 1 where given[0].label == nil:
      return .padding(.all, requireNumber(given[0].value, what: "`padding`"))
    case 2 where isEdge(given[0]) && given[1].label == nil:
      let length = requireNumber(given[1].value, what: "`padding`")
      return constant(given[0].value, Self.edges, what: "an edge").map { .padding($0, length) }
    default:
      report(
        .wrongArguments,
        "wrong arguments to `padding`: expected `padding`, `padding(8)`, `padding(.horizontal)` "
          + "or `padding(.horizontal, 8)`", at: modifier.span)
      return nil
    }
  }
}
