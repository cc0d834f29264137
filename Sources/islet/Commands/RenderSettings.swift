import IsletCore

/// Where and how to render, from the shared options: device, orientation, text size, scale,
/// presentation.
struct RenderSettings {
  var device: Device
  var orientation: Orientation
  var textSize: TextSize
  var scale: Scale
  var presentation: Presentation?

  init(_ arguments: ParsedArguments) throws {
    device = try CommonOptions.device(arguments)
    orientation = CommonOptions.orientation(arguments)
    textSize = try CommonOptions.textSize(arguments)
    scale = try CommonOptions.scale(arguments)
    presentation = arguments.value("presentation").flatMap(Presentation.init(name:))
  }

  /// The sheet of `layout` for `values` in `environment`.
  func render(_ layout: ActivityLayout, values: RenderValues, environment: RenderEnvironment) -> RenderedSheet
  {
    var request = layout.sheetRequest(
      state: values.state, attributes: values.attributes, environment: environment)
    request.device = device
    request.orientation = orientation
    request.textSize = textSize
    request.scale = scale
    request.presentation = presentation
    return SheetRenderer.render(request)
  }
}
