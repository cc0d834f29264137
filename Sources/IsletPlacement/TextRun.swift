import IsletModel

extension PlacementTree {
  /// A text view's string with its one-line width measured once, and the last line layout
  /// asked for. Line breaking is `TextWrapping`'s: wrap at spaces, break an over-long word
  /// between clusters, honour hard newlines, stop at the line limit with the rest truncated
  /// into the last line.
  struct TextRun {
    let text: MeasuredText
    /// The widest hard line: the text's width on one line per paragraph.
    let idealWidth: Int
    /// Whether the text is one non-empty paragraph: then every proposal at least `idealWidth`
    /// wide gets it on one line, without wrapping.
    let isOneParagraph: Bool
    /// The last layout that needed wrapping.
    var cache: Cache?

    /// A wrapped layout and the width and line limit it was made for.
    struct Cache {
      let width: Int?
      let lines: Int?
      let layout: MeasuredText.Wrapped

      /// The layout when it is what `width` and `lineLimit` give: it was made for them, or for
      /// the same width and it shows every line the text needs within both limits (then the
      /// limit changes nothing).
      func layout(width: Int?, lineLimit: Int?) -> MeasuredText.Wrapped? {
        guard self.width == width else { return nil }
        if lines == lineLimit { return layout }
        let needed = layout.neededLines
        return needed <= (lines ?? Int.max) && needed <= (lineLimit ?? Int.max) ? layout : nil
      }
    }

    init(_ unsafeText: String) {
      let measured = MeasuredText(unsafeText)
      text = measured.isPlainVisible ? measured : MeasuredText(Self.sanitized(unsafeText))
      isOneParagraph = !text.isEmpty && !text.hasNewline
      idealWidth =
        isOneParagraph
        ? text.width
        : TextWrapping.wrap(text, width: PlacementTree.unbounded, lineLimit: nil, mode: .tail).width
    }

    /// Payload text made safe to lay out: line breaks stay line breaks (as SwiftUI's `Text`
    /// shows them); every other control, bidi or invisible character becomes a visible escape.
    static func sanitized(_ text: String) -> String {
      // A line break scalar always starts a cluster (CR LF starts with CR), so scanning scalars
      // finds the same breaks as `Character.isNewline`, without splitting into clusters.
      guard !MeasuredText.forEachScalar(of: text, { !MeasuredText.isNewlineStart($0) }) else {
        return TerminalSafe.sanitizeForLayout(text)
      }
      return text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        .map { TerminalSafe.sanitizeForLayout(String($0)) }.joined(separator: "\n")
    }
  }
}
