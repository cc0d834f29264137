/// How a locale writes numbers, percentages, clock times, dates and relative times: the rules
/// as plain values (no ICU, no Foundation), so formatting stays pure and the same on every
/// machine. `FormatLocaleTests` compares each with Foundation's own output on Linux.
///
/// `enUS` keeps the text islet always wrote (a plain space before AM/PM, "min" without a
/// period), which every committed snapshot holds; Foundation writes U+202F and "min.".
public struct FormatLocale: Hashable, Sendable {
  /// The locale's place in `FormatRules.table`: a locale copies as one byte, however many
  /// strings its rules hold (render environments are copied for every region and scope).
  let index: UInt8

  /// The locale's rules.
  package var rules: FormatRules { FormatRules.table[Int(index)] }

  /// `en_US`, `de_DE`, …
  public var identifier: String { rules.identifier }

  /// US English: what islet always wrote, and the default.
  public static let enUS = FormatLocale(index: 0)

  /// Every locale islet formats for, en_US first.
  public static let all: [FormatLocale] = FormatRules.table.indices.map { FormatLocale(index: UInt8($0)) }

  /// The locale named `name` (`de_DE`, `de-DE`, in any case), or nil.
  public static func named(_ name: String) -> FormatLocale? {
    let normalized = name.replacing("-", with: "_").lowercased()
    return all.first { $0.identifier.lowercased() == normalized }
  }
}

