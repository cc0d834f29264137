// Shared by every fuzz target: invariant checks that stop the run with a message, so libFuzzer
// records the input as a crash.

/// A broken invariant: prints what broke and traps, which libFuzzer reports as a crash.
func require(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String) {
  if !condition() { fatalError("invariant broken: \(message())") }
}

/// Output checks for text islet writes to a terminal.
enum TerminalOutput {
  /// Whether `scalar` must never reach a terminal raw: C0 (but LF), DEL, C1, the bidi
  /// controls, the line and paragraph separators, and the invisible characters that are always
  /// a cluster of their own (zero width space, word joiner, BOM). ESC is judged separately (SGR
  /// may be allowed).
  static func isForbidden(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x0A, 0x1B: false
    case 0x00...0x1F, 0x7F...0x9F: true
    case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
    case 0x2028, 0x2029, 0x200B, 0x2060, 0xFEFF: true
    default: false
    }
  }

  /// Whether `scalar` stacks on the character before it (a nonspacing or enclosing mark).
  static func isMark(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark: true
    default: false
    }
  }

  /// Requires that `text` carries no forbidden scalar, no more than four marks in a row, and,
  /// when `allowingSGR`, that every ESC starts an SGR sequence (`ESC [ digits and ; m`);
  /// otherwise no ESC at all.
  static func requireSafe(_ text: String, allowingSGR: Bool, _ what: String) {
    let scalars = Array(text.unicodeScalars)
    var index = 0
    var marks = 0
    while index < scalars.count {
      let scalar = scalars[index]
      require(!isForbidden(scalar), "\(what) carries U+\(String(scalar.value, radix: 16))")
      marks = isMark(scalar) ? marks + 1 : 0
      require(marks <= TerminalSafe.maximumCombiningMarks, "\(what) stacks more than four marks")
      if scalar == "\u{1B}" {
        require(allowingSGR, "\(what) carries ESC")
        var end = index + 1
        require(end < scalars.count && scalars[end] == "[", "\(what): ESC not followed by [")
        end += 1
        while end < scalars.count, scalars[end] == ";" || ("0"..."9").contains(scalars[end]) { end += 1 }
        require(end < scalars.count && scalars[end] == "m", "\(what): an escape other than SGR")
        index = end
      }
      index += 1
    }
  }
}
