import IsletFindings
import IsletModel

/// The attributes and content state to render: from files when given, else from the
/// layout's `preview` block.
struct RenderValues {
  var state: Record
  var attributes: Record
  /// Decoder warnings from the files (e.g. a Unix-looking date).
  var warnings: [Finding]

  static func resolve(
    _ input: LayoutInput, statePath: String?, attributesPath: String?, now: Instant, console: Console
  ) throws -> RenderValues {
    let schema = input.layout.schema
    var warnings: [Finding] = []
    let state: Record
    if let statePath {
      let decoded = try RecordInput.decode(
        statePath, fields: schema.state, schema: schema, part: "content-state", console: console)
      state = decoded.record
      warnings += decoded.warnings
    } else if let preview = input.layout.previewState(now: now) {
      state = preview
    } else {
      throw UsageError("no content state: pass --state FILE, or give the layout a `preview { state { … } }`")
    }
    let attributes: Record
    if let attributesPath {
      let decoded = try RecordInput.decode(
        attributesPath, fields: schema.attributes, schema: schema, part: "attributes", console: console)
      attributes = decoded.record
      warnings += decoded.warnings
    } else if let preview = input.layout.previewAttributes {
      attributes = preview
    } else if schema.attributes.isEmpty {
      attributes = Record()
    } else {
      throw UsageError(
        "no attributes: pass --attributes FILE, or give the layout a `preview { attributes { … } }`")
    }
    return RenderValues(state: state, attributes: attributes, warnings: warnings)
  }
}
