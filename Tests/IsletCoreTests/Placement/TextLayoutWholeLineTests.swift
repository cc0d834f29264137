import Testing

@testable import IsletCanvas
@testable import IsletDevices
@testable import IsletPlacement

/// A text that fits its proposed width is laid out as one whole line at once
/// (`TextLayout(wholeLine:…)`), skipping the cache: every proposal must get exactly the layout
/// the general path (`TextRun.layOut`) makes, fitting or not, measuring answers its size
/// (`TextRun.wholeLineSize`) and drawing queues its line (`TextRun.onlyLine`) without making it.
@Suite struct TextLayoutWholeLineTests {
  static let texts = [
    "Picked up", "12:34", "Luigi's Trattoria → 221B Baker Street", "a", "", "two\nlines", "中文 🚲",
  ]

  static func node(_ text: String, lineLimit: Int?, minimumScale: Double?) -> ViewNode {
    var modifiers = Modifiers()
    modifiers.lineLimit = lineLimit
    modifiers.minimumScaleFactor = minimumScale
    return ViewNode(.text(text), modifiers: modifiers)
  }

  static func expectSame(
    _ fast: TextLayout, _ fastLines: borrowing PlacementStorage.Buffer<TextLayout.Line>,
    _ general: TextLayout, _ generalLines: borrowing PlacementStorage.Buffer<TextLayout.Line>,
    _ context: String
  ) {
    #expect(fast.lineCount == general.lineCount, "\(context)")
    #expect(fast.width == general.width && fast.height == general.height, "\(context)")
    #expect(fast.isTruncated == general.isTruncated && fast.neededLines == general.neededLines, "\(context)")
    #expect(fast.scale == general.scale && fast.proposedWidth == general.proposedWidth, "\(context)")
    #expect(fast.lineHeight == general.lineHeight, "\(context)")
    for index in 0..<min(fast.lineCount, general.lineCount) {
      let (a, b) = (fast.line(index, in: fastLines), general.line(index, in: generalLines))
      #expect(a.head == b.head && a.tail == b.tail, "\(context) line \(index)")
      #expect(a.hasEllipsis == b.hasEllipsis && a.width == b.width, "\(context) line \(index)")
    }
  }

  @Test func everyProposalGetsTheGeneralPathsLayout() {
    var compared = 0
    for text in Self.texts {
      for lineLimit in [nil, 1, 2] {
        for minimumScale in [nil, 0.5] {
          let tree = PlacementTree(
            Self.node(text, lineLimit: lineLimit, minimumScale: minimumScale), scale: .standard)
          guard let root = tree.root, case .text(let run) = tree.items[root].content else {
            Issue.record("no text run for \(text)")
            continue
          }
          let ideal = tree.storage.texts[run].idealWidth
          let widths: [Double?] = [
            nil, 0, 10, ideal - 1e-5, ideal - 1e-7, ideal, ideal + 1e-7, ideal + 5, 1_000,
            PlacementTree.unbounded,
          ]
          for width in widths {
            for height in [nil, 0, 5, 22, 100] as [Double?] {
              let proposal = PlacementTree.Proposal(width: width, height: height)
              let limit = tree.items[root].lineLimit
              let fast = tree.textLayout(run, lineLimit: limit, proposal)
              var general = tree.storage.texts[run]
              var generalLines = PlacementStorage.Buffer<TextLayout.Line>()
              let expected = general.layOut(lineLimit: limit, proposal, store: &generalLines)
              let context =
                "\(text) limit \(String(describing: lineLimit)) width \(String(describing: width)) "
                + "height \(String(describing: height))"
              Self.expectSame(fast, tree.storage.lines, expected, generalLines, context)
              // Measuring's answer for a whole line, made without a layout, is the layout's size.
              let whole = proposal.width ?? PlacementTree.unbounded
              let line = tree.storage.texts[run].wholeLine(in: whole, lineLimit: limit)
              let onlyLine = tree.storage.texts[run].onlyLine(in: whole, lineLimit: limit)
              if let size = tree.storage.texts[run].wholeLineSize(in: whole, lineLimit: limit) {
                #expect(line != nil, "\(context)")
                #expect(size.width == expected.width && size.height == expected.height, "\(context)")
                #expect(size.rows == expected.lineCount, "\(context)")
                // Drawing's one line is the layout's only line, and the layout is not truncated.
                let first = expected.line(0, in: generalLines)
                #expect(expected.lineCount == 1 && !expected.isTruncated, "\(context)")
                #expect(onlyLine?.head == first.head && onlyLine?.tail == first.tail, "\(context)")
                #expect(onlyLine?.hasEllipsis == first.hasEllipsis, "\(context)")
                #expect(onlyLine?.width == first.width, "\(context)")
              } else {
                #expect(line == nil && onlyLine == nil, "\(context)")
              }
              compared += 1
            }
          }
        }
      }
    }
    #expect(compared == Self.texts.count * 3 * 2 * 10 * 5)
  }

  /// Drawing queues a text whose answer holds for every wider proposal (`Answer.holdsWider`) as
  /// its whole line (`TextLayout.Line(wholeOf:)`) without asking the run: it must be the line
  /// `TextRun.onlyLine` gives at the width the text was proposed, which must not be nil.
  @Test func aTextThatHoldsWiderIsDrawnAsTheRunsOnlyLine() {
    var held = 0
    for text in Self.texts {
      for lineLimit in [nil, 0, 1, 2] {
        let tree = PlacementTree(Self.node(text, lineLimit: lineLimit, minimumScale: nil), scale: .standard)
        guard let root = tree.root, case .text(let run) = tree.items[root].content else {
          Issue.record("no text run for \(text)")
          continue
        }
        let ideal = tree.storage.texts[run].idealWidth
        for width in [nil, -3, 0, 10, ideal - 1e-5, ideal, ideal + 5, 1_000] as [Double?] {
          for height in [nil, 0, 22] as [Double?] {
            let context = "\(text) limit \(String(describing: lineLimit)) width \(String(describing: width))"
            tree.measure(root, PlacementTree.Proposal(width: width, height: height))
            guard tree[answer: root].holdsWider else { continue }
            let proposed = PlacementTree.clamped(tree[answer: root].cachedProposal!).width!
            let limit = tree.items[root].lineLimit
            let only = tree.storage.texts[run].onlyLine(in: proposed, lineLimit: limit)
            let whole = TextLayout.Line(wholeOf: tree.storage.texts[run])
            #expect(only?.head == whole.head && only?.tail == whole.tail, "\(context)")
            #expect(only?.hasEllipsis == whole.hasEllipsis && only?.width == whole.width, "\(context)")
            held += 1
          }
        }
      }
    }
    #expect(held > 0)
  }
}
