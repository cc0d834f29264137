import Foundation
import IsletModel

/// The request log of `islet serve --log FILE`: created (or emptied) at start, each request's
/// lines written as it is answered, so a log cut short by Ctrl-C still reads back.
final class RequestLogFile {
  private let descriptor: Int32
  private let path: String

  init(path: String) throws {
    self.path = path
    descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else {
      throw UsageError(
        "cannot write the request log '\(TerminalSafe.escape(path))': \(String(cString: strerror(errno)))")
    }
  }

  deinit { close(descriptor) }

  /// Appends `bytes`; a log that cannot be written ends the server (exit 2) rather than lose
  /// requests silently.
  func append(_ bytes: [UInt8]) {
    var rest = bytes[...]
    while !rest.isEmpty {
      let written = rest.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
      if written < 0 && errno == EINTR { continue }
      guard written > 0 else {
        let reason = String(cString: strerror(errno))
        FileHandle.standardError.write(
          Data("error: cannot write the request log '\(TerminalSafe.escape(path))': \(reason)\n".utf8))
        exit(ExitStatus.badInput.rawValue)
      }
      rest = rest.dropFirst(written)
    }
  }
}
