import Foundation
import IsletModel

/// Reading the user's files at the edge: bounded size, clear one-line reasons on failure.
enum InputFile {
  /// Layout files and JSON documents larger than this are refused rather than read.
  static let maximumTextSize = 4 * 1024 * 1024

  /// The bytes of `path` (`-` is standard input), refusing directories and oversized files.
  static func bytes(_ path: String, limit: Int = maximumTextSize) throws -> [UInt8] {
    let shown = TerminalSafe.escape(path)
    if path == "-" {
      // Not readDataToEndOfFile(): it traps on a read error.
      let data = try read(FileHandle.standardInput, upTo: limit + 1, name: "standard input")
      guard data.count <= limit else { throw UsageError("standard input is larger than \(limit) bytes") }
      return [UInt8](data)
    }
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw UsageError("cannot read '\(shown)': no such file")
    }
    guard !isDirectory.boolValue else { throw UsageError("cannot read '\(shown)': it is a directory") }
    guard let handle = FileHandle(forReadingAtPath: path) else {
      throw UsageError("cannot read '\(shown)': permission denied")
    }
    defer { try? handle.close() }
    let data = try read(handle, upTo: limit + 1, name: "'\(shown)'")
    guard data.count <= limit else { throw UsageError("cannot read '\(shown)': larger than \(limit) bytes") }
    return [UInt8](data)
  }

  /// Up to `count` bytes of `handle`; a read error (EIO) is a clear error, not empty input.
  private static func read(_ handle: FileHandle, upTo count: Int, name: String) throws -> Data {
    do {
      return try handle.read(upToCount: count) ?? Data()
    } catch {
      let code = ((error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError)?.code
      throw UsageError(
        "cannot read \(name): \(code.map { String(cString: strerror(Int32($0))) } ?? "read error")")
    }
  }

  /// The text of `path` as UTF-8, with a byte-order mark removed and CRLF line ends normalised.
  static func text(_ path: String, limit: Int = maximumTextSize) throws -> String {
    var bytes = try bytes(path, limit: limit)
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
    guard let text = String(validating: bytes, as: UTF8.self) else {
      let offset = firstInvalidUTF8Offset(bytes) ?? 0
      throw UsageError("cannot read '\(TerminalSafe.escape(path))': invalid UTF-8 at byte \(offset)")
    }
    return text.replacingOccurrences(of: "\r\n", with: "\n")
  }

  private static func firstInvalidUTF8Offset(_ bytes: [UInt8]) -> Int? {
    var low = 0
    var high = bytes.count
    while low < high {
      let mid = (low + high) / 2
      if String(validating: bytes[..<mid], as: UTF8.self) != nil || mid == 0 {
        low = mid + 1
      } else {
        high = mid
      }
    }
    return max(0, low - 1)
  }
}
