import Foundation

/// The file-system operations of a snapshot run, on path strings kept as the user spelled them
/// (so reports show `Layouts/__snapshots__/…`, not absolute paths). Listings are sorted so runs
/// are deterministic.
struct SnapshotDisk {
  enum Kind { case file, folder }

  /// A file operation that failed, with the path and the system's reason.
  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  private let files = FileManager.default

  /// `parts` joined with `/`, without doubled separators.
  static func join(_ parts: String...) -> String {
    parts.dropFirst().reduce(parts[0]) { path, part in
      path.isEmpty ? part : path.hasSuffix("/") ? path + part : path + "/" + part
    }
  }

  /// The folder holding `path` (`.` for a bare name; `path/..` when the last part is `.` or `..`).
  static func parent(of path: String) -> String {
    let trimmed = path.hasSuffix("/") && path.count > 1 ? String(path.dropLast()) : path
    let last = trimmed.split(separator: "/").last.map(String.init) ?? trimmed
    if last == "." || last == ".." || trimmed.isEmpty { return join(trimmed, "..") }
    guard let slash = trimmed.lastIndex(of: "/") else { return "." }
    return slash == trimmed.startIndex ? "/" : String(trimmed[..<slash])
  }

  /// The last part of `path`.
  static func name(of path: String) -> String {
    path.split(separator: "/").last.map(String.init) ?? path
  }

  func kind(of path: String) -> Kind? {
    var isFolder: ObjCBool = false
    guard files.fileExists(atPath: path, isDirectory: &isFolder) else { return nil }
    return isFolder.boolValue ? .folder : .file
  }

  /// The names in `folder`, sorted; empty when it does not exist.
  func names(in folder: String) throws(Failure) -> [String] {
    guard kind(of: folder) == .folder else { return [] }
    do {
      return try files.contentsOfDirectory(atPath: folder).sorted()
    } catch {
      throw Failure(description: "cannot list \(folder): \(error.localizedDescription)")
    }
  }

  func read(_ path: String) throws(Failure) -> Data {
    do {
      return try Data(contentsOf: URL(fileURLWithPath: path))
    } catch {
      throw Failure(description: "cannot read \(path): \(error.localizedDescription)")
    }
  }

  /// Writes `text` atomically, creating missing folders.
  func write(_ text: String, to path: String) throws(Failure) {
    do {
      try files.createDirectory(atPath: Self.parent(of: path), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
    } catch {
      throw Failure(description: "cannot write \(path): \(error.localizedDescription)")
    }
  }

  func remove(_ path: String) throws(Failure) {
    do {
      try files.removeItem(atPath: path)
    } catch {
      throw Failure(description: "cannot remove \(path): \(error.localizedDescription)")
    }
  }

  /// Moves `source` to `destination`, replacing it.
  func move(_ source: String, to destination: String) throws(Failure) {
    do {
      if kind(of: destination) != nil { try files.removeItem(atPath: destination) }
      try files.moveItem(atPath: source, toPath: destination)
    } catch {
      throw Failure(description: "cannot move \(source) to \(destination): \(error.localizedDescription)")
    }
  }
}
