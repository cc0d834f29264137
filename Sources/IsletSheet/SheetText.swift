import IsletDevices

/// A line of the sheet's own text (a title, a small-family label), written by interpolation
/// straight into UTF-8 bytes: literals and names are copied, lengths in points written as
/// ASCII digits in `Device.number`'s spelling. No `String` is built or appended to (a sheet
/// has a dozen titles of a few interpolations each, and every `String` append costs hundreds
/// of instructions); the composer measures the bytes and the grid draws them.
struct SheetText: ExpressibleByStringInterpolation {
  /// Valid UTF-8: every piece appended is.
  let bytes: [UInt8]

  init(stringLiteral literal: StaticString) {
    var interpolation = StringInterpolation(literalCapacity: literal.utf8CodeUnitCount, interpolationCount: 0)
    interpolation.appendLiteral(literal)
    bytes = interpolation.bytes
  }

  init(stringInterpolation: StringInterpolation) { bytes = stringInterpolation.bytes }

  /// The text as a `String`, for what is not drawn scalar by scalar.
  var string: String { String(decoding: bytes, as: UTF8.self) }

  struct StringInterpolation: StringInterpolationProtocol {
    fileprivate var bytes: [UInt8] = []

    init(literalCapacity: Int, interpolationCount: Int) {
      // Most interpolations are lengths ("52.33") or short names.
      bytes.reserveCapacity(literalCapacity + 8 * interpolationCount)
    }

    mutating func appendLiteral(_ literal: StaticString) {
      literal.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    mutating func appendInterpolation(_ string: String) {
      var string = string
      string.withUTF8 { bytes.append(contentsOf: $0) }
    }

    mutating func appendInterpolation(_ text: SheetText) { bytes.append(contentsOf: text.bytes) }

    mutating func appendInterpolation(_ literal: StaticString) { appendLiteral(literal) }

    /// A length in points, as `Device.number` spells it ("52.33").
    mutating func appendInterpolation(points: Double) {
      guard let spelling = NumberSpelling(points, decimals: 2) else {
        appendInterpolation(Device.number(points))
        return
      }
      let start = bytes.count
      bytes.append(contentsOf: repeatElement(0, count: spelling.count))
      bytes.withUnsafeMutableBufferPointer {
        spelling.write(into: UnsafeMutableBufferPointer(rebasing: $0[start...]))
      }
    }

    /// A budget as it describes itself ("152×69.5 pt").
    mutating func appendInterpolation(_ budget: PointBudget) { appendInterpolation(budget.description) }
  }
}
