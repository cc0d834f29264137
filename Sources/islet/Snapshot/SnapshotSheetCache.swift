import IsletDevices
import IsletModel
import IsletPlacement
import IsletSheet
import Synchronization

/// The sheets of one sample state, kept for its matrix cells that differ only in staleness. A
/// sheet depends only on its viewing conditions and the views it is given (its environment
/// reaches it only through them), so a cell whose views are the views another cell drew
/// under the same conditions, staleness apart, takes that cell's sheet: a layout that never
/// reads `isStale` draws each fresh and stale pair once. Safe on every core.
final class SnapshotSheetCache: Sendable {
  private let views: SnapshotViewCache
  private let drawn = Mutex<[Key: Drawn]>([:])

  private struct Key: Hashable {
    var viewing: ViewingConditions
    var now: Instant
  }

  /// A sheet with the views it asked for, in the order it asked.
  private struct Drawn: Sendable {
    var views: [(region: Region, environment: RenderEnvironment, view: ViewNode)]
    var sheet: RenderedSheet
  }

  /// The views one drawing asks for, as it asks.
  private final class Asked: Sendable {
    let views = Mutex<[(region: Region, environment: RenderEnvironment, view: ViewNode)]>([])
  }

  init(views: SnapshotViewCache) { self.views = views }

  /// The sheet `draw` draws with the state's views under `viewing` in `environment`, or the
  /// one kept from a cell under the same conditions (staleness apart) whose every view is the
  /// view this cell gets.
  func sheet(
    viewing: ViewingConditions, environment: RenderEnvironment,
    draw: (@escaping @Sendable (Region, RenderEnvironment) -> ViewNode) -> RenderedSheet
  ) -> RenderedSheet {
    let key = Key(viewing: viewing, now: environment.now)
    let views = views
    if let kept = drawn.withLock({ $0[key] }),
      kept.views.allSatisfy({ asked in
        var own = asked.environment
        own.isStale = environment.isStale
        return views.view(for: asked.region, in: own) == asked.view
      })
    {
      return kept.sheet
    }
    let asked = Asked()
    let sheet = draw { region, regionEnvironment in
      let view = views.view(for: region, in: regionEnvironment)
      asked.views.withLock { $0.append((region, regionEnvironment, view)) }
      return view
    }
    let drawing = Drawn(views: asked.views.withLock { $0 }, sheet: sheet)
    drawn.withLock { kept in
      if kept[key] == nil { kept[key] = drawing }
    }
    return sheet
  }
}
