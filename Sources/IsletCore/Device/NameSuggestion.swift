/// "Did you mean …?": the known name closest to a mistyped one.
enum NameSuggestion {
  /// The candidate closest to `name` by edit distance on `key(…)`, if within a third of the
  /// name's length (at least 2 edits); ties go to the earlier candidate.
  static func closest(
    to name: String, among candidates: [String], key: (String) -> String = { $0.lowercased() }
  ) -> String? {
    let wanted = Array(key(name))
    var best: (name: String, distance: Int)?
    for candidate in candidates {
      let distance = editDistance(wanted, Array(key(candidate)))
      if distance < best?.distance ?? Int.max { best = (candidate, distance) }
    }
    guard let best, best.distance <= max(2, wanted.count / 3) else { return nil }
    return best.name
  }

  /// Levenshtein distance between two character arrays.
  static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
    var previous = Array(0...b.count)
    for (i, left) in a.enumerated() {
      var current = [i + 1]
      for (j, right) in b.enumerated() {
        current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (left == right ? 0 : 1)))
      }
      previous = current
    }
    return previous[b.count]
  }
}
