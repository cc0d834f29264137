import Testing

@testable import IsletPreview

@Suite struct PreviewKeyMapTests {
  let map = PreviewKeyMap.standard

  @Test func keysMapToTheirActions() {
    #expect(map.action(for: .character("q")) == .quit)
    #expect(map.action(for: .character("?")) == .toggleHelp)
    #expect(map.action(for: .escape) == .dismiss)
    #expect(map.action(for: .character("d")) == .engine(.nextDevice))
    #expect(map.action(for: .character("D")) == .engine(.previousDevice))
    #expect(map.action(for: .character("o")) == .engine(.toggleOrientation))
    #expect(map.action(for: .character("t")) == .engine(.cycleTextSize))
    #expect(map.action(for: .character("a")) == .engine(.toggleAppearance))
    #expect(map.action(for: .character("3")) == .engine(.focus(.minimal)))
    #expect(map.action(for: .character("0")) == .engine(.focus(.all)))
    #expect(map.action(for: .left) == .engine(.stepBack))
    #expect(map.action(for: .right) == .engine(.stepForward))
    #expect(map.action(for: .end) == .engine(.returnToLive))
    #expect(map.action(for: .character("s")) == .engine(.toggleForcedStale))
    #expect(map.action(for: .character("m")) == .engine(.toggleLuminanceReduced))
    #expect(map.action(for: .character("b")) == .engine(.toggleFullscreen))
    #expect(map.action(for: .character("f")) == .selectFinding(1))
    #expect(map.action(for: .character("p")) == .togglePause)
    #expect(map.action(for: .character("r")) == .reload)
    #expect(map.action(for: .down) == .scroll(dx: 0, dy: 1))
    #expect(map.action(for: .character("x")) == .exportFrame)
    #expect(map.action(for: .character("n")) == .engine(.nextSample))
    #expect(map.action(for: .character("z")) == nil)
  }

  @Test func everyKeyIsBoundOnce() {
    let keys = map.bindings.flatMap { $0.keys.map(\.key) }
    #expect(Set(keys).count == keys.count)
  }

  @Test func helpBarIsPrintedFromTheBindings() {
    let bar = map.helpBarText
    #expect(bar.hasPrefix("q quit  ? help  d/D device"))
    #expect(bar.contains("p pause"))
    #expect(!bar.contains("scroll"))
  }
}
