/// Parsed Swift files kept between translations, so a hot reload parses only the files that
/// changed (parsing is most of a translation's time). Used from one thread at a time.
public final class SwiftParseCache {
  #if canImport(SwiftParser)
    private var files: [String: SwiftSourceFile] = [:]

    /// The parsed file for this name and text: the kept one when the text is unchanged.
    func file(name: String, text: String) -> SwiftSourceFile {
      if let kept = files[name], kept.text == text { return kept }
      let parsed = SwiftSourceFile(name: name, text: text)
      files[name] = parsed
      return parsed
    }

    /// Forgets files no longer among the sources.
    func keep(only names: Set<String>) {
      files = files.filter { names.contains($0.key) }
    }
  #endif

  public init() {}
}
