import IsletCanvas
import IsletModel

/// The bundled demo: a `LivePreview` of `DemoLayout` fed by `DemoScript` on the wall clock,
/// as if a backend were sending the pushes. Other pushes (a pipe) still arrive as usual.
public struct DemoPreview: PreviewEngine {
  private var live: LivePreview
  private var firstTick: Instant?
  private var order = 0
  private var pending: [DemoScript.Step] = []
  private var lineNumber = 0

  public init(configuration: LivePreview.Configuration) {
    live = LivePreview(configuration: configuration, source: DemoLayout.source)
  }

  public mutating func receive(_ line: PreviewInputLine) { live.receive(line) }
  public mutating func noteSource(_ notice: String) { live.noteSource(notice) }
  public mutating func handle(_ command: PreviewRequest) { live.handle(command) }
  public mutating func reloadLayout(_ source: Result<LayoutSource, LayoutSourceError>) {
    live.reloadLayout(source)
  }
  public func content(sheetSize: Size) -> DashboardContent { live.content(sheetSize: sheetSize) }

  /// Sends every scripted push that is due by `now`, then ticks the clock.
  public mutating func tick(now: Instant) {
    let origin = firstTick ?? now
    firstTick = origin
    while true {
      if pending.isEmpty {
        let start = origin.adding(Double(order) * DemoScript.period)
        guard start <= now else { break }
        pending = DemoScript.order(startingAt: start).map {
          DemoScript.Step(offset: $0.offset + Double(order) * DemoScript.period, line: $0.line)
        }
        order += 1
      }
      guard let next = pending.first, origin.adding(next.offset) <= now else { break }
      pending.removeFirst()
      lineNumber += 1
      live.receive(PreviewInputLine(number: lineNumber, bytes: Array(next.line.utf8)))
    }
    live.tick(now: now)
  }
}
