import IsletDevices

/// A line of the sheet's own text (a title, a small-family label), written by interpolation
/// straight into UTF-8 bytes: literals and names are copied, lengths in points written as
/// ASCII digits in `Device.number`'s spelling. No `String` is built or appended to (a sheet
/// has a dozen titles of a few interpolations each, and every `String` append costs hundreds
/// of instructions), and a line of up to `inlineCapacity` bytes (every title the device table
/// makes) is held inline, without an allocation; the composer copies the bytes into the
/// sheet's one buffer of text, measures them there and the grid draws them from it.
struct SheetText: ExpressibleByStringInterpolation {
  private var interpolation: StringInterpolation

  init(stringLiteral literal: StaticString) {
    interpolation = StringInterpolation(literalCapacity: 0, interpolationCount: 0)
    interpolation.appendLiteral(literal)
  }

  init(stringInterpolation: StringInterpolation) { interpolation = stringInterpolation }

  /// Calls `body` with the text's bytes (valid UTF-8: every piece appended is).
  func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
    interpolation.withBytes(body)
  }

  /// The text as a `String`, for what is not drawn scalar by scalar.
  var string: String { withBytes { String(decoding: $0, as: UTF8.self) } }

  /// The bytes a line holds without allocating.
  static let inlineCapacity = 128

  struct StringInterpolation: StringInterpolationProtocol {
    /// `inlineCapacity` bytes of storage, as sixteen words.
    private typealias Words = (
      UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64,
      UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64
    )
    /// The bytes while they fit (the first `count`).
    private var inline: Words = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
    private var count = 0
    /// Every byte, once they no longer fit inline (`inline` is then not read). An optional, nil
    /// for every title the device table makes, so freeing a line tests it instead of releasing
    /// an empty array (~40 instructions a line, now ~10).
    private var spilled: [UInt8]?
    /// The last two lengths spelt into the inline bytes, the latest first: a title spells the
    /// same length twice more often than not (a budget's width in its range, the leading and
    /// trailing slots' equal widths, a minimal slot at its least width), and a length spelt
    /// again is its earlier bytes copied (~130 instructions of spelling saved).
    private var recent = (SpeltLength.none, SpeltLength.none)

    /// A length spelt into the inline bytes, and where they are.
    private struct SpeltLength {
      /// NaN for none: no length is equal to it (and NaN itself is never remembered).
      var value: Double
      var start: UInt8
      var count: UInt8

      /// (Computed: it folds where it is read, where a stored static is read through a
      /// once-token.)
      static var none: SpeltLength { SpeltLength(value: .nan, start: 0, count: 0) }
    }

    init(literalCapacity: Int, interpolationCount: Int) {}

    fileprivate func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
      if let spilled { return spilled.withUnsafeBufferPointer(body) }
      return withUnsafeBytes(of: inline) { words in
        body(UnsafeBufferPointer(start: words.baseAddress?.assumingMemoryBound(to: UInt8.self), count: count))
      }
    }

    /// (Always inlined, as `appendLiteral` is: a literal's length is then known where it is
    /// appended, and its copy is a few moves instead of a call to `memmove`.)
    @inline(__always)
    private mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
      if spilled == nil, count + bytes.count <= SheetText.inlineCapacity {
        let (start, end) = (count, count + bytes.count)
        withUnsafeMutableBytes(of: &inline) { words in
          UnsafeMutableRawBufferPointer(rebasing: words[start..<end]).copyMemory(
            from: UnsafeRawBufferPointer(bytes))
        }
        count = end
        return
      }
      if spilled == nil { spilled = withBytes { Array($0) } }
      spilled?.append(contentsOf: bytes)
    }

    @inline(__always)
    mutating func appendLiteral(_ literal: StaticString) {
      literal.withUTF8Buffer { append($0) }
    }

    mutating func appendInterpolation(_ string: String) {
      var string = string
      string.withUTF8 { append($0) }
    }

    mutating func appendInterpolation(_ text: SheetText) { text.withBytes { append($0) } }

    mutating func appendInterpolation(_ literal: StaticString) { appendLiteral(literal) }

    /// A length in points, as `Device.number` spells it ("52.33"). (Always inlined: a title
    /// spells several, and the call's frame cost a fifth of the spelling.)
    @inline(__always)
    mutating func appendInterpolation(points: Double) {
      if spilled == nil {
        if points == recent.0.value, copyInline(recent.0) { return }
        if points == recent.1.value, copyInline(recent.1) { return }
        // Straight into the line's own bytes, in one call: no scratch to write into and copy
        // from. Nil when it does not fit (or is not spelt so).
        let start = count
        let written = withUnsafeMutableBytes(of: &inline) { words in
          NumberSpelling.write(
            points, decimals: 2,
            into: UnsafeMutableRawBufferPointer(rebasing: words[start...]).bindMemory(to: UInt8.self))
        }
        if let written {
          count += written
          // `start` and `written` are within the inline capacity (128): they fit a byte.
          recent = (
            SpeltLength(
              value: points, start: UInt8(truncatingIfNeeded: start),
              count: UInt8(truncatingIfNeeded: written)),
            recent.0
          )
          return
        }
      }
      guard let spelling = NumberSpelling(points, decimals: 2) else {
        appendInterpolation(Device.number(points))
        return
      }
      withUnsafeTemporaryAllocation(of: UInt8.self, capacity: spelling.count) { ascii in
        spelling.write(into: ascii)
        append(UnsafeBufferPointer(ascii))
      }
    }

    /// Appends the inline bytes of `earlier` again, when they fit: false, and nothing appended,
    /// when they do not. A length of up to eight bytes (most) is copied as one word where eight
    /// bytes fit after it, the bytes after it not yet written (a call to `memmove` took ~25
    /// instructions).
    @inline(__always)
    private mutating func copyInline(_ earlier: SpeltLength) -> Bool {
      let (source, length) = (Int(earlier.start), Int(earlier.count))
      let (start, end) = (count, count + length)
      guard end <= SheetText.inlineCapacity else { return false }
      withUnsafeMutableBytes(of: &inline) { words in
        if length <= 8, start + 8 <= SheetText.inlineCapacity {
          // The earlier bytes end before `start`: a word read from them is read whole before
          // it is written.
          words.storeBytes(
            of: words.loadUnaligned(fromByteOffset: source, as: UInt64.self), toByteOffset: start,
            as: UInt64.self)
        } else {
          UnsafeMutableRawBufferPointer(rebasing: words[start..<end]).copyMemory(
            from: UnsafeRawBufferPointer(rebasing: words[source..<source + length]))
        }
      }
      count = end
      return true
    }

    /// A budget as it describes itself ("152×69.5 pt", "343×56–132 pt"), written piece by piece
    /// instead of through the `String` of its `description`.
    mutating func appendInterpolation(_ budget: PointBudget) {
      appendInterpolation(points: budget.width)
      appendLiteral("×")
      if budget.minHeight != budget.maxHeight {
        appendInterpolation(points: budget.minHeight)
        appendLiteral("–")
      }
      appendInterpolation(points: budget.maxHeight)
      appendLiteral(" pt")
    }
  }
}
