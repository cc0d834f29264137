import Foundation
import IsletPreview

/// Polls the layout file's metadata (device, inode, size, modification time, kind) and reads
/// it again when any of them changes, so saves, atomic renames, deletions and replacements are
/// all noticed. Errors are values: the engine keeps the last good layout and shows them.
public struct LayoutFileWatcher: LayoutSourcePolling {
  public let path: String
  let maximumBytes: Int
  private var lastSignature: Signature?

  /// What identifies one version of the file (no signature: the file is missing).
  private struct Signature: Equatable {
    var device: UInt = 0
    var inode: UInt = 0
    var mode: UInt32 = 0
    var size: Int = 0
    var modified: timespec = timespec()

    static func == (lhs: Signature, rhs: Signature) -> Bool {
      (lhs.device, lhs.inode, lhs.mode, lhs.size, lhs.modified.tv_sec, lhs.modified.tv_nsec)
        == (rhs.device, rhs.inode, rhs.mode, rhs.size, rhs.modified.tv_sec, rhs.modified.tv_nsec)
    }
  }

  public init(path: String, maximumBytes: Int) {
    self.path = path
    self.maximumBytes = maximumBytes
  }

  /// The file as a layout source whose findings point into it; see `poll(force:)`.
  public mutating func pollLayout(force: Bool) -> Result<LayoutSource, LayoutSourceError>? {
    poll(force: force)?.map { LayoutSource(text: $0) }
  }

  /// The file's text or error when it changed since the last poll (always when `force`),
  /// nil when nothing changed.
  public mutating func poll(force: Bool = false) -> Result<String, LayoutSourceError>? {
    let signature = currentSignature()
    guard force || signature != lastSignature else { return nil }
    lastSignature = signature
    guard let signature else { return .failure(error(.missing)) }
    guard signature.mode & S_IFMT == S_IFREG else { return .failure(error(.notARegularFile)) }
    guard signature.size <= maximumBytes else {
      return .failure(error(.tooLarge(bytes: signature.size, limit: maximumBytes)))
    }
    return read()
  }

  private func currentSignature() -> Signature? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    return Signature(
      device: UInt(info.st_dev), inode: UInt(info.st_ino), mode: info.st_mode, size: Int(info.st_size),
      modified: info.st_mtim)
  }

  private func read() -> Result<String, LayoutSourceError> {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return .failure(error(.unreadable(String(cString: strerror(errno))))) }
    defer { close(descriptor) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
      if count < 0, errno == EINTR { continue }
      guard count >= 0 else { return .failure(error(.unreadable(String(cString: strerror(errno))))) }
      if count == 0 { break }
      bytes += buffer[0..<count]
      guard bytes.count <= maximumBytes else {
        return .failure(error(.tooLarge(bytes: bytes.count, limit: maximumBytes)))
      }
    }
    guard let text = String(validating: bytes, as: UTF8.self) else { return .failure(error(.notUTF8)) }
    return .success(text)
  }

  private func error(_ reason: LayoutSourceError.Reason) -> LayoutSourceError {
    LayoutSourceError(file: path, reason: reason)
  }
}
