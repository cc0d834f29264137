import IsletModel

/// "Did you mean …?" suggestions by edit distance.
public enum NameSuggestion {
  /// The candidate closest to `name`, if one is close enough to be a plausible typo.
  public static func closest(to name: String, among candidates: [String]) -> String? {
    let wanted = Array(name.lowercased())
    let limit = max(1, min(3, wanted.count / 3))
    var best: (name: String, distance: Int)?
    for candidate in candidates where candidate != name {
      let distance = editDistance(wanted, Array(candidate.lowercased()))
      if distance <= limit && distance < (best?.distance ?? Int.max) { best = (candidate, distance) }
    }
    return best?.name
  }

  /// "did you mean `x`?" for the closest candidate, or nil.
  public static func help(for name: String, among candidates: [String]) -> String? {
    closest(to: name, among: candidates).map { "did you mean `\($0)`?" }
  }

  /// "unknown WHAT 'TEXT'; did you mean 'GUESS'? (HINT)": the closest of `candidates` when one
  /// is close, the text made terminal-safe. Command-line values and snapshot-matrix axes say it
  /// alike.
  public static func unknown(
    _ what: String, _ text: String, among candidates: [String], hint: String
  ) -> String {
    var message = "unknown \(what) '\(TerminalSafe.escape(text))'"
    if let guess = closest(to: text, among: candidates) { message += "; did you mean '\(guess)'?" }
    return message + " (\(hint))"
  }

  /// Levenshtein distance between two character arrays.
  static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
    if a.isEmpty { return b.count }
    var previous = Array(0...b.count)
    for (i, x) in a.enumerated() {
      var row = [i + 1]
      row.reserveCapacity(b.count + 1)
      for (j, y) in b.enumerated() {
        row.append(min(previous[j + 1] + 1, row[j] + 1, previous[j] + (x == y ? 0 : 1)))
      }
      previous = row
    }
    return previous[b.count]
  }
}
