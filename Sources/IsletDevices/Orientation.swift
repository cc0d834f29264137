/// How the phone is held. In landscape the compact and minimal presentations are limited in
/// width (`isDynamicIslandLimitedInWidth`, iOS 27).
public enum Orientation: String, Hashable, Sendable, CaseIterable {
  case portrait, landscape
}
