/// A tree's measurements: what its views answered the proposals of one region, kept for that
/// region's drawing. The small family's sizes each measure one tree in turn; each measurement
/// has answers of its own in the storage (a block of `answers`), so a size draws from its own
/// without anything copied back and forth, and switching is an offset. The texts' layouts
/// (`textCaches`) are shared: a layout is the same whichever measurement asked for it.
extension PlacementTree {
  /// What a view answered in one measurement: the last proposal and its size, the last
  /// ideal-height answer, a stack's last sizing. Kept apart from the view's item, so a
  /// measurement's answers are a few plain fields a view.
  struct Answer {
    var cachedProposal: Proposal?
    var cachedSize = PointSize.zero
    /// The last ideal-height answer (a proposal with no height) and the width it was for:
    /// stacks and regions ask for it between other proposals, so it is kept apart.
    var idealHeightWidth: Double??
    var idealHeightSize = PointSize.zero
    /// A stack's proposal in its last `stackSizes`: each child's cached answer is then the
    /// size the stack gave it, so placing reads them instead of sizing the stack again.
    var sizedProposal: Proposal?
    /// Whether `cachedSize` is the answer to every proposal at least as wide as
    /// `cachedProposal` (of any height), with every view inside answering as it does here:
    /// a plain text whole on one line, a plain symbol, a plain stack whose children all do
    /// (`sizedWider`). Such a measurement serves any wider region (`beginMeasuring`).
    var holdsWider = false
    /// Whether each child's answer in the stack's last `stackSizes` holds for every wider
    /// proposal (`holdsWider`), its proposal having a width: the stack's answer then does
    /// too. A column proposes its width to every child, whatever its height; a row serves
    /// its children shares that only grow with its width, and a child that holds takes the
    /// same whatever its share, so every later share grows too.
    var sizedWider = false
    /// Whether a plain stack's last `stackSizes` was for its content's share of
    /// `cachedProposal` (its measuring sized it last): placing reads its children's answers
    /// then without comparing proposals (`sizeStack`).
    var sizedAsCached = false

    /// Keeps `size` as the answer to `proposal`, and as the ideal-height answer when the
    /// proposal has no height: one change of the answer in place (each change through the
    /// tree's subscript checks that the answers are not shared). `holdsWider` and
    /// `sizedAsCached` as above.
    mutating func keep(
      _ size: PointSize, for proposal: Proposal, holdsWider: Bool = false, sizedAsCached: Bool = false
    ) {
      cachedProposal = proposal
      cachedSize = size
      self.holdsWider = holdsWider
      self.sizedAsCached = sizedAsCached
      if proposal.height == nil {
        idealHeightWidth = .some(proposal.width)
        idealHeightSize = size
      }
    }
  }

  /// Where one measurement's answers are: what an item's index adds to find its answer in the
  /// storage.
  package struct Measurement {
    let answers: Int
  }

  /// Item `index`'s answer in the current measurement, read and changed in place.
  subscript(answer index: Int) -> Answer {
    _read { yield storage.answers[index + measurement.answers] }
    _modify { yield &storage.answers[index + measurement.answers] }
  }

  /// Appends a measurement with nothing answered yet, after whatever the storage holds.
  func addMeasurement() -> Measurement {
    let added = Measurement(answers: storage.answers.count - itemRange.lowerBound)
    storage.answers.append(count: itemRange.count) { Answer() }
    return added
  }

  /// Starts the measuring of a region `width` points wide, for `restoreMeasurements(of:)`: the
  /// first region takes the answers made with the tree; each later one gets answers of its
  /// own, so the earlier regions' are kept as they are for their drawing. Every answer is
  /// worked out from the tree alone, so a measurement that starts with none answers as one
  /// that started with another's.
  ///
  /// When the current measurement's root answers every proposal at least as wide as its own
  /// alike (`Answer.holdsWider`) and `width` is at least that, the region shares it instead:
  /// measuring would leave every view answering as it does there. Its root's size is returned
  /// then, and the region measures nothing. (The small family: the Watch 40 mm measures, and
  /// the seven wider sizes share its answers, ~1,800 instructions each.)
  package func beginMeasuring(width: Double) -> (Measurement, shared: PointSize?) {
    guard isMeasured else {
      isMeasured = true
      return (measurement, nil)
    }
    // The root's answer read once, in place in the store: through the `answer` subscript's
    // accessor, each read was a call (~170 instructions a region).
    if let root {
      let answer = storage.answers[root + measurement.answers]
      if answer.holdsWider, let measured = answer.cachedProposal?.width, measured <= width {
        return (measurement, answer.cachedSize)
      }
    }
    measurement = addMeasurement()
    return (measurement, nil)
  }

  /// Makes `measured` (from `beginMeasuring`) the current measurement again, so every view is
  /// placed as it answered there.
  package func restoreMeasurements(of measured: Measurement) {
    measurement = measured
  }
}
