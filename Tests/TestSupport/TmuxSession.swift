import Foundation

/// A command running in a detached tmux session of a fixed size, on its own tmux server (a
/// private socket), for end-to-end tests of full-screen programs: send keys, capture the
/// pane, poll for text with a bounded wait. The server is always killed (`kill()`, or deinit).
public final class TmuxSession {
  /// Whether tmux can be run here.
  public static var isAvailable: Bool { (try? TmuxSession.tmux(["-V"], socket: nil)) != nil }

  public let socket: String
  public private(set) var isRunning = true

  /// Starts `command` (run by `sh -c`) in a `width`×`height` window; `environment` is added
  /// to the command's environment.
  public init(command: String, width: Int = 120, height: Int = 40, environment: [String: String] = [:]) throws
  {
    socket = "islet-test-\(getpid())-\(UUID().uuidString.prefix(8))"
    let exports = environment.sorted { $0.key < $1.key }.map { "export \($0.key)=\(Self.quote($0.value)); " }
    try Self.tmux(
      [
        "-f", "/dev/null", "new-session", "-d", "-s", "test", "-x", "\(width)", "-y", "\(height)",
        exports.joined() + "exec " + command,
      ], socket: socket, capturingOutput: false)
    try Self.tmux(["set-option", "-g", "remain-on-exit", "on"], socket: socket)
  }

  deinit { kill() }

  /// Sends keys as tmux names them (`Enter`, `C-c`, `Left`…), or literally with `literal`.
  public func sendKeys(_ keys: String..., literal: Bool = false) throws {
    try Self.tmux(["send-keys", "-t", "test"] + (literal ? ["-l"] : []) + keys, socket: socket)
  }

  /// The visible pane as text, one line per row.
  public func capture() throws -> String {
    try Self.tmux(["capture-pane", "-p", "-t", "test"], socket: socket)
  }

  /// Appends every byte the program writes to the terminal to `path` (`pipe-pane`).
  public func recordOutput(to path: String) throws {
    try Self.tmux(["pipe-pane", "-o", "-t", "test", "cat >> '\(path)'"], socket: socket)
  }

  /// Resizes the window (the program gets SIGWINCH).
  public func resize(width: Int, height: Int) throws {
    try Self.tmux(["resize-window", "-t", "test", "-x", "\(width)", "-y", "\(height)"], socket: socket)
  }

  /// Polls the pane every 50 ms for up to `timeout` until `condition` holds; returns the last
  /// capture when it does, nil on timeout.
  public func waitUntil(timeout: Duration = .seconds(10), _ condition: (String) -> Bool) -> String? {
    let clock = ContinuousClock()
    let deadline = clock.now + timeout
    repeat {
      if let screen = try? capture(), condition(screen) { return screen }
      usleep(50_000)
    } while clock.now < deadline
    return nil
  }

  /// Waits until the pane shows `text`; see `waitUntil`.
  public func waitFor(_ text: String, timeout: Duration = .seconds(10)) -> Bool {
    waitUntil(timeout: timeout) { $0.contains(text) } != nil
  }

  /// Kills the session and its private server; safe to call twice.
  public func kill() {
    guard isRunning else { return }
    isRunning = false
    _ = try? Self.tmux(["kill-server"], socket: socket)
    unlink("/tmp/tmux-\(getuid())/\(socket)")
  }

  /// How the command ended, once it has (the pane stays, dead).
  public enum Ending: Equatable, Sendable {
    /// Still running.
    case running
    /// Ended with this status, or 128 plus the signal that killed it.
    case exited(Int32)
    /// Ended, but tmux did not report how (seen with tmux 3.3a when the pane dies quickly).
    case exitedUnreported
  }

  public var ending: Ending {
    let format = "#{pane_dead} #{pane_dead_status} #{pane_dead_signal}"
    let text = (try? Self.tmux(["list-panes", "-t", "test", "-F", format], socket: socket)) ?? ""
    let parts = text.trimmingCharacters(in: .newlines).split(separator: " ", omittingEmptySubsequences: false)
    guard parts.first == "1" else { return .running }
    if parts.count > 1, let status = Int32(parts[1]) { return .exited(status) }
    if parts.count > 2, let signal = Int32(parts[2]) { return .exited(128 + signal) }
    return .exitedUnreported
  }

  /// Polls every 50 ms, at most `timeout`, for the command to end.
  public func waitForExit(timeout: Duration = .seconds(10)) -> Ending {
    let deadline = ContinuousClock.now + timeout
    while ContinuousClock.now < deadline {
      let current = ending
      if current != .running { return current }
      usleep(50_000)
    }
    return ending
  }

  /// Whether the session still exists.
  public var exists: Bool { (try? Self.tmux(["has-session", "-t", "test"], socket: socket)) != nil }

  /// Runs tmux and returns its standard output; throws on a non-zero exit.
  ///
  /// Uses `posix_spawn` + `waitpid`, not Foundation's `Process`: the tmux server forks from
  /// the first client and inherits its descriptors, so anything that waits for the client's
  /// descriptors to close (Process's termination monitor, or reading a stdout pipe) would
  /// wait for the server. A command that starts the server therefore must not capture.
  @discardableResult
  public static func tmux(
    _ arguments: [String], socket: String?, capturingOutput: Bool = true
  ) throws -> String {
    let argv = ["tmux"] + (socket.map { ["-L", $0] } ?? []) + arguments
    var pipeEnds: [Int32] = [-1, -1]
    if capturingOutput, pipe(&pipeEnds) != 0 { throw TmuxError(arguments: arguments, status: -1) }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    if capturingOutput {
      posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], 1)
      posix_spawn_file_actions_addclose(&actions, pipeEnds[0])
      posix_spawn_file_actions_addclose(&actions, pipeEnds[1])
    } else {
      posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    }
    // Test threads block signals, and a spawned child inherits the mask: the server's panes
    // would then ignore the SIGHUP that kill-server sends them.
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var noSignals = sigset_t()
    sigemptyset(&noSignals)
    var allSignals = sigset_t()
    sigfillset(&allSignals)
    posix_spawnattr_setsigmask(&attributes, &noSignals)
    posix_spawnattr_setsigdefault(&attributes, &allSignals)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    var cArguments = argv.map { strdup($0) } + [nil]
    defer { cArguments.forEach { free($0) } }
    var child: pid_t = 0
    let spawned = posix_spawnp(&child, "tmux", &actions, &attributes, &cArguments, environ)
    if capturingOutput { close(pipeEnds[1]) }
    guard spawned == 0 else {
      if capturingOutput { close(pipeEnds[0]) }
      throw TmuxError(arguments: arguments, status: -1)
    }
    var output: [UInt8] = []
    if capturingOutput {
      var buffer = [UInt8](repeating: 0, count: 4096)
      while true {
        let count = buffer.withUnsafeMutableBytes { read(pipeEnds[0], $0.baseAddress, $0.count) }
        if count < 0, errno == EINTR { continue }
        if count <= 0 { break }
        output += buffer[0..<count]
      }
      close(pipeEnds[0])
    }
    var status: Int32 = 0
    while waitpid(child, &status, 0) < 0, errno == EINTR {}
    guard status == 0 else { throw TmuxError(arguments: arguments, status: status) }
    return String(decoding: output, as: UTF8.self)
  }

  private static func quote(_ text: String) -> String {
    "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }
}

/// A tmux command that failed.
public struct TmuxError: Error {
  public var arguments: [String]
  public var status: Int32

  public init(arguments: [String], status: Int32) {
    self.arguments = arguments
    self.status = status
  }
}
