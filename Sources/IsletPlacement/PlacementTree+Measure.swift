import IsletCanvas
import IsletModel

/// Measuring: a parent proposes a size in points, the view answers with the size it wants (and
/// the rows it is drawn in).
extension PlacementTree {
  /// The size item `index` answers to `proposal`, frame and padding included.
  @discardableResult
  func measure(_ index: Int, _ proposal: Proposal) -> PointSize {
    if self[answer: index].cachedProposal == proposal { return self[answer: index].cachedSize }
    // A one-line text answers every height alike: down a column, it is asked for its ideal
    // height and then for its share at the same width, and the second answer is the first.
    if let cached = self[answer: index].cachedProposal, cached.width == proposal.width,
      answersEveryHeight(index, width: proposal.width)
    {
      self[answer: index].cachedProposal = proposal
      return self[answer: index].cachedSize
    }
    if proposal.height == nil, let width = self[answer: index].idealHeightWidth, width == proposal.width {
      let size = self[answer: index].idealHeightSize
      self[answer: index].keep(size, for: proposal)
      return size
    }
    if items[index].isPlain {
      // Most views have neither frame nor padding: measured by their content directly, one
      // call fewer (`measurePadded` would propose the content the same).
      let content = Self.clamped(proposal)
      // A text whole on one line and a symbol, the commonest leaves, and a stack answer here,
      // without `measureContent`'s call (a text was asked twice there): the leaves' answers hold
      // for every wider proposal.
      switch items[index].content {
      case .text(let run):
        if let whole = wholeLineSize(index, run, content.width) {
          self[answer: index].keep(whole, for: proposal, holdsWider: content.width != nil)
          return whole
        }
      case .symbol(_, _, let width, let height):
        let size = PointSize(width: width, height: height, rows: 1)
        self[answer: index].keep(size, for: proposal, holdsWider: content.width != nil)
        return size
      case .hstack, .vstack:
        // Sized for `content`, what placing proposes it; its answer holds for every wider
        // proposal when its children's all do (`Answer.sizedWider`).
        let size = stackSizes(index, content)
        let holdsWider = self[answer: index].sizedWider
        self[answer: index].keep(size, for: proposal, holdsWider: holdsWider, sizedAsCached: true)
        return size
      default: break
      }
      let size = measureContent(index, content)
      self[answer: index].keep(size, for: proposal)
      return size
    }
    let size = items[index].hasFrame ? frame(index, proposal).size : measurePadded(index, proposal)
    self[answer: index].keep(size, for: proposal)
    return size
  }

  /// Whether item `index` answers every proposed height at `width` alike: a text without a
  /// frame or horizontal padding that is whole on one line there (`wholeLineSize`, which no
  /// height changes; vertical padding adds the same whatever the height).
  @inline(__always) private func answersEveryHeight(_ index: Int, width: Double?) -> Bool {
    guard case .text(let run) = items[index].content, !items[index].hasFrame,
      items[index].padding.leading == 0, items[index].padding.trailing == 0
    else { return false }
    let lineLimit = items[index].lineLimit
    return storage.texts[run].wholeLineSize(in: width ?? Self.unbounded, lineLimit: lineLimit) != nil
  }

  /// What the frame proposes to its padded content, and the frame's own answer.
  func frame(_ index: Int, _ proposal: Proposal) -> (inner: Proposal, size: PointSize) {
    // The frame read in place: a copy of the item would copy all of it.
    let (frameWidth, frameHeight, frameMaxWidth) = (
      items[index].frameWidth, items[index].frameHeight, items[index].frameMaxWidth
    )
    var inner = proposal
    if let width = frameWidth {
      inner.width = width
    } else if let maxWidth = frameMaxWidth, let width = proposal.width {
      inner.width = min(width, maxWidth)
    }
    if let height = frameHeight { inner.height = height }
    let content = measurePadded(index, inner)
    var size = content
    if let width = frameWidth {
      size.width = width
    } else if let maxWidth = frameMaxWidth {
      size.width = min(maxWidth, max(content.width, proposal.width ?? content.width))
    }
    if let height = frameHeight {
      size.height = height
      size.rows = max(content.rows, rows(height))
    }
    return (inner, size)
  }

