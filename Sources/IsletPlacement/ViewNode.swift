import IsletCanvas
import IsletDevices
import IsletModel

/// A view after the layout language has evaluated it against a state and an environment:
/// every expression is resolved to a value, every `if` to its branch, every timer to its
/// text at the given clock. The layout engine sizes and places these.
///
/// Lengths (spacing, padding, frames) are in points, as in SwiftUI; the engine converts them
/// to cells with the device scale.
public struct ViewNode: Hashable, Sendable {
  public var kind: Kind
  /// The view's modifiers, source span and over-budget reason, kept out of line
  /// (`ViewNodeBox`); the shared `ViewNodeBox.empty` when it has none of them. The placement
  /// tree reads the modifiers in place through the box (`modifiers` would copy them whole) and
  /// passes the environment of a view with the empty box down unchanged. Out of line, a view
  /// copies and is freed with one retain or release for all three (the layout evaluator gives
  /// every view a span and modifiers, so each has a box anyway). Not optional: a copy or a
  /// release of an optional box went through the runtime's generic value witnesses of
  /// `Optional` (~100 instructions), where the box itself is one retain or release.
  @usableFromInline var box: ViewNodeBox

  // The initializers are inlinable (with the box's): the layout evaluator makes every view
  // through them, each a call from its module (the benchmark's sheet built its views in
  // 10.6 K instructions so, 6.8 K inlined).
  /// A view with no modifiers.
  @inlinable public init(_ kind: Kind, origin: SourceSpan? = nil) {
    self.kind = kind
    box = origin.map { ViewNodeBox(Modifiers(), origin: $0) } ?? .empty
  }

  @inlinable public init(_ kind: Kind, modifiers: Modifiers, origin: SourceSpan? = nil) {
    self.kind = kind
    box = ViewNodeBox(modifiers, origin: origin)
  }

  public var modifiers: Modifiers {
    _read { yield box.modifiers }
    set {
      box = ViewNodeBox(newValue, origin: origin, overEvaluationBudget: overEvaluationBudget)
    }
  }

  /// The layout source that produced this view, for findings.
  public var origin: SourceSpan? {
    get { box.origin }
    set {
      box = ViewNodeBox(modifiers, origin: newValue, overEvaluationBudget: overEvaluationBudget)
    }
  }

  /// Why a value this view shows was over the evaluation budget (the language's
  /// `EvaluationBudget`) and was not built: the view shows it empty and reports R005.
  public var overEvaluationBudget: String? {
    get { box.overEvaluationBudget }
    set { box = ViewNodeBox(modifiers, origin: origin, overEvaluationBudget: newValue) }
  }

  public static func == (left: ViewNode, right: ViewNode) -> Bool {
    left.kind == right.kind && left.origin == right.origin
      && left.overEvaluationBudget == right.overEvaluationBudget
      && (left.box === right.box || left.modifiers == right.modifiers)
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(kind)
    hasher.combine(modifiers)
    hasher.combine(origin)
    hasher.combine(overEvaluationBudget)
  }

  /// What a view is. Only `layered` holds a view itself and is stored out of line; the other
  /// cases are held inline, so making a view allocates nothing for its kind.
  public enum Kind: Hashable, Sendable {
    /// Text already formatted (interpolations, formatters, timers resolved).
    case text(String)
    /// An SF Symbol by name; the engine maps it to a glyph or an honest fallback.
    case symbol(String)
    /// A symbol followed by a title, as SwiftUI's `Label`.
    case label(title: String, symbol: String)
    /// Children side by side; `spacing` nil means the default.
    case hstack(spacing: Double?, alignment: VerticalAlignment, children: [ViewNode])
    case vstack(spacing: Double?, alignment: HorizontalAlignment, children: [ViewNode])
    /// Children on top of each other, later ones in front.
    case zstack(alignment: Alignment, children: [ViewNode])
    /// Flexible space along the enclosing stack's axis.
    case spacer(minLength: Double?)
    /// A progress bar, `fraction` in 0…1 (already clamped and computed from value/total or
    /// from a timer interval at the clock).
    case progress(fraction: Double)
    /// `ViewThatFits(in: axes)`: the first child whose ideal size fits the proposal along
    /// `axes`, else the last.
    case fits([ViewNode], axes: FitsAxes = .both)
    /// A shape, painted by `modifiers.shapePaint`.
    case shape(ShapeKind)
    /// An image islet cannot show: a box of its size with its name.
    case image(ImageBox)
    /// A view with `.overlay { … }` / `.background { … }` views: each layer is offered the
    /// view's size (padding and frame included) and aligned in it.
    indirect case layered(ViewNode, layers: [ViewLayer])
    /// Nothing (an `if` with no branch taken, an absent optional view).
    case empty
  }
}

