import Foundation

/// `islet-bench NAME [ARGS…]`: in-process benchmarks that print their figures.
/// Each benchmark lives in its own file; this file only dispatches.
let arguments = Array(CommandLine.arguments.dropFirst())
let benchmarks: [String: ([String]) throws -> Void] = [
  "check-push": checkPushBenchmark,
  "push-stream": writePushStream,
  "sheet": sheetBenchmark,
  "snapshot": snapshotBenchmark,
  "swift-import": swiftImportBenchmark,
  "text": runTextBenchmark,
]

guard let name = arguments.first, let run = benchmarks[name] else {
  let names = benchmarks.keys.sorted().joined(separator: ", ")
  FileHandle.standardError.write(Data("usage: islet-bench NAME [ARGS…]; NAME is one of: \(names)\n".utf8))
  exit(2)
}
try run(Array(arguments.dropFirst()))
