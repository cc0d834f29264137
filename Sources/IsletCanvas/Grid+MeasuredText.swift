import IsletModel

extension Grid {
  /// Writes cluster `index` of `text` at (x, y); same rules as `put(_:x:y:style:)`.
  @discardableResult
  package mutating func put(_ text: MeasuredText, _ index: Int, x: Int, y: Int, style: Style) -> Int {
    let cluster = text.clusters[index]
    if let scalar = Unicode.Scalar(cluster.scalar) {
      return put(scalar: scalar, width: Int(cluster.width), x: x, y: y, style: style)
    }
    return put(text.character(at: index), width: Int(cluster.width), x: x, y: y, style: style)
  }
}