/// One `.overlay(alignment:) { … }` or `.background(alignment:) { … }` of a view.
public struct ViewLayer: Hashable, Sendable {
  public var view: ViewNode
  public var alignment: Alignment
  /// Overlays are drawn in front of the view, backgrounds behind it.
  public var inFront: Bool

  public init(_ view: ViewNode, alignment: Alignment = .center, inFront: Bool) {
    self.view = view
    self.alignment = alignment
    self.inFront = inFront
  }
}

/// The axes `ViewThatFits(in:)` judges a child on.
public enum FitsAxes: String, Hashable, Sendable, CaseIterable {
  case horizontal, vertical, both
}

public enum HorizontalAlignment: String, Hashable, Sendable { case leading, center, trailing }
public enum VerticalAlignment: String, Hashable, Sendable { case top, center, bottom }

public struct Alignment: Hashable, Sendable {
  public var horizontal: HorizontalAlignment
  public var vertical: VerticalAlignment

  public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  public static let center = Alignment(horizontal: .center, vertical: .center)
  public static let leading = Alignment(horizontal: .leading, vertical: .center)
  public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
  public static let top = Alignment(horizontal: .center, vertical: .top)
  public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
  public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
  public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
  public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
  public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}

/// Insets in points on each edge.
public struct EdgeInsets: Hashable, Sendable {
  public var top: Double
  public var leading: Double
  public var bottom: Double
  public var trailing: Double

  public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  public static let zero = EdgeInsets()
}

/// SwiftUI's `Font.Weight`, as a layout names it (`.fontWeight(.heavy)`): semibold and heavier
/// draw bold. Text is measured at the nearest of `FontWeight`'s three (`measured`).
public enum TextWeight: String, Hashable, Sendable, CaseIterable {
  case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

  /// Whether a terminal draws the weight bold (semibold and heavier).
  public var isBold: Bool { self >= .semibold }

  /// The nearest weight the advance table has: regular up to medium, semibold, bold from bold.
  public var measured: FontWeight {
    self < .semibold ? .regular : self == .semibold ? .semibold : .bold
  }
}

extension TextWeight: Comparable {
  public static func < (left: TextWeight, right: TextWeight) -> Bool { left.rank < right.rank }

  /// The weight's place in `allCases`, lightest first: spelt out, as finding it in `allCases`
  /// made the array on every comparison.
  private var rank: Int {
    switch self {
    case .ultraLight: 0
    case .thin: 1
    case .light: 2
    case .regular: 3
    case .medium: 4
    case .semibold: 5
    case .bold: 6
    case .heavy: 7
    case .black: 8
    }
  }
}

/// SwiftUI's `Text.Case`; `asWritten` is `.textCase(nil)`, which undoes an inherited case.
public enum TextCase: String, Hashable, Sendable, CaseIterable { case uppercase, lowercase, asWritten }

