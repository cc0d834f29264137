/// `DisplayWidth` with a fast path for printable ASCII, which is most of what a sheet draws:
/// renderers call this in their inner loops; anything else defers to `DisplayWidth`.
enum CellWidth {
  /// The cells one cluster occupies.
  @inline(__always)
  static func of(_ cluster: Character) -> Int {
    if let ascii = cluster.asciiValue, ascii >= 0x20, ascii < 0x7F { return 1 }
    return DisplayWidth.of(cluster)
  }

  /// The cells a string occupies.
  static func of(_ text: String) -> Int {
    if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return text.utf8.count }
    return text.reduce(0) { $0 + of($1) }
  }
}
