extension PlacementStorage {
  /// A growable run of values, read and changed in place: one of the storage's arrays. Not an
  /// `Array`: reached through the storage (a class), each change of an array asked the runtime
  /// whether it was shared, each access checked its bounds, and each append went through the
  /// array's generic growth checks. Every index is one the trees made (an index outside the
  /// values stops a debug build).
  ///
  /// Not copyable: the buffer owns its values and frees them with itself.
  package struct Buffer<Element>: ~Copyable {
    private var base: UnsafeMutablePointer<Element>
    /// The values appended so far.
    package private(set) var count = 0
    private var capacity: Int

    /// A buffer with room for `capacity` values before it grows.
    init(capacity: Int = 0) {
      self.capacity = max(capacity, Self.leastCapacity)
      base = .allocate(capacity: self.capacity)
    }

    deinit {
      base.deinitialize(count: count)
      base.deallocate()
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
      if count == capacity { grow() }
      (base + count).initialize(to: value)
      count += 1
    }

    /// Removes the values from `index` on.
    mutating func removeAll(from index: Int) {
      (base + index).deinitialize(count: count - index)
      count = index
    }

    /// Twice the room, the values moved over.
    private mutating func grow() {
      let grown = UnsafeMutablePointer<Element>.allocate(capacity: 2 * capacity)
      grown.moveInitialize(from: base, count: count)
      base.deallocate()
      (base, capacity) = (grown, 2 * capacity)
    }

    /// The room a buffer starts with at least.
    private static var leastCapacity: Int { 16 }
  }
}
