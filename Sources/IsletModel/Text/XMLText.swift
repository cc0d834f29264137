/// Text made safe for XML 1.0, shared by every JUnit report islet writes (snapshots, pushes).
public enum XMLText {
  /// Escapes one line for XML content and attributes; control characters (which XML 1.0
  /// cannot carry) and U+FFFE/U+FFFF become visible `\u{…}` escapes.
  public static func escape(_ text: String) -> String {
    var out = ""
    for scalar in TerminalSafe.escape(text).unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&apos;"
      case _ where scalar.value == 0xFFFE || scalar.value == 0xFFFF:
        out += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }
}
