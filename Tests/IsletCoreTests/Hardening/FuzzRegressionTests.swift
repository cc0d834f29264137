import Testing

@testable import IsletModel
@testable import IsletPlacement

/// Every input a fuzz target (fuzz/targets) crashed on, fed through the same code path with
/// the same invariant, so the fix stays fixed. The inputs are the crash files' bytes in hex.
@Suite struct FuzzRegressionTests {
  static func bytes(_ hex: String) -> [UInt8] {
    var bytes: [UInt8] = []
    var index = hex.startIndex
    while index < hex.endIndex {
      let next = hex.index(index, offsetBy: 2)
      bytes.append(UInt8(hex[index..<next], radix: 16) ?? 0)
      index = next
    }
    return bytes
  }

  /// The text target's reading of an input: budget, mode, line limit, then the text.
  static func textCase(_ hex: String) -> (budget: Int, mode: TruncationMode, lineLimit: Int?, text: String) {
    let input = bytes(hex)
    let lineLimit: Int? = input[2] % 5 == 0 ? nil : Int(input[2] % 5)
    return (
      Int(input[0] % 24), TruncationMode.allCases[Int(input[1]) % 3], lineLimit,
      String(decoding: input[3...], as: UTF8.self)
    )
  }

  /// The text target's wrapping invariants for an input: at most the line limit, every line
  /// within the width, and, unless truncated, every scalar but spaces and line breaks kept.
  static func expectWrapInvariants(_ hex: String) {
    let input = textCase(hex)
    let text = PlacementTree.TextRun.sanitized(input.text)
    let wrapped = TextWrapping.wrap(text, width: input.budget, lineLimit: input.lineLimit, mode: input.mode)
    #expect(wrapped.lines.count <= input.lineLimit ?? .max)
    #expect(wrapped.lines.allSatisfy { DisplayWidth.of($0) <= input.budget })
    guard !wrapped.isTruncated else { return }
    let kept = wrapped.lines.joined().unicodeScalars.filter { $0 != " " }
    let original = text.unicodeScalars.filter { $0 != " " && !Character($0).isNewline }
    #expect(kept.elementsEqual(original))
  }

  /// text-crash-1967ce66: a lone combining mark after a newline, with the line limit reached,
  /// joined the space that replaced the newline, so the wrapped text no longer matched the
  /// input's clusters. The layout engine wraps text sanitised line by line (the mark gets a
  /// ◌ base), which the target now does too.
  @Test func loneMarkAfterANewlineAtTheLineLimit() {
    Self.expectWrapInvariants(
      "7b0a2020221f1f1f1f1f1f1f1b1f1f1f1f1f1f1f1f7b7b0acc811f1f1f1f1f1f1f1f1f371f1f1f1f1f1f1f1f1f1f1f1f")
  }

  /// text-crash-278d7d2f: a lone Prepend character (U+070F) before a newline joins the space
  /// the newline becomes in the last line: clusters change, no text is lost. The target now
  /// compares scalars.
  @Test func lonePrependBeforeANewlineAtTheLineLimit() {
    Self.expectWrapInvariants("730a2020227b0a251b20dc8f0a251b20dc8f652c0a20207043687b34")
  }
}
