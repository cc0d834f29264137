import Testing

@testable import IsletDevices
@testable import IsletFindings
@testable import IsletPlacement
@testable import IsletSheet

/// `.font(.system(size:weight:))` and `.fontWeight(…)` are measured as SwiftUI sets them: a fixed
/// size in points that Dynamic Type does not scale, and the nearest weight the advance table has.
@Suite struct FontSizeAndWeightTests {
  static let line = "Kansas City Chiefs at Buffalo Bills tonight"

  /// The points the Lock Screen's R001 says `modified` text needs at `textSize`; nil when it fits.
  static func needed(_ modified: String, textSize: TextSize = .large) throws -> Double? {
    let source = KnownWrongRenderingTests.layout(lockScreen: #"text("\#(line)")\#(modified).lineLimit(1)"#)
    let findings = try KnownWrongRenderingTests.render(source, .lockScreen, textSize: textSize).findings
    guard let finding = findings.first(where: { $0.code.id == "R001" }) else { return nil }
    let points = try #require(finding.message.split(separator: "needs ").last?.split(separator: " ").first)
    let value: Double = try #require(Double(String(points)), "\(finding.message)")
    return value
  }

  @Test func aSystemFontSizeIsMeasuredAtItsPointsWhateverTheTextSize() throws {
    let twice = try #require(try Self.needed(".font(.system(size: 34))"))
    let body = TextFont(style: .body, textSize: .large).advance(of: Self.line)
    #expect(abs(twice - 2 * body) < 0.1, "\(twice) against body \(body)")
    #expect(try Self.needed(".font(.system(size: 34))", textSize: .ax3) == twice)
    // At 17 pt it is body at the default size, and it stays 17 pt at AX3, where body grows.
    #expect(try Self.needed(".font(.system(size: 17))") == nil)
    #expect(try Self.needed(".font(.system(size: 17))", textSize: .ax3) == nil)
    #expect(try Self.needed("", textSize: .ax3) != nil)
  }

  @Test func aFixedSizeTakesBodysLeadingInProportion() {
    #expect(TextFont(fixedSize: 17, weight: .regular).lineHeight == 22)
    #expect(TextFont(fixedSize: 34, weight: .regular).lineHeight == 44)
    #expect(TextFont(fixedSize: 1e300, weight: .regular).pointSize == TextFont.fixedSizes.upperBound)
  }

  @Test func semiboldIsMeasuredWithTheSemiboldColumn() throws {
    // The line fits at 17 pt in regular, semibold (as headline) and only just not in bold.
    #expect(try Self.needed(".fontWeight(.semibold)") == nil)
    #expect(try Self.needed(".font(.system(size: 17, weight: .semibold))") == nil)
    #expect(try Self.needed(".bold") != nil)
    #expect(try Self.needed(".fontWeight(.heavy)") == Self.needed(".bold"))
    let semibold = TextFont(fixedSize: 17, weight: .semibold).advance(of: Self.line)
    let headline = TextFont(style: .headline, textSize: .large).advance(of: Self.line)
    let bold = TextFont(style: .body, textSize: .large, weight: .bold).advance(of: Self.line)
    #expect(semibold == headline && semibold < bold)
    #expect(TextWeight.medium.measured == .regular && TextWeight.semibold.measured == .semibold)
    #expect(TextWeight.black.measured == .bold)
  }

  @Test func anInnerFontReplacesTheOuterOneWhole() throws {
    let outer = KnownWrongRenderingTests.layout(
      lockScreen: #"vstack { text("\#(Self.line)").caption.lineLimit(1) }.font(.system(size: 34))"#)
    #expect(try KnownWrongRenderingTests.render(outer, .lockScreen).findings.isEmpty)
    let inner = KnownWrongRenderingTests.layout(
      lockScreen: #"vstack { text("\#(Self.line)").font(.system(size: 34)).lineLimit(1) }.caption"#)
    #expect(try !KnownWrongRenderingTests.render(inner, .lockScreen).findings.isEmpty)
  }

  /// Weights compare in the order of `allCases`, lightest first, and semibold and heavier draw
  /// bold (the comparison is spelt out case by case).
  @Test func weightsCompareInTheOrderOfAllCases() {
    for (leftIndex, left) in TextWeight.allCases.enumerated() {
      for (rightIndex, right) in TextWeight.allCases.enumerated() {
        #expect((left < right) == (leftIndex < rightIndex), "\(left) \(right)")
      }
    }
    #expect(TextWeight.allCases.filter(\.isBold) == [.semibold, .bold, .heavy, .black])
  }
}
