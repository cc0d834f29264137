extension SheetRenderer.Composer {
  /// A growable list of values in an allocation of its own, which only its composer holds: the
  /// steps and the renderings. Not an `Array`: the composer's arrays asked the runtime whether
  /// they were shared at each of the sheet's ~65 appends, and the renderings were destroyed
  /// through the runtime's generic array destroy (~0.8 K instructions a sheet in all, though
  /// `allocate` costs glibc more than the arrays' allocation did). Not copyable: the list owns
  /// its values and destroys them with itself. Each read checks its index.
  struct UniqueList<Element>: ~Copyable {
    private var base: UnsafeMutablePointer<Element>
    /// The values appended so far.
    private(set) var count = 0
    private var capacity: Int

    /// An empty list with room for `capacity` values (one at least).
    init(capacity: Int) {
      self.capacity = max(1, capacity)
      base = .allocate(capacity: self.capacity)
    }

    deinit {
      base.deinitialize(count: count)
      base.deallocate()
    }

    /// Value `index`, read and changed in place.
    subscript(index: Int) -> Element {
      _read { yield base[checked(index)] }
      _modify { yield &base[checked(index)] }
    }

    /// `index`, stopping the program unless it is one of a value.
    private func checked(_ index: Int) -> Int {
      precondition(index >= 0 && index < count, "value \(index) of \(count)")
      return index
    }

    mutating func append(_ value: consuming Element) {
      if count == capacity { doubleCapacity() }
      (base + count).initialize(to: value)
      count += 1
    }

    /// Twice the room, in a new allocation, the values moved over. Out of line: a sheet's
    /// lists are reserved up front.
    @inline(never)
    private mutating func doubleCapacity() {
      let grown = UnsafeMutablePointer<Element>.allocate(capacity: 2 * capacity)
      grown.moveInitialize(from: base, count: count)
      base.deallocate()
      (base, capacity) = (grown, 2 * capacity)
    }
  }
}
