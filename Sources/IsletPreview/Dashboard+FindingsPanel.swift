import IsletFindings

extension Dashboard.Canvas {
  /// Each finding as a header (severity, code, location) and its message wrapped below; the
  /// title counts every finding, those an omission entry stands for too. `▸` marks the
  /// `selected` finding (the one `e` opens), and the list starts late enough to show it.
  mutating func drawFindingsPanel(_ findings: [Finding], selected: Int, in panel: Dashboard.Layout.Panel) {
    box(panel, title: findings.isEmpty ? "findings" : "findings (\(findings.totalCount))")
    let interior = panel.interior
    let width = interior.size.width
    var y = interior.minY
    if findings.isEmpty {
      text("no findings", x: interior.minX, y: y, width: width, style: Dashboard.Theme.label)
      return
    }
    let selected = min(max(0, selected), findings.count - 1)
    let first = Self.firstShownFinding(findings, selected: selected, width: width, rows: interior.size.height)
    for (index, finding) in findings.enumerated().dropFirst(first) {
      let remaining = interior.maxY - y
      let isLast = index == findings.count - 1
      guard remaining >= (isLast ? 1 : 2) else {
        if remaining > 0 {
          text(
            "… \(findings.count - index) more", x: interior.minX, y: y, width: width,
            style: Dashboard.Theme.label)
        }
        return
      }
      var x = interior.minX
      if index == selected {
        x += text("▸", x: x, y: y, width: width, style: Dashboard.Theme.title)
      }
      x += text(
        finding.severity.description, x: x, y: y, width: interior.maxX - x,
        style: Dashboard.Theme.severity(finding.severity))
      x += 1
      x += text(finding.code.id, x: x, y: y, width: interior.maxX - x, style: Dashboard.Theme.title)
      x += 1
      text(
        Self.locationText(finding.location), x: x, y: y, width: interior.maxX - x,
        style: Dashboard.Theme.label)
      y += 1
      let room = min(Self.findingMessageLines, interior.maxY - y - (isLast ? 0 : 1))
      for line in Self.wrap(finding.message, width: width - 2, maxLines: room) {
        text(line, x: interior.minX + 2, y: y, width: width - 2)
        y += 1
      }
    }
  }

  /// At most this many lines of a finding's message show below its header.
  static let findingMessageLines = 3

  /// The first finding to draw so that the `selected` one shows whole in `rows` rows: 0 when
  /// it fits from the top, else the latest start that keeps it (a "… more" line may follow).
  static func firstShownFinding(_ findings: [Finding], selected: Int, width: Int, rows: Int) -> Int {
    let heights = findings.prefix(selected + 1).map {
      1 + min(findingMessageLines, wrap($0.message, width: width - 2, maxLines: findingMessageLines).count)
    }
    // Room for the selected finding and the line below it (the next finding or "… more").
    var used = selected == findings.count - 1 ? 0 : 1
    var first = selected
    while first >= 0, used + heights[first] <= rows {
      used += heights[first]
      first -= 1
    }
    return min(selected, first + 1)
  }

  /// A location as a person reads it: `file:3:7` (the file's name without its folders: the
  /// panel is narrow), `compactTrailing`, `push 4 aps.timestamp`.
  static func locationText(_ location: FindingLocation) -> String {
    switch location {
    case .source(let span):
      "\(span.file.split(separator: "/").last.map(String.init) ?? span.file):\(span.start.line):\(span.start.column)"
    case .region(let region, _): region.description
    case .push(let number, let keyPath): keyPath.map { "push \(number) \($0)" } ?? "push \(number)"
    case .none: ""
    }
  }
}
