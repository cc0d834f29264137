import IsletCanvas
import IsletModel
import IsletPreview

/// A `PreviewEngine` that records every call (line numbers only, so a flood stays small) and
/// shows the last line in its state panel and the latest numbers in its log.
struct RecordingEngine: PreviewEngine {
  var lineNumbers: [Int] = []
  var lastLine: PreviewInputLine?
  var commands: [PreviewRequest] = []
  var ticks: [Instant] = []
  var layouts: [Result<LayoutSource, LayoutSourceError>] = []
  var notices: [String] = []

  mutating func receive(_ line: PreviewInputLine) {
    lineNumbers.append(line.number)
    lastLine = line
  }
  mutating func noteSource(_ notice: String) { notices.append(notice) }
  mutating func handle(_ command: PreviewRequest) { commands.append(command) }
  mutating func tick(now: Instant) { ticks.append(now) }
  mutating func reloadLayout(_ source: Result<LayoutSource, LayoutSourceError>) { layouts.append(source) }

  func content(sheetSize: Size) -> DashboardContent {
    var sheet = Grid(size: sheetSize)
    let layout: String =
      switch layouts.last {
      case .success(let source): source.text
      case .failure, nil: "no layout"
      }
    sheet.write("layout: \(layout)", x: 0, y: 0)
    sheet.write("devices: \(commands.filter { $0 == .nextDevice }.count)", x: 0, y: 1)
    let lastText = lastLine.map { String(decoding: $0.bytes, as: UTF8.self) } ?? ""
    var diagnostics: [String] = []
    if case .failure(let error) = layouts.last { diagnostics = [error.description] }
    return DashboardContent(
      title: "Recording",
      sheet: sheet,
      state: .init(
        activityName: "Recording", fields: [.init(name: "last", value: lastText)], phase: "active",
        activityCount: lineNumbers.isEmpty ? 0 : 1),
      events: lineNumbers.suffix(20).map {
        .init(number: $0, event: "update", verdict: "applied", isApplied: true)
      },
      status: .init(
        viewing: .standard, layoutDiagnostics: diagnostics))
  }
}