  /// The content's answer to `proposal` less the padding, plus the padding.
  func measurePadded(_ index: Int, _ proposal: Proposal) -> PointSize {
    let padding = items[index].padding
    // Most views have no padding: their content answers the proposal itself (a length below
    // zero proposed as zero, as below), with nothing to add.
    if padding.isNone { return measureContent(index, Self.clamped(proposal)) }
    let horizontal = padding.leading + padding.trailing
    let vertical = padding.top + padding.bottom
    let inner = Proposal(
      width: proposal.width.map { max(0, $0 - horizontal) },
      height: proposal.height.map { max(0, $0 - vertical) })
    let size = measureContent(index, inner)
    // Most views have no vertical padding, which adds no rows: not counted, then.
    let paddingRows = padding.top == 0 && padding.bottom == 0 ? 0 : rows(padding.top) + rows(padding.bottom)
    return PointSize(
      width: size.width + horizontal, height: size.height + vertical, rows: size.rows + paddingRows)
  }

  /// `proposal` with a length below zero proposed as zero.
  @inline(__always) static func clamped(_ proposal: Proposal) -> Proposal {
    Proposal(width: proposal.width.map { max(0, $0) }, height: proposal.height.map { max(0, $0) })
  }

  private func measureContent(_ index: Int, _ proposal: Proposal) -> PointSize {
    // The item's parts read in place: a copy of it would copy all of it.
    let content = items[index].content
    switch content {
    case .text(let run):
      if let whole = wholeLineSize(index, run, proposal.width) { return whole }
      let layout = textLayout(run, lineLimit: items[index].lineLimit, proposal)
      return PointSize(width: layout.width, height: layout.height, rows: layout.lineCount)
    case .symbol(_, _, let width, let height):
      return PointSize(width: width, height: height, rows: 1)
    case .spacer(let length, let axis):
      switch axis {
      case .horizontal: return PointSize(width: max(length, proposal.width ?? length), height: 0, rows: 0)
      case .vertical:
        let height = max(length, proposal.height ?? length)
        return PointSize(width: 0, height: height, rows: rows(height))
      case nil: return PointSize(width: proposal.width ?? 0, height: proposal.height ?? 0, rows: 0)
      }
    case .progress(_, let height):
      return PointSize(width: proposal.width ?? Self.progressIdealWidth, height: height, rows: 1)
    case .hstack, .vstack:
      return stackSizes(index, proposal)
    case .zstack:
      var size = PointSize.zero
      for position in items[index].children {
        let answer = measure(slots[position].child, proposal)
        size = PointSize(
          width: max(size.width, answer.width), height: max(size.height, answer.height),
          rows: max(size.rows, answer.rows))
      }
      return size
    case .fits:
      return measure(chosenChild(index, proposal), proposal)
    case .layered(let base):
      return measure(slots[items[index].children.lowerBound + base].child, proposal)
    case .shape, .ring, .image:
      return drawnSize(content, proposal)
    }
  }

  /// The size of text item `index` (run `run`) when it is whole on one line at `width`
  /// (`TextRun.wholeLineSize`), else nil.
  @inline(__always) private func wholeLineSize(_ index: Int, _ run: Int, _ width: Double?) -> PointSize? {
    let lineLimit = items[index].lineLimit
    return storage.texts[run].wholeLineSize(in: width ?? Self.unbounded, lineLimit: lineLimit)
  }

  /// A text's lines for `proposal`, cached for the last one asked. As SwiftUI's `Text`, it
  /// wraps to the proposed width and stops at `lineLimit` or at the lines the proposed height
  /// holds (at least one), whichever is less, truncating the rest into the last line; with a
  /// `minimumScaleFactor` it first shrinks, down to that factor, until everything fits.
  func textLayout(_ run: Int, lineLimit: Int?, _ proposal: Proposal) -> TextLayout {
    // A paragraph that fits the proposed width at full size is one whole line whatever else is
    // proposed (the layout's first case): made at once, with no cache to check or keep. The
    // small family's sizes propose its texts widths they fit at, each a different one.
    if let whole = storage.texts[run].wholeLine(in: proposal.width ?? Self.unbounded, lineLimit: lineLimit) {
      return whole
    }
    if run < storage.textCaches.count, let cached = storage.textCaches[run], cached.width == proposal.width,
      cached.height == proposal.height,
      cached.lineLimit == lineLimit
    {
      return cached.layout
    }
    let layout = storage.texts[run].layOut(lineLimit: lineLimit, proposal, store: &storage.lines)
    if run >= storage.textCaches.count {
      storage.textCaches.append(count: run + 1 - storage.textCaches.count) { nil }
    }
    storage.textCaches[run] = TextRun.Cache(
      width: proposal.width, height: proposal.height, lineLimit: lineLimit, layout: layout)
    return layout
  }

