import Testing

@testable import IsletModel

/// Differential test: `DisplayWidth` against jquast `wcwidth` over the committed fixture
/// (`Scripts/generate-width-oracle.py`), except for the deliberate differences listed here.
@Suite struct WidthOracleTests {
  /// A fixture line: the sample and the width wcwidth gives it.
  struct Sample {
    var scalars: [UInt32]
    var oracle: Int
    var text: String { String(String.UnicodeScalarView(scalars.compactMap(Unicode.Scalar.init))) }
  }

  static let samples: [Sample] = fixture.split(separator: "\n").compactMap { line in
    let parts = line.split(separator: ";")
    guard parts.count == 2, let oracle = Int(parts[1]) else { return nil }
    return Sample(
      scalars: parts[0].split(separator: " ").compactMap { UInt32($0, radix: 16) }, oracle: oracle)
  }

  @Test func fixtureHasThousandsOfSamples() {
    #expect(Self.samples.count > 5000)
    #expect(Self.samples.allSatisfy { !$0.scalars.isEmpty })
  }

  @Test func agreesWithWcwidthExceptDeliberateDifferences() {
    var disagreements: [String] = []
    var explained: [Difference: Int] = [:]
    for sample in Self.samples {
      let ours = DisplayWidth.of(sample.text)
      guard ours != sample.oracle else { continue }
      if let difference = Difference(sample, ours: ours) {
        explained[difference, default: 0] += 1
        continue
      }
      let hex = sample.scalars.map { String($0, radix: 16, uppercase: true) }.joined(separator: " ")
      disagreements.append("\(hex): ours \(ours), wcwidth \(sample.oracle)")
    }
    #expect(disagreements.isEmpty, "\(disagreements.count): \(disagreements.prefix(40))")
    #expect(Set(explained.keys) == Set(Difference.allCases), "every listed difference still occurs")
    #expect(explained.values.reduce(0, +) < Self.samples.count / 20)
  }

  /// The deliberate differences from wcwidth 0.9.4, each recognised by its exact shape.
  enum Difference: CaseIterable {
    /// "⌚︎": VS15 keeps the base's own width (2 for a wide base), as mode 2027 specifies;
    /// wcwidth narrows a wide emoji to 1.
    case textPresentationOfWideEmoji
    /// "🖐🏻", "❤‍🔥" without VS16: a modifier or ZWJ sequence is drawn as one emoji, 2 cells;
    /// wcwidth gives the text-default base's 1.
    case unqualifiedEmojiSequence
    /// A spacing mark (Mc) with no base is 1 cell (2 when East Asian Wide), as glibc measures
    /// it and as the grid draws it; wcwidth counts a spacing mark only after a base.
    case loneSpacingMark

    init?(_ sample: Sample, ours: Int) {
      guard let base = sample.scalars.first.flatMap(Unicode.Scalar.init) else { return nil }
      let joinsOrModifies = sample.scalars.dropFirst().contains {
        $0 == 0x200D || (0x1F3FB...0x1F3FF).contains($0)
      }
      if sample.scalars.count == 2, sample.scalars.last == 0xFE0E, ours == 2, sample.oracle == 1 {
        self = .textPresentationOfWideEmoji
      } else if base.properties.isEmoji, joinsOrModifies, ours == 2, sample.oracle == 1 {
        self = .unqualifiedEmojiSequence
      } else if sample.scalars.count == 1, base.properties.generalCategory == .spacingMark, sample.oracle == 0
      {
        self = .loneSpacingMark
      } else {
        return nil
      }
    }
  }
}
