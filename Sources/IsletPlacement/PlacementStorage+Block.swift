extension PlacementStorage {
  /// Where each buffer's part of the storage's one allocation starts (the answers' too): their
  /// reserved room, one after another, each aligned for its values. A sheet's storage made one
  /// allocation per buffer (a dozen `malloc`s and `free`s a sheet) before.
  struct Block {
    /// The bytes laid out so far.
    private(set) var byteCount = 0
    /// The strictest alignment of the parts so far.
    private(set) var alignment = 1

    /// Lays out room for `capacity` values of `type` after the parts so far; returns the offset
    /// of its first byte.
    mutating func part<Element>(for type: Element.Type, capacity: Int) -> Int {
      let offset = (byteCount + MemoryLayout<Element>.alignment - 1) & -MemoryLayout<Element>.alignment
      byteCount = offset + capacity * MemoryLayout<Element>.stride
      alignment = max(alignment, MemoryLayout<Element>.alignment)
      return offset
    }
  }
}
