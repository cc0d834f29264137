import Foundation
import TestSupport
import Testing

/// The terminal-injection sequences of unicode.md §4 and helpers to plant them in inputs.
enum HostilePayloads {
  /// Each sequence by name: what it would do if it reached a terminal raw.
  static let sequences: [(name: String, text: String)] = [
    ("OSC 52 clipboard write", "\u{1B}]52;c;aGVsbG8=\u{7}"),
    ("title report", "\u{1B}[21t"),
    ("DECRQSS", "\u{1B}P$qm\u{1B}\\"),
    ("CSI colour", "\u{1B}[31mRED"),
    ("CR overwrite", "safe\rEVIL"),
    ("RLO", "\u{202E}evil"),
    ("C1 CSI", "\u{9B}31m"),
  ]

  /// Every sequence in one string.
  static let combined = sequences.map(\.text).joined(separator: " ")

  /// `text` as a JSON string literal, every control character escaped (`\u001b`).
  static func json(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case _ where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value):
        out += String(format: "\\u%04x", scalar.value)
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }

  /// A Delivery content state whose courier carries `text`.
  static func state(courier text: String) -> String {
    #"{"phase":"nearby","stopsAway":1,"eta":803000600,"courier":\#(json(text))}"#
  }

  /// Delivery attributes whose strings carry `text`.
  static func attributes(_ text: String) -> String {
    #"{"orderID":\#(json(text)),"merchant":\#(json(text)),"destination":\#(json(text))}"#
  }

  /// A start push for Delivery at `timestamp` (Unix seconds) with `text` in every string.
  static func startPush(_ timestamp: Int, carrying text: String) -> String {
    #"{"aps":{"timestamp":\#(timestamp),"event":"start","attributes-type":"Delivery","attributes":"#
      + attributes(text) + #","content-state":"# + state(courier: text)
      + #","alert":{"title":\#(json(text))}}}"#
  }

  /// Records an issue for each escape sequence in `output` that is not SGR (or any at all
  /// unless `allowingSGR`), each C1 or bidi scalar, and each C0 control but LF.
  static func expectSafe(_ output: String, allowingSGR: Bool, _ what: String) {
    let unsafe = TerminalBytes.sequences(in: output).filter { !(allowingSGR && $0.isSGR) }
    #expect(unsafe.isEmpty, "\(what): \(Set(unsafe))")
    #expect(TerminalBytes.forbiddenScalars(in: output).isEmpty, "\(what): C1 or bidi scalars")
    #expect(TerminalBytes.controls(in: output).isEmpty, "\(what): C0 controls")
  }
}
