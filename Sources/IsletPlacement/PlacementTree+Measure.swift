import IsletCanvas
import IsletModel

/// Measuring: a parent proposes a size, the view answers with the size it wants.
extension PlacementTree {
  /// The size item `index` answers to `proposal`, frame and padding included.
  func measure(_ index: Int, _ proposal: Proposal) -> Size {
    if items[index].cachedProposal == proposal { return items[index].cachedSize }
    let size = measureFramed(index, proposal)
    items[index].cachedProposal = proposal
    items[index].cachedSize = size
    return size
  }

  /// What the frame proposes to its padded content, and the frame's own answer.
  func frame(_ index: Int, _ proposal: Proposal) -> (inner: Proposal, size: Size) {
    let item = items[index]
    var inner = proposal
    if let width = item.frameWidth {
      inner.width = width
    } else if let maxWidth = item.frameMaxWidth, let width = proposal.width {
      inner.width = min(width, maxWidth)
    }
    if let height = item.frameHeight { inner.height = height }
    let content = measurePadded(index, inner)
    var size = content
    if let width = item.frameWidth {
      size.width = width
    } else if let maxWidth = item.frameMaxWidth {
      size.width = min(maxWidth, max(content.width, proposal.width ?? content.width))
    }
    if let height = item.frameHeight { size.height = height }
    return (inner, size)
  }

  private func measureFramed(_ index: Int, _ proposal: Proposal) -> Size {
    items[index].hasFrame ? frame(index, proposal).size : measurePadded(index, proposal)
  }

  /// The content's answer to `proposal` less the padding, plus the padding.
  func measurePadded(_ index: Int, _ proposal: Proposal) -> Size {
    let padding = items[index].padding
    let horizontal = padding.leading + padding.trailing
    let vertical = padding.top + padding.bottom
    let inner = Proposal(
      width: proposal.width.map { max(0, $0 - horizontal) },
      height: proposal.height.map { max(0, $0 - vertical) })
    let size = measureContent(index, inner)
    return Size(width: size.width + horizontal, height: size.height + vertical)
  }

  private func measureContent(_ index: Int, _ proposal: Proposal) -> Size {
    let item = items[index]
    switch item.content {
    case .text(let run):
      let layout = textLayout(index, run, proposal)
      return Size(width: layout.width, height: layout.lineCount)
    case .symbol(_, let width):
      return Size(width: width, height: 1)
    case .spacer(let length, let axis):
      switch axis {
      case .horizontal: return Size(width: max(length, proposal.width ?? length), height: 0)
      case .vertical: return Size(width: 0, height: max(length, proposal.height ?? length))
      case nil: return Size(width: proposal.width ?? 0, height: proposal.height ?? 0)
      }
    case .progress:
      return Size(width: max(1, proposal.width ?? Self.progressIdealWidth), height: 1)
    case .hstack, .vstack:
      return stackSizes(index, proposal)
    case .zstack:
      var size = Size.zero
      for position in item.children {
        let answer = measure(childList[position], proposal)
        size = Size(width: max(size.width, answer.width), height: max(size.height, answer.height))
      }
      return size
    case .fits:
      return measure(chosenChild(index, proposal), proposal)
    }
  }

  /// A text's lines for `proposal`, cached for the last one asked. As SwiftUI's `Text`, it
  /// wraps to the proposed width and stops at `lineLimit` or at the proposed height (at least
  /// one line), whichever is less, truncating the rest into the last line.
  func textLayout(_ index: Int, _ run: Int, _ proposal: Proposal) -> MeasuredText.Wrapped {
    var lines = items[index].lineLimit
    if let height = proposal.height { lines = min(lines ?? Int.max, max(1, height)) }
    // The fields are read one by one: a whole `TextRun` copied out of the array costs more.
    let idealWidth = texts[run].idealWidth
    if texts[run].isOneParagraph, (proposal.width ?? idealWidth) >= idealWidth, (lines ?? 1) >= 1 {
      return MeasuredText.Wrapped(oneLineOf: texts[run].text.count, width: idealWidth)
    }
    if let cached = texts[run].cache?.layout(width: proposal.width, lineLimit: lines) { return cached }
    let layout = TextWrapping.wrap(
      texts[run].text, width: proposal.width ?? Self.unbounded, lineLimit: lines,
      mode: items[index].truncation)
    texts[run].cache = TextRun.Cache(width: proposal.width, lines: lines, layout: layout)
    return layout
  }

  /// `ViewThatFits`: the first child whose ideal size fits the proposal, else the last.
  func chosenChild(_ index: Int, _ proposal: Proposal) -> Int {
    let children = items[index].children
    for position in children.dropLast() {
      let child = childList[position]
      let ideal = measure(child, Proposal(width: nil, height: nil))
      if ideal.width <= proposal.width ?? Self.unbounded, ideal.height <= proposal.height ?? Self.unbounded {
        return child
      }
    }
    return childList[children.upperBound - 1]
  }

  /// A stack's size, its children's sizes left in `childSizes` (at their `childList`
  /// positions). SwiftUI's way: spacing comes off first; children are served in
  /// `servingOrder` (descending `layoutPriority`, then least flexible first), each priority
  /// group after reserving the minimum of the lower groups, each child getting an equal share
  /// of what its group has left.
  @discardableResult
  func stackSizes(_ index: Int, _ proposal: Proposal) -> Size {
    let item = items[index]
    let children = item.children
    let horizontal: Bool
    let spacing: Int
    switch item.content {
    case .hstack(let value, _): (horizontal, spacing) = (true, value)
    case .vstack(let value, _): (horizontal, spacing) = (false, value)
    default: return .zero
    }
    let gaps = gapCount(children) * spacing
    if let along = horizontal ? proposal.width : proposal.height {
      var remaining = along - gaps
      var start = children.lowerBound
      while start < children.upperBound {
        let priority = items[childList[servingOrder[start]]].priority
        var end = start
        while end < children.upperBound, items[childList[servingOrder[end]]].priority == priority { end += 1 }
        var available = remaining
        for later in end..<children.upperBound {
          available -= minimum(childList[servingOrder[later]], horizontal: horizontal, width: proposal.width)
        }
        for served in start..<end {
          let position = servingOrder[served]
          let share = max(0, available) / (end - served)
          let size = measure(
            childList[position],
            horizontal
              ? Proposal(width: share, height: proposal.height)
              : Proposal(width: proposal.width, height: share))
          childSizes[position] = size
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
      for position in children { childSizes[position] = measure(childList[position], ideal) }
    }
    var total = Size(width: 0, height: 0)
    for position in children {
      let size = childSizes[position]
      if horizontal {
        total = Size(width: total.width + size.width, height: max(total.height, size.height))
      } else {
        total = Size(width: max(total.width, size.width), height: total.height + size.height)
      }
    }
    if horizontal { total.width += gaps } else { total.height += gaps }
    return total
  }

  /// The least a child takes along the stack's axis (vertically: its ideal height unless it
  /// can grow, then its spacers' minimum).
  private func minimum(_ child: Int, horizontal: Bool, width: Int?) -> Int {
    let item = items[child]
    if horizontal { return item.minWidth }
    if case .spacer(let length, _) = item.content { return length }
    return item.flexibleHeight ? 0 : measure(child, Proposal(width: width, height: nil)).height
  }
}
