extension LayoutTree {
  /// A text view's string with its one-line width measured once, and the last line layout
  /// asked for. Line breaking is `TextWrapping`'s: wrap at spaces, break an over-long word
  /// between clusters, honour hard newlines, stop at the line limit with the rest truncated
  /// into the last line.
  struct TextRun {
    let text: MeasuredText
    /// The widest hard line: the text's width on one line per paragraph.
    let idealWidth: Int
    /// The text on one line, when it is one paragraph: what every proposal at least
    /// `idealWidth` wide gets, without wrapping again.
    let oneLine: MeasuredText.Wrapped?
    /// The last layout asked for, by width and line limit.
    var cache: (width: Int?, lines: Int?, layout: MeasuredText.Wrapped)?

    init(_ string: String) {
      text = MeasuredText(string)
      if text.isEmpty || text.hasNewline {
        idealWidth =
          TextWrapping.wrap(text, width: LayoutTree.unbounded, lineLimit: nil, mode: .tail).width
        oneLine = nil
      } else {
        idealWidth = text.width
        var line = MeasuredText.Wrapped(neededLines: 1)
        line.append(MeasuredText.Fit(whole: text.all, width: text.width))
        oneLine = line
      }
    }

    /// The lines at `width` (nil: only hard newlines break) and at most `lineLimit` of them.
    func layout(width: Int?, lineLimit: Int?, mode: TruncationMode) -> MeasuredText.Wrapped {
      if let oneLine, (width ?? idealWidth) >= idealWidth, (lineLimit ?? 1) >= 1 { return oneLine }
      return TextWrapping.wrap(text, width: width ?? LayoutTree.unbounded, lineLimit: lineLimit, mode: mode)
    }
  }
}
