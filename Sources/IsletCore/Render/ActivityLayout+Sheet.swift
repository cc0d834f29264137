extension ActivityLayout {
  /// A sheet request that renders this layout's regions for `state` and `attributes`; the
  /// caller sets device, orientation, text size, scale and presentation on it.
  public func sheetRequest(state: Record, attributes: Record, environment: RenderEnvironment) -> SheetRequest
  {
    let layout = self
    return SheetRequest(
      environment: environment, regionPriority: regionPriority, budgetOverrides: budgetOverrides
    ) { region, regionEnvironment in
      guard layout.declaredRegions.contains(region) else { return nil }
      return layout.view(for: region, state: state, attributes: attributes, environment: regionEnvironment)
    }
  }
}
