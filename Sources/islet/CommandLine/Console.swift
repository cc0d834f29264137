import Foundation
import IsletCanvas

/// The process's edges a command may touch: output streams and the environment.
struct Console: Sendable {
  /// The environment a command sees: the one given (tests), else the process's, read the first
  /// time a command asks for it: making the dictionary costs ~1 M instructions, and most runs
  /// (check-push, --version) never look.
  var environment: [String: String] { given ?? Self.processEnvironment }
  private let given: [String: String]?
  private static let processEnvironment = ProcessInfo.processInfo.environment

  /// A console seeing `environment`, or the process's environment when nil.
  init(environment: [String: String]? = nil) { given = environment }

  /// Writes to standard output.
  func out(_ text: String) { Self.write(Array(text.utf8)[...], to: STDOUT_FILENO) }

  /// Writes UTF-8 bytes to standard output (streams of verdicts, written without strings; a
  /// slice, so a buffer's filled part goes out without being copied into an array of its own).
  func out(bytes: ArraySlice<UInt8>) { Self.write(bytes, to: STDOUT_FILENO) }

  /// Writes to standard error.
  func err(_ text: String) { Self.write(Array(text.utf8)[...], to: STDERR_FILENO) }

  /// Writes all of `bytes`. SIGPIPE is ignored (for the preview), so a reader that went away
  /// (`islet check-push … | head -1`) shows as EPIPE: the process then ends quietly with the
  /// status the signal would have given, 141, instead of trapping in `FileHandle.write`. Any
  /// other failure (a full disk, `> /dev/full`, an I/O error) loses output, so it ends the
  /// process with the reason on stderr and status 2 rather than a success nobody can trust.
  private static func write(_ all: ArraySlice<UInt8>, to descriptor: Int32) {
    var bytes = all
    while !bytes.isEmpty {
      let written = bytes.withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress, $0.count) }
      if written < 0 {
        if errno == EINTR { continue }
        if errno == EPIPE { exit(128 + SIGPIPE) }
        let reason = String(cString: strerror(errno))
        if descriptor != STDERR_FILENO {
          let name = descriptor == STDOUT_FILENO ? "standard output" : "descriptor \(descriptor)"
          write(Array("error: cannot write to \(name): \(reason)\n".utf8)[...], to: STDERR_FILENO)
        }
        exit(ExitStatus.badInput.rawValue)
      }
      bytes = bytes.dropFirst(written)
    }
  }

  /// Whether the `CI` environment variable is set (snapshot verification never writes then).
  var isCI: Bool { !(environment["CI"] ?? "").isEmpty }

  /// The width of the terminal standard output goes to, in columns; `COLUMNS` when it is set
  /// to a number; nil when output goes to a file or a pipe.
  var terminalColumns: Int? {
    if let columns = environment["COLUMNS"].flatMap(Int.init), columns > 0 { return columns }
    guard isatty(STDOUT_FILENO) == 1 else { return nil }
    var size = winsize()
    guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
    return Int(size.ws_col)
  }

  /// The colours output may use: none under `NO_COLOR` (https://no-color.org), 24-bit under
  /// `COLORTERM=truecolor`, else by `TERM` (`ColorDepth.announced`).
  var colorDepth: ColorDepth { .announced(by: environment) }
}
