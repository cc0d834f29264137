import IsletModel

/// The syntax tree of a layout file, as parsed, before any name or type is checked.
enum LayoutSyntax {
  /// A name as written, with its span.
  struct Name: Sendable {
    var text: String
    var span: SourceSpan
  }

  /// A type as written: `String`, `Phase`, `Date?`, `[Int]`, `[String: Int]`, `ClosedRange<Date>`.
  indirect enum TypeRef: Sendable {
    case named(Name)
    case optional(TypeRef, SourceSpan)
    case array(TypeRef, SourceSpan)
    case dictionary(key: TypeRef, value: TypeRef, SourceSpan)
    /// `ClosedRange<Date>`, `Range<Int>`.
    case generic(Name, TypeRef, SourceSpan)

    var span: SourceSpan {
      switch self {
      case .named(let name): name.span
      case .optional(_, let span), .array(_, let span), .dictionary(_, _, let span), .generic(_, _, let span):
        span
      }
    }
  }

  struct FieldDecl: Sendable {
    var name: Name
    var type: TypeRef
    /// `count: Int = 0`: the value a preview or a struct literal takes when it leaves the field
    /// out (a push must still send it, as a synthesized `Codable` requires every `var`).
    var defaultValue: Expr?
    /// `from decodeIfPresent(Double) ?? 0`: how its type's own `init(from:)` reads it.
    var decoding: DecodingDecl?
  }

  /// How a type's own `init(from:)` reads a field, written after `from`: `decode(T)`,
  /// `decodeIfPresent(T)`, `decodeIfPresent(T) ?? literal`, `try? decode(T)`,
  /// `(try? decode(T)) ?? literal`, or one of these that is not optional in `Int(…)` or
  /// `Date(timeIntervalSince1970: …)`.
  struct DecodingDecl: Sendable {
    /// `decode` or `decodeIfPresent`.
    var read: Name
    var type: TypeRef
    /// `try?`: whatever does not decode gives the fallback.
    var isAttempted: Bool
    /// The literal after `??`.
    var fallback: Expr?
    /// `Int` or `Date`, when the value read is converted.
    var conversion: Name?
    var span: SourceSpan
  }

  /// An item of a block of fields: a field, or `init(from:)`, which says the struct decodes
  /// itself in a way the layout does not spell (pushes are not checked against it).
  enum FieldItem: Sendable {
    case field(FieldDecl)
    case ownInit(SourceSpan)
  }

  /// `struct Driver { name: String  rating: Double? }`: a nested `Codable` struct.
  struct StructDecl: Sendable {
    var name: Name
    var fields: [FieldDecl]
    /// Where its block says `init(from:)`.
    var ownInit: SourceSpan?
  }

  struct EnumCaseDecl: Sendable {
    var name: Name
    var rawValue: Expr?
  }

  struct EnumDecl: Sendable {
    var name: Name
    var rawType: Name?
    var cases: [EnumCaseDecl]
    /// Where its block says `init(from:)`.
    var ownInit: SourceSpan?
  }

  struct LetDecl: Sendable {
    var name: Name
    var value: Expr
  }

  /// A presentation (`lockScreen { … }`) or, inside `expanded`, a region (`leading { … }`).
  struct PresentationDecl: Sendable {
    var name: Name
    /// `leading(priority: 1)`: the argument list, when written.
    var arguments: [Argument]?
    var body: [View]
    /// The regions of `expanded`; empty for every other presentation.
    var regions: [PresentationDecl]
  }

  /// `key: value` in a `preview` block.
  struct Entry: Sendable {
    var key: Name
    var value: Expr
  }

  /// `state { … }` (the default sample) or `state "arriving" { … }` in a `preview` block; also
  /// `attributes "arriving" { … }`, the attributes of that sample.
  struct StateSample: Sendable {
    var name: Name?
    var entries: [Entry]
  }

  struct PreviewDecl: Sendable {
    var keyword: Name
    var attributes: [Entry]?
    var state: [Entry]?
    /// The named content states after the default one, in order.
    var namedStates: [StateSample] = []
    /// `attributes "NAME" { … }`: the attributes of the content state NAME, in place of the
    /// unnamed `attributes` (a Swift `#Preview` with its own `using:`).
    var stateAttributes: [StateSample] = []
  }

  /// A name and a size in points: `compactTrailing: 70` or `lockScreen: 371 x 160` in a
  /// `budget` block, `Avatar: 40 x 40` in an `images` block.
  struct SizeEntry: Sendable {
    var name: Name
    var width: Expr
    var height: Expr?
  }

