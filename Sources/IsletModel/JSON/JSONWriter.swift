/// Writes JSON text: string literals for JSON-lines output.
public enum JSONWriter {
  /// `text` as a JSON string literal with quotes; `"`, `\`, C0, DEL and C1 controls escaped
  /// the JSON way (`\n`, `\u001B`), and everything else `TerminalSafe.escape` rewrites (bidi
  /// controls, line and paragraph separators, stray zero-width and tag characters, marks past
  /// the fourth) rewritten the same way as in text output, so the output is safe to print on a
  /// terminal and to split into lines, as well as valid JSON.
  public static func quoted(_ text: String) -> String {
    let safe = TerminalSafe.escapeAllButControls(text)
    // Most values need no escape at all: no quote, backslash, C0 or DEL byte, and no C1
    // control (each starts with the byte C2 in UTF-8, as do U+00A0–U+00BF).
    let isLiteral = safe.utf8.withContiguousStorageIfAvailable { bytes in
      !bytes.contains { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C || $0 == 0x7F || $0 == 0xC2 }
    }
    if isLiteral == true { return "\"" + safe + "\"" }
    var out = "\""
    out.reserveCapacity(text.utf8.count + 2)
    for scalar in safe.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case "\u{0}"..."\u{1F}", "\u{7F}"..."\u{9F}":
        let hex = String(scalar.value, radix: 16, uppercase: true)
        out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: out.unicodeScalars.append(scalar)
      }
    }
    out += "\""
    return out
  }
}
