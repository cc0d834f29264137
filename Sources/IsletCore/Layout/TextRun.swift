extension LayoutTree {
  /// A text view's string with its one-line width measured once, and the last line layout
  /// asked for. Line breaking is `TextWrapping`'s: wrap at spaces, break an over-long word
  /// between clusters, honour hard newlines, stop at the line limit with the rest truncated
  /// into the last line.
  struct TextRun {
    let text: String
    /// The widest hard line: the text's width on one line per paragraph.
    let idealWidth: Int
    /// The text on one line, when it is one paragraph: what every proposal at least
    /// `idealWidth` wide gets, without wrapping again.
    let oneLine: WrappedText?
    /// The last layout asked for, by width and line limit.
    var cache: (width: Int?, lines: Int?, layout: WrappedText)?

    init(_ unsafeText: String) {
      let text = Self.sanitized(unsafeText)
      self.text = text
      if text.isEmpty || text.contains(where: \.isNewline) {
        idealWidth = TextWrapping.wrap(text, width: LayoutTree.unbounded, lineLimit: nil).width
        oneLine = nil
      } else {
        idealWidth = DisplayWidth.of(text)
        oneLine = WrappedText(lines: [text], isTruncated: false, neededLines: 1, width: idealWidth)
      }
    }

    /// Payload text made safe to lay out: line breaks stay line breaks (as SwiftUI's `Text`
    /// shows them); every other control, bidi or invisible character becomes a visible escape.
    static func sanitized(_ text: String) -> String {
      guard text.contains(where: \.isNewline) else { return TerminalSafe.sanitizeForLayout(text) }
      return text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        .map { TerminalSafe.sanitizeForLayout(String($0)) }.joined(separator: "\n")
    }

    /// The lines at `width` (nil: only hard newlines break) and at most `lineLimit` of them.
    func layout(width: Int?, lineLimit: Int?, mode: TruncationMode) -> WrappedText {
      if let oneLine, (width ?? idealWidth) >= idealWidth, (lineLimit ?? 1) >= 1 { return oneLine }
      return TextWrapping.wrap(text, width: width ?? LayoutTree.unbounded, lineLimit: lineLimit, mode: mode)
    }
  }
}
