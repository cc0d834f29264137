import Foundation
import IsletModel
import IsletPlacement

/// Renders snapshot cases: compiles each layout once, decodes each sample state and its
/// attributes once, as ActivityKit would, and renders the sheet for each matrix cell on its
/// fixed clock, evaluating each of the state's views once for the cells that share it (and
/// drawing a sheet once for a fresh and a stale cell whose views agree).
final class SnapshotRendering {
  private let console: Console
  /// The `ActivityAttributes` type to translate when Swift sources hold several.
  private let activity: String?
  private var layouts: [String: LayoutInput] = [:]

  init(console: Console, activity: String? = nil) {
    self.console = console
    self.activity = activity
  }

  /// Loads what the cases of `snapshotCase`'s state share (the layout, the state and the
  /// attributes) and returns the renderer of those cases. A layout or state that does not
  /// load throws, its diagnostics printed to stderr first; the renderer never prints.
  func prepare(_ snapshotCase: SnapshotCase) throws -> SnapshotRunner.StateRenderer {
    let input = try layout(snapshotCase.layoutSources)
    let values = try RenderValues.resolve(
      input, statePath: snapshotCase.statePath, sample: snapshotCase.previewState,
      attributesPath: snapshotCase.attributesPath, now: snapshotCase.clock, console: console)
    let views = SnapshotViewCache(layout: input.layout, state: values.state, attributes: values.attributes)
    let sheets = SnapshotSheetCache(views: views)
    let loadFindings = input.diagnostics + values.warnings
    return { snapshotCase in
      let environment = RenderEnvironment(
        now: snapshotCase.clock, isStale: snapshotCase.variant.staleness.isStale)
      let viewing = snapshotCase.viewing
      let sheet = sheets.sheet(viewing: viewing, environment: environment) { view in
        input.layout.renderSheet(environment: environment, viewing: viewing, view: view)
      }
      return RenderedCase(
        grid: sheet.grid, findings: loadFindings + input.located(sheet.findings),
        widthTable: "unicode-\(DisplayWidth.unicodeVersion)")
    }
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
