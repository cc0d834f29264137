/// Makes untrusted text safe to show: control characters and bidi overrides become visible
/// escapes, so no payload string, file name or layout string can drive the terminal.
///
/// PLACEHOLDER until the text module lands.
public enum TerminalSafe {
  /// `text` with every C0/C1 control, DEL and bidi control replaced by a visible escape.
  public static func escape(_ text: String) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
      switch scalar.value {
      case 0x1B: out += "␛"
      case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069:
        out += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }
}
