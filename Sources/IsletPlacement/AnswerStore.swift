extension PlacementTree {
  /// The answers of a storage's measurements (`Answer`, a block a measurement), in one buffer
  /// that only grows, by blocks of blank answers. Not an array: measuring and placing read and
  /// change answers several hundred times a sheet, and through a class each change of an array
  /// asks the runtime whether the array is shared, and each access checks its bounds. Every
  /// index is an item's plus its measurement's offset, both made by the tree (an index outside
  /// the answers stops a debug build).
  ///
  /// Held inline by the storage, for as long as its trees (a class of its own was one more
  /// object to allocate and free, and one more pointer to follow to each answer). Not copyable:
  /// the store owns its buffer. The buffer starts in the storage's block
  /// (`PlacementStorage.Block`: a malloc and a free fewer a sheet, 0.8 K instructions), which
  /// the storage frees; one that outgrows it moves to an allocation of its own, freed with the
  /// store. `Answer` holds plain values only, so nothing in the buffer needs deinitializing.
  struct AnswerStore: ~Copyable {
    private var base: UnsafeMutablePointer<Answer>
    private var capacity: Int
    /// The answers made so far.
    private(set) var count = 0
    /// Whether `base` is the store's own allocation (false: its part of the storage's block).
    private var ownsBase = false

    /// A store in the room for `capacity` answers at `part` of the storage's block.
    init(at part: UnsafeMutableRawPointer, capacity: Int) {
      base = part.bindMemory(to: Answer.self, capacity: capacity)
      self.capacity = capacity
    }

    deinit { if ownsBase { base.deallocate() } }

    /// Answer `index`, read and changed in place.
    subscript(index: Int) -> Answer {
      unsafeAddress {
        assert(index >= 0 && index < count, "answer \(index) of \(count)")
        return UnsafePointer(base + index)
      }
      unsafeMutableAddress {
        assert(index >= 0 && index < count, "answer \(index) of \(count)")
        return base + index
      }
    }

    /// Makes room for `capacity` answers in all.
    mutating func reserveCapacity(_ capacity: Int) {
      if capacity > self.capacity { grow(to: capacity) }
    }

    /// Appends `blanks` answers with nothing answered.
    mutating func appendBlanks(_ blanks: Int) {
      if count + blanks > capacity { grow(to: max(2 * capacity, count + blanks)) }
      (base + count).initialize(repeating: Answer(), count: blanks)
      count += blanks
    }

    private mutating func grow(to capacity: Int) {
      let grown = UnsafeMutablePointer<Answer>.allocate(capacity: capacity)
      grown.moveInitialize(from: base, count: count)
      if ownsBase { base.deallocate() }
      (base, self.capacity, ownsBase) = (grown, capacity, true)
    }
  }
}
