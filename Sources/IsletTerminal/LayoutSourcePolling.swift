import IsletPreview

/// Where the live preview's layout text comes from: a layout file, or Swift sources translated
/// into one. Polled by the run loop; errors are values the engine shows while it keeps the last
/// good layout.
public protocol LayoutSourcePolling {
  /// The layout or why there is none when the source changed since the last poll (always
  /// when `force`), nil when nothing changed.
  mutating func pollLayout(force: Bool) -> Result<LayoutSource, LayoutSourceError>?
}
