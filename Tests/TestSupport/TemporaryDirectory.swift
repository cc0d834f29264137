import Foundation

/// A fresh directory under the system's temporary directory, removed by `remove()`.
public struct TemporaryDirectory {
  public let path: String

  public init() throws { try self.init(inside: NSTemporaryDirectory()) }

  /// A fresh directory inside `folder` (on its file system, so files there can be linked into it).
  public init(inside folder: String) throws {
    path = (folder.hasSuffix("/") ? folder : folder + "/") + "islet-tests-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  public func file(_ name: String) -> String { path + "/" + name }

  public func write(_ text: String, to name: String) throws {
    try text.write(toFile: file(name), atomically: false, encoding: .utf8)
  }

  /// Hard-links the executable at `source` into the directory as `name` and returns its path
  /// (the directory on the executable's file system: `init(inside:)`). Not a copy:
  /// `FileManager`'s copy writes through a descriptor that a process another test starts
  /// meanwhile inherits and keeps (a daemonized tmux server), and running the copy then failed
  /// with "Text file busy".
  public func linkExecutable(from source: String, as name: String) throws -> String {
    let target = file(name)
    guard link(source, target) == 0 else { throw CocoaError(.fileWriteUnknown) }
    return target
  }

  public func remove() { try? FileManager.default.removeItem(atPath: path) }
}
