import IsletDevices
import IsletLanguage
import IsletModel
import IsletPlacement

extension ActivityLayout {
  /// The one way to render a layout: its sheet for `state` and `attributes` at the clock and
  /// staleness of `environment`, under `viewing`, with every presentation or only
  /// `presentation`. `flowWidth` lets the small family flow across a wider pane (the preview);
  /// `isInIsland` false (an ended activity) leaves the Dynamic Island empty.
  /// `render`, `replay`, `snapshot` and the live preview all come through here (`snapshot`
  /// through `renderSheet(environment:viewing:view:)`, keeping the views it evaluates).
  public func renderSheet(
    state: Record, attributes: Record, environment: RenderEnvironment, viewing: ViewingConditions,
    presentation: Presentation? = nil, flowWidth: Int? = nil, isInIsland: Bool = true
  ) -> RenderedSheet {
    let layout = self
    return renderSheet(
      environment: environment, viewing: viewing, presentation: presentation, flowWidth: flowWidth,
      isInIsland: isInIsland
    ) { region, regionEnvironment in
      layout.view(for: region, state: state, attributes: attributes, environment: regionEnvironment)
    }
  }

  /// The sheet as `renderSheet(state:attributes:…)` draws it, each declared region's view
  /// taken from `view` (`view(for:state:attributes:environment:)` of one state and attributes,
  /// or the views a caller kept from it: a view depends on nothing else).
  public func renderSheet(
    environment: RenderEnvironment, viewing: ViewingConditions, presentation: Presentation? = nil,
    flowWidth: Int? = nil, isInIsland: Bool = true,
    view: @escaping @Sendable (Region, RenderEnvironment) -> ViewNode
  ) -> RenderedSheet {
    let layout = self
    var request = SheetRequest(
      viewing: viewing, environment: environment, regionPriority: regionPriority,
      budgetOverrides: budgetOverrides,
      presentation: presentation
    ) { region, regionEnvironment in
      guard layout.declaredRegions.contains(region) else { return nil }
      return view(region, regionEnvironment)
    }
    request.flowWidth = flowWidth
    request.isInIsland = isInIsland
    return SheetRenderer.render(request)
  }
}
