import Foundation
import IsletModel

/// Reads a push stream in fixed-size chunks, so streams of any length use constant memory.
enum StreamInput {
  static let chunkSize = 64 * 1024

  /// Calls `body` with each chunk of `path` (`-` is standard input) until the end.
  static func forEachChunk(_ path: String, _ body: (UnsafeBufferPointer<UInt8>) throws -> Void) throws {
    let handle: FileHandle
    if path == "-" {
      handle = FileHandle.standardInput
    } else {
      handle = try InputFile.open(path)
    }
    defer { if path != "-" { try? handle.close() } }
    // read(2) itself: FileHandle.readData(ofLength:) traps on a read error (EIO).
    let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: chunkSize)
    defer { buffer.deallocate() }
    while true {
      let count = read(handle.fileDescriptor, buffer.baseAddress, chunkSize)
      if count == 0 { return }
      if count < 0 {
        if errno == EINTR { continue }
        let name = path == "-" ? "standard input" : "'\(TerminalSafe.escape(path))'"
        throw UsageError("cannot read \(name): \(String(cString: strerror(errno)))")
      }
      try body(UnsafeBufferPointer(rebasing: buffer[..<count]))
    }
  }
}
