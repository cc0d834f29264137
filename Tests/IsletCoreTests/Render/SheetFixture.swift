@testable import IsletModel
@testable import IsletPlacement

/// A small hand-built delivery layout for sheet tests.
enum SheetFixture {
  static func text(_ string: String, _ configure: (inout Modifiers) -> Void = { _ in }) -> ViewNode {
    var modifiers = Modifiers()
    configure(&modifiers)
    return ViewNode(.text(string), modifiers: modifiers)
  }

  static func symbol(_ name: String) -> ViewNode { ViewNode(.symbol(name)) }

  static func hstack(_ children: [ViewNode], spacing: Double? = nil) -> ViewNode {
    ViewNode(.hstack(spacing: spacing, alignment: .center, children: children))
  }

  static func vstack(_ children: [ViewNode], spacing: Double? = 0) -> ViewNode {
    ViewNode(.vstack(spacing: spacing, alignment: .leading, children: children))
  }

  static let spacer = ViewNode(.spacer(minLength: nil))

  /// The delivery example's regions, with `small` optional.
  static func delivery(small: Bool) -> @Sendable (Region, RenderEnvironment) -> ViewNode? {
    { region, environment in
      switch region {
      case .lockScreen:
        vstack([
          hstack([symbol("bicycle"), text("Picked up") { $0.bold = true }, spacer, text("12:00")]),
          text("Luigi's → 221B Baker St") { $0.truncation = .middle },
          ViewNode(.progress(fraction: 0.5)),
        ])
      case .compactLeading: symbol("bicycle")
      case .compactTrailing: environment.limitedWidth ? symbol("bicycle") : text("12:00")
      case .minimal: symbol("bicycle")
      case .expandedLeading: ViewNode(.label(title: "Picked up", symbol: "bicycle"))
      case .expandedTrailing: text("221B Baker St") { $0.font = .caption }
      case .expandedCenter: text("Mario is on the way")
      case .expandedBottom: ViewNode(.progress(fraction: 0.4))
      case .small:
        small
          ? hstack([symbol("bicycle"), vstack([text("Picked up") { $0.bold = true }, text("12:00")])]) : nil
      }
    }
  }
}
