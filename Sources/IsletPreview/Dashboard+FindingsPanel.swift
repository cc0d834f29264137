import IsletFindings

extension Dashboard.Canvas {
  /// Each finding as a header (severity, code, location) and its message wrapped below; the
  /// title counts every finding, those an omission entry stands for too.
  mutating func drawFindingsPanel(_ findings: [Finding], in panel: Dashboard.Layout.Panel) {
    box(panel, title: findings.isEmpty ? "findings" : "findings (\(findings.totalCount))")
    let interior = panel.interior
    let width = interior.size.width
    var y = interior.minY
    if findings.isEmpty {
      text("no findings", x: interior.minX, y: y, width: width, style: Dashboard.Theme.label)
      return
    }
    for (index, finding) in findings.enumerated() {
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
      x += text(
        finding.severity.description, x: x, y: y, width: width,
        style: Dashboard.Theme.severity(finding.severity))
      x += 1
      x += text(finding.code.id, x: x, y: y, width: interior.maxX - x, style: Dashboard.Theme.title)
      x += 1
      text(
        Self.locationText(finding.location), x: x, y: y, width: interior.maxX - x,
        style: Dashboard.Theme.label)
      y += 1
      let room = min(3, interior.maxY - y - (isLast ? 0 : 1))
      for line in Self.wrap(finding.message, width: width - 2, maxLines: room) {
        text(line, x: interior.minX + 2, y: y, width: width - 2)
        y += 1
      }
    }
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
