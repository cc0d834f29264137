import Foundation

/// The file-system operations of a snapshot run, on path strings kept as the user spelled them
/// (so reports show `Layouts/__snapshots__/…`, not absolute paths). Listings are sorted so runs
/// are deterministic.
///
/// Nothing here follows a symbolic link at the path it is given (`kind(of:)` looks at the link
/// itself, reads open with `O_NOFOLLOW`, writes replace by rename, removals unlink) except
/// `kindFollowingLinks(of:)` and `names(in:)`, for the paths named on the command line. Reads take regular
/// files only, so a FIFO or device never blocks the run.
struct SnapshotDisk {
  /// What is at a path, the link itself when it is a symbolic link.
  enum Kind: Equatable {
    case file, folder, link, fifo, device, socket

    /// The kind in a message: "a symbolic link", "a FIFO"…
    var phrase: String {
      switch self {
      case .file: "a regular file"
      case .folder: "a folder"
      case .link: "a symbolic link"
      case .fifo: "a FIFO"
      case .device: "a device"
      case .socket: "a socket"
      }
    }
  }

  /// A file operation that failed, with the path and the system's reason.
  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  /// Snapshot files larger than this are refused rather than read.
  static let maximumFileSize = InputFile.maximumTextSize

  /// The suffix of the hidden file a write goes to before it is renamed into place
  /// (`.NAME.islet-tmp-XXXXXX` beside `NAME`).
  static let temporarySuffix = ".islet-tmp-"
  /// The prefix of the hidden temporary files that Foundation's atomic writes (used by earlier
  /// islet versions) leave when the process is killed.
  static let foundationTemporaryPrefix = ".dat.nosync"

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

  /// Whether `name` is a temporary file of a write that never finished (the process was
  /// killed between writing and renaming): islet's own or Foundation's.
  static func isUnfinishedWrite(_ name: String) -> Bool {
    name.hasPrefix(".") && (name.contains(temporarySuffix) || name.hasPrefix(foundationTemporaryPrefix))
  }

  /// What is at `path`, not following a symbolic link there; nil when nothing is.
  func kind(of path: String) -> Kind? { Self.kind(of: path, followingLinks: false) }

  /// What `path` leads to, following symbolic links: only for paths named on the command line.
  func kindFollowingLinks(of path: String) -> Kind? { Self.kind(of: path, followingLinks: true) }

  private static func kind(of path: String, followingLinks: Bool) -> Kind? {
    var info = stat()
    guard (followingLinks ? stat(path, &info) : lstat(path, &info)) == 0 else { return nil }
    return kind(ofMode: info.st_mode)
  }

  private static func kind(ofMode mode: mode_t) -> Kind {
    switch mode & S_IFMT {
    case S_IFREG: .file
    case S_IFDIR: .folder
    case S_IFLNK: .link
    case S_IFIFO: .fifo
    case S_IFSOCK: .socket
    default: .device
    }
  }

  /// Whether something is at `path` and it is `expected`; anything else there (a symbolic link,
  /// a FIFO, a folder where a file belongs) is a failure that names it.
  func exists(_ path: String, as expected: Kind) throws(Failure) -> Bool {
    guard let kind = kind(of: path) else { return false }
    guard kind == expected else {
      let rule =
        kind == .link
        ? "islet snapshot never follows links inside the folders it walks (docs/snapshots.md)"
        : "expected \(expected.phrase)"
      throw Failure(description: "\(path) is \(kind.phrase); \(rule)")
    }
    return true
  }

  /// The names in `folder`, sorted; empty when it does not exist. A link at `folder` is
  /// followed, so callers check the folders they derive with `exists(_:as:)` first.
  func names(in folder: String) throws(Failure) -> [String] {
    guard kindFollowingLinks(of: folder) == .folder else { return [] }
    do {
      return try files.contentsOfDirectory(atPath: folder).sorted()
    } catch {
      throw Failure(description: "cannot list \(folder): \(error.localizedDescription)")
    }
  }

