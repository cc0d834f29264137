/// Makes untrusted text safe to show: control characters, bidi controls and invisible format
/// characters become visible escapes, so no payload string, file name or layout string can
/// drive the terminal or hide what it says.
///
/// Escaped, wherever they stand:
/// - every C0 control (TAB, LF and CR too), DEL and every C1 control (U+0080–U+009F): ESC shows
///   as `␛`, the others as `\u{7}`-style escapes, so "ESC]52;c;…BEL" shows as `␛]52;c;…\u{7}`;
/// - the bidi controls U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069 (Trojan Source)
///   and the line and paragraph separators U+2028, U+2029.
///
/// Escaped when no visible character precedes them in their cluster (zero-width scalars other
/// than combining marks): zero width space, word joiner, BOM, invisible operators, a stray ZWJ,
/// Hangul fillers and lone medial or final jamo. Tag characters (U+E0000–U+E007F) are escaped unless they follow a black flag
/// (U+1F3F4), the only valid tag sequence, so hidden "ASCII smuggling" text becomes visible.
///
/// Dropped: a combining mark past the fourth on one character (`maximumCombiningMarks`, the
/// rule ncurses draws by), so "Zalgo" text of a base and 1,000 marks cannot stack over
/// neighbouring rows; `containsUnsafeCharacters` answers true for such text.
///
/// Soft hyphen, combining marks on a base, ZWJ inside emoji and VS15/VS16 are kept. A backslash
/// already in the text is not doubled: the escapes are for reading, not for round trips.
public enum TerminalSafe {
  /// The most combining marks (`isStackingMark`) kept on one character: ncursesw stores a
  /// spacing character and at most four marks per cell, and every other output keeps as many.
  public static let maximumCombiningMarks = 4

  /// What happens to one scalar of untrusted text.
  private enum Treatment {
    case kept, escaped, dropped
  }

  /// `text` with every control, bidi control and stray invisible character made visible.
  public static func escape(_ text: String) -> String {
    rewrite(text, givingMarksABase: false)
  }

  /// `escape(text)` except that C0, DEL and C1 controls stay as they are, for a writer that
  /// escapes them its own way (JSON's `\n` and `\u001B`).
  public static func escapeAllButControls(_ text: String) -> String {
    rewrite(text, givingMarksABase: false, keepingControls: true)
  }

  /// Whether `escape(text)` would change anything: the text carried control or invisible
  /// characters (worth a finding).
  public static func containsUnsafeCharacters(_ text: String) -> Bool {
    if isPlainVisible(text) { return false }
    var found = false
    for cluster in text where !found {
      visitScalars(of: cluster) { _, treatment in found = found || treatment != .kept }
    }
    return found
  }

  /// Whether `utf8` is all printable ASCII (U+0020–U+007E): text `escape` leaves as it is and
  /// `containsUnsafeCharacters` passes, known without building a `String`.
  @inlinable public static func isPrintableASCII(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
    for byte in utf8 where !DisplayWidth.isPrintableASCII(byte) { return false }
    return true
  }

  /// `text` ready to be measured and laid into a grid: escaped like `escape`, and a combining
  /// mark with no base gets U+25CC ◌ as its base, so every cluster of the result is 1 or 2
  /// cells wide and the grid never holds a zero-width cell.
  public static func sanitizeForLayout(_ text: String) -> String {
    rewrite(text, givingMarksABase: true)
  }

  /// The visible form of one scalar: `␛` for ESC, `\u{HEX}` for the rest.
  public static func visibleEscape(_ scalar: Unicode.Scalar) -> String {
    scalar.value == 0x1B ? "␛" : "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
  }

  private static let dottedCircle: Unicode.Scalar = "\u{25CC}"
  private static let blackFlag: UInt32 = 0x1F3F4

  private static func rewrite(_ text: String, givingMarksABase: Bool, keepingControls: Bool = false) -> String
  {
    if isPlainVisible(text) { return text }
    var out = ""
    out.reserveCapacity(text.utf8.count)
    for cluster in text {
      if givingMarksABase, let first = cluster.unicodeScalars.first, isCombiningMark(first) {
        out.unicodeScalars.append(dottedCircle)
      }
      visitScalars(of: cluster) { scalar, treatment in
        switch treatment {
        case .escaped where keepingControls && isControl(scalar.value), .kept:
          out.unicodeScalars.append(scalar)
        case .escaped: out += visibleEscape(scalar)
        case .dropped: break
        }
      }
    }
    return out
  }

