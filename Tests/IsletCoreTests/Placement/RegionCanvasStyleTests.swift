import Testing

@testable import IsletCanvas
@testable import IsletPlacement

/// `RegionCanvas.style(_:)` keeps a plain view's style for the region's base (worked out when
/// the base changes) and asks `Style.drawn` for every other: both must draw what `Style.drawn`
/// draws, whatever bases the canvas goes through.
@Suite struct RegionCanvasStyleTests {
  static let styles: [Style] = [
    .plain, Style(bold: true), Style(dim: true), Style(foreground: .named(.primary)),
    Style(foreground: .named(.white), background: .named(.black)), Style(reverse: true),
    Style(italic: true, foreground: .rgb(RGBColor(packed: 0xFF9500))),
  ]

  @Test func aPlainStyleIsTheOneWithNoBits() {
    #expect(Style.plain.bits == 0)
    #expect(Style().bits == 0)
  }

  @Test func eachViewDrawsWithItsStyleOverTheBaseAsTheBaseChanges() {
    var canvas = RegionCanvas(grid: Grid(size: Size(width: 1, height: 1), fill: .blank(.plain)))
    // Every base after every other, and each twice in a row (the small family's sizes).
    var bases: [Style] = []
    for first in Self.styles {
      for second in Self.styles { bases += [first, second, second] }
    }
    for base in bases {
      canvas.base = base
      for own in Self.styles {
        #expect(canvas.style(own) == Style.drawn(own, over: base), "\(own) over \(base)")
      }
    }
  }
}
