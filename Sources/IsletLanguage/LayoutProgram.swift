import IsletCanvas
import IsletDevices
import IsletModel
import IsletPlacement

/// A checked layout: every name resolved, every type known, ready for the evaluator.
enum LayoutProgram {
  enum EnvironmentValue: String, Sendable, CaseIterable {
    case isStale, limitedWidth, family, now, colorScheme, isLuminanceReduced, isActivityFullscreen
  }

  enum Arithmetic: String, Sendable {
    case add = "+", subtract = "-", multiply = "*", divide = "/", remainder = "%"
  }
  enum Comparison: String, Sendable {
    case equal = "==", notEqual = "!=", less = "<", lessOrEqual = "<=", greater = ">", greaterOrEqual = ">="
  }
  enum Formatter: String, Sendable, CaseIterable { case number, percent, duration }

  /// Swift's numeric conversions `Int(x)` (toward zero) and `Double(x)`.
  enum Conversion: String, Sendable, CaseIterable {
    case int = "Int"
    case double = "Double"
  }

  indirect enum Expr: Sendable {
    case constant(Value)
    case attribute(String)
    case state(String)
    /// The value of the `let` at this index (lets are evaluated in order).
    case letValue(Int)
    /// A name bound by `if let`.
    case local(String)
    case environment(EnvironmentValue)
    /// String interpolation: each part rendered as text and joined.
    case interpolation([Expr])
    case not(Expr)
    case negate(Expr)
    case arithmetic(Arithmetic, Expr, Expr)
    case comparison(Comparison, Expr, Expr)
    case and(Expr, Expr)
    case or(Expr, Expr)
    case coalesce(Expr, Expr)
    /// `condition ? whenTrue : whenFalse`: only the chosen side is evaluated.
    case choice(Expr, Expr, Expr)
    /// `phase.map(a: …, b: …)`, with an optional `default:`.
    case map(Expr, [String: Expr], fallback: Expr?)
    case label(Expr)
    case rawValue(Expr, EnumType)
    case count(Expr)
    case format(Formatter, Expr)
    case convert(Conversion, Expr)
    case array([Expr])
    /// A nested struct's field: `driver.name`.
    case field(Expr, String)
    /// A dictionary's value for a key, or nil: `scores["home"]`.
    case lookup(Expr, Expr)
    /// A struct value from its fields (`Driver(name: "Sam")` with the defaults filled in), or a
    /// dictionary literal's entries.
    case makeRecord([String: Expr])
    /// `range.lowerBound` / `range.upperBound` (a range is `[lower, upper]`).
    case bound(Expr, upper: Bool)
    /// A String method or property: `title.uppercased()`, `code.prefix(3)`, `tags.isEmpty`.
    case stringMethod(StringMethod, Expr, [Expr])
    /// `String(format: "%.1f km", distance)`: a checked format and its arguments.
    case stringFormat(StringFormat, [Expr])
    /// `max(a, b)`, `min(a, b)`, `abs(x)`, `x.rounded()`.
    case numeric(NumericFunction, [Expr])
    /// `eta.formatted(date: .abbreviated, time: .shortened)`, `eta.formatted(.dateTime.hour())`.
    case dateFormat(DateFormat, Expr)
    /// `eta.map { … }`, `driver?.name`: nil when the subject is nil, else the body's value with
    /// the subject bound to the name.
    case optionalMap(Expr, String, Expr)
  }

  /// Where a tap on a view goes.
  enum DestinationKind: String, Sendable { case widgetURL, link }

  /// What a `for` repeats over.
  enum Sequence: Sendable {
    case elements(Expr)
    /// `0..<n` (`closed` false) or `1...n`.
    case integers(Expr, Expr, closed: Bool)
  }

  /// How `timer`, `relative`, `offset`, `reference`, `date` and `time` show a Date.
  enum TimeStyle: String, Sendable { case timer, relative, offset, reference, date, time }

  struct Node: Sendable {
    var kind: NodeKind
    var modifiers: [Modifier]
    var span: SourceSpan
  }