  struct Activity: Sendable {
    var name: Name
    var attributes: [FieldDecl] = []
    var state: [FieldDecl] = []
    /// Where the `attributes` or `state` block says `init(from:)`.
    var attributesOwnInit: SourceSpan?
    var stateOwnInit: SourceSpan?
    var enums: [EnumDecl] = []
    var structs: [StructDecl] = []
    var lets: [LetDecl] = []
    var presentations: [PresentationDecl] = []
    var preview: PreviewDecl?
    var budget: [SizeEntry] = []
    /// `images { Avatar: 40 x 40 }`: the sizes of images islet draws as boxes.
    var images: [SizeEntry] = []
    /// `colors { Brand: Color(hex: "#FF5A1F") }`: the values of asset colours.
    var colors: [Entry] = []
  }

  struct Expr: Sendable {
    var kind: ExprKind
    var span: SourceSpan
  }

  indirect enum ExprKind: Sendable {
    case identifier(String)
    case integer(Int)
    case decimal(Double)
    case string([StringPart])
    /// `.orange`, `.pickedUp`: a member of a type the context gives.
    case implicitMember(Name)
    case member(Expr, Name)
    case call(Expr, [Argument])
    case unary(String, Expr)
    case binary(String, Expr, Expr)
    /// `condition ? whenTrue : whenFalse`.
    case ternary(Expr, Expr, Expr)
    case array([Expr])
    /// `["home": 2, "away": 1]`, `[:]`.
    case dictionary([(key: Expr, value: Expr)])
    /// `scores["home"]`.
    case subscripted(Expr, Expr)
    /// `0..<n` (`closed` false) or `1...n`.
    case range(Expr, Expr, closed: Bool)
    /// `switch phase { case .a, .b: 1  default: 2 }` as a value.
    case switchValue(Switch<Expr>)
    /// `eta.map { $0 + 60 }` and an optional chain `driver?.name` (the rest of the chain, with
    /// the unwrapped value as `name`): nil when the subject is nil, else the body's value.
    case optionalMap(subject: Expr, name: String, body: Expr)
  }

  /// `switch subject { case p, q: body … default: body }`, in views or as a value.
  struct Switch<Body: Sendable>: Sendable {
    var subject: Expr
    var arms: [SwitchArm<Body>]
    /// The `switch` keyword.
    var span: SourceSpan
  }

  /// One `case p, q:` (or `default:`, with no patterns) and what it shows.
  struct SwitchArm<Body: Sendable>: Sendable {
    var patterns: [Expr]
    var body: Body
    /// `case …:` or `default:`.
    var span: SourceSpan
  }

  enum StringPart: Sendable {
    case text(String)
    case interpolation(Expr)
  }

  struct Argument: Sendable {
    var label: Name?
    var value: Expr
  }

  /// A view call with its content block and modifiers: `hstack(spacing: 4) { … }.padding`.
  struct ViewCall: Sendable {
    var name: Name
    var arguments: [Argument]?
    var content: [View]?
    var modifiers: [ModifierCall]
    var span: SourceSpan
    /// Content blocks after the first, with their labels: `label { … } icon: { … }`.
    var labeledContent: [LabeledContent] = []
  }

  /// `icon: { … }`: a labelled content block after a view's first one.
  struct LabeledContent: Sendable {
    var label: Name
    var views: [View]
  }

  struct ModifierCall: Sendable {
    var name: Name
    var arguments: [Argument]?
    /// `.overlay { … }`, `.background(alignment: .leading) { … }`: the views it takes.
    var content: [View]?
    var span: SourceSpan
  }

  /// `if a {…} else if let b {…} else {…}`.
  struct Conditional: Sendable {
    var branches: [Branch]
    var otherwise: [View]?
  }

  struct Branch: Sendable {
    var conditions: [Condition]
    var body: [View]
  }

  enum Condition: Sendable {
    case test(Expr)
    /// `let name` (shorthand) or `let name = value`.
    case binding(Name, Expr?)
  }

  /// `for stop in stops { … }`: the body once per element (as `ForEach`).
  struct Loop: Sendable {
    var name: Name
    var sequence: Expr
    var body: [View]
    var span: SourceSpan
  }

  indirect enum View: Sendable {
    case call(ViewCall)
    case conditional(Conditional)
    case loop(Loop)
    case switchView(Switch<[View]>)
  }
}

extension LayoutSyntax.ExprKind {
  var isRange: Bool {
    if case .range = self { return true }
    return false
  }
}
