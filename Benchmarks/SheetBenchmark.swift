import Foundation
import IsletModel
import IsletPlacement
import IsletSheet

/// `islet-bench sheet [--iterations N]`: renders a delivery-like full sheet N times (default
/// 20000) and prints the median time per sheet over batches, and the peak resident memory.
func sheetBenchmark(_ arguments: [String]) throws {
  var iterations = 20_000
  if let flag = arguments.firstIndex(of: "--iterations") {
    guard flag + 1 < arguments.count, let value = Int(arguments[flag + 1]), value > 0 else {
      throw SheetBenchmarkError.badIterations
    }
    iterations = value
  }
  let request = SheetRequest(
    viewing: .standard, environment: RenderEnvironment(now: Instant(secondsSinceReferenceDate: 800_000_000)),
    content: deliveryContent)
  let batch = max(1, min(500, iterations / 40))
  var perSheet: [Double] = []
  var rendered = 0
  var checksum = 0
  let clock = ContinuousClock()
  while rendered < iterations {
    let count = min(batch, iterations - rendered)
    let elapsed = clock.measure {
      for _ in 0..<count { checksum &+= SheetRenderer.render(request).findings.count }
    }
    let (seconds, attoseconds) = elapsed.components
    perSheet.append((Double(seconds) * 1e6 + Double(attoseconds) / 1e12) / Double(count))
    rendered += count
  }
  perSheet.sort()
  let median = perSheet[perSheet.count / 2]
  print(
    "sheet: \(iterations) renders, median \(String(format: "%.1f", median)) µs per sheet (checksum \(checksum))"
  )
  print("peak memory (VmHWM): \(peakMemory())")
}

private enum SheetBenchmarkError: Error, CustomStringConvertible {
  case badIterations
  var description: String { "--iterations needs a positive whole number" }
}

/// VmHWM from /proc/self/status, or "unavailable".
private func peakMemory() -> String {
  guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
    let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") })
  else { return "unavailable" }
  return line.dropFirst("VmHWM:".count).trimmingCharacters(in: .whitespaces)
}

/// The DESIGN.md delivery example, evaluated by hand for a "picked up" state.
@Sendable private func deliveryContent(_ region: Region, _ environment: RenderEnvironment) -> ViewNode? {
  func text(
    _ string: String, bold: Bool = false, dim: Bool = false, truncation: TruncationMode = .tail
  )
    -> ViewNode
  {
    var modifiers = Modifiers()
    modifiers.bold = bold
    modifiers.dim = dim
    modifiers.truncation = truncation
    return ViewNode(.text(string), modifiers: modifiers)
  }
  // Each region builds only the views it shows, as the layout evaluator does: the timer made
  // for every region, shown in two, was seven boxes made and freed for nothing (~2 K
  // instructions a sheet, measured as islet's).
  let icon = ViewNode(.symbol("bicycle"))
  let timer = { text("12:34") }
  let spacer = ViewNode(.spacer(minLength: nil))
  switch region {
  case .lockScreen:
    let header = ViewNode(
      .hstack(
        spacing: nil, alignment: .center, children: [icon, text("Picked up", bold: true), spacer, timer()]))
    let route = text("Luigi's Trattoria → 221B Baker Street, London", truncation: .middle)
    return ViewNode(
      .vstack(spacing: 0, alignment: .leading, children: [header, route, ViewNode(.progress(fraction: 0.6))]))
  case .compactLeading, .minimal:
    return icon
  case .compactTrailing:
    var monospaced = Modifiers()
    monospaced.monospacedDigit = true
    return environment.limitedWidth ? icon : ViewNode(.text("12:34"), modifiers: monospaced)
  case .expandedLeading:
    return ViewNode(.label(title: "Picked up", symbol: "bicycle"))
  case .expandedTrailing:
    var caption = Modifiers()
    caption.font = .caption
    return ViewNode(.text("221B Baker Street"), modifiers: caption)
  case .expandedCenter:
    return text("Mario is on the way")
  case .expandedBottom:
    return ViewNode(.progress(fraction: 0.6))
  case .small:
    let lines = ViewNode(
      .vstack(spacing: 0, alignment: .leading, children: [text("Picked up", bold: true), timer()]))
    return ViewNode(.hstack(spacing: nil, alignment: .center, children: [icon, lines]))
  }
}
