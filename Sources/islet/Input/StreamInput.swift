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
    while true {
      let data = handle.readData(ofLength: chunkSize)
      if data.isEmpty { return }
      try data.withUnsafeBytes { try body($0.bindMemory(to: UInt8.self)) }
    }
  }
}
