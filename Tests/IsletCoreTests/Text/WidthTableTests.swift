import Testing

@testable import IsletModel

@Suite struct WidthTableTests {
  static let tables: [(name: String, ranges: [UInt32])] = [
    ("zeroWidth", DisplayWidth.Table.zeroWidth), ("wide", DisplayWidth.Table.wide),
  ]

  @Test(arguments: tables.indices)
  func rangesAreSortedMergedAndNonOverlapping(_ index: Int) {
    let (name, ranges) = Self.tables[index]
    #expect(ranges.count % 2 == 0 && ranges.count > 100, "\(name) holds pairs")
    for pair in stride(from: 0, to: ranges.count, by: 2) {
      #expect(ranges[pair] <= ranges[pair + 1], "\(name) range \(pair / 2) is ordered")
      if pair >= 2 { #expect(ranges[pair - 1] + 1 < ranges[pair], "\(name) range \(pair / 2) is apart") }
    }
    #expect(ranges.last.map { $0 <= 0x10FFFF } == true)
  }

  @Test func classesAreDisjoint() {
    let zero = DisplayWidth.Table.zeroWidth
    for pair in stride(from: 0, to: zero.count, by: 2) {
      for value in [zero[pair], zero[pair + 1]] {
        #expect(!DisplayWidth.tableContains(DisplayWidth.Table.wide, value), "U+\(String(value, radix: 16))")
      }
    }
  }

  /// Prepended_Concatenation_Mark (PropList.txt), which the stdlib does not expose: visible signs.
  static let prependedConcatenationMarks: Set<UInt32> = Set(
    [
      0x0600, 0x0601, 0x0602, 0x0603, 0x0604, 0x0605, 0x06DD, 0x070F, 0x0890, 0x0891, 0x08E2, 0x110BD,
      0x110CD,
    ])

  @Test func spotValues() {
    let expected: [(UInt32, Int)] = [
      (0x41, 1), (0x00, 0), (0x9B, 0), (0xAD, 1), (0x0300, 0), (0x0600, 1), (0x1100, 2), (0x115F, 2),
      (0x1160, 0), (0x11FF, 0), (0x200B, 0), (0x200D, 0), (0x2026, 1), (0x231A, 2), (0x2B07, 1),
      (0x3000, 2), (0x302A, 0), (0x3164, 0), (0x4E2D, 2), (0x9FFF, 2), (0xAC00, 2), (0xD7A3, 2),
      (0xD7B0, 0), (0xFE0F, 0), (0xFF21, 2), (0xFF61, 1), (0x1F1E6, 2), (0x1F1FF, 2), (0x1F3FB, 2),
      (0x1F600, 2), (0x1F6D8, 2), (0x1FAE8, 2), (0x20000, 2), (0x2FFFD, 2), (0x3FFFD, 2),
      (0xE0001, 0), (0xE0067, 0), (0xE0100, 0), (0x10FFFF, 1),
    ]
    for (value, width) in expected {
      #expect(DisplayWidth.scalarWidth(value) == width, "U+\(String(value, radix: 16, uppercase: true))")
    }
  }

  /// The table's zero class matches the Swift 17.0 stdlib's own properties everywhere, and every
  /// stdlib emoji-presentation scalar is wide: the Debian 15.0 inputs did not drift from 17.0.
  @Test func tableAgreesWithStandardLibraryProperties() {
    var mismatches: [String] = []
    for value in UInt32(0)...0x10FFFF {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let properties = scalar.properties
      let zeroByProperties: Bool
      switch properties.generalCategory {
      case .control, .nonspacingMark, .enclosingMark, .format, .lineSeparator, .paragraphSeparator:
        zeroByProperties = true
      default:
        zeroByProperties =
          properties.isDefaultIgnorableCodePoint || (0x1160...0x11FF).contains(value)
          || (0xD7B0...0xD7FF).contains(value)
      }
      let exception = value == 0xAD || value == 0x115F || Self.prependedConcatenationMarks.contains(value)
      let width = DisplayWidth.scalarWidth(value)
      if zeroByProperties && !exception ? width != 0 : width == 0 {
        mismatches.append("zero U+\(String(value, radix: 16))")
      }
      if properties.isEmojiPresentation, width != 2 {
        mismatches.append("emoji U+\(String(value, radix: 16))")
      }
    }
    #expect(mismatches.isEmpty, "\(mismatches.prefix(20))")
  }
}
