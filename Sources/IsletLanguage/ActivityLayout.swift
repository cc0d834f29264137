import IsletDevices
import IsletModel
import IsletPlacement

/// A checked layout, ready to render: the activity's schema, its presentations lowered to an
/// evaluable program, and what the layout declares about previews, priorities and budgets.
public struct ActivityLayout: Sendable {
  /// The attributes and content-state model the layout declares.
  public var schema: Schema
  /// The `preview { attributes { … } }` values, when the layout gives them, evaluated per
  /// clock (they may use `now`, as `startTime: now - 600`).
  var previewAttributeValues: [String: LayoutProgram.Expr]?
  /// `preview { attributes "NAME" { … } }`: the attributes of preview state NAME, by name.
  var previewStateAttributeValues: [String: [String: LayoutProgram.Expr]] = [:]
  /// The layout's `budget { … }` sizes, which override the device table.
  public var budgetOverrides: [Region: BudgetOverride] = [:]
  /// The `images { … }` sizes in points, by image name.
  var imageSizes: [String: (width: Double, height: Double)] = [:]
  /// `priority:` of expanded regions (`leading(priority: 1) { … }`).
  public var regionPriority: [Region: Double] = [:]

  /// The `preview { state { … }  state "NAME" { … } }` values by sample name, in order (the
  /// unnamed one is `default`), evaluated per clock (they may use `now`).
  var previewStates: [(name: String, values: [String: LayoutProgram.Expr])] = []
  /// The `let` values in declaration order.
  var lets: [LayoutProgram.Expr]
  /// The checked body of every declared region.
  var regions: [Region: [LayoutProgram.Item]] = [:]
  /// Where each declared region is named: the source of the stack that holds a body of several
  /// views, so a finding about the whole body (content clipped) says where it is.
  var regionSpans: [Region: SourceSpan] = [:]

  init(schema: Schema, lets: [LayoutProgram.Expr]) {
    self.schema = schema
    self.lets = lets
  }

  /// The regions the layout writes. `small` is absent when the layout leaves it to the
  /// compact fallback.
  public var declaredRegions: Set<Region> { Set(regions.keys) }

  /// The name of the preview's unnamed `state { … }` (and of a snapshot case without samples).
  public static let defaultSampleName = "default"

  /// The names of the preview's content states, the first being the one used by default.
  public var previewStateNames: [String] { previewStates.map(\.name) }

  /// The preview's content state named `name` (the first when nil) at `now` (`eta: now + 720`
  /// resolves against it), or nil when the layout gives none of that name.
  public func previewState(named name: String? = nil, now: Instant) -> Record? {
    guard
      let values = (name.map { name in previewStates.first { $0.name == name } } ?? previewStates.first)?
        .values
    else { return nil }
    return previewRecord(values, fields: schema.state, now: now)
  }

  /// The preview's attributes for its content state `state` (the first when nil) at `now`
  /// (`startTime: now - 600` resolves against it): that state's own `attributes "NAME"`, else
  /// the unnamed ones; nil when the layout gives none.
  public func previewAttributes(forState state: String? = nil, now: Instant) -> Record? {
    let name = state ?? previewStates.first?.name
    let values = name.flatMap { previewStateAttributeValues[$0] } ?? previewAttributeValues
    return values.map { previewRecord($0, fields: schema.attributes, now: now) }
  }

  /// Preview values at `now` as a record, with integer literals widened where the field is a
  /// `Double` or `Float` (as `34` decodes into a `Double` from JSON).
  private func previewRecord(_ values: [String: LayoutProgram.Expr], fields: [Field], now: Instant) -> Record
  {
    let evaluator = LayoutEvaluator(
      layout: self, state: Record(), attributes: Record(), environment: RenderEnvironment(now: now))
    var record = Record()
    for (name, expression) in values {
      let value = evaluator.value(of: expression)
      let field = fields.first { $0.name == name }
      if case .int(let number) = value, [.double, .float].contains(field?.type.unwrapped) {
        record[name] = .double(Double(number))
      } else {
        record[name] = value
      }
    }
    return record
  }

  /// Evaluates `region` against the values and the environment: every expression and `if`
  /// resolved, every timer rendered as text at `environment.now`. An undeclared expanded
  /// region is `.empty`; an undeclared `small` shows compact leading and trailing side by
  /// side, as iOS does. Never fails: a missing or mistyped value renders as empty text.
  public func view(
    for region: Region, state: Record, attributes: Record, environment: RenderEnvironment
  ) -> ViewNode {
    let evaluator = LayoutEvaluator(
      layout: self, state: state, attributes: attributes, environment: environment)
    if let items = regions[region] { return evaluator.root(items, origin: regionSpans[region]) }
    guard region == .small else { return ViewNode(.empty) }
    let compact = [Region.compactLeading, .compactTrailing].map {
      evaluator.root(regions[$0] ?? [], origin: regionSpans[$0])
    }
    return ViewNode(
      .hstack(
        spacing: nil, alignment: .center,
        children: [compact[0], ViewNode(.spacer(minLength: nil)), compact[1]]))
  }
}
