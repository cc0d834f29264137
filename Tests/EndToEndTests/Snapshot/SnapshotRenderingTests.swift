import Foundation
import IsletDevices
import IsletModel
import IsletPlacement
import IsletSheet
import IsletSnapshot
import Testing

@testable import islet

/// `SnapshotRendering` against the straightforward render: the layout loaded, the state
/// decoded and every view evaluated again for each case.
@Suite struct SnapshotRenderingTests {
  /// The bundled layouts in two sample states across both orientations, staleness and
  /// appearances: the sheets drawn from the views a state keeps are the sheets drawn from
  /// fresh views, cell for cell, with the same findings.
  @Test func keptViewsDrawTheSheetsOfFreshViews() throws {
    let console = Console(environment: [:])
    let rendering = SnapshotRendering(console: console)
    let root = IsletBinary.packageRoot.path
    let matrix = SnapshotMatrix(
      devices: [SnapshotMatrix.Named("iphone-15-pro", try #require(Device.named("iphone-15-pro")))],
      orientations: [.portrait, .landscape], textSizes: [SnapshotMatrix.Named("ax3", .ax3)],
      staleness: [.fresh, .stale], appearances: [.dark, .light])
    for layout in ["delivery", "download", "rideshare", "sports", "workout"] {
      let sources = LayoutArgument("\(root)/Layouts/\(layout).islet")
      let input = try LayoutInput.load(sources, console: console)
      let attributes = "\(root)/Samples/\(layout)/attributes.json"
      for state in ["typical", "emoji"] {
        let statePath = "\(root)/Samples/\(layout)/states/\(state).json"
        let values = try RenderValues.resolve(
          input, statePath: statePath, attributesPath: attributes, now: SnapshotHeader.defaultClock,
          console: console)
        var render: SnapshotRunner.StateRenderer?
        for variant in matrix.variants {
          let snapshotCase = SnapshotCase(
            layoutPath: sources.name, layoutSources: sources, layoutName: layout, statePath: statePath,
            stateName: state, attributesPath: attributes, variant: variant, clock: SnapshotHeader.defaultClock
          )
          let renderer = try render ?? rendering.prepare(snapshotCase)
          render = renderer
          let kept = try renderer(snapshotCase)
          let fresh = input.layout.renderSheet(
            state: values.state, attributes: values.attributes,
            environment: RenderEnvironment(now: snapshotCase.clock, isStale: variant.staleness.isStale),
            viewing: snapshotCase.viewing)
          #expect(kept.grid == fresh.grid, "\(layout)/\(state).\(variant.slug)")
          #expect(kept.findings == input.diagnostics + values.warnings + fresh.findings)
        }
      }
    }
  }
}
