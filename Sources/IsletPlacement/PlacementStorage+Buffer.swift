extension PlacementStorage {
  /// A growable run of values, read and changed in place: one of the storage's arrays. Not an
  /// `Array`: reached through the storage (a class), each change of an array asked the runtime
  /// whether it was shared, each access checked its bounds, and each append went through the
  /// array's generic growth checks. Every index is one the trees made (an index outside the
  /// values stops a debug build).
  ///
  /// It starts in its part of the storage's block (`Block`), which the storage frees; one
  /// that outgrows its part moves to an allocation of its own, which it frees. Not copyable: the
  /// buffer owns its values and destroys them with itself.
  package struct Buffer<Element>: ~Copyable {
    private var base: UnsafeMutablePointer<Element>
    /// The values appended so far.
    package private(set) var count = 0
    private var capacity: Int
    package var isEmpty: Bool { count == 0 }
    /// Whether `base` is the buffer's own allocation (false: its part of the storage's block).
    private var ownsBase = false

    /// A buffer in the room for `capacity` values at `part` of the storage's block.
    init(at part: UnsafeMutableRawPointer, capacity: Int) {
      base = part.bindMemory(to: Element.self, capacity: capacity)
      self.capacity = capacity
    }

    /// An empty buffer of its own, in no block, with room for `capacity` values.
    init(capacity: Int) {
      (base, self.capacity, ownsBase) = (.allocate(capacity: capacity), capacity, true)
    }

    /// An empty buffer with no room, which allocates nothing until a value is appended: its
    /// base is a well-aligned address that is never read nor freed.
    init() {
      base = UnsafeMutablePointer(bitPattern: MemoryLayout<Element>.alignment).unsafelyUnwrapped
      capacity = 0
    }

    deinit {
      // Most buffers whose values need destroying are emptied before they are freed (the
      // storage's texts, a canvas's queued lines): destroying none still called the runtime's
      // generic array destroy.
      if count > 0 { base.deinitialize(count: count) }
      if ownsBase { base.deallocate() }
    }

    /// Value `index`, read and changed in place.
    package subscript(index: Int) -> Element {
      unsafeAddress {
        assert(index >= 0 && index < count, "value \(index) of \(count)")
        return UnsafePointer(base + index)
      }
      unsafeMutableAddress {
        assert(index >= 0 && index < count, "value \(index) of \(count)")
        return base + index
      }
    }

    mutating func append(_ value: consuming Element) {
      if count == capacity { grow(to: count + 1) }
      (base + count).initialize(to: value)
      count += 1
    }

    /// Appends `added` values made by `make` in one step (a measurement's blank answers).
    /// Always inlined, so each value is made where it goes (passed in made, one was copied
    /// into each place).
    @inline(__always) mutating func append(count added: Int, _ make: () -> Element) {
      if count + added > capacity { grow(to: count + added) }
      for index in count..<count + added { (base + index).initialize(to: make()) }
      count += added
    }

    /// Removes the last value, destroyed by code made for its type (`removeAll` destroys values
    /// through the runtime's generic array destroy).
    mutating func removeLast() {
      assert(count > 0, "no value to remove")
      count -= 1
      (base + count).deinitialize(count: 1)
    }

    /// Removes the values from `index` on (all of them by default).
    mutating func removeAll(from index: Int = 0) {
      (base + index).deinitialize(count: count - index)
      count = index
    }

    /// Room for `needed` values at least (twice the room so far, and `leastCapacity`, at least)
    /// in an allocation of its own, the values moved over.
    private mutating func grow(to needed: Int) {
      let grownCapacity = max(2 * capacity, needed, Self.leastCapacity)
      let grown = UnsafeMutablePointer<Element>.allocate(capacity: grownCapacity)
      grown.moveInitialize(from: base, count: count)
      if ownsBase { base.deallocate() }
      (base, capacity, ownsBase) = (grown, grownCapacity, true)
    }

    /// The room a buffer grows to at least.
    private static var leastCapacity: Int { 16 }
  }
}
