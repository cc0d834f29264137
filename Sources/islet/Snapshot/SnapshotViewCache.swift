import IsletLanguage
import IsletModel
import IsletPlacement
import Synchronization

/// The evaluated views of one sample state, kept while its matrix cells render. A region's
/// view depends only on the state, the attributes and the environment the region sees (clock,
/// staleness, width class, family, appearance, locale, time zone), which most cells share:
/// the cells' devices and text sizes size and place a view, they do not change it. The cells
/// of a state render on every core, so the views are kept behind a lock; two cells that miss
/// the same view at once both evaluate it, to the same result.
final class SnapshotViewCache: Sendable {
  private let layout: ActivityLayout
  private let state: Record
  private let attributes: Record
  private let views = Mutex<[Key: ViewNode]>([:])

  private struct Key: Hashable {
    var region: Region
    var environment: RenderEnvironment
  }

  init(layout: ActivityLayout, state: Record, attributes: Record) {
    self.layout = layout
    self.state = state
    self.attributes = attributes
  }

  /// `layout.view(for: region, state:, attributes:, environment:)`, evaluated once.
  func view(for region: Region, in environment: RenderEnvironment) -> ViewNode {
    let key = Key(region: region, environment: environment)
    if let kept = views.withLock({ $0[key] }) { return kept }
    let view = layout.view(for: region, state: state, attributes: attributes, environment: environment)
    views.withLock { $0[key] = view }
    return view
  }
}
