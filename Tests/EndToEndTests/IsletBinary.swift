import Foundation

/// Runs the built `islet` binary (next to the test bundle) and captures its output.
enum IsletBinary {
  struct Result {
    var status: Int32
    var stdout: String
    var stderr: String
    /// Whether the process was killed because it outlived the run's timeout.
    var timedOut = false
  }

  /// The directory holding the build products (`.build/debug`).
  static var productsDirectory: URL {
    let bundle = Bundle.allBundles.first { $0.bundlePath.hasSuffix(".xctest") }
    if let bundle { return bundle.bundleURL.deletingLastPathComponent() }
    return URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
  }

  static var executable: URL { productsDirectory.appendingPathComponent("islet") }

  /// The package root, for the bundled Layouts/ and Samples/.
  static var packageRoot: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
  }

  /// The environment a run gets unless a test gives its own: this process's, without `CI`, so
  /// that the binary behaves as on a developer's machine when the suite itself runs in CI
  /// (where `snapshot` refuses to record); tests of the CI behaviour set `CI` themselves.
  static var developerEnvironment: [String: String] {
    var environment = ProcessInfo.processInfo.environment
    environment["CI"] = nil
    return environment
  }

  /// Runs islet with `arguments`, or `/bin/sh` with them when `shell` (for arguments a
  /// `String` cannot carry, such as file names that are not UTF-8); with a `timeout` (seconds)
  /// a process still running then is killed (SIGKILL) and the result says it timed out.
  static func run(
    _ arguments: [String], stdin: Data? = nil, environment: [String: String]? = nil,
    directory: URL? = nil, timeout: Double? = nil, shell: Bool = false
  ) throws -> Result {
    let process = Process()
    process.executableURL = shell ? URL(fileURLWithPath: "/bin/sh") : executable
    process.arguments = arguments
    process.currentDirectoryURL = directory ?? packageRoot
    process.environment = environment ?? developerEnvironment
    let out = Pipe()
    let err = Pipe()
    let input = Pipe()
    process.standardOutput = out
    process.standardError = err
    process.standardInput = input
    try process.run()
    let identifier = process.processIdentifier
    let killer = DispatchWorkItem { kill(identifier, SIGKILL) }
    if let timeout { DispatchQueue.global().asyncAfter(deadline: .now() + timeout, execute: killer) }
    if let stdin { input.fileHandleForWriting.write(stdin) }
    try input.fileHandleForWriting.close()
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    let errData = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    killer.cancel()
    return Result(
      status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
      stderr: String(decoding: errData, as: UTF8.self),
      timedOut: process.terminationReason == .uncaughtSignal && process.terminationStatus == SIGKILL)
  }
}

extension IsletBinary {
  /// The peak resident memory of a running process in KiB (`VmHWM`, which starts afresh at exec).
  /// The peak resident memory once it has stopped growing (the process has loaded and waits
  /// for input): the same reading three times 50 ms apart, within 5 seconds.
  static func settledPeakResidentKiB(of process: Process) -> Int? {
    var last: Int?
    var same = 0
    let deadline = ContinuousClock.now + .seconds(5)
    while ContinuousClock.now < deadline {
      let now = peakResidentKiB(of: process)
      same = now != nil && now == last ? same + 1 : 0
      if same == 2 { return now }
      last = now
      Thread.sleep(forTimeInterval: 0.05)
    }
    return last
  }

  static func peakResidentKiB(of process: Process) -> Int? {
    let status = try? String(contentsOfFile: "/proc/\(process.processIdentifier)/status", encoding: .utf8)
    let line = status?.split(separator: "\n").first { $0.hasPrefix("VmHWM:") }
    return line.flatMap {
      Int($0.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "")
    }
  }
}

extension IsletBinary {
  /// Runs islet with `arguments`, standard input read from `input` and standard output written
  /// to `output` (files, so no pipe holds the process back), and returns its exit status and its
  /// peak resident memory in KiB, from the kernel's own account of the ended child (`wait4`).
  static func runMeasuringPeakMemory(
    _ arguments: [String], input: String, output: String
  ) throws -> (status: Int32, peakKiB: Int) {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, input, O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let argv = ([executable.path] + arguments).map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, executable.path, &actions, nil, argv, environ)
    guard spawned == 0 else { throw POSIXError(POSIXErrorCode(rawValue: spawned) ?? .EIO) }
    var status: Int32 = 0
    var usage = rusage()
    while wait4(pid, &status, 0, &usage) == -1 && errno == EINTR {}
    // ru_maxrss is in KiB on Linux; the exit status is in the second byte of a normal exit.
    return (status: (status >> 8) & 0xFF, peakKiB: usage.ru_maxrss)
  }
}

extension IsletBinary {
  /// Reads what a running process writes to `pipe` into `received` until `isEnough` holds for
  /// it, the pipe closes, or 20 seconds pass (each wait for data bounded by 100 ms).
  static func read(_ pipe: Pipe, into received: inout Data, until isEnough: (Data) -> Bool) {
    let reader = pipe.fileHandleForReading
    let deadline = ContinuousClock.now + .seconds(20)
    while !isEnough(received) && ContinuousClock.now < deadline {
      var request = pollfd(fd: reader.fileDescriptor, events: Int16(POLLIN), revents: 0)
      guard poll(&request, 1, 100) > 0 else { continue }
      let chunk = reader.availableData
      if chunk.isEmpty { return }
      received += chunk
    }
  }
}
