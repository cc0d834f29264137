import Foundation
import IsletLanguage
import IsletModel
import IsletPush

/// `islet-bench check-push [--pushes N] [--no-output]`: generates a realistic Delivery push
/// stream in memory, chunk by chunk, and runs the full checker (parse, envelope and aps
/// rules, decoding, lifecycle) plus the text formatter (unless `--no-output`) over it. Prints pushes per second and the
/// peak resident memory (VmHWM), then does the same at 10× the length to show memory stays
/// flat.
func checkPushBenchmark(_ arguments: [String]) throws {
  var pushes = 100_000
  if let flag = arguments.firstIndex(of: "--pushes") {
    guard flag + 1 < arguments.count, let count = Int(arguments[flag + 1]), count > 0 else {
      throw BenchmarkArgumentError(message: "--pushes needs a positive number")
    }
    pushes = count
  }
  let formats = !arguments.contains("--no-output")
  let schema = try deliverySchema()
  for count in [pushes, pushes * 10] {
    let result = runCheckPush(pushes: count, formats: formats, schema: schema)
    print(
      "check-push: \(count) pushes (\(result.bytes / 1_000_000) MB): "
        + "\(Int(Double(count) / result.cpuSeconds)) pushes/s on CPU time "
        + "(\(String(format: "%.3f", result.cpuSeconds)) s), "
        + "\(Int(Double(count) / result.wallSeconds)) pushes/s on wall time; "
        + "\(result.summary); output \(result.outputBytes / 1_000_000) MB; peak memory \(peakMemory())")
  }
}

/// `islet-bench push-stream N`: writes the benchmark's push stream (N lines) to standard
/// output, so `Scripts/bench.sh` can time the `islet` binary on the same pushes.
func writePushStream(_ arguments: [String]) throws {
  guard let text = arguments.first, let count = Int(text), count > 0 else {
    throw BenchmarkArgumentError(message: "push-stream needs a positive number of pushes")
  }
  var chunk = ""
  for index in 0..<count {
    chunk += pushLine(index)
    chunk += "\n"
    if chunk.utf8.count >= 1 << 16 || index == count - 1 {
      FileHandle.standardOutput.write(Data(chunk.utf8))
      chunk = ""
    }
  }
}

/// The schema of the bundled `Layouts/delivery.islet` (run from the package root).
private func deliverySchema() throws -> Schema {
  let path = "Layouts/delivery.islet"
  guard let source = try? String(contentsOfFile: path, encoding: .utf8),
    let layout = LayoutCompiler.compile(source, file: path).layout
  else { throw BenchmarkArgumentError(message: "cannot compile \(path); run from the package root") }
  return layout.schema
}

private struct BenchmarkArgumentError: Error, CustomStringConvertible {
  var message: String
  var description: String { message }
}

private struct CheckPushRun {
  var cpuSeconds: Double
  var wallSeconds: Double
  var bytes: Int
  var outputBytes: Int
  var summary: String
}

/// Feeds `pushes` generated pushes to one checker in chunks of 1,000 lines.
private func runCheckPush(pushes: Int, formats: Bool, schema: Schema) -> CheckPushRun {
  var checker = PushChecker(schema: schema)
  var tally = PushVerdictFormatter.Tally()
  var outputBytes = 0
  var cpuSeconds = 0.0
  var wallSeconds = 0.0
  func measure(_ work: () -> Void) {
    let cpu = threadCPUSeconds()
    let wall = ContinuousClock.now
    work()
    cpuSeconds += threadCPUSeconds() - cpu
    let elapsed = ContinuousClock.now - wall
    wallSeconds += Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
  }
  var totalBytes = 0
  var output: [UInt8] = []
  var chunk: [UInt8] = []
  var generated = 0
  while generated < pushes {
    chunk.removeAll(keepingCapacity: true)
    let end = min(pushes, generated + 1000)
    while generated < end {
      chunk.append(contentsOf: pushLine(generated).utf8)
      chunk.append(0x0A)
      generated += 1
    }
    totalBytes += chunk.count
    measure {
      checker.consume(chunk) { verdict in
        tally.count(verdict)
        if formats {
          output.removeAll(keepingCapacity: true)
          PushVerdictFormatter.write(verdict, into: &output)
          outputBytes += output.count
        }
      }
    }
  }
  measure { checker.finish { tally.count($0) } }
  return CheckPushRun(
    cpuSeconds: cpuSeconds, wallSeconds: wallSeconds, bytes: totalBytes, outputBytes: outputBytes,
    summary: tally.summary)
}

/// Push `index` of an endless delivery day: each order is a start, 18 updates and an end,
/// one push a minute; about one push in 50 has a typical mistake.
private func pushLine(_ index: Int) -> String {
  let order = index / 20
  let step = index % 20
  let timestamp = 1_782_000_000 + index * 60
  let phases = ["placed", "preparing", "pickedUp", "nearby", "delivered"]
  let phase = phases[min(step / 4, 4)]
  let eta = timestamp - 978_307_200 + (20 - step) * 60
  let stops = max(0, 5 - step / 4)
  let stopsText = index % 50 == 7 ? "\"\(stops)\"" : String(stops)
  let courier = step < 8 ? "null" : "\"Courier \(order % 37)\""
  let state =
    "{\"phase\":\"\(phase)\",\"eta\":\(eta),\"stopsAway\":\(stopsText),\"courier\":\(courier)}"
  switch step {
  case 0:
    return "{\"headers\":{\"apns-push-type\":\"liveactivity\",\"apns-topic\":"
      + "\"com.example.delivery.push-type.liveactivity\",\"apns-priority\":\"10\"},"
      + "\"activity\":\"order-\(order)\",\"body\":{\"aps\":{\"timestamp\":\(timestamp),"
      + "\"event\":\"start\",\"attributes-type\":\"Delivery\",\"attributes\":{\"orderID\":\"A-\(order)\","
      + "\"merchant\":\"Mario's Pizza\",\"destination\":\"\(order % 90 + 1) Harbour Street\"},"
      + "\"content-state\":\(state),\"alert\":{\"title\":\"Order placed\",\"body\":\"We got it\"},"
      + "\"stale-date\":\(timestamp + 900),\"relevance-score\":50}}}"
  case 19:
    return "{\"aps\":{\"timestamp\":\(timestamp),\"event\":\"end\",\"content-state\":\(state),"
      + "\"dismissal-date\":\(timestamp + 600)}}"
  default:
    return "{\"aps\":{\"timestamp\":\(timestamp),\"event\":\"update\",\"content-state\":\(state),"
      + "\"stale-date\":\(timestamp + 900)}}"
  }
}

/// CPU time this thread has used, in seconds: fair on a machine shared with other work.
private func threadCPUSeconds() -> Double {
  var time = timespec()
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
  return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

/// VmHWM from /proc/self/status, e.g. "12345 kB".
private func peakMemory() -> String {
  guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
    let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") })
  else { return "unknown" }
  return line.dropFirst("VmHWM:".count).trimmingCharacters(in: .whitespaces)
}
