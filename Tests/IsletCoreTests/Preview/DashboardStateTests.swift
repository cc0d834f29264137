import Testing

@testable import IsletCanvas
@testable import IsletPreview

@Suite struct DashboardStateTests {
  @Test func helpTogglesAndEscapeDismisses() {
    var state = DashboardState()
    state.apply(.toggleHelp)
    #expect(state.showsHelp)
    state.apply(.dismiss)
    #expect(!state.showsHelp)
  }

  @Test func scrollNeverGoesNegativeAndHomeResets() {
    var state = DashboardState()
    state.apply(.scroll(dx: -4, dy: 3))
    #expect(state.scroll == Point(x: 0, y: 3))
    state.apply(.scrollHome)
    #expect(state.scroll == Point(x: 0, y: 0))
  }

  @Test func pauseTogglesAndEngineCommandsLeaveTheStateAlone() {
    var state = DashboardState()
    state.apply(.togglePause)
    #expect(state.isPaused)
    let before = state
    state.apply(.engine(.nextDevice))
    state.apply(.quit)
    #expect(state == before)
  }

  @Test func scrollIsClampedToTheSheet() {
    let clamped = Dashboard.clampedScroll(
      Point(x: 50, y: -2), sheet: Size(width: 30, height: 10), viewport: Size(width: 20, height: 20))
    #expect(clamped == Point(x: 10, y: 0))
  }
}
