import Testing

@testable import IsletCanvas
@testable import IsletDevices
@testable import IsletPlacement

/// Each text's last layout is kept in the storage (`PlacementStorage.textCaches`), which reaches
/// only as far as the last text laid out: a text made adds no entry, and laying out a later text
/// first must leave the earlier ones with none, each text answered with its own layout.
@Suite struct TextLayoutCacheTests {
  static let texts = [
    "Luigi's Trattoria → 221B Baker Street", "Picked up at the counter by the door", "two\nlines",
    "中文 🚲 中文 🚲 中文",
  ]

  @Test func textsLaidOutInAnyOrderGetTheirOwnLayouts() {
    let tree = PlacementTree(
      ViewNode(.vstack(spacing: nil, alignment: .leading, children: Self.texts.map { ViewNode(.text($0)) })),
      scale: .standard)
    let runs = Self.texts.indices
    let cachedWhenBuilt = tree.storage.textCaches.count
    #expect(cachedWhenBuilt == 0)
    // The last text first, then the others, twice (the second time from their caches).
    var laidOut = 0
    for round in 0..<2 {
      for run in runs.reversed() {
        for width in [20.0, 60.0] {
          let proposal = PlacementTree.Proposal(width: width, height: nil)
          let layout = tree.textLayout(run, lineLimit: nil, proposal)
          var general = tree.storage.texts[run]
          var generalLines = PlacementStorage.Buffer<TextLayout.Line>()
          let expected = general.layOut(lineLimit: nil, proposal, store: &generalLines)
          let context = "\(Self.texts[run]) width \(width) round \(round)"
          TextLayoutWholeLineTests.expectSame(layout, tree.storage.lines, expected, generalLines, context)
          laidOut += 1
        }
        let cached = tree.storage.textCaches.count
        #expect(cached == runs.count, "after \(Self.texts[run])")
      }
    }
    #expect(laidOut == 2 * runs.count * 2)
  }
}
