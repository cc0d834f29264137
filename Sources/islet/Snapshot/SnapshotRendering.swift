import Foundation
import IsletDevices
import IsletModel
import IsletPlacement

/// Renders one snapshot case: compiles its layout once, decodes its state and attributes as
/// ActivityKit would, and renders the sheet for the case's matrix cell on its fixed clock.
final class SnapshotRendering {
  private let console: Console
  private var layouts: [String: LayoutInput] = [:]

  init(console: Console) { self.console = console }

  func render(_ snapshotCase: SnapshotCase) throws -> RenderedCase {
    let input = try layout(snapshotCase.layoutSources)
    let values = try RenderValues.resolve(
      input, statePath: snapshotCase.statePath, sample: snapshotCase.previewState,
      attributesPath: snapshotCase.attributesPath, now: snapshotCase.clock, console: console)
    let variant = snapshotCase.variant
    let device: Device
    do {
      device = try Device.resolve(variant.device)
    } catch {
      throw UsageError(error.description)
    }
    guard let textSize = TextSize(name: variant.textSize) else {
      throw UsageError("unknown text size '\(TerminalSafe.escape(variant.textSize))' in the snapshot matrix")
    }
    let sheet = input.layout.renderSheet(
      state: values.state, attributes: values.attributes,
      environment: RenderEnvironment(now: snapshotCase.clock, isStale: variant.staleness.isStale),
      viewing: ViewingConditions(
        device: device, orientation: variant.orientation, textSize: textSize, appearance: variant.appearance,
        locale: snapshotCase.locale, utcOffset: snapshotCase.timeZone.utcOffset(at: snapshotCase.clock)))
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
    let loaded = try LayoutInput.load(sources, console: console)
    layouts[sources.name] = loaded
    return loaded
  }
}
