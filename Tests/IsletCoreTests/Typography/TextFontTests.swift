import IsletDevices
import IsletModel
import Testing

/// Known answers from the HIG tables and the stand-in font (Inter 3.019, read with fontTools).
@Suite struct TextFontTests {
  @Test func defaultSizesAreTheHIGLargeColumn() {
    let expected: [(FontStyle, Double, Double)] = [
      (.largeTitle, 34, 41), (.title, 28, 34), (.title2, 22, 28), (.title3, 20, 25), (.headline, 17, 22),
      (.body, 17, 22), (.callout, 16, 21), (.subheadline, 15, 20), (.footnote, 13, 18), (.caption, 12, 16),
      (.caption2, 11, 13),
    ]
    for (style, size, leading) in expected {
      let metrics = TextStyleMetrics(style, .large)
      #expect(metrics.pointSize == size, "\(style)")
      #expect(metrics.lineHeight == leading, "\(style)")
    }
    #expect(TextStyleMetrics(.headline, .large).weight == .semibold)
    #expect(TextStyleMetrics(.body, .large).weight == .regular)
  }

  @Test func accessibilitySizesGrowEveryStyle() {
    #expect(TextStyleMetrics(.body, .ax5).pointSize == 53)
    #expect(TextStyleMetrics(.caption2, .ax5).lineHeight == 48)
    #expect(TextStyleMetrics(.largeTitle, .xSmall).pointSize == 31)
    for style in FontStyle.allCases {
      let sizes = TextSize.allCases.map { TextStyleMetrics(style, $0) }
      for (smaller, larger) in zip(sizes, sizes.dropFirst()) {
        #expect(smaller.pointSize <= larger.pointSize, "\(style)")
        #expect(smaller.lineHeight <= larger.lineHeight, "\(style)")
        #expect(larger.lineHeight > larger.pointSize, "\(style)")
      }
    }
    // Body follows the sizes the budgets used to scale by.
    for size in TextSize.allCases { #expect(TextStyleMetrics(.body, size).pointSize == size.bodyPointSize) }
  }

  @Test func twoCaption2LinesAre26PointsAndFitTheCompactIsland() {
    let font = TextFont(style: .caption2, textSize: .large)
    #expect(2 * font.lineHeight == 26)
    #expect(2 * font.lineHeight <= Device.compactHeight)
    #expect(2 * TextFont(style: .body, textSize: .large).lineHeight > Device.compactHeight)
  }

  @Test func fiftyCaptionLettersFitTheLockScreenContentWidth() {
    let font = TextFont(style: .caption, textSize: .large)
    let width = 343.0
    #expect(abs(font.advance(ofScalar: 0x61) - 6.767_045) < 0.000_01)
    #expect(font.advance(of: String(repeating: "a", count: 50)) <= width)
    #expect(font.advance(of: String(repeating: "a", count: 51)) > width)
  }

  @Test func advancesScaleWithThePointSize() {
    let body = TextFont(style: .body, textSize: .large)
    #expect(abs(body.advance(of: "Your order is on its way") - 189.776_988) < 0.000_01)
    #expect(abs(body.ellipsisAdvance - 13.957_386) < 0.000_01)
    let caption = TextFont(style: .caption, textSize: .large)
    #expect(abs(caption.advance(of: "Your order is on its way") - 133.960_227) < 0.000_01)
  }

  @Test(arguments: FontWeight.allCases) func theEllipsisAdvanceIsTheTables(weight: FontWeight) {
    // `ellipsisAdvance` spells the table's "…" out at each weight: the same as the table's.
    let font = TextFont(style: .body, textSize: .large, weight: weight)
    #expect(font.ellipsisAdvance == font.advance(ofScalar: 0x2026))
  }

  @Test func boldIsWiderAndTabularDigitsShareOneAdvance() {
    let regular = TextFont(style: .body, textSize: .large)
    let bold = TextFont(style: .body, textSize: .large, weight: .bold)
    #expect(abs(bold.advance(of: "Push Day") - 77.876_420) < 0.000_01)
    #expect(bold.advance(of: "Push Day") > regular.advance(of: "Push Day"))
    let tabular = TextFont(style: .body, textSize: .large, monospacedDigit: true)
    #expect(tabular.advance(of: "1") == tabular.advance(of: "8"))
    #expect(regular.advance(of: "1") < regular.advance(of: "8"))
  }

  @Test func scriptsCJKAndEmoji() {
    let font = TextFont(style: .body, textSize: .large)
    // Greek and Cyrillic come from the font; CJK is one em; emoji their font's advance.
    #expect(font.advance(of: "Ω") > 0)
    #expect(font.advance(of: "ж") > 0)
    #expect(font.advance(of: "駅") == 17)
    #expect(abs(font.advance(of: "😀") - 17 * 1.245_117_187_5) < 0.000_01)
    #expect(abs(font.advance(of: "👩‍👩‍👧") - 17 * 1.245_117_187_5) < 0.000_01)
    #expect(font.advance(of: "e\u{301}") == font.advance(of: "e"))
    #expect(font.advance(of: "\u{200B}") == 0)
  }

  /// The table's advances of printable ASCII are `advance(ofScalar:)` of each byte, and the
  /// one-pass width their sum in order (a loop of its own with tabular digits), at every weight
  /// and size, with tabular digits or not.
  @Test func printableASCIIAdvancesAreEachScalarsAdvance() {
    let text = String(decoding: Array(UInt8(0x20)...0x7E), as: UTF8.self) + "Picked up 12:34"
    for weight in FontWeight.allCases {
      for monospacedDigit in [false, true] {
        for size in [11.0, 17, 34] {
          let font = TextFont(
            pointSize: size, lineHeight: size, weight: weight, monospacedDigit: monospacedDigit)
          let expected = text.utf8.map { font.advance(ofScalar: UInt32($0)) }
          let advances = text.utf8.map { font.advance(ofPrintableASCII: UInt32($0)) }
          #expect(advances == expected, "\(weight) \(monospacedDigit) \(size)")
          #expect(font.width(ofPrintableASCII: text) == expected.reduce(0, +))
          // A short text (stored in the string itself) is read in place too.
          let short = "12:34 a"
          #expect(
            font.width(ofPrintableASCII: short)
              == short.utf8.map { font.advance(ofScalar: UInt32($0)) }.reduce(0, +))
        }
      }
    }
    #expect(TextFont(style: .body, textSize: .large).width(ofPrintableASCII: "") == 0)
  }

