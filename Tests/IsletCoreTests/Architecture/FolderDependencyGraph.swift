import Foundation

/// Which folders of `Sources/` use which: a folder uses another when it names a type, function
/// or global declared at the top level of one of the other folder's files. Comments and string
/// text are ignored (interpolations count). Nested declarations are not owners, so `Kind` inside
/// one type and `Kind` inside another link nothing.
struct FolderDependencyGraph {
  /// Folder → the folders it uses → the names that make it use them.
  private(set) var uses: [String: [String: Set<String>]] = [:]

  /// `files` maps a path (`Sources/IsletModel/Text/Truncation.swift`) to its source text.
  init(files: [String: String]) {
    var owners: [String: String] = [:]
    for (path, text) in files.sorted(by: { $0.key < $1.key }) {
      for name in Self.topLevelNames(in: text) where owners[name] == nil {
        owners[name] = Self.folder(of: path)
      }
    }
    for (path, text) in files {
      let folder = Self.folder(of: path)
      for word in Self.identifiers(in: Self.code(of: text)) {
        guard let owner = owners[word], owner != folder else { continue }
        uses[folder, default: [:]][owner, default: []].insert(word)
      }
    }
  }

  /// The groups of folders that use each other in a loop (strongly connected, two or more),
  /// each sorted, the groups in order of their first folder.
  var cycles: [[String]] {
    var finder = CycleFinder(edges: uses.mapValues { Array($0.keys) })
    return finder.stronglyConnectedGroups().filter { $0.count > 1 }.map { $0.sorted() }.sorted {
      $0[0] < $1[0]
    }
  }

  /// One line per use inside `group`: `A -> B (Name, Other)`.
  func explain(_ group: [String]) -> [String] {
    group.flatMap { from in
      group.compactMap { to -> String? in
        guard let names = uses[from]?[to] else { return nil }
        return "\(from) -> \(to) (\(names.sorted().prefix(6).joined(separator: ", ")))"
      }
    }
  }

  static func folder(of path: String) -> String {
    path.split(separator: "/").dropLast().joined(separator: "/")
  }

  /// Names declared at column 0: types, functions, globals and typealiases.
  private static func topLevelNames(in text: String) -> [String] {
    let pattern =
      #/^(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|package|internal|private|fileprivate|final|indirect)\s+)*(?:struct|enum|class|protocol|typealias|actor|func|let|var)\s+([A-Za-z_]\w*)/#
      .anchorsMatchLineEndings()
    return text.matches(of: pattern).map { String($0.output.1) }
  }

  /// `text` without comments and string literals, keeping the code of interpolations.
  private static func code(of text: String) -> String {
    var result = text.replacing(#/"""(?:.|\n)*?"""/#) { match in interpolations(in: String(match.output)) }
    result = result.replacing(#/\/\/.*/#, with: "")
    result = result.replacing(#/\/\*(?:.|\n)*?\*\//#, with: "")
    result = result.replacing(#/"(?:[^"\\\n]|\\.)*"/#) { match in interpolations(in: String(match.output)) }
    return result
  }

  private static func interpolations(in literal: String) -> String {
    literal.matches(of: #/\\\(([^)]*)\)/#).map { String($0.output.1) }.joined(separator: " ")
  }

  private static func identifiers(in code: String) -> Set<String> {
    Set(code.matches(of: #/[A-Za-z_]\w*/#).map { String($0.output) })
  }
}

/// Tarjan's strongly connected components over a small graph of names.
private struct CycleFinder {
  let edges: [String: [String]]
  private var index: [String: Int] = [:]
  private var lowLink: [String: Int] = [:]
  private var stack: [String] = []
  private var onStack: Set<String> = []
  private var groups: [[String]] = []

  init(edges: [String: [String]]) { self.edges = edges }

  mutating func stronglyConnectedGroups() -> [[String]] {
    for node in edges.keys.sorted() where index[node] == nil { visit(node) }
    return groups
  }

  private mutating func visit(_ node: String) {
    index[node] = index.count
    lowLink[node] = index[node]
    stack.append(node)
    onStack.insert(node)
    for next in edges[node] ?? [] {
      if index[next] == nil {
        visit(next)
        lowLink[node] = min(lowLink[node]!, lowLink[next]!)
      } else if onStack.contains(next) {
        lowLink[node] = min(lowLink[node]!, index[next]!)
      }
    }
    guard lowLink[node] == index[node] else { return }
    var group: [String] = []
    while let top = stack.popLast() {
      onStack.remove(top)
      group.append(top)
      if top == node { break }
    }
    groups.append(group)
  }
}
