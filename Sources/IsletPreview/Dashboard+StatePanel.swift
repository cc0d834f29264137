import IsletCanvas
import IsletModel

extension Dashboard {
  /// Rows of the state panel that do not depend on the field count.
  static let statePanelFixedRows = 6
  /// Cells a field's value keeps beside its name before the name takes a row of its own.
  static let stateValueWidth = 12

  /// The state panel's label column for field `names` in a panel `interiorWidth` wide, and
  /// the rows the fields take. Names are never cut: the column widens to the longest name
  /// that leaves the value `stateValueWidth` cells; a longer name takes rows of its own
  /// (wrapped when it is wider than the panel), with its value on the next.
  static func stateLabels(_ names: [String], interiorWidth: Int) -> (labelWidth: Int, fieldRows: Int) {
    let widths = names.map(DisplayWidth.of)
    let widest = interiorWidth - stateValueWidth - 1
    let labelWidth = max(11, (widths.filter { $0 <= widest }.max() ?? 0) + 1)
    let rows = widths.reduce(0) { rows, width in
      rows + (width < labelWidth ? 1 : 1 + (width + interiorWidth - 1) / max(1, interiorWidth))
    }
    return (labelWidth, rows)
  }
}

extension Dashboard.Canvas {
  /// Activity, phase, count, last push, stale date with its countdown, then every field. Field
  /// names are never cut (`Dashboard.stateLabels`): one wider than the panel wraps.
  mutating func drawStatePanel(_ state: DashboardContent.ActivityState, in panel: Dashboard.Layout.Panel) {
    box(panel, title: "state")
    let interior = panel.interior
    let labelWidth = Dashboard.stateLabels(
      (state.fields + state.destinations).map(\.name), interiorWidth: interior.size.width
    )
    .labelWidth
    var rows: [(String, String)] = [
      ("activity", state.activityName),
      ("lifecycle", state.phase),
      ("activities", "\(state.activityCount)"),
      ("last push", state.lastPush.map(Self.format) ?? "—"),
      ("stale date", state.staleDate.map(Self.format) ?? "—"),
      ("", Self.staleCountdown(staleDate: state.staleDate, now: state.now)),
    ]
    for field in state.fields + state.destinations {
      if DisplayWidth.of(field.name) < labelWidth {
        rows.append((field.name, field.value))
      } else {
        let nameRows = Self.wrap(
          field.name, width: interior.size.width, maxLines: DisplayWidth.of(field.name))
        rows += nameRows.map { ($0, "") }
        rows.append(("", field.value))
      }
    }
    for (index, row) in rows.enumerated() where index < interior.size.height {
      let y = interior.minY + index
      let nameWidth = row.1.isEmpty ? interior.size.width : labelWidth - 1
      text(row.0, x: interior.minX, y: y, width: nameWidth, style: Dashboard.Theme.label)
      text(row.1, x: interior.minX + labelWidth, y: y, width: interior.size.width - labelWidth)
    }
    if rows.count > interior.size.height, interior.size.height > 0 {
      let y = interior.maxY - 1
      grid.fill(Rect(x: interior.minX, y: y, width: interior.size.width, height: 1))
      text(
        "… \(rows.count - interior.size.height + 1) more rows", x: interior.minX, y: y,
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
    let total = Int(max(0, seconds))
    let (days, hours, minutes, secs) = (total / 86_400, total / 3600 % 24, total / 60 % 60, total % 60)
    if days > 0 { return "\(days)d \(hours)h" }
    if hours > 0 { return "\(hours)h \(minutes < 10 ? "0" : "")\(minutes)m" }
    if minutes > 0 { return "\(minutes)m \(secs)s" }
    return "\(secs)s"
  }

  /// An instant as UTC `2026-11-29 13:53:48Z`.
  static func format(_ instant: Instant) -> String {
    guard let date = CivilDate(instant) else { return "invalid date" }
    func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
    return "\(date.year)-\(two(date.month))-\(two(date.day)) \(two(date.hour)):\(two(date.minute)):"
      + "\(two(date.second))Z"
  }
}
