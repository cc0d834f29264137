import IsletCore

/// One replay frame as text: which activity is shown, its phase, and its sheet.
enum ReplayFrame {
  static func text(
    _ simulator: ActivitySimulator, focus: String?, layout: ActivityLayout, settings: RenderSettings
  ) -> String {
    let focused = focus.flatMap(simulator.activity(named:)).flatMap { $0.phase == .dismissed ? nil : $0 }
    guard let activity = focused ?? simulator.islandActivity, let now = simulator.now else {
      return "  (no activity on screen)\n"
    }
    let environment = RenderEnvironment(now: now, isStale: activity.isStale(at: now))
    let values = RenderValues(state: activity.state, attributes: activity.attributes, warnings: [])
    let sheet = settings.render(layout, values: values, environment: environment)
    var text = "  \(TerminalSafe.escape(activity.id)) · \(activity.phase.rawValue) · "
    text += "\(SnapshotClockText.format(now)) · \(simulator.activities.count) "
    text += simulator.activities.count == 1 ? "activity\n" : "activities\n"
    text += GridText.plain(sheet.grid) + "\n"
    for finding in sheet.findings { text += "  \(finding.severity)[\(finding.code.id)] \(finding.message)\n" }
    return text
  }
}