  /// A text's advances in one pass (`advances(of:)`) are each cluster's `advance(of:)` (a line
  /// break a space's) and its widest line each line's advances summed in order, whatever the
  /// clusters, at every weight and size, with tabular digits or not.
  @Test func advancesOfATextAreEachClustersAdvance() {
    let texts = [
      "Luigi's Trattoria → 221B Baker Street, London", "12:34\n駅まで 5 分", "a\r\nb\u{2028}ccc\n",
      "e\u{301} 👩‍👩‍👧 🇫🇷 1️⃣", "\u{200B}\t×÷ Ωμ", "\n\n", "",
    ]
    for text in texts {
      let measured = MeasuredText(text)
      for weight in FontWeight.allCases {
        for monospacedDigit in [false, true] {
          for size in [11.0, 17, 34] {
            let font = TextFont(
              pointSize: size, lineHeight: size, weight: weight, monospacedDigit: monospacedDigit)
            let expected = measured.clusters.indices.map { index in
              measured.clusters[index].isNewline
                ? font.advance(ofScalar: 0x20) : font.advance(of: measured.character(at: index))
            }
            var lines: [Double] = [0]
            for (advance, cluster) in zip(expected, measured.clusters) {
              if cluster.isNewline { lines.append(0) } else { lines[lines.count - 1] += advance }
            }
            let found = font.advances(of: measured)
            #expect(found.advances == expected, "\(text) \(weight) \(monospacedDigit) \(size)")
            #expect(found.widest == lines.max(), "\(text) \(weight) \(monospacedDigit) \(size)")
          }
        }
      }
    }
  }
}
