import IsletModel
import IsletPlacement

/// Where a tap on the activity goes: a `.widgetURL(…)` or a `Link`'s destination.
public struct TapDestination: Hashable, Sendable {
  /// `widgetURL` or `link`.
  public var kind: String
  /// The URL as the layout built it (untrusted: escape it before it reaches a terminal).
  public var url: String
}

extension ActivityLayout {
  /// The destinations the views shown at these values carry, in region order, each once: a
  /// terminal cannot be tapped, so the preview's state panel and `render` list them.
  public func destinations(
    state: Record, attributes: Record, environment: RenderEnvironment
  ) -> [TapDestination] {
    var found: [TapDestination] = []
    for region in Region.allCases where declaredRegions.contains(region) {
      collect(view(for: region, state: state, attributes: attributes, environment: environment), into: &found)
    }
    return found
  }

  private func collect(_ node: ViewNode, into found: inout [TapDestination]) {
    let carried = [("widgetURL", node.modifiers.widgetURL), ("link", node.modifiers.link)]
    for case (let kind, let url?) in carried {
      let destination = TapDestination(kind: kind, url: url)
      if !found.contains(destination) { found.append(destination) }
    }
    let children: [ViewNode] =
      switch node.kind {
      case .hstack(_, _, let children), .vstack(_, _, let children), .zstack(_, let children): children
      case .fits(let children, _): children
      default: []
      }
    for child in children { collect(child, into: &found) }
  }
}