  /// `ViewThatFits`: the first child whose ideal size fits the proposal on the judged axes,
  /// else the last.
  func chosenChild(_ index: Int, _ proposal: Proposal) -> Int {
    let children = items[index].children
    guard case .fits(let axes) = items[index].content else { return slots[children.lowerBound].child }
    for position in children.dropLast() {
      let child = slots[position].child
      // The ideal size along the judged axes; the other axis keeps the proposal.
      let ideal = measure(
        child,
        Proposal(
          width: axes == .vertical ? proposal.width : nil, height: axes == .horizontal ? proposal.height : nil
        ))
      let fitsWidth =
        axes == .vertical || ideal.width <= (proposal.width ?? Self.unbounded) + TextLayout.tolerance
      let fitsHeight =
        axes == .horizontal || ideal.height <= (proposal.height ?? Self.unbounded) + TextLayout.tolerance
      if fitsWidth, fitsHeight { return child }
    }
    return slots[children.upperBound - 1].child
  }

  /// A stack's size, each child's own left as its cached answer (`cachedSize`: the child's
  /// last measuring here is the one that sized it). SwiftUI's way: spacing comes
  /// off first; children are served in their slots' `served` order (descending
  /// `layoutPriority`, then least flexible first), each priority group after reserving the
  /// minimum of the lower groups, each child getting an equal share of what its group has left.
  @discardableResult
  func stackSizes(_ index: Int, _ proposal: Proposal) -> PointSize {
    let children = items[index].children
    let horizontal: Bool
    let spacing: Double
    switch items[index].content {
    case .hstack(let value, _): (horizontal, spacing) = (true, value)
    case .vstack(let value, _): (horizontal, spacing) = (false, value)
    default: return .zero
    }
    // The stack's fields read before its answer is written (the write's sharing check is an
    // opaque call, after which the items would be looked up again).
    let (gapCount, oneGroup) = (items[index].gapCount, items[index].childrenShareOnePriority)
    self[answer: index].sizedProposal = proposal
    let gaps = Double(gapCount) * spacing
    if let along = horizontal ? proposal.width : proposal.height {
      var remaining = along - gaps
      var start = children.lowerBound
      while start < children.upperBound {
        var end = children.upperBound
        if !oneGroup {
          let priority = items[slots[slots[start].served].child].priority
          end = start
          while end < children.upperBound, items[slots[slots[end].served].child].priority == priority {
            end += 1
          }
        }
        var available = remaining
        for later in end..<children.upperBound {
          available -= minimum(
            slots[slots[later].served].child, horizontal: horizontal, width: proposal.width)
        }
        for served in start..<end {
          let position = slots[served].served
          var share = max(0, available) / Double(end - served)
          if !horizontal {
            // Down a column, a view is offered at least what the views still to be served
            // leave at their ideal heights: a text that wraps gets its lines when the others
            // need only theirs (SwiftUI serves the less flexible first; a text's height is
            // flexible only through its width).
            var others = 0.0
            for later in (served + 1)..<end {
              others +=
                measure(slots[slots[later].served].child, Proposal(width: proposal.width, height: nil)).height
            }
            share = max(share, available - others)
          }
          let size = measure(
            slots[position].child,
            horizontal
              ? Proposal(width: share, height: proposal.height)
              : Proposal(width: proposal.width, height: share))
          let used = horizontal ? size.width : size.height
          available -= used
          remaining -= used
        }
        start = end
      }
    } else {
      let ideal =
        horizontal
        ? Proposal(width: nil, height: proposal.height) : Proposal(width: proposal.width, height: nil)
      for position in children { measure(slots[position].child, ideal) }
    }
    var total = PointSize.zero
    var wider = proposal.width != nil
    for position in children {
      let size = self[answer: slots[position].child].cachedSize
      wider = wider && self[answer: slots[position].child].holdsWider
      if horizontal {
        total = PointSize(
          width: total.width + size.width, height: max(total.height, size.height),
          rows: max(total.rows, size.rows))
      } else {
        total = PointSize(
          width: max(total.width, size.width), height: total.height + size.height,
          rows: total.rows + size.rows)
      }
    }
    if horizontal {
      total.width += gaps
    } else {
      total.height += gaps
      // Most columns put no spacing between their views, which adds no rows: not counted, then.
      if gaps != 0 { total.rows += gapCount * rows(spacing) }
    }
    self[answer: index].sizedWider = wider
    return total
  }

  /// The least a child takes along the stack's axis (vertically: its ideal height unless it
  /// can grow, then its spacers' minimum).
  private func minimum(_ child: Int, horizontal: Bool, width: Double?) -> Double {
    if horizontal { return items[child].minWidth }
    if case .spacer(let length, _) = items[child].content { return length }
    return items[child].flexibleHeight ? 0 : measure(child, Proposal(width: width, height: nil)).height
  }
}

extension EdgeInsets {
  /// Whether no edge is padded.
  @inline(__always) fileprivate var isNone: Bool { top == 0 && leading == 0 && bottom == 0 && trailing == 0 }
}
