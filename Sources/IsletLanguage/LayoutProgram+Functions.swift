extension LayoutProgram {
  /// The String (and array) methods and properties a layout calls, spelled as in Swift.
  enum StringMethod: String, Sendable, CaseIterable {
    // Properties.
    case isEmpty, capitalized
    // Methods.
    case uppercased, lowercased, prefix, suffix, hasPrefix, hasSuffix, contains, replacingOccurrences, split
    case joined

    /// Whether Swift spells it without `()`.
    var isProperty: Bool { self == .isEmpty || self == .capitalized }

    /// The argument labels Swift's signature has (`nil` for `_`).
    var labels: [String?] {
      switch self {
      case .isEmpty, .capitalized, .uppercased, .lowercased: []
      case .prefix, .suffix, .hasPrefix, .hasSuffix, .contains: [nil]
      case .replacingOccurrences: ["of", "with"]
      case .split: ["separator"]
      case .joined: ["separator"]
      }
    }

    /// How Swift writes a call: `prefix(_:)`, `replacingOccurrences(of:with:)`.
    var signature: String {
      isProperty
        ? rawValue : rawValue + "(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")"
    }
  }

  /// Swift's `max`, `min`, `abs` and `Double.rounded(_:)`.
  enum NumericFunction: Sendable {
    case max, min, abs
    case rounded(FloatingPointRoundingRule)
  }
}