/// How one locale writes things: separators, patterns, month names and relative phrases.
package struct FormatRules: Hashable, Sendable {
  /// `en_US`, `de_DE`, …
  package var identifier: String
  package var decimalSeparator: String
  package var groupingSeparator: String
  /// Written after a percentage: `%`, or a no-break space and `%`.
  package var percentSuffix: String
  /// A clock time, in `format(_:pattern:)` tokens: `h:mm a`, `HH:mm`, `H:mm`.
  package var timePattern: String
  /// A date (medium style): `MMM d, y`, `dd.MM.y`, `y年M月d日`, written by
  /// `DateStyleRules.format` with the locale's month names.
  package var datePattern: String
  package var relative: RelativePhrases
  package var units: UnitNames

  /// Relative-time phrases with a direction (abbreviated, as `Date.RelativeFormatStyle` and the
  /// layout language's `reference` write them): `#` stands for the number.
  package struct RelativePhrases: Hashable, Sendable {
    package var now: String
    /// Seconds, minutes, hours, days.
    package var units: [UnitPhrases]
  }

  /// One unit's phrases, for a count that takes the "one" form and for any other.
  package struct UnitPhrases: Hashable, Sendable {
    var futureOne: String
    var futureOther: String
    var pastOne: String
    var pastOther: String

    /// The same phrase whatever the count.
    init(_ future: String, _ past: String) {
      (futureOne, futureOther, pastOne, pastOther) = (future, future, past, past)
    }

    init(future: String, futureOther: String, past: String, pastOther: String) {
      (futureOne, self.futureOther, pastOne, self.pastOther) = (future, futureOther, past, pastOther)
    }
  }

  /// Unit names as `Duration.UnitsFormatStyle` writes them wide (`2 hours, 22 minutes`), which
  /// `Text(date, style: .relative)` and `.offset` show: `#` stands for the number.
  package struct UnitNames: Hashable, Sendable {
    /// Seconds, minutes, hours, days: the "one" form and any other.
    var one: [String]
    var other: [String]
    /// Between two units: `, `, ` und `, ` et `, a space, or nothing.
    package var joiner: String
  }

  /// Whether `count` takes the "one" form: 1 (and 0 in French).
  func isOne(_ count: Int) -> Bool { count == 1 || (count == 0 && identifier.hasPrefix("fr")) }

  /// US English: what islet always wrote, and the default.
  static let enUS = FormatRules(
    identifier: "en_US", decimalSeparator: ".", groupingSeparator: ",", percentSuffix: "%",
    timePattern: "h:mm a", datePattern: "MMM d, y",
    relative: RelativePhrases(
      now: "now",
      units: [
        UnitPhrases("in # sec", "# sec ago"), UnitPhrases("in # min", "# min ago"),
        UnitPhrases("in # hr", "# hr ago"),
        UnitPhrases(future: "in # day", futureOther: "in # days", past: "# day ago", pastOther: "# days ago"),
      ]),
    units: UnitNames(
      one: ["# second", "# minute", "# hour", "# day"],
      other: ["# seconds", "# minutes", "# hours", "# days"],
      joiner: ", "))

  /// Every locale, en_US first.
  static let table: [FormatRules] = [
    enUS,
    FormatRules(
      identifier: "en_GB", decimalSeparator: ".", groupingSeparator: ",", percentSuffix: "%",
      timePattern: "HH:mm", datePattern: "d MMM y",
      relative: enUS.relative, units: enUS.units),
    FormatRules(
      identifier: "de_DE", decimalSeparator: ",", groupingSeparator: ".", percentSuffix: "\u{A0}%",
      timePattern: "HH:mm", datePattern: "dd.MM.y",
      relative: RelativePhrases(
        now: "jetzt",
        units: [
          UnitPhrases("in # Sek.", "vor # Sek."), UnitPhrases("in # Min.", "vor # Min."),
          UnitPhrases("in # Std.", "vor # Std."),
          UnitPhrases(
            future: "in # Tag", futureOther: "in # Tagen", past: "vor # Tag", pastOther: "vor # Tagen"),
        ]),
      units: UnitNames(
        one: ["# Sekunde", "# Minute", "# Stunde", "# Tag"],
        other: ["# Sekunden", "# Minuten", "# Stunden", "# Tage"], joiner: " und ")),
    FormatRules(
      identifier: "fr_FR", decimalSeparator: ",", groupingSeparator: "\u{202F}", percentSuffix: "\u{A0}%",
      timePattern: "HH:mm", datePattern: "d MMM y",
      relative: RelativePhrases(
        now: "maintenant",
        units: [
          UnitPhrases("dans #\u{A0}s", "il y a #\u{A0}s"),
          UnitPhrases("dans #\u{A0}min", "il y a #\u{A0}min"),
          UnitPhrases("dans #\u{A0}h", "il y a #\u{A0}h"), UnitPhrases("dans #\u{A0}j", "il y a #\u{A0}j"),
        ]),
      // CLDR writes a plain space before "minute(s)" only, and a no-break space elsewhere.
      units: UnitNames(
        one: ["#\u{A0}seconde", "# minute", "#\u{A0}heure", "#\u{A0}jour"],
        other: ["#\u{A0}secondes", "# minutes", "#\u{A0}heures", "#\u{A0}jours"], joiner: " et ")),
    FormatRules(
      identifier: "ja_JP", decimalSeparator: ".", groupingSeparator: ",", percentSuffix: "%",
      timePattern: "H:mm", datePattern: "y/MM/dd",
      relative: RelativePhrases(
        now: "今",
        units: [
          UnitPhrases("# 秒後", "# 秒前"), UnitPhrases("# 分後", "# 分前"), UnitPhrases("# 時間後", "# 時間前"),
          UnitPhrases("# 日後", "# 日前"),
        ]),
      units: UnitNames(one: ["#秒", "#分", "#時間", "#日"], other: ["#秒", "#分", "#時間", "#日"], joiner: " ")),
    FormatRules(
      identifier: "zh_CN", decimalSeparator: ".", groupingSeparator: ",", percentSuffix: "%",
      timePattern: "HH:mm", datePattern: "y年M月d日",
      relative: RelativePhrases(
        now: "现在",
        units: [
          UnitPhrases("#秒后", "#秒前"), UnitPhrases("#分钟后", "#分钟前"), UnitPhrases("#小时后", "#小时前"),
          UnitPhrases("#天后", "#天前"),
        ]),
      units: UnitNames(
        one: ["#秒钟", "#分钟", "#小时", "#天"], other: ["#秒钟", "#分钟", "#小时", "#天"], joiner: "")),
  ]

  // MARK: - Formatting

  /// Digits of `whole` with this locale's grouping separator every three.
  package func grouped(_ whole: Int) -> String {
    let digits = Array(String(whole))
    var out = ""
    for (index, digit) in digits.enumerated() {
      if index > 0 && (digits.count - index) % 3 == 0 { out += groupingSeparator }
      out.append(digit)
    }
    return out
  }

  /// The relative phrase for `count` of `unit` (0 seconds, 1 minutes, 2 hours, 3 days).
  package func relativePhrase(_ count: Int, unit: Int, future: Bool) -> String {
    let phrases = relative.units[unit]
    let one = isOne(count)
    let phrase =
      future ? (one ? phrases.futureOne : phrases.futureOther) : (one ? phrases.pastOne : phrases.pastOther)
    return phrase.replacing("#", with: String(count))
  }

  /// `count` of `unit` (0 seconds, 1 minutes, 2 hours, 3 days), wide: `2 hours`, `1 Stunde`.
  package func unitPhrase(_ count: Int, unit: Int) -> String {
    (isOne(count) ? units.one[unit] : units.other[unit]).replacing("#", with: String(count))
  }
}