  indirect enum NodeKind: Sendable {
    case text(Expr)
    case symbol(Expr)
    case label(title: Expr, symbol: Expr)
    case time(TimeStyle, Expr)
    case hstack(spacing: Expr?, alignment: Choice<VerticalAlignment>, [Item])
    case vstack(spacing: Expr?, alignment: Choice<HorizontalAlignment>, [Item])
    case zstack(alignment: Choice<Alignment>, [Item])
    case spacer(minLength: Expr?)
    case progress(value: Expr, total: Expr?)
    /// `ProgressView(timerInterval:countsDown:)`: empties over the interval when counting down
    /// (the default), fills when counting up.
    case timerProgress(start: Expr, end: Expr, countsDown: Expr?)
    /// `Text(timerInterval:countsDown:)`: the time left (counting down, the default) or elapsed,
    /// held at `0:00` or at the interval's length once it is over.
    /// `pauseTime`: while it is a Date, the timer shows its value at that time.
    case timerInterval(start: Expr, end: Expr, pauseTime: Expr?, countsDown: Expr?)
    case fits([Item], FitsAxes)
    /// `circle`, `roundedRectangle(cornerRadius: r)` …: the radius when the shape has one.
    case shape(ShapeKind, cornerRadius: Expr?)
    /// `image("Avatar")`: a box of the image's size (the `images` block's, else the default).
    case image(name: Expr)
  }

  indirect enum Item: Sendable {
    case node(Node)
    case conditional([Branch], otherwise: [Item]?)
    /// `for name in sequence { body }`; the span is the loop's head.
    case loop(String, Sequence, [Item], SourceSpan)
  }

  struct Branch: Sendable {
    var conditions: [Condition]
    var body: [Item]
  }

  enum Condition: Sendable {
    case test(Expr)
    case bind(String, Expr)
  }

  /// Edges for `padding`.
  struct Edges: OptionSet, Sendable {
    let rawValue: Int
    static let top = Edges(rawValue: 1)
    static let leading = Edges(rawValue: 2)
    static let bottom = Edges(rawValue: 4)
    static let trailing = Edges(rawValue: 8)
    static let horizontal: Edges = [.leading, .trailing]
    static let vertical: Edges = [.top, .bottom]
    static let all: Edges = [.horizontal, .vertical]
  }

  enum Length: Sendable {
    case points(Expr)
    case infinity
  }

  enum Modifier: Sendable {
    case bold, dim, italic, underline, strikethrough, monospacedDigit, monospaced
    /// `.standIn`: the view stands for one islet could not translate (`islet import` writes it).
    case standIn
    case font(Choice<Font>)
    case weight(Choice<TextWeight>)
    case textCase(Choice<TextCase>)
    case multilineAlignment(Choice<HorizontalAlignment>)
    case color(ColorExpr)
    case tint(ColorExpr)
    case background(ColorExpr)
    case activityBackgroundTint(ColorExpr)
    case systemActionForegroundColor(ColorExpr)
    case keylineTint(ColorExpr)
    /// `.opacity(x)` on a view: below 1 it draws dim; at 0 (or below) it is hidden.
    case opacity(Expr)
    /// `.hidden()`: laid out, not drawn.
    case hidden
    /// `.widgetURL(url)` or a `link`'s destination: carried for the state panel.
    case destination(DestinationKind, Expr)
    case lineLimit(Expr)
    case minimumScaleFactor(Expr)
    case truncation(TruncationMode)
    case frame(width: Expr?, maxWidth: Length?, height: Expr?, alignment: Choice<Alignment>?)
    /// nil length: SwiftUI's default padding.
    case padding(Edges, Expr?)
    case priority(Expr)
    /// `dynamicIsland(verticalPlacement:)`, accepted only in expanded leading and trailing.
    case verticalPlacement(ExpandedVerticalPlacement)
    /// `.fill(c)`; `.fill()` (nil) keeps the foreground colour.
    case fill(ColorExpr?)
    /// `.stroke(c, lineWidth: w)`: nil colour keeps the shape's.
    case stroke(ColorExpr?, lineWidth: Expr?)
    case trim(from: Expr?, to: Expr?)
    /// `.rotationEffect(.degrees(d))`, in degrees.
    case rotation(Expr)
    /// `.clipShape(.circle)`, `.cornerRadius(r)`.
    case clipShape(ShapeKind, cornerRadius: Expr?)
    case progressStyle(ProgressStyle)
    case resizable
    case contentMode(ContentMode)
    /// `.overlay(alignment:) { … }` (in front) or `.background(alignment:) { … }` (behind).
    case layer([Item], alignment: Choice<Alignment>?, inFront: Bool)
  }
}
