import Testing

@testable import IsletCanvas
@testable import IsletDevices
@testable import IsletModel
@testable import IsletSheet

/// `SheetText` writes titles as bytes without a `String`: the bytes must be those of the
/// `String` interpolation it replaces, and the grid must draw them as it draws that string.
@Suite struct SheetTextTests {
  static let lengths: [Double] = [
    0, 36, 36.67, 52.33, 69.5, 125.34, 0.05, 0.004, -0.004, -2.5, -0.25, 999_999.999, 1e11, 1e12, 1e300,
    -1e300, .infinity, -.infinity, .nan,
  ]

  @Test func lengthsAreSpelledAsDeviceNumber() {
    for length in Self.lengths {
      let text: SheetText = "\(points: length)"
      #expect(text.string == Device.number(length), "\(length)")
    }
  }

  /// `Device.number`'s spelling (`NumberSpelling`), against values spelt by hand: rounded
  /// halves away from zero, no trailing zeros, no "-0", places clamped to 0…6.
  @Test func numbersAreSpelledRoundedWithoutTrailingZeros() {
    let cases: [(Double, Int, String)] = [
      (0, 2, "0"), (36, 2, "36"), (36.67, 2, "36.67"), (52.333, 2, "52.33"), (69.5, 2, "69.5"),
      (0.05, 2, "0.05"), (0.004, 2, "0"), (-0.004, 2, "0"), (-2.5, 2, "-2.5"), (-0.25, 2, "-0.25"),
      (0.125, 2, "0.13"), (999_999.999, 2, "1000000"), (1e11, 2, "100000000000"),
      (123_456_789.01, 2, "123456789.01"), (1.5, 0, "2"), (-1.5, 0, "-2"), (2.4, -1, "2"),
      (123.4567891, 6, "123.456789"), (0.000001, 6, "0.000001"), (1.23456789, 9, "1.234568"),
      (-7.1, 3, "-7.1"),
    ]
    for (value, decimals, spelling) in cases {
      #expect(Device.number(value, decimals: decimals) == spelling, "\(value) to \(decimals)")
    }
  }

  @Test func titlesAreTheBytesOfTheirStringInterpolation() {
    // A budget with a range of heights and one with a fixed height: spelt piece by piece, as
    // its `description` spells it.
    let budgets = [
      PointBudget(width: 343, minHeight: 56, maxHeight: 132),
      PointBudget(width: 152, minHeight: 69.5, maxHeight: 69.5),
    ]
    let name = "Watch 40 mm, CarPlay 240×78"
    for budget in budgets {
      for length in Self.lengths {
        let text: SheetText = "Lock · \(points: length)×\(points: 2 * length) of \(budget) · \(name) – end"
        let string =
          "Lock · \(Device.number(length))×\(Device.number(2 * length)) of \(budget) · \(name) – end"
        #expect(text.withBytes { Array($0) } == Array(string.utf8), "\(budget)")
      }
    }
    // Past the inline capacity the bytes move to an array, whichever piece crosses it.
    let long = String(repeating: "Watch 40 mm · ", count: 12)
    for prefix in ["", "Small family · ", String(repeating: "x", count: SheetText.inlineCapacity)] {
      let text: SheetText = "\(prefix)\(long)\(points: 52.33) pt"
      #expect(text.string == "\(prefix)\(long)52.33 pt")
    }
    // A number that fits the inline bytes left only in part spills them.
    for room in 0..<8 {
      let prefix = String(repeating: "x", count: SheetText.inlineCapacity - room)
      let text: SheetText = "\(prefix)\(points: -125.34) pt"
      #expect(text.string == "\(prefix)-125.34 pt", "\(room)")
    }
    let literal: SheetText = "Small family (Apple Watch Smart Stack, CarPlay)"
    #expect(literal.string == "Small family (Apple Watch Smart Stack, CarPlay)")
  }

  /// A length spelt again in a line is its earlier bytes copied (one of the last two spelt):
  /// the bytes must be its spelling wherever the copy falls, a word from the inline capacity's
  /// end, across it (the line spills) or after it.
  @Test func lengthsSpeltAgainAreTheirSpelling() {
    for room in 0...40 {
      let prefix = String(repeating: "x", count: SheetText.inlineCapacity - room)
      for (first, second) in zip(Self.lengths, Self.lengths.reversed()) {
        let text: SheetText = """
          \(prefix)\(points: first)×\(points: second) \(points: first)–\(points: second), \
          \(points: 7) \(points: first)
          """
        let (a, b) = (Device.number(first), Device.number(second))
        #expect(text.string == "\(prefix)\(a)×\(b) \(a)–\(b), 7 \(a)", "\(first), \(second) in \(room)")
      }
    }
  }

  /// Titles and names as the sheet has them, and what a layout's text may hold: controls,
  /// DEL, Latin-1, wide and combining clusters, at the grid's edge.
  static let strings = [
    "Compact · leading 52.33 · camera 125.34 pt", "Minimal · 36.67 of 36.67–36.67 pt", "a 漢字 wide · ×",
    "e\u{301} composed", "tab\there\u{7F}del\u{1F}", "🚲 ride", "",
  ]

  /// The label's width and drawing against the straightforward path: cluster by cluster.
  @Test func labelsDrawAsTheirClustersDraw() {
    let style = Style(bold: true)
    // Earlier labels before each, in buffers that must grow.
    var cells = PackedLines(capacity: 4)
    var bytes = Array("earlier labels".utf8)
    for string in Self.strings {
      let text: SheetText = "\(string)"
      _ = SheetRenderer.Composer.Label("an earlier · label", style: .plain, cells: &cells, bytes: &bytes)
      let label = SheetRenderer.Composer.Label(text, style: style, cells: &cells, bytes: &bytes)
      #expect(label.width == string.reduce(0) { $0 + DisplayWidth.of($1) }, "\(string)")
      // Row 0 holds a wide cluster the text overlaps (drawn cell by cell), row 1 none (in one go).
      for x in [0, 3, 38] {
        for y in [0, 1] {
          var drawn = Grid(width: 40, height: 2)
          drawn.put("漢", x: 5, y: 0)
          var expected = drawn
          label.draw(from: cells, bytes, into: &drawn, x: x, y: y)
          var column = x
          for cluster in string where column < expected.width {
            column += expected.put(cluster, x: column, y: y, style: style)
          }
          #expect(drawn == expected, "\(string) at (\(x), \(y))")
        }
      }
    }
  }
}
