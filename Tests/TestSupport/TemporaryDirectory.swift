import Foundation

/// A fresh directory under the system's temporary directory, removed by `remove()`.
public struct TemporaryDirectory {
  public let path: String

  public init() throws {
    path = NSTemporaryDirectory() + "islet-tests-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  public func file(_ name: String) -> String { path + "/" + name }

  public func write(_ text: String, to name: String) throws {
    try text.write(toFile: file(name), atomically: false, encoding: .utf8)
  }

  public func remove() { try? FileManager.default.removeItem(atPath: path) }
}
