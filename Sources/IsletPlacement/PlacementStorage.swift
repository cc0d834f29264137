import IsletModel

/// The arrays (most of them `Buffer`s) that `PlacementTree`s keep their views, children and
/// texts in. The trees a sheet prepares share one, each tree a contiguous run of every array,
/// so a sheet allocates each array once (reserved up front) instead of once per tree, and frees
/// it once.
///
/// Like the trees, it belongs to one render on one thread (it is not Sendable); the stored
/// properties opt out of the runtime exclusivity checks for the reason `PlacementTree` gives.
package final class PlacementStorage {
  @exclusivity(unchecked) var items: Buffer<PlacementTree.Item>
  /// Each item's source span, by item index.
  @exclusivity(unchecked) var origins: SourceSpanList
  /// Children of every stack, each stack's contiguous.
  @exclusivity(unchecked) var slots: Buffer<PlacementTree.Slot>
  /// Text views' strings, measured; never changed once their tree is built.
  @exclusivity(unchecked) var texts: Buffer<PlacementTree.TextRun>
  /// The clusters of the texts' measures (`TextRun.measured`), which borrow them: a text
  /// allocates and frees no array of its own.
  @exclusivity(unchecked) var clusters: ClusterArena
  /// What each view answered, a block a measurement of its tree (`PlacementTree.Measurement`),
  /// appended a blank block at a time. Measuring and placing read and change answers several
  /// hundred times a sheet. Inline (a class of its own, as they were, was one more object to
  /// allocate and free and one more pointer to follow to each answer: 1.0 K instructions a
  /// sheet), in the block with the rest (0.8 K).
  @exclusivity(unchecked) var answers: Buffer<PlacementTree.Answer>
  /// Each text's last layout, by index of `texts` (nil: none yet), as far as the last text laid
  /// out (`PlacementTree.textLayout`): a text past its end has none either. Most texts are laid
  /// out whole on one line, which keeps no cache: an empty entry appended for each text as it
  /// was made (a 160-byte copy) cost ~50 instructions a text.
  @exclusivity(unchecked) var textCaches: Buffer<PlacementTree.TextRun.Cache?>
  /// The lines after the first of every text layout made (`TextLayout` holds a range of them),
  /// room for about one a text in the block: an array of its own was allocated and freed once a
  /// sheet.
  @exclusivity(unchecked) var lines: Buffer<TextLayout.Line>
  @exclusivity(unchecked) var glyphs: Buffer<Character>
  /// The last symbol name looked up and what `SymbolGlyphs.drawn` found for it: a sheet's
  /// trees show the same symbol in region after region, and each lookup hashes the name.
  @exclusivity(unchecked) var lastSymbolName: String?
  @exclusivity(unchecked) var lastSymbolDrawn: (glyph: Character, cells: Int)?
  @exclusivity(unchecked) var images: [ImageBox] = []
  /// Every tree's content findings, each tree's a contiguous run (`PlacementTree.ContentFinding`).
  @exclusivity(unchecked) var contentFindings: [PlacementTree.ContentFinding] = []
  /// Scratch while a tree is built: the children added so far of the stacks being added,
  /// innermost last (each stack takes its own when it is appended).
  @exclusivity(unchecked) var pendingChildren: Buffer<Int>

  /// `ViewNodeBox.empty`, read once for all the storage's trees (`PlacementTree.emptyBox`): each
  /// tree read it through the runtime's `swift_once` check. Unowned, as the trees hold it.
  unowned(unsafe) let emptyBox = ViewNodeBox.empty

  /// The one allocation the buffers and the answers start in, their reserved room (`Block`).
  private let block: UnsafeMutableRawPointer

  /// Storage for trees of about `views` views and `texts` texts in all, each measured once
  /// but for trees of about `remeasured.views` views in all, measured `remeasured.times` times
  /// more (the arrays grow past it).
  package init(views: Int = 0, texts: Int = 0, remeasured: (views: Int, times: Int) = (0, 0)) {
    var parts = Block()
    let answerCapacity = views + remeasured.views * remeasured.times
    let answersPart = parts.part(for: PlacementTree.Answer.self, capacity: answerCapacity)
    let itemsPart = parts.part(for: PlacementTree.Item.self, capacity: views)
    let originsPart = parts.part(for: SourceSpanList.Entry.self, capacity: views)
    let slotsPart = parts.part(for: PlacementTree.Slot.self, capacity: views)
    let pendingChildrenPart = parts.part(for: Int.self, capacity: views)
    let textsPart = parts.part(for: PlacementTree.TextRun.self, capacity: texts)
    let textCachesPart = parts.part(for: PlacementTree.TextRun.Cache?.self, capacity: texts)
    let glyphsPart = parts.part(for: Character.self, capacity: texts)
    let linesPart = parts.part(for: TextLayout.Line.self, capacity: texts)
    let clusterCapacity = texts * Self.clustersPerText
    let clustersPart = parts.part(for: MeasuredText.Cluster.self, capacity: clusterCapacity)
    block = .allocate(byteCount: parts.byteCount, alignment: parts.alignment)
    answers = Buffer(at: block + answersPart, capacity: answerCapacity)
    items = Buffer(at: block + itemsPart, capacity: views)
    origins = SourceSpanList(Buffer(at: block + originsPart, capacity: views))
    slots = Buffer(at: block + slotsPart, capacity: views)
    pendingChildren = Buffer(at: block + pendingChildrenPart, capacity: views)
    self.texts = Buffer(at: block + textsPart, capacity: texts)
    textCaches = Buffer(at: block + textCachesPart, capacity: texts)
    glyphs = Buffer(at: block + glyphsPart, capacity: texts)
    lines = Buffer(at: block + linesPart, capacity: texts)
    clusters = ClusterArena(at: block + clustersPart, capacity: clusterCapacity)
  }

  /// The clusters the block keeps room for a text (a layout's strings are mostly shorter).
  private static var clustersPerText: Int { 32 }

  deinit {
    // The values in the block are destroyed before it is freed (the buffers themselves are
    // destroyed after this).
    answers.removeAll()
    items.removeAll()
    origins.removeAll()
    slots.removeAll()
    pendingChildren.removeAll()
    texts.removeAll()
    textCaches.removeAll()
    glyphs.removeAll()
    lines.removeAll()
    block.deallocate()
  }
}