/// Modifiers applied to a view, already evaluated. Applied in SwiftUI order: padding inside
/// frame inside the rest.
public struct Modifiers: Hashable, Sendable {
  /// Every modifier but the two strings, in one value with no reference-counted field: a
  /// `Modifiers` copies and frees it as plain memory, the strings beside it. Field by field, a
  /// copy into a view's box took ~134 instructions and a free ~57 (0.5 K a sheet in all). The
  /// public properties below read and write it, inlinable, as the stored properties they were.
  @usableFromInline struct Plain: Hashable, Sendable {
    @usableFromInline var bold = false
    @usableFromInline var dim = false
    @usableFromInline var italic = false
    @usableFromInline var underline = false
    @usableFromInline var strikethrough = false
    @usableFromInline var monospacedDigit = false
    @usableFromInline var monospaced = false
    @usableFromInline var font: FontStyle?
    @usableFromInline var weight: TextWeight?
    @usableFromInline var fontSize: Double?
    @usableFromInline var textCase: TextCase?
    @usableFromInline var multilineAlignment: HorizontalAlignment?
    @usableFromInline var color: StyleColor?
    @usableFromInline var tint: StyleColor?
    @usableFromInline var background: StyleColor?
    @usableFromInline var activityBackgroundTint: StyleColor?
    @usableFromInline var systemActionForegroundColor: StyleColor?
    @usableFromInline var keylineTint: StyleColor?
    @usableFromInline var lineLimit: Int?
    @usableFromInline var minimumScaleFactor: Double?
    @usableFromInline var truncation: TruncationMode = .tail
    @usableFromInline var frameWidth: Double?
    @usableFromInline var frameHeight: Double?
    @usableFromInline var frameMaxWidth: Double?
    @usableFromInline var frameAlignment: Alignment = .center
    @usableFromInline var padding: EdgeInsets = .zero
    @usableFromInline var priority: Double = 0
    @usableFromInline var verticalPlacement: ExpandedVerticalPlacement = .default
    @usableFromInline var hidden = false
    @usableFromInline var shapePaint = ShapePaint()
    @usableFromInline var rotationDegrees = 0.0
    @usableFromInline var clipShape: ShapeKind?
    @usableFromInline var progressStyle: ProgressStyle?
    @usableFromInline var resizable = false
    @usableFromInline var contentMode: ContentMode?

    @inlinable init() {}
  }

  @usableFromInline var plain: Plain

