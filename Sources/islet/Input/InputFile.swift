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
    let handle = try open(path)
    defer { try? handle.close() }
    let data = try read(handle, upTo: limit + 1, name: "'\(shown)'")
    guard data.count <= limit else { throw UsageError("cannot read '\(shown)': larger than \(limit) bytes") }
    return [UInt8](data)
  }

  /// Throws why `path` cannot be read as a file, "cannot read 'PATH': …" (`what` replaces
  /// "read" in the message): there is no such file, it is a directory, or permission is denied.
  static func checkReadable(_ path: String, what: String = "read") throws {
    let fail = { (reason: String) in UsageError("cannot \(what) '\(TerminalSafe.escape(path))': \(reason)") }
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw fail("no such file")
    }
    guard !isDirectory.boolValue else { throw fail("it is a directory") }
    guard FileManager.default.isReadableFile(atPath: path) else { throw fail("permission denied") }
  }

  /// `path` opened for reading, after `checkReadable`.
  static func open(_ path: String) throws -> FileHandle {
    try checkReadable(path)
    guard let handle = FileHandle(forReadingAtPath: path) else {
      throw UsageError("cannot read '\(TerminalSafe.escape(path))': permission denied")
    }
    return handle
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
      let offset = InvalidUTF8.firstOffset(in: bytes)
      throw UsageError("cannot read '\(TerminalSafe.escape(path))': invalid UTF-8 at byte \(offset)")
    }
    guard bytes.contains(UInt8(ascii: "\r")) else { return text }
    return String(decoding: withLineFeedEnds(bytes), as: UTF8.self)
  }

  /// The bytes with every CR LF made LF (a lone CR stays): what
  /// `replacingOccurrences(of: "\r\n", with: "\n")` makes of the text, without Foundation's
  /// NSString round trip, which cost ~1.8 M instructions for a 5 KB layout at every start.
  /// UTF-8 keeps CR and LF out of every multi-byte sequence, so the result is valid UTF-8.
  static func withLineFeedEnds(_ bytes: [UInt8]) -> [UInt8] {
    var result: [UInt8] = []
    result.reserveCapacity(bytes.count)
    for (index, byte) in bytes.enumerated()
    where byte != UInt8(ascii: "\r") || index + 1 == bytes.count || bytes[index + 1] != UInt8(ascii: "\n") {
      result.append(byte)
    }
    return result
  }
}
