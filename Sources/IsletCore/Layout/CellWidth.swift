/// `DisplayWidth` with a fast path for printable ASCII, which is most of what a sheet draws:
/// renderers call this in their inner loops; anything else defers to `DisplayWidth`.
enum CellWidth {
  /// The cells one cluster occupies.
  @inline(__always)
  static func of(_ cluster: Character) -> Int {
    if let ascii = cluster.asciiValue, ascii >= 0x20, ascii < 0x7F { return 1 }
    return DisplayWidth.of(cluster)
  }

  /// The cells a string occupies. Text made only of scalars that are one cell on their own
  /// and never join a neighbour (printable Latin, general punctuation, arrows) is counted by
  /// scalars; anything else goes cluster by cluster.
  static func of(_ text: String) -> Int {
    var count = 0
    for scalar in text.unicodeScalars {
      switch scalar.value {
      case 0x20..<0x7F, 0xA0..<0xAD, 0xAE..<0x300, 0x2010..<0x2028, 0x2190..<0x2200: count += 1
      default: return text.reduce(0) { $0 + of($1) }
      }
    }
    return count
  }
}
