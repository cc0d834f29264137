/// When the live preview draws: at most `framesPerSecond` frames a second while pushes stream
/// in, and at once when it catches up with them. A frame drawn while lines were still queued
/// showed a state those lines supersede; the frame of the caught-up state (a flood's final
/// state) is drawn as soon as the queue is empty instead of a frame slot later. That adds at
/// most one frame per slot. The state after the source's last line is final: it is drawn at
/// once too, even when the frame before it had caught up (one extra frame in all).
struct FramePacing {
  let interval: Duration
  private(set) var lastFrame: ContinuousClock.Instant
  /// Whether lines were still queued when the last frame was drawn.
  private var lastFrameWasBehind = false
  /// Whether the source ended after the last frame was drawn.
  private var sourceEndedSinceLastFrame = false

  /// Pacing whose first frame is due at once.
  init(framesPerSecond: Int, now: ContinuousClock.Instant) {
    interval = Duration.seconds(1) / max(1, framesPerSecond)
    lastFrame = now - interval
  }

  /// When the next frame may be drawn, given the lines queued now.
  func nextFrame(queuedLines: Int) -> ContinuousClock.Instant {
    (lastFrameWasBehind || sourceEndedSinceLastFrame) && queuedLines == 0 ? lastFrame : lastFrame + interval
  }

  func isDue(at now: ContinuousClock.Instant, queuedLines: Int) -> Bool {
    now >= nextFrame(queuedLines: queuedLines)
  }

  /// Notes a frame drawn at `now` with `queuedLines` lines not yet in it.
  mutating func drew(at now: ContinuousClock.Instant, queuedLines: Int) {
    lastFrame = now
    lastFrameWasBehind = queuedLines > 0
    sourceEndedSinceLastFrame = false
  }

  /// Notes that the push source ended: its last lines make the final state.
  mutating func sourceEnded() {
    sourceEndedSinceLastFrame = true
  }
}
