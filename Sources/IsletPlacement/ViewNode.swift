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
  public var bold = false
  public var dim = false
  public var italic = false
  public var underline = false
  public var strikethrough = false
  public var monospacedDigit = false
  /// `.monospaced()` or a `.monospaced` font design: every terminal cell already is.
  public var monospaced = false
  public var font: FontStyle?
  /// `.fontWeight(…)` or `.font(.system(size:weight:))`; semibold and heavier draw bold.
  public var weight: TextWeight?
  /// `.font(.system(size: 17))`, in points: text is measured at this size, which Dynamic Type
  /// does not scale (the grid draws every size in cells alike).
  public var fontSize: Double?
  /// `.textCase(.uppercase)`: inherited by the text below, as SwiftUI's environment.
  public var textCase: TextCase?
  /// `.multilineTextAlignment(…)`: how the lines of wrapped text align, inherited.
  public var multilineAlignment: HorizontalAlignment?
  /// `.foregroundStyle` / `.foregroundColor`: the text and glyph colour, inherited.
  public var color: StyleColor?
  /// `.tint(…)`: the colour of progress bars below, inherited.
  public var tint: StyleColor?
  /// `.background(…)`: fills the view's frame (padding included) behind its content.
  public var background: StyleColor?
  /// `.activityBackgroundTint(…)`: the Lock Screen (or small) card's background, read by the
  /// card that shows the view.
  public var activityBackgroundTint: StyleColor?
  /// `.activitySystemActionForegroundColor(…)`: the colour of the system's buttons on the Lock
  /// Screen; carried, as islet draws no system buttons.
  public var systemActionForegroundColor: StyleColor?
  /// `.keylineTint(…)`: the Dynamic Island's outline colour, read from any island view.
  public var keylineTint: StyleColor?
  /// Maximum lines for text; nil = unlimited (SwiftUI's default).
  public var lineLimit: Int?
  /// `minimumScaleFactor`: text may shrink to this fraction of its size before it truncates.
  public var minimumScaleFactor: Double?
  public var truncation: TruncationMode = .tail
  /// Fixed width / height in points.
  public var frameWidth: Double?
  public var frameHeight: Double?
  public var frameMaxWidth: Double?
  /// `frame(maxWidth: .infinity)` is `frameMaxWidth == .infinity`.
  public var frameAlignment: Alignment = .center
  public var padding: EdgeInsets = .zero
  /// `layoutPriority`: higher keeps its size longer when space runs short.
  public var priority: Double = 0
  /// `dynamicIsland(verticalPlacement:)`: read by the expanded `leading` or `trailing` region
  /// that shows the view (any of its views asking `.belowIfTooWide` moves the region); no
  /// effect elsewhere.
  public var verticalPlacement: ExpandedVerticalPlacement = .default
  /// `.hidden()` or `.opacity(0)`: laid out (it keeps its space) but not drawn, nor anything in it.
  public var hidden = false
  /// `.standIn`: the view stands for one islet could not translate, whose size it does not know.
  /// Its own truncation is never reported, and what does not fit beside it is reported as
  /// uncertain (the real view may be smaller or larger).
  public var isStandIn = false
  /// `.widgetURL(…)`: where a tap on the activity opens the app; carried for the state panel.
  public var widgetURL: String? {
    get { destinations?.widgetURL }
    set { destinations = Destinations(widgetURL: newValue, link: link) }
  }
  /// The destination of the `Link` the view is part of; carried for the state panel.
  public var link: String? {
    get { destinations?.link }
    set { destinations = Destinations(widgetURL: widgetURL, link: newValue) }
  }
  /// `widgetURL` and `link`, out of line (`Destinations`); nil when neither is set.
  @usableFromInline var destinations: Destinations?
  /// `.fill`, `.stroke` and `.trim` on a shape.
  public var shapePaint = ShapePaint()
  /// `.rotationEffect(.degrees(d))`: turns the shapes of the view (where a ring starts); text
  /// is not turned (the layout language warns, L023).
  public var rotationDegrees = 0.0
  /// `.clipShape(…)` / `.cornerRadius(…)`: the view is drawn inside its frame only (an image
  /// clipped by a rounded shape shows rounded corners).
  public var clipShape: ShapeKind?
  /// `.progressViewStyle(…)`, inherited by the progress views below.
  public var progressStyle: ProgressStyle?
  /// `.resizable()`: an image takes the size it is offered.
  public var resizable = false
  /// `.aspectRatio(contentMode:)`, `.scaledToFit()`, `.scaledToFill()`: a resizable image
  /// keeps its shape.
  public var contentMode: ContentMode?

  /// Inlinable: the layout evaluator makes modifiers for most views it makes.
  @inlinable public init() {}
}
