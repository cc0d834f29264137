/// How a locale writes `Date.formatted(date:time:)`, `Date.formatted()` and the common
/// `.dateTime` field sets: Foundation's `Date.FormatStyle` patterns and names (ICU's CLDR
/// data), as plain values. `DateStyleTests` compares them with Foundation on Linux.
package struct DateStyleRules: Hashable, Sendable {
  /// Month names, January first, as a date writes them (`MMMM`).
  var monthNames: [String]
  /// Abbreviated month names as a date writes them (`MMM`): German `Sept.`, French `sept.`.
  var monthAbbreviations: [String]
  /// Weekday names, Sunday first (`EEEE`).
  var weekdayNames: [String]
  /// Abbreviated weekday names, standing alone (`EEE`).
  var weekdayAbbreviations: [String]
  /// The date styles `numeric`, `abbreviated`, `long`, `complete`.
  package var datePatterns: [String]
  /// The time styles `shortened`, `standard`, `complete` (`z`: the zone as an offset).
  package var timePatterns: [String]
  /// Between the date and the time, after each date style.
  package var joiners: [String]
  /// `.dateTime.hour()`.
  package var hourPattern: String
  /// `.dateTime.month().day()`.
  package var monthDayPattern: String
  /// The zone's name at offset 0, before `+2` elsewhere: `GMT` (French: `UTC`).
  var zoneName: String
  /// Before a zone's negative offset: `-` (French: U+2212 MINUS SIGN).
  var zoneMinus = "-"

  static let englishMonths = [
    "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
    "November", "December",
  ]
  static let englishMonthAbbreviations = englishMonths.map { String($0.prefix(3)) }
  static let englishWeekdays = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]
  static let japaneseMonths = (1...12).map { "\($0)月" }

  /// Every locale, in `FormatRules.table`'s order.
  static let table: [DateStyleRules] = [
    DateStyleRules(
      monthNames: englishMonths, monthAbbreviations: englishMonthAbbreviations, weekdayNames: englishWeekdays,
      weekdayAbbreviations: englishWeekdays.map { String($0.prefix(3)) },
      datePatterns: ["M/d/y", "MMM d, y", "MMMM d, y", "EEEE, MMMM d, y"],
      timePatterns: ["h:mm a", "h:mm:ss a", "h:mm:ss a z"], joiners: [", ", " at ", " at ", " at "],
      hourPattern: "h a", monthDayPattern: "MMM d", zoneName: "GMT"),
    DateStyleRules(
      monthNames: englishMonths, monthAbbreviations: englishMonthAbbreviations, weekdayNames: englishWeekdays,
      weekdayAbbreviations: englishWeekdays.map { String($0.prefix(3)) },
      datePatterns: ["dd/MM/y", "d MMM y", "d MMMM y", "EEEE, d MMMM y"],
      timePatterns: ["HH:mm", "HH:mm:ss", "HH:mm:ss z"], joiners: [", ", " at ", " at ", " at "],
      hourPattern: "HH", monthDayPattern: "d MMM", zoneName: "GMT"),
    DateStyleRules(
      monthNames: [
        "Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September", "Oktober",
        "November", "Dezember",
      ],
      monthAbbreviations: [
        "Jan.", "Feb.", "März", "Apr.", "Mai", "Juni", "Juli", "Aug.", "Sept.", "Okt.", "Nov.", "Dez.",
      ],
      weekdayNames: ["Sonntag", "Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag"],
      weekdayAbbreviations: ["So", "Mo", "Di", "Mi", "Do", "Fr", "Sa"],
      datePatterns: ["d.M.y", "d. MMM y", "d. MMMM y", "EEEE, d. MMMM y"],
      timePatterns: ["HH:mm", "HH:mm:ss", "HH:mm:ss z"], joiners: [", ", ", ", " um ", " um "],
      hourPattern: "HH 'Uhr'", monthDayPattern: "d. MMM", zoneName: "GMT"),
    DateStyleRules(
      monthNames: [
        "janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre",
        "novembre", "décembre",
      ],
      monthAbbreviations: [
        "janv.", "févr.", "mars", "avr.", "mai", "juin", "juil.", "août", "sept.", "oct.", "nov.", "déc.",
      ],
      weekdayNames: ["dimanche", "lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi"],
      weekdayAbbreviations: ["dim.", "lun.", "mar.", "mer.", "jeu.", "ven.", "sam."],
      datePatterns: ["dd/MM/y", "d MMM y", "d MMMM y", "EEEE d MMMM y"],
      timePatterns: ["HH:mm", "HH:mm:ss", "HH:mm:ss z"], joiners: [" ", " à ", " à ", " à "],
      hourPattern: "HH 'h'", monthDayPattern: "d MMM", zoneName: "UTC", zoneMinus: "\u{2212}"),
    DateStyleRules(
      monthNames: japaneseMonths, monthAbbreviations: japaneseMonths,
      weekdayNames: ["日曜日", "月曜日", "火曜日", "水曜日", "木曜日", "金曜日", "土曜日"],
      weekdayAbbreviations: ["日", "月", "火", "水", "木", "金", "土"],
      datePatterns: ["y/M/d", "y年M月d日", "y年M月d日", "y年M月d日 EEEE"],
      timePatterns: ["H:mm", "H:mm:ss", "H:mm:ss z"], joiners: [" ", " ", " ", " "],
      hourPattern: "H時", monthDayPattern: "M月d日", zoneName: "GMT"),
    DateStyleRules(
      monthNames: ["一月", "二月", "三月", "四月", "五月", "六月", "七月", "八月", "九月", "十月", "十一月", "十二月"],
      monthAbbreviations: japaneseMonths,
      weekdayNames: ["星期日", "星期一", "星期二", "星期三", "星期四", "星期五", "星期六"],
      weekdayAbbreviations: ["周日", "周一", "周二", "周三", "周四", "周五", "周六"],
      datePatterns: ["y/M/d", "y年M月d日", "y年M月d日", "y年M月d日 EEEE"],
      timePatterns: ["HH:mm", "HH:mm:ss", "z HH:mm:ss"], joiners: [" ", " ", " ", " "],
      hourPattern: "H时", monthDayPattern: "M月d日", zoneName: "GMT"),
  ]

  /// `parts` (at `utcOffset` seconds east of UTC) written by `pattern`: `y`, `M`/`MM` (month
  /// number), `MMM`/`MMMM` (its names), `d`/`dd`, `EEE`/`EEEE` (weekday names), `H`/`HH`, `h`,
  /// `mm`, `ss`, `a` (AM/PM), `z` (`GMT`, `GMT+2`, `GMT-5:30`), `'quoted'` text; anything else as
  /// written.
  package func format(_ parts: CivilDate, pattern: String, utcOffset: Int) -> String {
    var out = ""
    var characters = Substring(pattern)
    while let letter = characters.first {
      if letter == "'" {
        characters.removeFirst()
        let quoted = characters.prefix { $0 != "'" }
        out += quoted
        characters = characters.dropFirst(quoted.count + 1)
        continue
      }
      let run = characters.prefix { $0 == letter }
      characters = characters.dropFirst(run.count)
      switch (letter, run.count) {
      case ("y", _): out += String(parts.year)
      case ("M", 4...): out += monthNames[parts.month - 1]
      case ("M", 3): out += monthAbbreviations[parts.month - 1]
      case ("E", 4...): out += weekdayNames[Self.weekday(parts)]
      case ("E", _): out += weekdayAbbreviations[Self.weekday(parts)]
      case ("M", let width), ("d", let width), ("H", let width), ("m", let width), ("h", let width),
        ("s", let width):
        let value: Int =
          switch letter {
          case "M": parts.month
          case "d": parts.day
          case "H": parts.hour
          case "m": parts.minute
          case "s": parts.second
          default: parts.hour % 12 == 0 ? 12 : parts.hour % 12
          }
        out += width >= 2 && value < 10 ? "0\(value)" : String(value)
      case ("a", _): out += parts.hour < 12 ? "AM" : "PM"
      case ("z", _): out += zone(utcOffset)
      default: out += run
      }
    }
    return out
  }

  /// Sunday 0 … Saturday 6 (1970-01-01 was a Thursday).
  static func weekday(_ parts: CivilDate) -> Int {
    let days = CivilDate.days(year: parts.year, month: parts.month, day: parts.day)
    return ((days % 7) + 7 + 4) % 7
  }

  /// `GMT`, `GMT+2`, `GMT-5:30`.
  private func zone(_ offset: Int) -> String {
    guard offset != 0 else { return zoneName }
    let minutes = abs(offset) / 60
    let hours = "\(zoneName)\(offset < 0 ? zoneMinus : "+")\(minutes / 60)"
    return minutes % 60 == 0 ? hours : hours + ":" + (minutes % 60 < 10 ? "0" : "") + "\(minutes % 60)"
  }
}

extension FormatLocale {
  /// The locale's `Date.FormatStyle` rules.
  package var dateStyles: DateStyleRules { DateStyleRules.table[Int(index)] }
}
