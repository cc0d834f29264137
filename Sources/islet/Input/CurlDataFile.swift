import Foundation
import IsletModel
import IsletPush

/// Reads the files curl commands in a push stream name with `-d @file`: a relative path is
/// taken from the directory of the stream's file (the working directory for standard input),
/// so a script and its payloads travel together. Only regular files, at most `maximumByteCount`
/// bytes: `@/dev/zero` or a FIFO is refused, not read forever.
enum CurlDataFile {
  static func reader(besides streamPath: String, maximumByteCount: Int) -> PushDataFileReader {
    let directory = streamPath == "-" ? "" : (streamPath as NSString).deletingLastPathComponent
    return { path in
      let resolved = path.hasPrefix("/") || directory.isEmpty ? path : directory + "/" + path
      let shown = TerminalSafe.escape(path)
      // Non-blocking, so a FIFO with no writer cannot hang the check; only regular files are read.
      let descriptor = open(resolved, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
      guard descriptor >= 0 else {
        return .failure(PushDataFileError("cannot read '\(shown)': \(String(cString: strerror(errno)))"))
      }
      defer { close(descriptor) }
      var status = stat()
      guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
        return .failure(PushDataFileError("cannot read '\(shown)': not a regular file"))
      }
      var bytes: [UInt8] = []
      var buffer = [UInt8](repeating: 0, count: 64 * 1024)
      while bytes.count <= maximumByteCount {
        let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        if count == 0 { return .success(bytes) }
        if count < 0 {
          if errno == EINTR { continue }
          return .failure(PushDataFileError("cannot read '\(shown)': \(String(cString: strerror(errno)))"))
        }
        bytes += buffer[..<count]
      }
      return .failure(PushDataFileError("'\(shown)' is longer than the \(maximumByteCount)-byte limit"))
    }
  }
}
