import IsletModel

/// A font resolved for measuring: a text style at a Dynamic Type size, its weight, and whether
/// digits are tabular. Advances come from the stand-in font's pinned table (`AdvanceTable`,
/// Inter), scaled to the point size; line heights from the HIG (`TextStyleMetrics`).
///
/// What the stand-in ignores: SF Pro's optical sizes (Text below 20 pt, Display from 20 pt),
/// its size-specific tracking, kerning and ligatures. Inter's letters run a few per cent wider
/// than SF Pro Text's (docs/rendering.md, "Text metrics").
public struct TextFont: Hashable, Sendable {
  public let pointSize: Double
  public let lineHeight: Double
  public let weight: FontWeight
  public let monospacedDigit: Bool
  /// Points per font unit at this size.
  private let unit: Double

  /// `style` (body when nil) at `textSize`, at `weight` (the style's own when nil).
  public init(
    style: FontStyle?, textSize: TextSize, weight: FontWeight? = nil, monospacedDigit: Bool = false
  ) {
    let metrics = TextStyleMetrics(style ?? .body, textSize)
    self.init(
      pointSize: metrics.pointSize, lineHeight: metrics.lineHeight, weight: weight ?? metrics.weight,
      monospacedDigit: monospacedDigit)
  }

  /// A fixed size in points (`.font(.system(size:))`), which Dynamic Type does not scale, at
  /// `weight`. ASSUMPTION: its line height is body's leading in proportion (22 pt at 17 pt,
  /// to the nearest point), so `.system(size: 17)` measures as body at the default size.
  /// Sizes are held to `fixedSizes` (the checker allows any size above 0).
  public init(fixedSize: Double, weight: FontWeight, monospacedDigit: Bool = false) {
    let size = min(max(fixedSize, Self.fixedSizes.lowerBound), Self.fixedSizes.upperBound)
    let body = TextStyleMetrics(.body, .large)
    self.init(
      pointSize: size, lineHeight: (size * body.lineHeight / body.pointSize).rounded(), weight: weight,
      monospacedDigit: monospacedDigit)
  }

  /// The fixed sizes measured as given; others are held to the nearest end.
  public static let fixedSizes: ClosedRange<Double> = 1...1_000

  public init(pointSize: Double, lineHeight: Double, weight: FontWeight, monospacedDigit: Bool = false) {
    self.pointSize = pointSize
    self.lineHeight = lineHeight
    self.weight = weight
    self.monospacedDigit = monospacedDigit
    unit = pointSize / AdvanceTable.unitsPerEm
  }

  /// The stand-in font and its version, for documentation and headers.
  public static let standIn = AdvanceTable.fontVersion

  /// How far the stand-in's widths may be from SF Pro's, as a fraction (docs/rendering.md,
  /// "the stand-in's error"): a text that misses its room by less than this may fit on the phone.
  public static let widthUncertainty = 0.05

  /// The advance of one scalar standing alone, in points: the table's when the font has a
  /// glyph; else 1 em for wide (CJK) scalars, an emoji's advance for emoji, nothing for
  /// zero-width scalars, and 0.6 em (about a lowercase letter) for the rest.
  public func advance(ofScalar value: UInt32) -> Double {
    let weightIndex = weight.rawValue
    if monospacedDigit, value >= 0x30, value <= 0x39 {
      return Double(AdvanceTable.tabularDigit[weightIndex]) * unit
    }
    if let units = Self.units(of: value, weight: weightIndex) { return Double(units) * unit }
    switch DisplayWidth.scalarWidth(value) {
    case 0: return 0
    case 2: return (Self.isEmoji(value) ? AdvanceTable.emojiEms : 1) * pointSize
    default: return Self.fallbackEms * pointSize
    }
  }

  /// The advance of `text`, whose every byte is printable ASCII (0x20 to 0x7E): each byte's
  /// `advance(ofScalar:)` summed in order, read from the table in one pass (the stand-in has a
  /// glyph for every printable ASCII character; `TextFontTests`).
  public func width(ofPrintableASCII text: String) -> Double {
    let weightIndex = weight.rawValue
    let tabular = Double(AdvanceTable.tabularDigit[weightIndex]) * unit
    // Over the string's bytes in place (a native string's always are contiguous): iterating
    // its UTF-8 view cost several times as much a byte. Tabular digits are looked for only in
    // a font that has them (a loop of their own): tested in the one loop, they cost a test and
    // a branch a byte in every text.
    func width(of bytes: some Sequence<UInt8>) -> Double {
      AdvanceTable.dense.withUnsafeBufferPointer { dense in
        var total = 0.0
        if monospacedDigit {
          for byte in bytes {
            total += byte &- 0x30 < 10 ? tabular : Double(dense[Int(byte &- 0x20) &* 3 &+ weightIndex]) * unit
          }
        } else {
          for byte in bytes { total += Double(dense[Int(byte &- 0x20) &* 3 &+ weightIndex]) * unit }
        }
        return total
      }
    }
    return text.utf8.withContiguousStorageIfAvailable(width) ?? width(of: text.utf8)
  }

