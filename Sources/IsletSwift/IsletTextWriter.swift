import IsletCore

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
    text += indent + fragment.text + "\n"
    line += 1
  }

  /// A comment line (a `//` at the current indentation).
  mutating func comment(_ remark: String) {
    line(IsletFragment("// " + String(remark.map { $0.isNewline ? " " : $0 })))
  }

  mutating func indent() { indentation += 1 }
  mutating func outdent() { indentation = max(indentation - 1, 0) }
}
