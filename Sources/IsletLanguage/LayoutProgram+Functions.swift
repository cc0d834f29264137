extension LayoutProgram {
  /// The String (and array) methods and properties a layout calls, spelled as in Swift.
  enum StringMethod: String, Sendable, CaseIterable {
    // Properties.
    case isEmpty, capitalized, first, last
    // Methods.
    case uppercased, lowercased, prefix, suffix, hasPrefix, hasSuffix, contains, replacingOccurrences, split
    case joined

    /// Whether Swift spells it without `()`.
    var isProperty: Bool { [.isEmpty, .capitalized, .first, .last].contains(self) }

    /// The argument labels Swift's signature has (`nil` for `_`).
    var labels: [String?] {
      switch self {
      case .isEmpty, .capitalized, .first, .last, .uppercased, .lowercased: []
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

  /// How `Date.formatted(…)` writes a date, in the locale and time zone of the render.
  enum DateFormat: Hashable, Sendable {
    /// `formatted(date:time:)`; both omitted is `formatted()`: numeric date, shortened time.
    case styles(date: FormattedDateStyle, time: FormattedTimeStyle)
    /// `.dateTime.hour()`: `9 PM`, `21 Uhr`.
    case hour
    /// `.dateTime.month().day()`: `Sep 3`; `wide`: `September 3`.
    case monthDay(wide: Bool)
    /// `.dateTime.weekday()`: `Thu`; `wide`: `Thursday`.
    case weekday(wide: Bool)
  }

  /// `Date.FormatStyle.DateStyle`, in the order of `DateStyleRules.datePatterns` after `omitted`.
  enum FormattedDateStyle: String, Sendable, CaseIterable {
    case omitted, numeric, abbreviated, long, complete

    /// Its pattern's place in `DateStyleRules.datePatterns` (nil: omitted).
    var pattern: Int? { Self.allCases.firstIndex(of: self).flatMap { $0 == 0 ? nil : $0 - 1 } }
  }

  /// `Date.FormatStyle.TimeStyle`, in the order of `DateStyleRules.timePatterns` after `omitted`.
  enum FormattedTimeStyle: String, Sendable, CaseIterable {
    case omitted, shortened, standard, complete

    /// Its pattern's place in `DateStyleRules.timePatterns` (nil: omitted).
    var pattern: Int? { Self.allCases.firstIndex(of: self).flatMap { $0 == 0 ? nil : $0 - 1 } }
  }

  /// Swift's `max`, `min`, `abs` and `Double.rounded(_:)`.
  enum NumericFunction: Sendable {
    case max, min, abs
    case rounded(FloatingPointRoundingRule)
  }
}
