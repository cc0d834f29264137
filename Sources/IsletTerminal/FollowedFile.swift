import Glibc

/// What became of a followed push file at its end, checked the way `tail -F` does: by size
/// against the read offset, and by identity (device and inode) against the path.
enum FollowedFile {
  enum Change: Equatable {
    /// Nothing: wait for it to grow.
    case none
    /// Shorter than what was read: it was truncated (`: > file`) and maybe written again.
    case truncated
    /// The path names another file now (renamed and recreated, or deleted and recreated).
    case replaced
  }

  /// The change to the file open as `descriptor` (read to its end) and named by `path`.
  static func change(of descriptor: Int32, at path: String) -> Change {
    var open = stat()
    guard fstat(descriptor, &open) == 0 else { return .none }
    var named = stat()
    // A path that is gone for now (deleted, not yet recreated) keeps the open file.
    if stat(path, &named) == 0, named.st_dev != open.st_dev || named.st_ino != open.st_ino {
      return .replaced
    }
    let offset = lseek(descriptor, 0, SEEK_CUR)
    return offset >= 0 && open.st_size < offset ? .truncated : .none
  }
}
