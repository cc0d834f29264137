import Testing

@testable import IsletTerminal

/// The preview's frame pacing: a frame slot per `1/framesPerSecond` while pushes stream in, and
/// the caught-up state at once.
@Suite struct FramePacingTests {
  let start = ContinuousClock.now

  @Test func theFirstFrameIsDueAtOnce() {
    let pacing = FramePacing(framesPerSecond: 30, now: start)
    #expect(pacing.isDue(at: start, queuedLines: 0))
    #expect(pacing.isDue(at: start, queuedLines: 2_000))
  }

  @Test func framesWaitForTheirSlotWhileLinesAreQueued() {
    var pacing = FramePacing(framesPerSecond: 30, now: start)
    pacing.drew(at: start, queuedLines: 500)
    #expect(!pacing.isDue(at: start + .milliseconds(10), queuedLines: 200))
    #expect(pacing.isDue(at: start + .milliseconds(34), queuedLines: 200))
  }

  @Test func theCaughtUpStateIsDrawnAtOnceAfterAFrameThatWasBehind() {
    var pacing = FramePacing(framesPerSecond: 30, now: start)
    pacing.drew(at: start, queuedLines: 500)
    #expect(pacing.isDue(at: start + .milliseconds(5), queuedLines: 0))
    #expect(pacing.nextFrame(queuedLines: 0) == start)
    // That frame was not behind: the next waits for its slot again.
    pacing.drew(at: start + .milliseconds(5), queuedLines: 0)
    #expect(!pacing.isDue(at: start + .milliseconds(10), queuedLines: 0))
    #expect(pacing.isDue(at: start + .milliseconds(39), queuedLines: 0))
  }

  @Test func aTrickleOfPushesKeepsTheFrameRate() {
    var pacing = FramePacing(framesPerSecond: 30, now: start)
    pacing.drew(at: start, queuedLines: 0)
    #expect(!pacing.isDue(at: start + .milliseconds(1), queuedLines: 0))
    #expect(!pacing.isDue(at: start + .milliseconds(1), queuedLines: 1))
    #expect(pacing.nextFrame(queuedLines: 0) == start + .seconds(1) / 30)
  }

  @Test func theFinalStateIsDrawnAtOnceEvenAfterACaughtUpFrame() {
    var pacing = FramePacing(framesPerSecond: 30, now: start)
    pacing.drew(at: start, queuedLines: 0)
    pacing.sourceEnded()
    #expect(!pacing.isDue(at: start + .milliseconds(2), queuedLines: 3))
    #expect(pacing.isDue(at: start + .milliseconds(2), queuedLines: 0))
    // Once drawn, nothing more is due before the next slot.
    pacing.drew(at: start + .milliseconds(2), queuedLines: 0)
    #expect(!pacing.isDue(at: start + .milliseconds(3), queuedLines: 0))
  }
}
