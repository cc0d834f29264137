extension Dashboard {
  /// Rows of the state panel that do not depend on the field count.
  static let statePanelFixedRows = 6
}

extension Dashboard.Canvas {
  /// Activity, phase, count, last push, stale date with its countdown, then every field.
  mutating func drawStatePanel(_ state: DashboardContent.ActivityState, in panel: Dashboard.Layout.Panel) {
    box(panel, title: "state")
    let interior = panel.interior
    let labelWidth = 11
    var rows: [(String, String)] = [
      ("activity", state.activityName),
      ("lifecycle", state.phase),
      ("activities", "\(state.activityCount)"),
      ("last push", state.lastPush.map(Self.format) ?? "—"),
      ("stale date", state.staleDate.map(Self.format) ?? "—"),
      ("", Self.staleCountdown(staleDate: state.staleDate, now: state.now)),
    ]
    rows += state.fields.map { ($0.name, $0.value) }
    for (index, row) in rows.enumerated() where index < interior.size.height {
      let y = interior.minY + index
      text(row.0, x: interior.minX, y: y, width: labelWidth - 1, style: Dashboard.Theme.label)
      text(row.1, x: interior.minX + labelWidth, y: y, width: interior.size.width - labelWidth)
    }
    if rows.count > interior.size.height, interior.size.height > 0 {
      let y = interior.maxY - 1
      grid.fill(Rect(x: interior.minX, y: y, width: interior.size.width, height: 1))
      text(
        "… \(rows.count - interior.size.height + 1) more fields", x: interior.minX, y: y,
        width: interior.size.width, style: Dashboard.Theme.label)
    }
  }

  /// "stale in 4m 12s", "stale for 3s", or "" without a stale date.
  static func staleCountdown(staleDate: Instant?, now: Instant?) -> String {
    guard let staleDate, let now else { return "" }
    let seconds = staleDate.seconds(since: now)
    guard seconds.isFinite else { return "" }
    return seconds > 0
      ? "stale in \(duration(seconds.rounded(.up)))" : "stale for \(duration(-seconds.rounded(.up)))"
  }

  /// A duration as `45s`, `4m 12s`, `2h 05m` or `3d 4h`; `long` past a century.
  static func duration(_ seconds: Double) -> String {
    guard seconds.isFinite, seconds < 3_153_600_000 else { return "long" }
    let total = max(0, Int(seconds))
    let (days, hours, minutes, secs) = (total / 86_400, total / 3600 % 24, total / 60 % 60, total % 60)
    if days > 0 { return "\(days)d \(hours)h" }
    if hours > 0 { return "\(hours)h \(minutes < 10 ? "0" : "")\(minutes)m" }
    if minutes > 0 { return "\(minutes)m \(secs)s" }
    return "\(secs)s"
  }

  /// An instant as UTC `2026-11-29 13:53:48Z` (civil calendar from days since 1970).
  static func format(_ instant: Instant) -> String {
    let unix = instant.unixSeconds
    guard unix.isFinite, abs(unix) < 1e13 else { return "invalid date" }
    let seconds = Int(unix.rounded(.down))
    let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
    let secondOfDay = seconds - days * 86_400
    let shifted = days + 719_468
    let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
    let dayOfEra = shifted - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let monthIndex = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
    let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
    let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
    return "\(year)-\(two(month))-\(two(day)) \(two(secondOfDay / 3600)):\(two(secondOfDay / 60 % 60)):"
      + "\(two(secondOfDay % 60))Z"
  }
}
