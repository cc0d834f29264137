/// Light or dark appearance (SwiftUI's `colorScheme`): the Lock Screen card's default
/// background and text colours follow it; the Dynamic Island is always dark.
public enum Appearance: String, Hashable, Sendable, CaseIterable {
  case light, dark
}
