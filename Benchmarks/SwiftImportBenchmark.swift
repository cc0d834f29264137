import Foundation
import IsletSwift
import IsletSwiftLayout

/// `islet-bench swift-import [--runs N]`: parses and translates a generated widget extension of
/// about 1,000 lines (attributes file, widget file, files of helper views), N times (default
/// 30), and prints the median time to translate, to translate and compile the layout, and to do
/// so again after one file was saved (the others stay parsed, as in the preview).
func swiftImportBenchmark(_ arguments: [String]) throws {
  var runs = 30
  if let flag = arguments.firstIndex(of: "--runs") {
    guard flag + 1 < arguments.count, let value = Int(arguments[flag + 1]), value > 0 else {
      throw SwiftImportBenchmarkError.badRuns
    }
    runs = value
  }
  let files = generatedExtension(rows: 38)
  let lines = files.reduce(0) { $0 + $1.text.split(separator: "\n", omittingEmptySubsequences: false).count }
  let clock = ContinuousClock()
  var translate: [Double] = []
  var compile: [Double] = []
  var cpu: [Double] = []
  var checksum = 0
  for _ in 0..<runs {
    translate.append(
      milliseconds(
        clock.measure { checksum &+= SwiftTranslator.translate(files, activity: nil).layoutSource.count }))
    let cpuBefore = processCPUMilliseconds()
    compile.append(
      milliseconds(
        clock.measure { checksum &+= SwiftLayoutCompilation.compile(files, activity: nil).diagnostics.count })
    )
    cpu.append(processCPUMilliseconds() - cpuBefore)
  }
  // A hot reload: one file of helper views was saved; the others are parsed already.
  let cache = SwiftParseCache()
  _ = SwiftLayoutCompilation.compile(files, activity: nil, cache: cache)
  var reload: [Double] = []
  var reloadCPU: [Double] = []
  for run in 0..<runs {
    var edited = files
    edited[2].text += "// save \(run)\n"
    let cpuBefore = processCPUMilliseconds()
    defer { reloadCPU.append(processCPUMilliseconds() - cpuBefore) }
    reload.append(
      milliseconds(
        clock.measure {
          checksum &+= SwiftLayoutCompilation.compile(edited, activity: nil, cache: cache).diagnostics.count
        }
      ))
  }
  let compiled = SwiftLayoutCompilation.compile(files, activity: nil)
  guard compiled.layout != nil, compiled.diagnostics.isEmpty else {
    throw SwiftImportBenchmarkError.doesNotCompile
  }
  translate.sort()
  compile.sort()
  cpu.sort()
  reload.sort()
  reloadCPU.sort()
  let figure = { (values: [Double]) in String(format: "%.1f", values[runs / 2]) }
  print(
    "swift-import: \(lines) lines in \(files.count) files, \(runs) runs: median \(figure(translate)) ms to parse and translate, \(figure(compile)) ms with the layout compiled (\(figure(cpu)) ms of CPU time); \(figure(reload)) ms (\(figure(reloadCPU)) ms of CPU time) to reload after saving one file (checksum \(checksum))"
  )
}

private func milliseconds(_ duration: Duration) -> Double {
  let (seconds, attoseconds) = duration.components
  return Double(seconds) * 1e3 + Double(attoseconds) / 1e15
}

/// The CPU time this process has used (a shared machine's wall clock includes other work).
private func processCPUMilliseconds() -> Double {
  var time = timespec()
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
  return Double(time.tv_sec) * 1e3 + Double(time.tv_nsec) / 1e6
}

private enum SwiftImportBenchmarkError: Error, CustomStringConvertible {
  case badRuns, doesNotCompile
  var description: String {
    switch self {
    case .badRuns: "--runs needs a positive whole number"
    case .doesNotCompile: "the generated extension does not compile cleanly"
    }
  }
}

/// An attributes file, a widget whose Lock Screen is made of `rows` helper views, and the helper
/// views five to a file.
private func generatedExtension(rows: Int) -> [(name: String, text: String)] {
  var attributes = """
    import ActivityKit
    import Foundation

    struct FleetAttributes: ActivityAttributes {
      struct ContentState: Codable, Hashable {
        var phase: Phase
        var eta: Date?

    """
  for row in 0..<rows {
    attributes += "    var label\(row): String\n    var value\(row): Int\n    var note\(row): String?\n"
  }
  attributes += """
      }

      enum Phase: String, Codable, Hashable { case idle, moving, stopped }

      var fleet: String
    }

    """
  var widget = """
    import ActivityKit
    import SwiftUI
    import WidgetKit

    struct FleetLiveActivity: Widget {
      var body: some WidgetConfiguration {
        ActivityConfiguration(for: FleetAttributes.self) { context in
          VStack(alignment: .leading, spacing: 2) {

    """
  for row in 0..<rows { widget += "        Row\(row)(context: context)\n" }
  widget += """
          }
        } dynamicIsland: { context in
          DynamicIsland {
            DynamicIslandExpandedRegion(.leading) { Text(context.attributes.fleet).bold() }
            DynamicIslandExpandedRegion(.bottom) { Row0(context: context) }
          } compactLeading: {
            Image(systemName: "box.truck")
          } compactTrailing: {
            if let eta = context.state.eta, !context.isStale { Text(eta, style: .timer) } else { Text("—") }
          } minimal: {
            Image(systemName: "box.truck")
          }
        }
      }
    }

    """
  var rowFiles: [(name: String, text: String)] = []
  for row in 0..<rows {
    if row % 5 == 0 { rowFiles.append(("Rows\(row / 5).swift", "import SwiftUI\n\n")) }
    rowFiles[rowFiles.count - 1].text += """
      struct Row\(row): View {
        let context: ActivityViewContext<FleetAttributes>

        var caption: String {
          switch context.state.phase {
          case .idle: "Idle \\(context.state.value\(row))"
          case .moving: "Moving"
          case .stopped: "Stopped"
          }
        }

        var body: some View {
          HStack(spacing: 4) {
            Image(systemName: context.state.value\(row) > 10 ? "arrow.up" : "arrow.down")
              .foregroundStyle(.green)
            Text(context.state.label\(row)).bold().lineLimit(1)
            Spacer(minLength: 4)
            if context.isStale {
              Text("—").foregroundStyle(.secondary)
            } else if let note = context.state.note\(row) {
              Text("\\(note) · \\(caption)").font(.caption).truncationMode(.middle)
            } else {
              Text(caption).monospacedDigit()
            }
          }
        }
      }

      """
  }
  return [("FleetAttributes.swift", attributes), ("FleetLiveActivity.swift", widget)] + rowFiles
}