  /// Calls `visit` with each scalar of `cluster` and what becomes of it. Escaped: every scalar
  /// of a control cluster; a zero-width scalar before the cluster's first visible one unless it
  /// is a combining mark; a tag character unless the cluster is a black-flag tag sequence.
  /// Dropped: a stacking mark past `maximumCombiningMarks` since the last spacing scalar.
  private static func visitScalars(of cluster: Character, _ visit: (Unicode.Scalar, Treatment) -> Void) {
    let scalars = cluster.unicodeScalars
    let escapesAll = scalars.contains { isAlwaysEscaped($0.value) }
    let allowsTags = scalars.first?.value == blackFlag
    var beforeBase = true
    var marks = 0
    for scalar in scalars {
      let isSpacing = DisplayWidth.scalarWidth(scalar.value) > 0
      var escaped = escapesAll || (isTag(scalar.value) && !allowsTags)
      if beforeBase {
        if isSpacing {
          beforeBase = false
        } else if !isCombiningMark(scalar) {
          escaped = true
        }
      }
      if escaped {
        visit(scalar, .escaped)
      } else if isStackingMark(scalar) {
        marks += 1
        visit(scalar, marks > maximumCombiningMarks ? .dropped : .kept)
      } else {
        if isSpacing { marks = 0 }
        visit(scalar, .kept)
      }
    }
  }

  /// A scalar drawn over the character before it: a nonspacing or enclosing mark, or a Hangul
  /// medial vowel or final consonant jamo (zero-width in the width table and in glibc).
  public static func isStackingMark(_ scalar: Unicode.Scalar) -> Bool {
    isCombiningMark(scalar) || (0x1160...0x11FF).contains(scalar.value)
      || (0xD7B0...0xD7FF).contains(scalar.value)
  }

  private static func isCombiningMark(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark: true
    default: false
    }
  }

  static func isAlwaysEscaped(_ value: UInt32) -> Bool {
    switch value {
    case 0x00...0x1F, 0x7F...0x9F: true
    case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
    case 0x2028, 0x2029: true
    default: false
    }
  }

  private static func isControl(_ value: UInt32) -> Bool { value < 0x20 || (0x7F...0x9F).contains(value) }

  private static func isTag(_ value: UInt32) -> Bool { (0xE0000...0xE007F).contains(value) }

  /// Whether nothing in `text` needs escaping or a base, checked cheaply: printable ASCII, or
  /// scalars that are each a visible cluster of their own (`MeasuredText.standsAlone`, at
  /// least one cell wide, never escaped).
  private static func isPlainVisible(_ text: String) -> Bool {
    // Read off the contiguous UTF-8 (a native string's always is): `allSatisfy` on the
    // `UTF8View` itself costs several times more on the short ids and values of a push.
    text.utf8.withContiguousStorageIfAvailable(isPlainVisible(utf8:))
      ?? text.utf8.allSatisfy(DisplayWidth.isPrintableASCII)
  }

  /// `isPlainVisible` on valid UTF-8 bytes: when true, the text they spell is its own
  /// `escape` and `containsUnsafeCharacters` passes it (a decoder checks a value's bytes
  /// before it has a `String`).
  public static func isPlainVisible(utf8: UnsafeBufferPointer<UInt8>) -> Bool {
    utf8.allSatisfy(DisplayWidth.isPrintableASCII) || MeasuredText.forEachScalar(ofUTF8: utf8, isKeptAlone)
  }

  /// Whether `escape` keeps the scalar as it is wherever it stands: a visible cluster of its
  /// own (`MeasuredText.standsAlone`), at least one cell wide, never escaped. Kana, CJK
  /// ideographs and pictographs are answered without searching the width tables (none of them
  /// is zero-width; a test checks every scalar against the tables).
  public static func isKeptAlone(_ value: UInt32) -> Bool {
    switch value {
    case 0x20...0x7E: true
    case 0x3041...0x3096, 0x309B...0x30FF, 0x4E00...0x9FFF, 0x1F300...0x1F3FA, 0x1F400...0x1F6FF,
      0x1F900...0x1F9FF:
      true
    default:
      MeasuredText.standsAlone(value) && !isAlwaysEscaped(value) && DisplayWidth.scalarWidth(value) > 0
    }
  }
}
