import Foundation
import IsletModel
import IsletPush

/// Reads the files curl commands in a push stream name with `-d @file`: a relative path is
/// taken from the directory of the stream's file (the working directory for standard input),
/// so a script and its payloads travel together. At most `maximumByteCount` bytes are read, so
/// `@/dev/zero` ends.
enum CurlDataFile {
  static func reader(besides streamPath: String, maximumByteCount: Int) -> PushDataFileReader {
    let directory = streamPath == "-" ? "" : (streamPath as NSString).deletingLastPathComponent
    return { path in
      let resolved = path.hasPrefix("/") || directory.isEmpty ? path : directory + "/" + path
      let shown = TerminalSafe.escape(path)
      let descriptor = open(resolved, O_RDONLY | O_CLOEXEC)
      guard descriptor >= 0 else {
        return .failure(PushDataFileError("cannot read '\(shown)': \(String(cString: strerror(errno)))"))
      }
      defer { close(descriptor) }
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
