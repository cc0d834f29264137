import IsletFindings
import IsletModel

/// What the verdicts on pushes rest on: the translation findings of Swift sources that say islet
/// decodes a field differently from the app or not at all (W004, W005, W006,
/// `FindingCode.swiftDecodingCodes`). `check-push`, `replay` and `serve` show them once, before
/// the verdicts, at the Swift line, so a verdict is never read without its caveat. A `.islet`
/// layout has none.
enum DecodingCaveats {
  /// The caveats of `input`, in the translation's order.
  static func findings(of input: LayoutInput) -> [Finding] {
    input.diagnostics.filter { FindingCode.swiftDecodingCodes.contains($0.code) }
  }

  /// Each caveat as `islet check` prints it (the Swift line and a caret under it), then a blank
  /// line; empty without caveats.
  static func text(_ inputs: [LayoutInput]) -> String {
    let blocks = inputs.flatMap { input in findings(of: input).map { input.format($0) + "\n" } }
    return blocks.isEmpty ? "" : blocks.joined() + "\n"
  }

  /// One JSON line per caveat, `{"layout":"Widgets","finding":{…}}` (the finding as `islet check
  /// --format json` writes it), so a reader of verdict lines (which have `push`) tells them apart.
  static func jsonLines(_ inputs: [LayoutInput]) -> String {
    inputs.flatMap { input in
      findings(of: input).map {
        "{\"layout\":\(JSONWriter.quoted(TerminalSafe.escape(input.path))),\"finding\":\(FindingJSON.object($0))}\n"
      }
    }.joined()
  }

  /// Each caveat on one line (`Widgets/State.swift:12:9: warning[W006]: …`), for JUnit's
  /// suite output and the server's banner.
  static func lines(_ inputs: [LayoutInput]) -> [String] {
    inputs.flatMap { input in
      findings(of: input).map { String(input.format($0).prefix { $0 != "\n" }) }
    }
  }
}