  @inlinable public var bold: Bool {
    get { plain.bold }
    set { plain.bold = newValue }
  }
  @inlinable public var dim: Bool {
    get { plain.dim }
    set { plain.dim = newValue }
  }
  @inlinable public var italic: Bool {
    get { plain.italic }
    set { plain.italic = newValue }
  }
  @inlinable public var underline: Bool {
    get { plain.underline }
    set { plain.underline = newValue }
  }
  @inlinable public var strikethrough: Bool {
    get { plain.strikethrough }
    set { plain.strikethrough = newValue }
  }
  @inlinable public var monospacedDigit: Bool {
    get { plain.monospacedDigit }
    set { plain.monospacedDigit = newValue }
  }
  /// `.monospaced()` or a `.monospaced` font design: every terminal cell already is.
  @inlinable public var monospaced: Bool {
    get { plain.monospaced }
    set { plain.monospaced = newValue }
  }
  @inlinable public var font: FontStyle? {
    get { plain.font }
    set { plain.font = newValue }
  }
  /// `.fontWeight(…)` or `.font(.system(size:weight:))`; semibold and heavier draw bold.
  @inlinable public var weight: TextWeight? {
    get { plain.weight }
    set { plain.weight = newValue }
  }
  /// `.font(.system(size: 17))`, in points: text is measured at this size, which Dynamic Type
  /// does not scale (the grid draws every size in cells alike).
  @inlinable public var fontSize: Double? {
    get { plain.fontSize }
    set { plain.fontSize = newValue }
  }
  /// `.textCase(.uppercase)`: inherited by the text below, as SwiftUI's environment.
  @inlinable public var textCase: TextCase? {
    get { plain.textCase }
    set { plain.textCase = newValue }
  }
  /// `.multilineTextAlignment(…)`: how the lines of wrapped text align, inherited.
  @inlinable public var multilineAlignment: HorizontalAlignment? {
    get { plain.multilineAlignment }
    set { plain.multilineAlignment = newValue }
  }
  /// `.foregroundStyle` / `.foregroundColor`: the text and glyph colour, inherited.
  @inlinable public var color: StyleColor? {
    get { plain.color }
    set { plain.color = newValue }
  }
  /// `.tint(…)`: the colour of progress bars below, inherited.
  @inlinable public var tint: StyleColor? {
    get { plain.tint }
    set { plain.tint = newValue }
  }
  /// `.background(…)`: fills the view's frame (padding included) behind its content.
  @inlinable public var background: StyleColor? {
    get { plain.background }
    set { plain.background = newValue }
  }
  /// `.activityBackgroundTint(…)`: the Lock Screen (or small) card's background, read by the
  /// card that shows the view.
  @inlinable public var activityBackgroundTint: StyleColor? {
    get { plain.activityBackgroundTint }
    set { plain.activityBackgroundTint = newValue }
  }
  /// `.activitySystemActionForegroundColor(…)`: the colour of the system's buttons on the Lock
  /// Screen; carried, as islet draws no system buttons.
  @inlinable public var systemActionForegroundColor: StyleColor? {
    get { plain.systemActionForegroundColor }
    set { plain.systemActionForegroundColor = newValue }
  }
  /// `.keylineTint(…)`: the Dynamic Island's outline colour, read from any island view.
  @inlinable public var keylineTint: StyleColor? {
    get { plain.keylineTint }
    set { plain.keylineTint = newValue }
  }
  /// Maximum lines for text; nil = unlimited (SwiftUI's default).
  @inlinable public var lineLimit: Int? {
    get { plain.lineLimit }
    set { plain.lineLimit = newValue }
  }
  /// `minimumScaleFactor`: text may shrink to this fraction of its size before it truncates.
  @inlinable public var minimumScaleFactor: Double? {
    get { plain.minimumScaleFactor }
    set { plain.minimumScaleFactor = newValue }
  }
  @inlinable public var truncation: TruncationMode {
    get { plain.truncation }
    set { plain.truncation = newValue }
  }
  /// Fixed width / height in points.
  @inlinable public var frameWidth: Double? {
    get { plain.frameWidth }
    set { plain.frameWidth = newValue }
  }
  @inlinable public var frameHeight: Double? {
    get { plain.frameHeight }
    set { plain.frameHeight = newValue }
  }
  @inlinable public var frameMaxWidth: Double? {
    get { plain.frameMaxWidth }
    set { plain.frameMaxWidth = newValue }
  }
  /// `frame(maxWidth: .infinity)` is `frameMaxWidth == .infinity`.
  @inlinable public var frameAlignment: Alignment {
    get { plain.frameAlignment }
    set { plain.frameAlignment = newValue }
  }
  @inlinable public var padding: EdgeInsets {
    get { plain.padding }
    set { plain.padding = newValue }
  }
  /// `layoutPriority`: higher keeps its size longer when space runs short.
  @inlinable public var priority: Double {
    get { plain.priority }
    set { plain.priority = newValue }
  }
  /// `dynamicIsland(verticalPlacement:)`: read by the expanded `leading` or `trailing` region
  /// that shows the view (any of its views asking `.belowIfTooWide` moves the region); no
  /// effect elsewhere.
  @inlinable public var verticalPlacement: ExpandedVerticalPlacement {
    get { plain.verticalPlacement }
    set { plain.verticalPlacement = newValue }
  }
  /// `.hidden()` or `.opacity(0)`: laid out (it keeps its space) but not drawn, nor anything in it.
  @inlinable public var hidden: Bool {
    get { plain.hidden }
    set { plain.hidden = newValue }
  }
  /// `.widgetURL(…)`: where a tap on the activity opens the app; carried for the state panel.
  public var widgetURL: String?
  /// The destination of the `Link` the view is part of; carried for the state panel.
  public var link: String?
  /// `.fill`, `.stroke` and `.trim` on a shape.
  @inlinable public var shapePaint: ShapePaint {
    get { plain.shapePaint }
    set { plain.shapePaint = newValue }
  }
  /// `.rotationEffect(.degrees(d))`: turns the shapes of the view (where a ring starts); text
  /// is not turned (the layout language warns, L023).
  @inlinable public var rotationDegrees: Double {
    get { plain.rotationDegrees }
    set { plain.rotationDegrees = newValue }
  }
  /// `.clipShape(…)` / `.cornerRadius(…)`: the view is drawn inside its frame only (an image
  /// clipped by a rounded shape shows rounded corners).
  @inlinable public var clipShape: ShapeKind? {
    get { plain.clipShape }
    set { plain.clipShape = newValue }
  }
  /// `.progressViewStyle(…)`, inherited by the progress views below.
  @inlinable public var progressStyle: ProgressStyle? {
    get { plain.progressStyle }
    set { plain.progressStyle = newValue }
  }
  /// `.resizable()`: an image takes the size it is offered.
  @inlinable public var resizable: Bool {
    get { plain.resizable }
    set { plain.resizable = newValue }
  }
  /// `.aspectRatio(contentMode:)`, `.scaledToFit()`, `.scaledToFill()`: a resizable image
  /// keeps its shape.
  @inlinable public var contentMode: ContentMode? {
    get { plain.contentMode }
    set { plain.contentMode = newValue }
  }

  // Set here, not by the property's initial value: that is a function of its own, called (not
  // inlined) by every `Modifiers()` of another module.
  @inlinable public init() { plain = Plain() }
}
