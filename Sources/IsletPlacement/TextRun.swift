import IsletDevices
import IsletModel

extension PlacementTree {
  /// A text view's string measured once: its clusters (for drawing in cells) and each cluster's
  /// advance in points in the view's font, and the last line layout asked for.
  struct TextRun {
    let text: MeasuredText
    let font: TextFont
    /// Each cluster's advance at full size (`advance(_:)`) when the text is not all printable
    /// ASCII; a line break counts as a space (it becomes one when the last line gathers what
    /// remains). Empty for printable ASCII, most texts, whose advances are read from the
    /// font's table as they are needed: the run allocates none.
    private let advances: [Double]
    /// The widest hard line at full size: the text's width on one line per paragraph.
    let idealWidth: Double
    /// Whether the text is one non-empty paragraph: then every proposal at least `idealWidth`
    /// wide gets it on one line, without wrapping.
    let isOneParagraph: Bool
    /// The least a line may shrink to (`minimumScaleFactor`), 1 when it may not.
    let minimumScale: Double
    let truncation: TruncationMode
    /// A layout and the proposal and line limit it was made for: the last a run was asked
    /// for, kept apart from the run (`PlacementStorage.textCaches`) as a plain value, shared
    /// by the tree's measurements (the same layout whichever asked for it).
    struct Cache {
      let width: Double?
      let height: Double?
      let lineLimit: Int?
      let layout: TextLayout
    }

    /// A run of `text`, measured by `measured(_:)`.
    init(_ text: MeasuredText, font: TextFont, minimumScale: Double, truncation: TruncationMode) {
      let (advances, idealWidth) =
        text.isPrintableASCII
        ? ([], font.width(ofPrintableASCII: text.text)) : font.advances(of: text)
      // Every property set at the end, the text last (moved in): set as they were made, the run
      // was copied (retaining its arrays) on its way into the tree's store.
      isOneParagraph = !text.isEmpty && !text.hasNewline
      (self.font, self.advances, self.idealWidth) = (font, advances, idealWidth)
      (self.minimumScale, self.truncation) = (minimumScale, truncation)
      self.text = text
    }

    /// Payload text measured as a run lays it out, made safe first when it is not plain visible,
    /// its clusters in `arena` (the tree's storage's, which outlives its runs).
    static func measured(_ unsafeText: String, clustersIn arena: inout ClusterArena) -> MeasuredText {
      let text = MeasuredText(unsafeText, clustersIn: &arena)
      return text.isPlainVisible ? text : MeasuredText(sanitized(unsafeText), clustersIn: &arena)
    }

    /// Cluster `index`'s advance at full size.
    func advance(_ index: Int) -> Double {
      text.isPrintableASCII ? font.advance(ofPrintableASCII: text.clusters[index].scalar) : advances[index]
    }

    /// The text's layout at full size or shrunk, in `width` points and at most `lines` lines,
    /// its lines after the first appended to `store`.
    func layout(
      width: Double?, lines: Int?, scale: Double = 1, store: inout PlacementStorage.Buffer<TextLayout.Line>
    ) -> TextLayout {
      TextLayout(self, width: width ?? PlacementTree.unbounded, lineLimit: lines, scale: scale, store: &store)
    }

    /// The text whole on one line in `width` points when it is one paragraph that fits there at
    /// full size (the layout's first case, whatever else is proposed), else nil. Mutating only
    /// so that a call on a stored run reads it in place, as `layOut` does; inlined, as it is
    /// asked for each text's every measuring and drawing.
    @inline(__always) mutating func wholeLine(in width: Double, lineLimit: Int?) -> TextLayout? {
      guard let line = onlyLine(in: width, lineLimit: lineLimit) else { return nil }
      return TextLayout(wholeLine: line, lineHeight: font.lineHeight, proposedWidth: width)
    }

    /// The one line of `wholeLine(in:lineLimit:)`, nil when that is nil: drawing a text whole on
    /// one line needs no layout made for it. Mutating for the reason `wholeLine` gives.
    @inline(__always) mutating func onlyLine(in width: Double, lineLimit: Int?) -> TextLayout.Line? {
      guard isWholeLine(in: width, lineLimit: lineLimit) else { return nil }
      return TextLayout.Line(wholeOf: self)
    }

    /// The size of `wholeLine(in:lineLimit:)` (its width, height and one line), nil when that is
    /// nil: measuring needs no layout made for it. Mutating for the reason `wholeLine` gives.
    @inline(__always) mutating func wholeLineSize(in width: Double, lineLimit: Int?) -> PointSize? {
      guard isWholeLine(in: width, lineLimit: lineLimit) else { return nil }
      return PointSize(width: idealWidth, height: font.lineHeight, rows: 1)
    }

    /// Whether the text is one paragraph that fits `width` points at full size, in a line limit
    /// that allows a line.
    @inline(__always) private func isWholeLine(in width: Double, lineLimit: Int?) -> Bool {
      isOneParagraph && idealWidth <= width + TextLayout.tolerance && (lineLimit ?? 1) > 0
    }

    /// The text's lines for `proposal`: the lines at full size, or, with a `minimumScale` below
    /// 1 and a text that does not fit, at the largest scale down to it at which nothing is cut.
    /// Mutating only so that a call on a stored run lays it out in place: a call that reads it
    /// would copy it (retaining its arrays) for every layout made.
    mutating func layOut(
      lineLimit: Int?, _ proposal: Proposal, store: inout PlacementStorage.Buffer<TextLayout.Line>
    ) -> TextLayout {
      func layout(_ scale: Double) -> TextLayout {
        var lines = lineLimit
        if let height = proposal.height {
          let lineHeight = font.lineHeight * scale
          let fitting = Int(((height + TextLayout.tolerance) / lineHeight).rounded(.down))
          lines = min(lines ?? Int.max, max(1, fitting))
        }
        return self.layout(width: proposal.width, lines: lines, scale: scale, store: &store)
      }
      let full = layout(1)
      guard full.isTruncated, minimumScale < 1 else { return full }
      let smallest = layout(minimumScale)
      guard !smallest.isTruncated else { return smallest }
      // The largest scale at which nothing is cut, to a thousandth of the size.
      var (fits, cuts) = (minimumScale, 1.0)
      var best = smallest
      while cuts - fits > 0.001 {
        let middle = (fits + cuts) / 2
        let attempt = layout(middle)
        if attempt.isTruncated {
          cuts = middle
        } else {
          (fits, best) = (middle, attempt)
        }
      }
      return best
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
