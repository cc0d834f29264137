import IsletCanvas
import IsletDevices
import IsletLanguage
import IsletModel
import IsletPlacement
import IsletPush
import IsletSheet

/// One replay frame as text: which activity is shown, its phase, and its sheet (drawn by the
/// activity's own layout, one of `layouts`).
enum ReplayFrame {
  static func text(
    _ simulator: ActivitySimulator, focus: String?, layouts: [ActivityLayout], viewing: ViewingConditions,
    presentation: Presentation?
  ) -> String {
    let focused = focus.flatMap(simulator.activity(named:)).flatMap { $0.phase == .dismissed ? nil : $0 }
    guard let activity = focused ?? simulator.islandActivity, let now = simulator.now else {
      return "  (no activity on screen)\n"
    }
    let sheet = layouts[activity.layout].renderSheet(
      state: activity.state, attributes: activity.attributes,
      environment: RenderEnvironment(now: now, isStale: activity.isStale(at: now)), viewing: viewing,
      presentation: presentation, isInIsland: activity.isLive)
    var text = "  \(TerminalSafe.escape(activity.id)) · \(activity.phase.rawValue) · "
    text += "\(ISO8601Text.format(now)) · \(simulator.activities.count) "
    text += simulator.activities.count == 1 ? "activity\n" : "activities\n"
    text += GridText.plain(sheet.grid) + "\n"
    for finding in sheet.findings { text += "  \(finding.severity)[\(finding.code.id)] \(finding.message)\n" }
    return text
  }
}
