/// Where a pattern occurs in a text, compared Character by Character (grapheme clusters, as
/// Swift's `String` compares), in time linear in both lengths (Knuth–Morris–Pratt): a
/// `replacingOccurrences` or `split` over a long string from a push cannot go quadratic.
struct CharacterSearch {
  private let pattern: [Character]
  /// For each prefix of the pattern, the length of its longest proper border.
  private let borders: [Int]

  init(_ pattern: String) {
    self.pattern = Array(pattern)
    var borders = Array(repeating: 0, count: self.pattern.count)
    var length = 0
    var index = 1
    while index < self.pattern.count {
      if self.pattern[index] == self.pattern[length] {
        length += 1
        borders[index] = length
        index += 1
      } else if length > 0 {
        length = borders[length - 1]
      } else {
        index += 1
      }
    }
    self.borders = borders
  }

  /// The start offsets (in Characters) of the non-overlapping occurrences in `text`, left to
  /// right; none for an empty pattern.
  func occurrences(in text: [Character]) -> [Int] {
    guard !pattern.isEmpty else { return [] }
    var found: [Int] = []
    var matched = 0
    for (index, character) in text.enumerated() {
      while matched > 0 && character != pattern[matched] { matched = borders[matched - 1] }
      if character == pattern[matched] { matched += 1 }
      if matched == pattern.count {
        found.append(index + 1 - matched)
        matched = 0
      }
    }
    return found
  }
}