  /// The bytes of the regular file at `path`; a symbolic link, FIFO or device there is refused
  /// without being opened for reading (so it cannot block).
  func read(_ path: String) throws(Failure) -> Data {
    let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else { throw Self.failure("cannot read", path) }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else { throw Self.failure("cannot read", path) }
    let kind = Self.kind(ofMode: info.st_mode)
    guard kind == .file else { throw Failure(description: "cannot read \(path): it is \(kind.phrase)") }
    guard info.st_size <= Self.maximumFileSize else {
      throw Failure(description: "cannot read \(path): larger than \(Self.maximumFileSize) bytes")
    }
    // Read straight into a buffer of the size `fstat` gave (plus one byte, to see the end
    // without a second buffer); a file that grew meanwhile grows the buffer.
    var data = Data(count: Int(info.st_size) + 1)
    var filled = 0
    while true {
      if filled == data.count { data.count += Self.readChunk }
      let count = data.withUnsafeMutableBytes { bytes in
        Foundation.read(descriptor, bytes.baseAddress! + filled, bytes.count - filled)
      }
      if count < 0 && errno == EINTR { continue }
      guard count >= 0 else { throw Self.failure("cannot read", path) }
      guard count > 0 else {
        data.count = filled
        return data
      }
      filled += count
      guard filled <= Self.maximumFileSize else {
        throw Failure(description: "cannot read \(path): larger than \(Self.maximumFileSize) bytes")
      }
    }
  }

  /// How much a read buffer grows by when a file is longer than `fstat` said.
  private static let readChunk = 64 * 1024

  /// Writes `text` atomically, creating missing folders: into a new hidden file beside `path`
  /// (never through a link), then renamed over it, so a reader sees the old or the new file
  /// and never a part. A process killed in between leaves the hidden file, which
  /// `isUnfinishedWrite` recognises.
  func write(_ text: String, to path: String) throws(Failure) {
    let folder = Self.parent(of: path)
    do {
      try files.createDirectory(atPath: folder, withIntermediateDirectories: true)
    } catch {
      throw Failure(description: "cannot write \(path): \(error.localizedDescription)")
    }
    var temporary = ""
    var descriptor: Int32 = -1
    while descriptor < 0 {
      let random = String(UInt32.random(in: 0...UInt32.max), radix: 36)
      temporary = Self.join(folder, ".\(Self.name(of: path))\(Self.temporarySuffix)\(random)")
      descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o666)
      if descriptor < 0 && errno != EEXIST { throw Self.failure("cannot write", path) }
    }
    let written = Self.writeAll(Array(text.utf8), to: descriptor)
    let closed = close(descriptor) == 0
    guard written && closed && rename(temporary, path) == 0 else {
      let failure = Self.failure("cannot write", path)
      unlink(temporary)
      throw failure
    }
  }

  /// Writes `text` into what is at `path` (a FIFO, a device, a file through a link) without
  /// replacing it; it must exist.
  func writeInPlace(_ text: String, to path: String) throws(Failure) {
    let descriptor = open(path, O_WRONLY | O_TRUNC | O_CLOEXEC)
    guard descriptor >= 0 else { throw Self.failure("cannot write", path) }
    let written = Self.writeAll(Array(text.utf8), to: descriptor)
    guard close(descriptor) == 0 && written else { throw Self.failure("cannot write", path) }
  }

  /// Removes the file at `path` (a link itself, never what it leads to; never a folder).
  func remove(_ path: String) throws(Failure) {
    guard unlink(path) == 0 else { throw Self.failure("cannot remove", path) }
  }

  /// Moves `source` to `destination`, replacing it.
  func move(_ source: String, to destination: String) throws(Failure) {
    guard rename(source, destination) == 0 else {
      throw Failure(
        description: "cannot move \(source) to \(destination): \(String(cString: strerror(errno)))")
    }
  }

  private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
    var rest = bytes[...]
    while !rest.isEmpty {
      let count = rest.withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { return false }
      rest = rest.dropFirst(count)
    }
    return true
  }

  /// A failure of `action` on `path` with the system's reason (from `errno`).
  private static func failure(_ action: String, _ path: String) -> Failure {
    Failure(description: "\(action) \(path): \(String(cString: strerror(errno)))")
  }
}