  /// `advance(ofScalar:)` of a printable ASCII scalar (0x20 to 0x7E), read straight from the
  /// table, as `width(ofPrintableASCII:)` reads each byte: text measures its printable ASCII
  /// clusters so, one at a time.
  public func advance(ofPrintableASCII value: UInt32) -> Double {
    let weightIndex = weight.rawValue
    if monospacedDigit, value &- 0x30 < 10 { return Double(AdvanceTable.tabularDigit[weightIndex]) * unit }
    return Double(AdvanceTable.dense[Int(value &- 0x20) &* 3 &+ weightIndex]) * unit
  }

  /// Each cluster's advance in `text` (`advance(ofPrintableASCII:)`, `advance(ofScalar:)` or
  /// `advance(of:)` as the cluster is; a line break as a space, which it becomes when a text's
  /// last line gathers what remains) and the widest hard line, its advances summed in order.
  /// One loop in the table's module over the clusters in place, written into a scratch buffer
  /// copied once into the array, the table read in place: called per cluster from another
  /// module, each printable ASCII advance was a call; mapped with a closure, each advance
  /// went through the closure's captured state.
  package func advances(of text: MeasuredText) -> (advances: [Double], widest: Double) {
    let space = advance(ofScalar: 0x20)
    let weightIndex = weight.rawValue
    let tabular = Double(AdvanceTable.tabularDigit[weightIndex]) * unit
    var widestLine = 0.0
    let advances = withUnsafeTemporaryAllocation(of: Double.self, capacity: text.count) { advances in
      // The sums are the closure's own, written out once: kept outside, each advance added to
      // them through the closure's captures.
      var line = 0.0
      var widest = 0.0
      AdvanceTable.dense.withUnsafeBufferPointer { dense in
        text.clusters.withUnsafeBufferPointer { clusters in
          for index in 0..<clusters.count {
            let cluster = clusters[index]
            let clusterAdvance: Double
            if MeasuredText.isPrintableASCII(cluster.scalar) {
              clusterAdvance =
                monospacedDigit && cluster.scalar &- 0x30 < 10
                ? tabular : Double(dense[Int(cluster.scalar &- 0x20) &* 3 &+ weightIndex]) * unit
            } else if cluster.isNewline {
              widest = max(widest, line)
              line = 0
              advances[index] = space
              continue
            } else {
              clusterAdvance =
                cluster.scalar == MeasuredText.composite
                ? advance(of: text.character(at: index)) : advance(ofScalar: cluster.scalar)
            }
            line += clusterAdvance
            advances[index] = clusterAdvance
          }
        }
      }
      widestLine = max(widest, line)
      return Array(advances)
    }
    return (advances, widestLine)
  }

  /// The advance of a grapheme cluster: an emoji sequence (a ZWJ sequence, a flag, a keycap, a
  /// modified emoji) is one emoji wide; any other cluster is its scalars' advances summed
  /// (combining marks have none).
  public func advance(of cluster: Character) -> Double {
    let scalars = cluster.unicodeScalars
    guard let first = scalars.first?.value else { return 0 }
    if scalars.count == 1 { return advance(ofScalar: first) }
    if Self.isEmoji(first) || scalars.contains(where: { $0.value == 0xFE0F || $0.value == 0x20E3 }) {
      return AdvanceTable.emojiEms * pointSize
    }
    return scalars.reduce(0) { $0 + advance(ofScalar: $1.value) }
  }

  /// The text's advance on one line, cluster by cluster.
  public func advance(of text: some StringProtocol) -> Double {
    text.reduce(0) { $0 + advance(of: $1) }
  }

  /// The advance of "…", which the phone puts where it truncates: every text measures it, and
  /// finding it in the table's sparse part is a search, so each weight's is spelt out
  /// (`ellipsisUnits`).
  public var ellipsisAdvance: Double { Double(Self.ellipsisUnits(weight)) * unit }

  /// The table's "…" (U+2026) at `weight`, as constants: found once into a static array, it was
  /// read through the runtime's `swift_once` check on every text. `TextFontTests` checks each
  /// against the table.
  private static func ellipsisUnits(_ weight: FontWeight) -> UInt16 {
    switch weight {
    case .regular: 2312
    case .semibold: 2270
    case .bold: 2250
    }
  }

  /// An SF Symbol's width beside text of this font: about 1.2 em (symbols are drawn at the
  /// text's point size and are a little wider than tall).
  public var symbolAdvance: Double { 1.2 * pointSize }

  /// Unmapped scalars of width 1 measure this many ems.
  static let fallbackEms = 0.6

  /// The table's advance for `value` at `weight`, nil when the font has no glyph for it.
  private static func units(of value: UInt32, weight: Int) -> UInt16? {
    let offset = Int(value) - Int(AdvanceTable.denseStart)
    if offset >= 0, offset < AdvanceTable.denseCount {
      let units = AdvanceTable.dense[offset * 3 + weight]
      return units == AdvanceTable.noGlyph ? nil : units
    }
    let scalars = AdvanceTable.sparseScalars
    var low = 0
    var high = scalars.count
    while low < high {
      let middle = (low + high) / 2
      if scalars[middle] < value { low = middle + 1 } else { high = middle }
    }
    guard low < scalars.count, scalars[low] == value else { return nil }
    return AdvanceTable.sparse[low * 3 + weight]
  }

  /// Pictographs and emoji blocks: drawn from the emoji font, one emoji advance wide.
  static func isEmoji(_ value: UInt32) -> Bool {
    (0x1F000...0x1FAFF).contains(value) || (0x2600...0x27BF).contains(value)
  }
}
