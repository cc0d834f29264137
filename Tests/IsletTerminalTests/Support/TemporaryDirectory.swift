import Foundation

/// A fresh directory under the system's temporary directory, removed by `remove()`.
struct TemporaryDirectory {
  let path: String

  init() throws {
    path = NSTemporaryDirectory() + "islet-terminal-tests-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  func file(_ name: String) -> String { path + "/" + name }

  func write(_ text: String, to name: String) throws {
    try text.write(toFile: file(name), atomically: false, encoding: .utf8)
  }

  func remove() { try? FileManager.default.removeItem(atPath: path) }
}
