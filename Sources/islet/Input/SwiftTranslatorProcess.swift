import Foundation
import IsletModel
import IsletSwiftLayout

/// Swift sources translated by `islet-swift`, the program beside islet that links the
/// toolchain's swift-syntax: islet itself does not, so no other command pays at start for
/// loading and relocating those libraries. The request goes to its standard input as JSON and
/// the translation comes back on its standard output.
enum SwiftTranslatorProcess {
  static let executableName = "islet-swift"

  /// The translator beside this executable (symbolic links followed).
  static var executable: URL {
    let own =
      (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
      ?? CommandLine.arguments[0]
    return URL(fileURLWithPath: own).deletingLastPathComponent().appendingPathComponent(executableName)
  }

  /// Translates and compiles `files`; a translator that is missing or fails is bad input's
  /// kind of error (a message and exit status 2), not a silent empty layout.
  static func compile(
    _ files: [(name: String, text: String)], activity: String?, assetColors: [(name: String, color: String)]
  ) throws -> SwiftLayoutCompilation {
    let request = SwiftTranslationRequest(files: files, activity: activity, assetColors: assetColors)
    return SwiftLayoutCompilation.compile(try translate(request))
  }

  static func translate(_ request: SwiftTranslationRequest) throws -> SwiftTranslation {
    let translator = executable
    guard FileManager.default.isExecutableFile(atPath: translator.path) else {
      throw UsageError(
        "cannot read .swift files: \(executableName), the Swift translator, is not beside islet at '\(TerminalSafe.escape(translator.path))'; build it with `swift build --product \(executableName)` (with -c release for a release islet), or install it next to islet"
      )
    }
    let request = try JSONEncoder().encode(request)
    let (status, answer, complaint) = try run(translator.path, input: Array(request))
    guard status == 0 else {
      let said = String(decoding: complaint, as: UTF8.self).split(separator: "\n").first.map {
        String($0.trimmingPrefix("error: "))
      }
      throw UsageError(
        said.map(TerminalSafe.escape)
          ?? "\(executableName) stopped (status \(status)) without translating the Swift sources")
    }
    do {
      return try JSONDecoder().decode(SwiftTranslation.self, from: Data(answer))
    } catch {
      throw UsageError(
        "\(executableName) answered what islet cannot read: \(TerminalSafe.escape("\(error)"))")
    }
  }

  /// Runs `path` with `input` on its standard input; its exit status (128 + the signal when a
  /// signal ended it), standard output and standard error. posix_spawn and waitpid themselves:
  /// Foundation's `Process.waitUntilExit` polls a run loop in 50-ms steps on Linux.
  private static func run(_ path: String, input: [UInt8]) throws -> (Int32, [UInt8], [UInt8]) {
    var pipes = [[Int32]](repeating: [-1, -1], count: 3)
    defer { for descriptor in pipes.joined() where descriptor >= 0 { close(descriptor) } }
    for index in pipes.indices {
      guard pipe(&pipes[index]) == 0 else {
        throw UsageError("cannot run \(executableName): \(String(cString: strerror(errno)))")
      }
      // Not inherited by the child but through the dup2s below.
      for descriptor in pipes[index] { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
    }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, pipes[0][0], STDIN_FILENO)
    posix_spawn_file_actions_adddup2(&actions, pipes[1][1], STDOUT_FILENO)
    posix_spawn_file_actions_adddup2(&actions, pipes[2][1], STDERR_FILENO)
    var child = pid_t()
    let arguments: [UnsafeMutablePointer<CChar>?] = [strdup(path), nil]
    defer { free(arguments[0]) }
    let spawned = posix_spawn(&child, path, &actions, nil, arguments, environ)
    guard spawned == 0 else {
      throw UsageError("cannot run \(TerminalSafe.escape(path)): \(String(cString: strerror(spawned)))")
    }
    // This side's copies of the child's ends, so each pipe ends when the child's end closes.
    for (index, end) in [(0, 0), (1, 1), (2, 1)] {
      close(pipes[index][end])
      pipes[index][end] = -1
    }
    // The translator reads the whole request before it writes: no pipe fills both ways.
    input.withUnsafeBytes { bytes in
      var offset = 0
      while offset < bytes.count {
        let written = write(pipes[0][1], bytes.baseAddress! + offset, bytes.count - offset)
        if written > 0 {
          offset += written
        } else if written < 0 && errno == EINTR {
          continue
        } else {
          break  // the translator left early; its status says why
        }
      }
    }
    close(pipes[0][1])
    pipes[0][1] = -1
    let answer = readAll(pipes[1][0])
    let complaint = readAll(pipes[2][0])
    var status: Int32 = 0
    while waitpid(child, &status, 0) < 0 && errno == EINTR {}
    let signal = status & 0x7F
    return (signal == 0 ? (status >> 8) & 0xFF : 128 + signal, answer, complaint)
  }

  /// Everything `descriptor` gives until its end.
  private static func readAll(_ descriptor: Int32) -> [UInt8] {
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 64 * 1024)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count > 0 {
        bytes += buffer[..<count]
      } else if count < 0 && errno == EINTR {
        continue
      } else {
        return bytes
      }
    }
  }
}
