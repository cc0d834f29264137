import IsletFindings
import IsletModel

/// The attributes and content state to render: from files when given, else from the
/// layout's `preview` block.
struct RenderValues {
  var state: Record
  var attributes: Record
  /// Decoder warnings from the files (e.g. a Unix-looking date).
  var warnings: [Finding]

  /// `sample` names one of the layout's preview states (refused together with `statePath`).
  static func resolve(
    _ input: LayoutInput, statePath: String?, sample: String? = nil, attributesPath: String?, now: Instant,
    console: Console
  ) throws -> RenderValues {
    let schema = input.layout.schema
    var warnings: [Finding] = []
    let state: Record
    if let sample {
      guard statePath == nil else { throw UsageError("give --state FILE or --sample NAME, not both") }
      guard let preview = input.layout.previewState(named: sample, now: now) else {
        let names = input.layout.previewStateNames
        throw UsageError(
          "the layout has no preview state '\(TerminalSafe.escape(sample))'"
            + (names.isEmpty
              ? " (it has no preview states)"
              : "; its preview states are "
                + names.map { "'\(TerminalSafe.escape($0))'" }.joined(separator: ", "))
            + (NameSuggestion.closest(to: sample, among: names).map {
              "; did you mean '\(TerminalSafe.escape($0))'?"
            } ?? ""))
      }
      state = preview
    } else if let statePath {
      let decoded = try RecordInput.decode(
        statePath, fields: schema.state, schema: schema, unchecked: schema.stateDecoding,
        part: "content-state",
        console: console)
      state = decoded.record
      warnings += decoded.warnings
    } else if let preview = input.layout.previewState(now: now) {
      state = preview
    } else if schema.state.isEmpty {
      state = Record()
    } else {
      throw UsageError(
        "no content state: pass --state FILE, or "
          + previewHint(input, islet: "state { … }", swift: "contentStates: { … }"))
    }
    let attributes: Record
    if let attributesPath {
      let decoded = try RecordInput.decode(
        attributesPath, fields: schema.attributes, schema: schema, unchecked: schema.attributesDecoding,
        part: "attributes", console: console)
      attributes = decoded.record
      warnings += decoded.warnings
    } else if let preview = input.layout.previewAttributes(
      forState: statePath == nil ? sample : nil, now: now)
    {
      attributes = preview
    } else if schema.attributes.isEmpty {
      attributes = Record()
    } else {
      throw UsageError(
        "no attributes: pass --attributes FILE, or "
          + previewHint(input, islet: "attributes { … }", swift: "using: …"))
    }
    return RenderValues(state: state, attributes: attributes, warnings: warnings)
  }

  /// Where the layout's own preview values would come from: a `preview` block with `islet` in
  /// an `.islet` layout, a `#Preview` of the widget with `swift` in Swift sources.
  private static func previewHint(_ input: LayoutInput, islet: String, swift: String) -> String {
    input.swift == nil
      ? "give the layout a `preview { \(islet) }`"
      : "add a `#Preview(\"…\", as: .content, using: …) { … } contentStates: { … }` with its \(swift) "
        + "to the Swift sources"
  }
}
