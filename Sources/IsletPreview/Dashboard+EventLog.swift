import IsletCanvas

extension Dashboard.Canvas {
  /// The latest pushes with their verdicts, newest at the bottom; the end-of-input notice last.
  mutating func drawEventLog(
    _ events: [DashboardContent.Event], input: DashboardState.Input, in panel: Dashboard.Layout.Panel
  ) {
    box(panel, title: "events")
    let interior = panel.interior
    var notice: (String, Style)?
    switch input {
    case .ended(let lines):
      notice = ("end of input after \(lines) lines — showing the last state", Dashboard.Theme.title)
    case .failed(let why): notice = ("input failed: \(why)", Dashboard.Theme.dropped)
    case .none: if events.isEmpty { notice = ("no push source", Dashboard.Theme.label) }
    case .reading: if events.isEmpty { notice = ("waiting for pushes…", Dashboard.Theme.label) }
    }
    let rows = interior.size.height - (notice == nil ? 0 : 1)
    var y = interior.minY
    for event in events.suffix(max(0, rows)) {
      var x = interior.minX
      // Lifecycle transitions (number 0) are no push: they show only their `~` mark.
      if event.number > 0 {
        x += text("#\(event.number)", x: x, y: y, width: interior.maxX - x, style: Dashboard.Theme.label)
        x += 1
      }
      x += text(event.event, x: x, y: y, width: interior.maxX - x, style: Dashboard.Theme.title)
      x += 1
      text(
        event.verdict, x: x, y: y, width: interior.maxX - x,
        style: event.isApplied ? Dashboard.Theme.applied : Dashboard.Theme.dropped)
      y += 1
    }
    if let (message, style) = notice, interior.size.height > 0 {
      text(message, x: interior.minX, y: min(y, interior.maxY - 1), width: interior.size.width, style: style)
    }
  }
}
