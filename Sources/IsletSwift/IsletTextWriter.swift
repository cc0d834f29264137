import IsletFindings
import IsletLanguage
import IsletModel
import IsletSwiftLayout

/// Writes generated `.islet` text line by line, recording the source map as it goes.
struct IsletTextWriter {
  private(set) var text = ""
  private(set) var map: SwiftSourceMap
  private var line = 1
  private var indentation = 0

  init(generatedFile: String) { map = SwiftSourceMap(generatedFile: generatedFile) }

  /// One line at the current indentation.
  mutating func line(_ fragment: IsletFragment) {
    let indent = String(repeating: "  ", count: indentation)
    let offset = indent.count + 1
    for mark in fragment.marks {
      map.add(
        line: line, start: mark.start + offset, end: max(mark.end + offset, mark.start + offset + 1),
        span: mark.span)
    }
    text += indent + Self.escapingControls(fragment.text) + "\n"
    line += 1
  }

  /// A comment line (a `//` at the current indentation).
  mutating func comment(_ remark: String) {
    line(IsletFragment("// " + String(remark.map { $0.isNewline ? " " : $0 })))
  }

  /// Control and bidi characters copied from Swift source as `\u{…}` escapes, which mean the
  /// same inside an islet string and keep `islet import` output safe to print.
  static func escapingControls(_ line: String) -> String {
    guard TerminalSafe.containsUnsafeCharacters(line) else { return line }
    var escaped = ""
    for scalar in line.unicodeScalars {
      let value = scalar.value
      let isControl = value < 0x20 || (0x7F...0x9F).contains(value)
      let isBidi =
        [0x061C, 0x200E, 0x200F, 0x2028, 0x2029].contains(value) || (0x202A...0x202E).contains(value)
        || (0x2066...0x2069).contains(value)
      if isControl || isBidi {
        escaped += "\\u{\(String(value, radix: 16, uppercase: true))}"
      } else {
        escaped.unicodeScalars.append(scalar)
      }
    }
    return escaped
  }

  mutating func indent() { indentation += 1 }
  mutating func outdent() { indentation = max(indentation - 1, 0) }
}
