import Foundation
import IsletModel

/// Reads a push stream in fixed-size chunks, so streams of any length use constant memory.
enum StreamInput {
  static let chunkSize = 64 * 1024

  /// An open stream.
  struct Source {
    let descriptor: Int32
    let path: String

    /// Reads the next bytes into `buffer` (at most its size): how many, 0 at the end.
    func fill(_ buffer: UnsafeMutableBufferPointer<UInt8>) throws -> Int {
      while true {
        // read(2) itself: FileHandle.readData(ofLength:) traps on a read error (EIO).
        let count = read(descriptor, buffer.baseAddress, buffer.count)
        if count >= 0 { return count }
        if errno == EINTR { continue }
        let name = path == "-" ? "standard input" : "'\(TerminalSafe.escape(path))'"
        throw UsageError("cannot read \(name): \(String(cString: strerror(errno)))")
      }
    }
  }

  /// Calls `body` with `path` open (`-` is standard input), and closes it after.
  static func withSource(_ path: String, _ body: (Source) throws -> Void) throws {
    let handle: FileHandle
    if path == "-" {
      handle = FileHandle.standardInput
    } else {
      handle = try InputFile.open(path)
    }
    defer { if path != "-" { try? handle.close() } }
    try body(Source(descriptor: handle.fileDescriptor, path: path))
  }

  /// Calls `body` with each chunk of `path` (`-` is standard input) until the end.
  static func forEachChunk(_ path: String, _ body: (UnsafeBufferPointer<UInt8>) throws -> Void) throws {
    try withSource(path) { source in
      let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: chunkSize)
      defer { buffer.deallocate() }
      while true {
        let count = try source.fill(buffer)
        if count == 0 { return }
        try body(UnsafeBufferPointer(rebasing: buffer[..<count]))
      }
    }
  }
}
