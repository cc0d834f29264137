import IsletModel

/// Each item's source span, by item index, kept as plain values: an array of `SourceSpan?`
/// (a `String` inside) is freed element by element through the runtime's generic destroy. A
/// layout's spans share a file or two, so each span keeps its positions and the index of its
/// file, and the few file names are kept once. Not copyable: its entries are a storage buffer.
package struct SourceSpanList: ~Copyable {
  /// Internal, not private, so the storage can lay out room for entries (`PlacementStorage.Block`).
  struct Entry {
    /// The index of the span's file in `files`; nil for an item without a span.
    var file: Int?
    var start: SourcePosition
    var end: SourcePosition
  }

  private var entries: PlacementStorage.Buffer<Entry>
  private var files: [String] = []
  /// The positions of an item without a span (not read).
  private static let nowhere = SourcePosition(line: 0, column: 0)

  /// A list of its entries in `entries`, empty.
  init(_ entries: consuming PlacementStorage.Buffer<Entry> = .init()) { self.entries = entries }

  /// Removes every entry (the storage empties its buffers before it frees their block).
  mutating func removeAll() { entries.removeAll() }

  mutating func append(_ span: SourceSpan?) {
    guard let span else {
      entries.append(Entry(file: nil, start: Self.nowhere, end: Self.nowhere))
      return
    }
    // The last file first: a layout's spans come file by file.
    var file = files.count - 1
    if files.last != span.file {
      if let known = files.firstIndex(of: span.file) {
        file = known
      } else {
        files.append(span.file)
        file = files.count - 1
      }
    }
    entries.append(Entry(file: file, start: span.start, end: span.end))
  }

  subscript(index: Int) -> SourceSpan? {
    let entry = entries[index]
    return entry.file.map { SourceSpan(file: files[$0], start: entry.start, end: entry.end) }
  }
}
