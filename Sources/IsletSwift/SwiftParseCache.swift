#if canImport(SwiftParser)
  import Dispatch
  import Synchronization
#endif

/// Parsed Swift files kept between translations, so a hot reload parses only the files that
/// changed (parsing is most of a translation's time). Used from one thread at a time.
public final class SwiftParseCache {
  #if canImport(SwiftParser)
    private var files: [String: SwiftSourceFile] = [:]

    /// The parsed files for these names and texts, in order: the kept ones whose text is
    /// unchanged, the others parsed (on every core: files parse independently, and the result
    /// is the same in any order).
    func files(_ sources: [(name: String, text: String)]) -> [SwiftSourceFile] {
      let kept = sources.map { source in files[source.name].flatMap { $0.text == source.text ? $0 : nil } }
      let parsed = Self.parse(sources, where: { kept[$0] == nil })
      for file in parsed.values { files[file.name] = file }
      return sources.indices.compactMap { kept[$0] ?? parsed[$0] }
    }

    /// Forgets files no longer among the sources.
    func keep(only names: Set<String>) {
      files = files.filter { names.contains($0.key) }
    }

    /// The sources at the indices `wanted` accepts, parsed concurrently, by index.
    private static func parse(
      _ sources: [(name: String, text: String)], where wanted: (Int) -> Bool
    ) -> [Int: SwiftSourceFile] {
      let indices = sources.indices.filter(wanted)
      let results = Mutex<[Int: SwiftSourceFile]>([:])
      DispatchQueue.concurrentPerform(iterations: indices.count) { position in
        let index = indices[position]
        let file = SwiftSourceFile(name: sources[index].name, text: sources[index].text)
        results.withLock { $0[index] = file }
      }
      return results.withLock { $0 }
    }
  #endif

  public init() {}
}
