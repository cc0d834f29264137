import Foundation
import IsletModel
import IsletPlacement

/// Renders one snapshot case: compiles its layout once, decodes its state and attributes as
/// ActivityKit would, and renders the sheet for the case's matrix cell on its fixed clock.
final class SnapshotRendering {
  private let console: Console
  /// The `ActivityAttributes` type to translate when Swift sources hold several.
  private let activity: String?
  private var layouts: [String: LayoutInput] = [:]

  init(console: Console, activity: String? = nil) {
    self.console = console
    self.activity = activity
  }

  func render(_ snapshotCase: SnapshotCase) throws -> RenderedCase {
    let input = try layout(snapshotCase.layoutSources)
    let values = try RenderValues.resolve(
      input, statePath: snapshotCase.statePath, sample: snapshotCase.previewState,
      attributesPath: snapshotCase.attributesPath, now: snapshotCase.clock, console: console)
    let sheet = input.layout.renderSheet(
      state: values.state, attributes: values.attributes,
      environment: RenderEnvironment(
        now: snapshotCase.clock, isStale: snapshotCase.variant.staleness.isStale),
      viewing: snapshotCase.viewing)
    return RenderedCase(
      grid: sheet.grid, findings: input.diagnostics + values.warnings + input.located(sheet.findings),
      widthTable: "unicode-\(DisplayWidth.unicodeVersion)")
  }

  /// The names of the layout's preview states; none when it does not load (its case then
  /// reports why).
  func previewStateNames(_ sources: LayoutArgument) -> [String] {
    (try? layout(sources))?.layout.previewStateNames ?? []
  }

  private func layout(_ sources: LayoutArgument) throws -> LayoutInput {
    if let cached = layouts[sources.name] { return cached }
    let loaded = try LayoutInput.load(sources, activity: activity, console: console)
    layouts[sources.name] = loaded
    return loaded
  }
}
