import IsletCanvas
import IsletModel

extension Dashboard.Canvas {
  /// The top line: title, live or time-travel position, input state, pause, device settings.
  mutating func drawStatusBar(_ content: DashboardContent, state: DashboardState, in rect: Rect) {
    grid.fill(rect, style: Dashboard.Theme.statusBar)
    let status = content.status
    var alerts: [String] = []
    if let position = status.timeTravel { alerts.append("⏪ \(position)") }
    if let sample = status.sample { alerts.append("◆ \(sample)") }
    if let sweep = status.sweep { alerts.append("sweep \(sweep): every device and text size") }
    if state.isPaused { alerts.append("paused (\(state.queuedLines) waiting)") }
    if status.isStaleForced { alerts.append("stale forced") }
    if status.isLuminanceReduced { alerts.append("luminance reduced") }
    if status.isActivityFullscreen { alerts.append("fullscreen") }
    if !status.layoutDiagnostics.isEmpty { alerts.append("layout error") }
    switch state.input {
    case .ended(let lines): alerts.append("end of input after \(lines) lines")
    case .failed(let why): alerts.append("input failed: \(why)")
    case .none, .reading: break
    }
    var settings = [
      status.viewing.device.name, status.viewing.orientation.rawValue,
      "text \(status.viewing.textSize.rawValue)",
      "focus \(status.focus)",
    ]
    if status.viewing.appearance == .light { settings.insert("light", at: settings.count - 1) }
    if status.timeTravel == nil && status.sample == nil { settings.insert("live", at: 0) }
    if case .reading(let lines) = state.input { settings.append("\(lines) lines") }
    var x = rect.minX
    x += text(
      " islet · \(content.title) ", x: x, y: rect.minY, width: rect.maxX - x,
      style: Dashboard.Theme.statusBar)
    for alert in alerts where x < rect.maxX {
      x += text(" \(alert) ", x: x, y: rect.minY, width: rect.maxX - x, style: Dashboard.Theme.statusAlert)
      x += 1
    }
    if x < rect.maxX {
      text(
        " " + settings.joined(separator: " · "), x: x, y: rect.minY, width: rect.maxX - x,
        style: Dashboard.Theme.statusBar)
    }
  }

  /// The bottom line: every help-bar binding as its keys (bold) and a word.
  mutating func drawHelpBar(_ keyMap: PreviewKeyMap, in rect: Rect) {
    var x = rect.minX + 1
    for binding in keyMap.bindings where binding.inHelpBar {
      let needed = DisplayWidth.of(binding.label) + 1 + DisplayWidth.of(binding.summary)
      guard x + needed <= rect.maxX else { break }
      x += text(binding.label, x: x, y: rect.minY, width: rect.maxX - x, style: Dashboard.Theme.helpKey)
      x += 1
      x += text(binding.summary, x: x, y: rect.minY, width: rect.maxX - x, style: Dashboard.Theme.label)
      x += 2
    }
  }

  /// "terminal too small" with the needed and actual sizes, each on its own line if it fits.
  mutating func drawTooSmall() {
    let size = grid.size
    let needed = Dashboard.minimumSize
    let lines = ["terminal too small", "need \(needed.width)×\(needed.height)", "have \(size)"]
    let top = max(0, (size.height - lines.count) / 2)
    for (index, line) in lines.enumerated() where top + index < size.height {
      let width = min(size.width, DisplayWidth.of(line))
      text(line, x: (size.width - width) / 2, y: top + index, width: size.width, style: Dashboard.Theme.title)
    }
  }
}
