/// The plain strings (`DecodingPlan`'s `String` values) decoded lately, found again by their
/// bytes: a stream repeats its values (a courier's name, a team's), and finding one costs less
/// than building the `String` again (`String(decoding:)` validates the bytes once more) and
/// checking it for characters `TerminalSafe` escapes. Direct-mapped, for strings of at most
/// `PlannedKey.wordCovered` bytes, whose `PlannedKey` is their bytes.
struct RecentPlainStrings: Sendable {
  private var keys: [PlannedKey]
  private var texts: [String]

  /// How many strings it holds at most (a power of two).
  private static let capacity = 64

  init() {
    keys = Array(repeating: .none, count: Self.capacity)
    texts = Array(repeating: "", count: Self.capacity)
  }

  /// The place a string with `key` goes.
  @inline(__always) private static func slot(_ key: PlannedKey) -> Int {
    let mixed = (key.head ^ key.tail &* 0x9E37_79B9_7F4A_7C15 ^ UInt64(key.count)) &* 0x9E37_79B9_7F4A_7C15
    return Int(truncatingIfNeeded: mixed >> 58)
  }

  /// The string remembered with the bytes `key` was made of, if any.
  @inline(__always) func text(for key: PlannedKey) -> String? {
    let slot = Self.slot(key)
    return keys[slot] == key ? texts[slot] : nil
  }

  /// Remembers `text`, the plain string of the bytes `key` was made of (at most
  /// `PlannedKey.wordCovered` of them).
  @inline(__always) mutating func remember(_ text: String, for key: PlannedKey) {
    let slot = Self.slot(key)
    keys[slot] = key
    texts[slot] = text
  }
}
