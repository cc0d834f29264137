extension Modifiers {
  /// A view's `widgetURL` and `link`, kept out of line: few views set either, and inline their
  /// two strings made each copy of a view's modifiers retain them and each release release them
  /// (the layout evaluator gives every view modifiers). Boxed, the modifiers hold one reference,
  /// nil for most views. Immutable: setting either makes a new box.
  @usableFromInline final class Destinations: Hashable, Sendable {
    let widgetURL: String?
    let link: String?

    /// The box of `widgetURL` and `link`; nil when neither is set, so modifiers with none compare
    /// equal however they came to have none.
    init?(widgetURL: String?, link: String?) {
      guard widgetURL != nil || link != nil else { return nil }
      self.widgetURL = widgetURL
      self.link = link
    }

    @usableFromInline static func == (left: Destinations, right: Destinations) -> Bool {
      left.widgetURL == right.widgetURL && left.link == right.link
    }

    @usableFromInline func hash(into hasher: inout Hasher) {
      hasher.combine(widgetURL)
      hasher.combine(link)
    }
  }
}
