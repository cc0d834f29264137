import IsletDevices
import IsletModel

extension Scale: ArgumentValue {
  /// Points per column and per row: `8x20`.
  init(argument text: String, option: String) throws(UsageError) {
    let parts = text.lowercased().split(separator: "x")
    guard parts.count == 2, let columns = Double(parts[0]), let rows = Double(parts[1]),
      let scale = Scale(pointsPerColumn: columns, pointsPerRow: rows)
    else {
      let range = Scale.allowedPoints
      throw UsageError(
        "'\(TerminalSafe.escape(text))' is not a scale for '--\(option)'; write points per column and row, "
          + "each from \(PlainNumberText.text(range.lowerBound)) to \(PlainNumberText.text(range.upperBound)), "
          + "e.g. 8x20")
    }
    self = scale
  }
}
